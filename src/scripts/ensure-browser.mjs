// Makes sure the e2e tests have a Chromium: Debian's package where apt is available (as root),
// otherwise Playwright's own download. Runs before `npm test`; does nothing when one is there.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

if (existsSync('/usr/bin/chromium')) process.exit(0);
if (existsSync('/usr/bin/apt-get') && process.getuid?.() === 0) {
  console.log('Installing Debian Chromium for the browser tests…');
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
} else {
  console.log('No system Chromium: installing Playwright’s own.');
  run('npx playwright install chromium');
}
