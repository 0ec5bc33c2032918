import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runAstro, siteCopy } from '../support/build-copy.ts';
import { localBucket } from '../support/bucket.ts';

// A house that keeps its originals in a bucket: the build cuts them from there, downloads only what it lacks,
// serves no original and no camera metadata, and fetches nothing content may point it to elsewhere.

let bucket: Awaited<ReturnType<typeof localBucket>>;
const site = siteCopy();
const camera = 'Phase One IQ4 150MP';

/** A 1000×1500 photograph from a camera: its EXIF names the camera and the place. */
const photograph = (shade: number) =>
  sharp({ create: { width: 1000, height: 1500, channels: 3, background: { r: shade, g: 90, b: 70 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: camera, Copyright: 'Atelier' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

const upload = async (key: string, body: Buffer) => {
  const client = new AwsClient({
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    service: 's3',
    region: 'us-east-1',
  });
  expect((await client.fetch(`${bucket.url}${key}`, { method: 'PUT', body: new Uint8Array(body) })).ok).toBe(true);
};

/** The dialog picture of both languages, at `address`. */
const pictureAt = (address: string) => {
  for (const file of ['contact.yaml', 'fr/contact.yaml'])
    site.content.write(file, site.content.read(file).replace(/^image: .*$/m, `image: ${address}`));
};
const build = () => runAstro(site.copy, 'build', bucket.env);
const dist = (file = '') => join(site.copy, 'dist', file);
const distFiles = () => readdirSync(dist(), { recursive: true, encoding: 'utf8' });
const dialogCuts = () => distFiles().filter((file) => file.startsWith('_astro/atelier_'));

beforeAll(async () => {
  bucket = await localBucket();
  await upload('atelier.jpg', await photograph(120));
  pictureAt(`${bucket.url}atelier.jpg`);
});
afterAll(async () => {
  site.remove();
  await bucket.close();
});

test('a picture in the bucket is cut at build, downloaded whole once, and dist/ holds no original nor EXIF', async () => {
  const { failed, output } = await build();
  expect(failed, output).toBe(false);
  expect(dialogCuts().length).toBeGreaterThan(0);
  // Its head for the slot's size, then the whole file once, for its size, colour and cuts together.
  const gets = bucket.requests.filter(({ method }) => method === 'GET');
  expect(gets).toEqual([
    { method: 'GET', url: '/house/atelier.jpg', range: 'bytes=0-262143' },
    { method: 'GET', url: '/house/atelier.jpg' },
  ]);
  const original = await photograph(120);
  for (const file of distFiles().filter((name) => /\.(jpe?g|webp|avif|png)$/.test(name))) {
    const bytes = readFileSync(dist(file));
    expect(bytes.equals(original), file).toBe(false);
    expect(bytes.includes(camera), `${file} carries the camera's EXIF`).toBe(false);
  }
  expect(readFileSync(dist('index.html'), 'utf8')).not.toContain('127.0.0.1');
});

test('a warm build downloads nothing: one HEAD per bucket picture', async () => {
  bucket.requests.length = 0;
  const { failed, output } = await build();
  expect(failed, output).toBe(false);
  // Asked as the build starts, for every picture of the last build together; never again by a page.
  expect(bucket.requests).toEqual([{ method: 'HEAD', url: '/house/atelier.jpg' }]);
});

test('a picture replaced under the same address is noticed, and cut again', async () => {
  const before = dialogCuts();
  await upload('atelier.jpg', await photograph(200));
  const { failed, output } = await build();
  expect(failed, output).toBe(false);
  expect(dialogCuts()).not.toEqual(before);
  expect(dialogCuts().length).toBe(before.length);
});

test('a picture elsewhere, missing from the bucket, or in a bucket out of reach stops the build, naming the file and the field', async () => {
  const elsewhere = `${bucket.endpoint.replace(/:\d+$/, ':1')}/house/atelier.jpg`;
  pictureAt(elsewhere);
  const other = await runAstro(site.copy, 'sync', bucket.env);
  expect(other.failed).toBe(true);
  expect(other.output).toContain('Content error in content/contact.yaml');
  expect(other.output).toContain(`image: "${elsewhere}" is not an address of the house’s picture store`);
  expect(other.output).toContain('Content error in content/fr/contact.yaml');

  pictureAt(`${bucket.url}nowhere.jpg`);
  const missing = await runAstro(site.copy, 'sync', bucket.env);
  expect(missing.failed).toBe(true);
  expect(missing.output).toContain(`image: ${bucket.url}nowhere.jpg is not in the picture store (it answered 404)`);

  // The bucket unreachable: nothing answers at its address.
  const down = 'http://127.0.0.1:1/house/';
  pictureAt(`${down}atelier.jpg`);
  const unreachable = await runAstro(site.copy, 'sync', { ...bucket.env, PICTURES_URL: down });
  expect(unreachable.failed).toBe(true);
  expect(unreachable.output).toContain(`image: ${down}atelier.jpg could not be fetched after 3 tries`);
});
