import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { embargoTime, parisText } from '../../src/show-day/embargo-time.ts';
import { keptOut, readEmbargoes } from '../../src/show-day/embargoes.ts';
import { switchesBetween } from '../../src/show-day/schedule.ts';
import { siteTime } from '../../src/show-day/site-time.ts';
import { showDay } from '../../src/integrations/show-day.ts';

const at = (text: string) => {
  const read = embargoTime(text);
  return 'at' in read ? read.at.toISOString() : read.message;
};

describe('an embargo as written', () => {
  test('is Paris time, in winter and in summer, unless it gives an offset', () => {
    expect(at('2027-03-02T14:30')).toBe('2027-03-02T13:30:00.000Z');
    expect(at('2027-07-02T14:30')).toBe('2027-07-02T12:30:00.000Z');
    expect(at('2027-07-02 14:30:15')).toBe('2027-07-02T12:30:15.000Z');
    expect(at('2027-07-02T14:30:00Z')).toBe('2027-07-02T14:30:00.000Z');
    expect(at('2027-07-02T14:30-04:00')).toBe('2027-07-02T18:30:00.000Z');
    // Autumn's night shows 2:30 twice: the first.
    expect(at('2027-10-31T02:30')).toBe('2027-10-31T00:30:00.000Z');
  });

  test('refuses a time it cannot read, a day that does not exist, and an hour the clocks skip', () => {
    expect(at('2 March, after lunch')).toMatch(/^"2 March, after lunch" is not a date and time: write it/);
    // Markup is quoted as the text it is; the build's messages show every character, none acting (shown-as-text.ts).
    expect(at('</p><script>alert(1)</script>')).toMatch(/^"<\/p><script>alert\(1\)<\/script>" is not a date and time/);
    expect(at('2099-02-30T10:00')).toBe('"2099-02-30T10:00": February 2099 has no day 30');
    expect(at('2099-02-30T10:00:00')).toBe('"2099-02-30T10:00:00": February 2099 has no day 30');
    expect(at('2099-13-01T10:00')).toBe('"2099-13-01T10:00": a year has no month 13');
    expect(at('2099-05-01T24:10')).toMatch(/"2099-05-01T24:10": 24:10 is not a time of day/);
    expect(at('2027-03-28T02:30')).toMatch(/does not exist in Paris: the clocks go forward/);
  });

  test('reads in each language', () => {
    const show = new Date('2027-03-02T13:30:00Z');
    expect(parisText(show)).toBe('2 March 2027 at 14:30 (Paris time)');
    expect(parisText(show, 'fr')).toBe('2 mars 2027 à 14:30 (heure de Paris)');
  });
});

describe('the seasons’ embargoes', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  const content = (files: Record<string, string>) => {
    dir = `${mkdtempSync(join(tmpdir(), 'embargo-'))}/`;
    for (const [file, text] of Object.entries(files)) write(file, text);
    return dir;
  };
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  test('are read from the text as written, once for every language, the twin leaving it out or agreeing', () => {
    const { embargoes, problems } = readEmbargoes(
      content({
        // Unquoted with seconds, js-yaml would read UTC: the text is Paris time.
        'collections/ss-2027.yaml': 'name: SS\nembargo: 2027-03-02T14:30:00\n',
        'fr/collections/ss-2027.yaml': 'name: PE\n',
        'collections/fw-2027.yaml': 'name: FW\nembargo: "2027-09-30T20:00"\n',
        'fr/collections/fw-2027.yaml': 'name: AH\nembargo: 2027-09-30T18:00Z\n',
        'collections/old.yaml': 'name: Old\n',
      }),
    );
    expect(problems).toEqual([]);
    expect(embargoes.get('ss-2027')?.at.toISOString()).toBe('2027-03-02T13:30:00.000Z');
    expect(embargoes.get('fw-2027')?.text).toBe('2027-09-30T20:00');
    expect(embargoes.has('old')).toBe(false);
  });

  test('name the file and `embargo` on one line for each mistake', () => {
    const { problems } = readEmbargoes(
      content({
        'collections/bad.yaml': 'embargo: 2099-02-30T10:00:00\n',
        'collections/ss.yaml': 'embargo: 2027-03-02T14:30\n',
        'fr/collections/ss.yaml': 'embargo: 2027-03-03T14:30\n',
        'collections/none.yaml': 'name: x\n',
        'fr/collections/none.yaml': 'embargo: 2027-03-03T14:30\n',
      }),
    );
    expect(problems).toEqual([
      'content/collections/bad.yaml, embargo: "2099-02-30T10:00:00": February 2099 has no day 30',
      'content/fr/collections/none.yaml, embargo: "2027-03-03T14:30"; content/collections/none.yaml has none: set it there, or leave it out here',
      'content/fr/collections/ss.yaml, embargo: "2027-03-03T14:30"; write "2027-03-02T14:30", as content/collections/ss.yaml does, or leave it out',
    ]);
  });

  test('keep a season out until its time, unless the build is a protected preview', () => {
    const embargo = { text: '2027-03-02T14:30', at: new Date('2027-03-02T13:30:00Z') };
    expect(keptOut(embargo, new Date('2027-03-02T13:29:59Z'))).toBe(true);
    expect(keptOut(embargo, new Date('2027-03-02T13:30:00Z'))).toBe(false);
    expect(keptOut(undefined, new Date(0))).toBe(false);
    vi.stubEnv('SITE_PREVIEW', 'protected');
    expect(keptOut(embargo, new Date('2027-03-02T13:29:59Z'))).toBe(false);
  });

  test('make the schedule, the soonest first, on the clock SITE_TIME sets', () => {
    content({
      'collections/b.yaml': 'embargo: 2027-09-30T20:00\n',
      'collections/a.yaml': 'embargo: 2027-03-02T14:30\n',
      'collections/past.yaml': 'embargo: 2020-03-02T14:30\n',
    });
    vi.stubEnv('SITE_TIME', '2027-01-01T00:00+01:00');
    expect(switchesBetween(siteTime(), undefined, dir).switches.map(({ slug }) => slug)).toEqual(['a', 'b']);
    const due = switchesBetween(new Date('2027-03-02T13:25:00Z'), new Date('2027-03-02T13:35:00Z'), dir);
    expect(due.switches.map(({ slug }) => slug)).toEqual(['a']);
    vi.stubEnv('SITE_TIME', '2027-01-01T00:00');
    expect(() => siteTime()).toThrow('SITE_TIME="2027-01-01T00:00" is not a time with its offset');
  });
});

describe('a build an embargo overtakes', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  test('stops before its dist/ can be deployed, naming the season; one for a set time never does', async () => {
    const dir = `${mkdtempSync(join(tmpdir(), 'embargo-'))}/`;
    mkdirSync(join(dir, 'collections'));
    writeFileSync(join(dir, 'collections/ss-2027.yaml'), 'embargo: 2027-03-02T14:30\n');
    const hooks = showDay({ content: dir }).hooks as Record<string, (options: unknown) => void>;
    const setup = { command: 'build', config: { root: new URL(`file://${dir}`) }, logger: { info: () => {} } };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-02T13:29:00Z'));
    hooks['astro:config:setup']!(setup);
    vi.setSystemTime(new Date('2027-03-02T13:31:00Z'));
    expect(() => hooks['astro:build:done']!({})).toThrow(
      'An embargo ended while this build ran; build again, for the site as it is now:\n- 2 March 2027 at 14:30 (Paris time), 2027-03-02T13:30:00.000Z: ss-2027 goes live',
    );
    vi.stubEnv('SITE_TIME', '2027-03-02T14:29+01:00');
    hooks['astro:config:setup']!(setup);
    expect(() => hooks['astro:build:done']!({})).not.toThrow();
    rmSync(dir, { recursive: true, force: true });
  });
});

test('npm run schedule says what is coming, and exits 3 when no switch is due', () => {
  const schedule = (...args: string[]) =>
    spawnSync(process.execPath, ['src/show-day/schedule-cli.ts', ...args], {
      cwd: new URL('../../', import.meta.url).pathname,
      encoding: 'utf8',
      env: { ...process.env, SITE_TIME: '2027-01-01T00:00Z' },
    });
  expect(schedule().stdout).toBe('No season under embargo: nothing switches by itself.\n');
  expect([schedule('--next').stdout, schedule('--due', '15').status]).toEqual(['', 3]);
});
