import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkCopy, runAstro, siteCopy } from '../support/build-copy.ts';
import { startEngine } from '../support/engine.ts';
import { differing, digests } from '../support/dist-digests.ts';

// Show day (src/show-day/): a season under embargo leaves no file of dist/ different from a build without it,
// before its time, whatever was built before; after its time it is there, with nothing changed in content.

const site = siteCopy();
const [before, after] = ['2099-05-01T14:29+02:00', '2099-05-01T14:30+02:00'];
const secret = 'Žéphyr 2099';

/** The season, in both languages, from today's: its own words, hero pictures and old address. */
function secretSeason(embargo: string | undefined) {
  for (const lang of ['', 'fr/']) {
    const text = site.content
      .read(`${lang}collections/fall-winter-2025.yaml`)
      .replace(/^name: .*$/m, `name: ${secret}`)
      .replace(/^date: .*$/m, `date: 2099-03-04\nformerly:\n  - /zephyr-teaser`)
      .replace(/^ {2}title: .*$/m, `  title: ${secret.toUpperCase()}`)
      .replace(/^ {4}formerly:\n {6}- .*\n/gm, '')
      .replace('hero-atelier.jpg', 'zephyr-hero.jpg')
      .replace('hero-atelier-portrait.jpg', 'zephyr-hero-portrait.jpg');
    site.content.write(`${lang}collections/zephyr-2099.yaml`, (embargo && !lang ? `embargo: ${embargo}\n` : '') + text);
  }
}

const dist = join(site.copy, 'dist/');
// Fonts are subset from content's words here (VITEST empty), as on a host.
const build = async (time: string, env: NodeJS.ProcessEnv = {}) => {
  const result = await runAstro(site.copy, 'build', { SITE_TIME: time, VITEST: '', ...env });
  expect(result.failed, result.output).toBe(false);
  return result.output;
};

let without: Map<string, string>;
beforeAll(async () => {
  for (const name of ['zephyr-hero.jpg', 'zephyr-hero-portrait.jpg']) {
    const from = join(
      site.content.dir,
      'images',
      name.replace('zephyr', 'atelier').replace(/^atelier-hero/, 'hero-atelier'),
    );
    await sharp(from)
      .modulate({ hue: 120 })
      .jpeg({ quality: 90 })
      .toFile(join(site.content.dir, 'images', name));
  }
  await build(before);
  without = digests(dist);
}, 300_000);
afterAll(() => site.remove());

test('before its time, a season under embargo changes no file of dist/, though home.yaml names it', async () => {
  secretSeason('2099-05-01T14:30');
  for (const file of ['home.yaml', 'fr/home.yaml'])
    site.content.write(file, site.content.read(file).replace('fall-winter-2025', 'zephyr-2099'));
  await build(before);
  expect(differing(without, digests(dist))).toEqual([]);
});

test('at its time it is live, with nothing changed in content, and the build notes it', async () => {
  const output = await build(after);
  expect(output).toContain(
    'content/collections/zephyr-2099.yaml: its embargo (1 May 2099 at 14:30 (Paris time)) has passed',
  );
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  expect(home).toContain(secret.toUpperCase());
  expect(readFileSync(join(dist, 'fr/collections/zephyr-2099.html'), 'utf8')).toContain(secret);
  expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('/zephyr-teaser');
  const changed = differing(without, digests(dist));
  for (const file of ['sitemap-0.xml', 'llms.txt', 'collections.html', 'collections/zephyr-2099/look-01.html'])
    expect(changed).toContain(file);
  expect(
    changed.some((file) => file.endsWith('.woff2')),
    'a font holds Ž',
  ).toBe(true);
  // Prepared ahead (SITE_TIME), it is what Cloudflare's engine serves once deployed.
  const engine = await startEngine(dist);
  try {
    const page = await fetch(`${engine.origin}/collections/zephyr-2099`);
    expect([page.status, (await page.text()).includes(secret)]).toEqual([200, true]);
  } finally {
    await engine.stop();
  }
});

test('a build for before its time again, its cache warm, is the first one again', async () => {
  cpSync(dist, join(site.copy, 'dist-after'), { recursive: true });
  await build(before);
  expect(differing(without, digests(dist))).toEqual([]);
  rmSync(join(site.copy, 'dist-after'), { recursive: true });
});

test('a protected preview shows it before its time, under a banner in each language', async () => {
  await build(before, { SITE_PREVIEW: 'protected' });
  expect(readFileSync(join(dist, 'collections/zephyr-2099.html'), 'utf8')).toContain(
    'Embargoed until 1 May 2099 at 14:30 (Paris time): this private preview alone shows it.',
  );
  expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('Embargoed until 1 May 2099 at 14:30');
  expect(readFileSync(join(dist, 'fr/collections/zephyr-2099/look-02.html'), 'utf8')).toContain(
    'Sous embargo jusqu’au 1 mai 2099 à 14:30 (heure de Paris)\u00a0: seul cet aperçu privé la montre.',
  );
});

test('an embargo that cannot be read, a twin with another, or a home page left with no public season is named', async () => {
  const named = async (edit: Parameters<typeof checkCopy>[0], line: string) => {
    const { failed, output, remove } = await checkCopy(edit, { SITE_TIME: before });
    remove();
    expect(failed).toBe(true);
    expect(output).toContain(line);
  };
  const season = (text: string) => text.replace(/^date: /m, 'embargo: 2099-05-01T14:30\ndate: ');
  await named(
    (content) =>
      content.write(
        'collections/fall-winter-2025.yaml',
        season(content.read('collections/fall-winter-2025.yaml')).replace('2099-05-01T14:30', '2099-02-30T14:30:00'),
      ),
    'content/collections/fall-winter-2025.yaml, embargo: "2099-02-30T14:30:00": February 2099 has no day 30',
  );
  await named((content) => {
    content.write('collections/fall-winter-2025.yaml', season(content.read('collections/fall-winter-2025.yaml')));
    content.write(
      'fr/collections/fall-winter-2025.yaml',
      season(content.read('fr/collections/fall-winter-2025.yaml')).replace('14:30', '15:30'),
    );
  }, 'content/fr/collections/fall-winter-2025.yaml, embargo: "2099-05-01T15:30"; write "2099-05-01T14:30", as content/collections/fall-winter-2025.yaml does, or leave it out');
  await named(
    (content) =>
      content.write('collections/fall-winter-2025.yaml', season(content.read('collections/fall-winter-2025.yaml'))),
    'content/home.yaml, collection: "fall-winter-2025" has an embargo until 1 May 2099 at 14:30 (Paris time) (its embargo), and no other collection is public',
  );
});
