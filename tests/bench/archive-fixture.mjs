// The archive bench's fixture (tests/bench/archive.mjs): seasons of looks written into a copy's content/, as a
// copywriter would, every picture derived from today's by a script, each file with bytes of its own.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { stringify } from 'yaml';
import { applyMove, planMove } from '../../src/originals/move-to-bucket.ts';
import { bucketOf } from '../../src/site-model/picture-store.ts';

/** The `n`th season back from 2024: fall-winter-2024 (shown 2024-03-04), spring-summer-2024 (2023-09-30)… */
export function seasonAt(n) {
  const year = 2024 - Math.floor(n / 2);
  const [slug, en, fr, date] =
    n % 2
      ? ['spring-summer', 'Spring-Summer', 'Printemps-Été', `${year - 1}-09-30`]
      : ['fall-winter', 'Fall-Winter', 'Automne-Hiver', `${year}-03-04`];
  return { slug: `${slug}-${year}`, en: `${en} ${year}`, fr: `${fr} ${year}`, date };
}

/** ARCHIVE_ORIGINALS=camera: originals at a 24-megapixel camera's size (today's renders upscaled), not today's. */
export const cameraFromSettings = process.env.ARCHIVE_ORIGINALS === 'camera';
const cameraSize = (from) =>
  from === 'hero-atelier.jpg' ? { width: 6000, height: 3375 } : { width: 4368, height: 5460 };

let made = 0;
/** Today's picture `from`, its hue and light turned by a step of its own: a new file, as costly to cut. */
async function derive(content, from, name, camera) {
  const step = ++made;
  const picture = sharp(join(content, 'images', from));
  if (camera) picture.resize({ ...cameraSize(from), fit: 'fill' });
  await picture
    .modulate({ hue: (step * 37) % 360, brightness: 0.92 + (step % 9) / 50 })
    .jpeg({ quality: 90 })
    .toFile(join(content, 'images', name));
  return `/content/images/${name}`;
}

const garments = ['look-01-boucle-jacket', 'look-02-houndstooth-cape', 'look-03-cashmere-dress'];

/** Writes one season of `looks` looks, in English and French, with its pictures (derived side by side). */
export async function writeSeason(content, season, looks, { camera = cameraFromSettings } = {}) {
  const picture = (from, suffix) => derive(content, from, `${season.slug}-${suffix}.jpg`, camera);
  const [image, portraitImage] = await Promise.all([
    picture('hero-atelier.jpg', 'hero'),
    picture('hero-atelier-portrait.jpg', 'hero-portrait'),
  ]);
  const hero = { image, portraitImage };
  const items = await Promise.all(
    Array.from({ length: looks }, async (_, index) => {
      const [n, id] = [index + 1, `look-${String(index + 1).padStart(2, '0')}`];
      const garment = garments[n % garments.length];
      const sides = ['back', 'fabric'].map((side) => picture(`${garment}-${side}.jpg`, `${id}-${side}`));
      return { id, image: await picture(`${garment}.jpg`, id), views: await Promise.all(sides) };
    }),
  );
  for (const lang of ['en', 'fr']) {
    const [fr, name] = [lang === 'fr', season[lang]];
    const data = {
      name,
      title: fr ? `Maison Verane — Collection ${name}` : `Maison Verane — ${name} Collection`,
      date: season.date,
      hero: { title: name.toUpperCase(), ...hero, alt: fr ? 'Trois mannequins de couture' : 'Three dress forms' },
      looks: items.map((look, n) => ({
        id: look.id,
        title: `${fr ? 'Silhouette' : 'Look'} ${n + 1}`,
        image: look.image,
        alt: fr ? 'Une silhouette sur un mannequin de couture' : 'A look on a dress form',
        description: fr ? 'Une silhouette de la saison.' : 'A look of the season.',
        details: [fr ? 'Fait à Paris' : 'Made in Paris'],
        views: look.views.map((image) => ({ image, alt: fr ? 'Une autre vue' : 'Another view' })),
      })),
    };
    const folder = join(content, fr ? 'fr/collections' : 'collections');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${season.slug}.yaml`), stringify(data, { lineWidth: 0 }));
  }
}

/** The bytes of every file under `dir`: what a folder adds to the repository. */
export const bytesUnder = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((sum, file) => {
    const stat = statSync(join(dir, file));
    return stat.isFile() ? sum + stat.size : sum;
  }, 0);

/** The archive: `seasons` seasons of `looks` looks, before today's current one. */
export async function writeArchive(content, seasons, looks, options) {
  for (let n = 0; n < seasons; n++) await writeSeason(content, seasonAt(n), looks, options);
}

/** With a bucket, the pictures written into `content` moved there as `npm run pictures:move` does; today's stay. */
export async function moveToBucket(bucket, content, today) {
  if (!bucket) return;
  const plan = planMove(bucketOf(bucket.env), content);
  const moves = plan.moves.filter((move) => !readdirSync(today).includes(move.name));
  await applyMove(bucketOf(bucket.env), { ...plan, moves }, bucket.env.PICTURES_SECRET_ACCESS_KEY, () => {});
}

/** A copywriter's change of words: a sentence of site.yaml, and back. */
export function changeWords(content, on) {
  const file = join(content, 'site.yaml');
  const [from, to] = on ? ['description: ', 'description: Paris. '] : ['description: Paris. ', 'description: '];
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
}
