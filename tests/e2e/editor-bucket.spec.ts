import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { expect, test } from '../support/fixtures.ts';
import { editorConfig } from '../../src/cms/config.ts';
import { editorFolderFor } from '../../src/site-model/hosts.ts';
import { bucketOf } from '../../src/site-model/picture-store.ts';
import { localBucket } from '../support/bucket.ts';
import { editorSettings } from '../support/editor-settings.ts';
import { contentTexts, openWorkingCopy, workingCopyTexts } from '../support/editor.ts';

// A house with its originals in a bucket: a camera's file uploaded from the editor lands there, and the
// field holds its address. /admin is the built one, with what a build for that bucket writes (its
// media library in config.yml, its policy), against a real S3 API (s3rver) on this machine.

let bucket: Awaited<ReturnType<typeof localBucket>>;
let photograph: Buffer;
test.beforeAll(async () => {
  bucket = await localBucket();
  // A 24-megapixel photograph with grain, about 30 MB as a camera writes it.
  const [width, height] = [4368, 5460];
  const grain = randomBytes(width * height * 3).map((byte) => 80 + (byte % 48));
  photograph = await sharp(grain, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 96, chromaSubsampling: '4:4:4' })
    .toBuffer();
});
test.afterAll(() => bucket.close());
// Making the photograph, uploading it and saving both languages: 10–15 s here alone.
test.describe.configure({ timeout: 90_000 });

test('a camera’s photograph uploaded in the editor lands in the bucket, its address in both languages', async ({
  page,
}) => {
  expect(photograph.byteLength / 1024 / 1024).toBeGreaterThan(25);
  expect(photograph.byteLength / 1024 / 1024).toBeLessThan(40);
  const settings = bucketOf(bucket.env)!;
  const policy = editorFolderFor(settings).headers['Content-Security-Policy']!;
  await page.route('**/admin/**', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers(), 'content-security-policy': policy };
    if (!new URL(route.request().url()).pathname.endsWith('/config.yml')) return route.fulfill({ response, headers });
    const built = parse(await response.text()) as Record<string, unknown>;
    const { media_libraries } = editorConfig({ ...editorSettings, bucket: settings });
    return route.fulfill({ response, headers, body: stringify({ ...built, media_libraries }) });
  });

  // The bucket is on this machine, and the page's answers are the test's: Chromium asks before such a page
  // reaches the loopback address, as a house's bucket on the internet never makes it ask.
  await page.context().grantPermissions(['local-network-access']);
  const before = contentTexts();
  await openWorkingCopy(page, before);
  await page.getByRole('treeitem', { name: 'Words and pictures' }).click();
  await page.getByRole('gridcell', { name: 'Contact dialog', exact: true }).click();
  const field = page.locator('section[data-key-path="image"]').first();
  await field.getByRole('button', { name: 'Replace' }).click();
  // The copywriter's own key, typed once: the editor keeps it in this browser, and lists the bucket with it.
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  await dialog.getByRole('textbox', { name: /Amazon S3.*API Key/ }).fill(bucket.env.PICTURES_SECRET_ACCESS_KEY);
  await expect(dialog.getByText('No files found.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'atelier-camera.jpg', mimeType: 'image/jpeg', buffer: photograph });
  // 30 MB signed in the page and stored by s3rver: 3–6 s here, longer beside a full run.
  await expect(dialog.getByRole('option', { name: 'atelier-camera.jpg', selected: true })).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.').first()).toBeVisible();

  const address = `${bucket.url}atelier-camera.jpg`;
  const paths = ['content/contact.yaml', 'content/fr/contact.yaml'];
  await expect.poll(async () => (await workingCopyTexts(page, paths))[paths[0]!]).toContain(`image: ${address}`);
  expect((await workingCopyTexts(page, paths))[paths[1]!]).toContain(`image: ${address}`);
  const stored = Buffer.from(await (await fetch(address)).arrayBuffer());
  expect(stored.equals(photograph)).toBe(true);
});
