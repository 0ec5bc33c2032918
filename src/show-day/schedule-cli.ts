// npm run schedule: the coming switches from content (src/show-day/README.md). The clock is SITE_TIME's, if set.
//   -- --next       the next switch's time (ISO 8601, UTC), or nothing: what a prepared build's SITE_TIME is
//   -- --due <min>  exits 0 if a switch fell within the last <min> minutes (a deploy is due), else 3
import { siteTime } from './site-time.ts';
import { switchesBetween, switchLine } from './schedule.ts';

const now = siteTime();
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : (process.argv[at + 1] ?? '');
};
const due = option('--due');
const { switches, problems } =
  due === undefined ? switchesBetween(now) : switchesBetween(new Date(now.getTime() - Number(due) * 60_000), now);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
if (due !== undefined) {
  if (!(Number(due) > 0)) throw new Error(`--due takes a number of minutes, not "${due}"`);
  for (const each of switches) console.log(`Due: ${switchLine(each)}`);
  process.exit(switches.length ? 0 : 3);
} else if (process.argv.includes('--next')) {
  if (switches[0]) console.log(switches[0].at.toISOString());
} else {
  if (!switches.length) console.log('No season under embargo: nothing switches by itself.');
  for (const each of switches) console.log(switchLine(each));
}
