// Every minute on an nginx server, by show-day.timer (src/show-day/systemd/): the release the plan says is due is
// served. `node src/show-day/reconcile-cli.ts nginx <site>`; RELOAD and SHOW_DAY_ALERT_WEBHOOK as nginx-release.sh takes them.
import { reconcileNginx } from './nginx-host.ts';

const [host, site] = process.argv.slice(2);
if (host !== 'nginx' || !site?.startsWith('/'))
  throw new Error(
    'reconcile takes nginx and the site’s folder: node src/show-day/reconcile-cli.ts nginx /srv/maison-verane',
  );
await reconcileNginx(site);
