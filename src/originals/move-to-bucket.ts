// Moving content/images/ into the bucket: every original uploaded and checked before any content file changes.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { contentDir, picturesAddress } from '../site-model/content-folder.ts';
import { apiOf, type Bucket } from '../site-model/picture-store.ts';
import { contentPicture } from './content-images.ts';
import { download } from './download.ts';

/** A name as a key's last part in an address: every character but letters, digits and `-._~` %-escaped. */
const encoded = (name: string) =>
  encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** One original to move: its file, its key in the bucket and the address content will name it by. */
export interface Move {
  name: string;
  file: string;
  bytes: number;
  key: string;
  address: string;
}

/** The content files that name a picture, with how many times each. */
export interface Plan {
  content: string;
  moves: Move[];
  rewrites: { file: string; count: number }[];
}

const contentFilesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ya?ml|mdx)$/.test(file))
    .map((file) => join(dir, file));

/** `/content/images/<name>` as a whole value of a content file (after a space, a colon or a quote). */
const valueOf = (name: string) =>
  new RegExp(`(?<=^|[\\s:'"])${(picturesAddress + name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s'"])`, 'gm');

/**
 * What moving every picture of content/images/ to `bucket` does: which uploads, which content files change
 * (`content`: the folder, the site's own unless a test names a copy).
 */
export function planMove(bucket: Bucket, content = contentDir): Plan {
  const picturesDir = join(content, 'images');
  const moves = readdirSync(picturesDir)
    .filter((name) => !('message' in contentPicture(picturesAddress + name, picturesDir)))
    .map((name) => ({
      name,
      file: join(picturesDir, name),
      bytes: statSync(join(picturesDir, name)).size,
      key: bucket.prefix.replace(/\/?$/, bucket.prefix ? '/' : '') + name,
      address: bucket.url.href + encoded(name),
    }));
  const rewrites = contentFilesIn(content)
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      return { file, count: moves.reduce((sum, { name }) => sum + (text.match(valueOf(name))?.length ?? 0), 0) };
    })
    .filter(({ count }) => count > 0);
  return { content, moves, rewrites };
}

/** The bucket's S3 API address of a key, path-style. */
const objectUrl = (bucket: Bucket, key: string) =>
  `${apiOf(bucket).origin}/${bucket.name}/${key.split('/').map(encoded).join('/')}`;

/**
 * Moves the plan's pictures: uploads each with the deployer's key, checks it at its public address (same
 * size), and only once every one is there rewrites the content files and removes the local files. A failure
 * stops before any content file changes; running again uploads again.
 */
export async function applyMove(bucket: Bucket, plan: Plan, secretAccessKey: string, log: (line: string) => void) {
  const client = new AwsClient({
    accessKeyId: bucket.accessKeyId ?? '',
    secretAccessKey,
    service: 's3',
    region: apiOf(bucket).r2 ? 'auto' : (bucket.region ?? 'us-east-1'),
  });
  for (const move of plan.moves) {
    const body = readFileSync(move.file);
    const put = await client.fetch(objectUrl(bucket, move.key), { method: 'PUT', body });
    if (!put.ok) throw new Error(`${move.name}: the bucket refused the upload (${put.status}): ${await put.text()}`);
    const { size } = await download(new URL(move.address), { method: 'HEAD' });
    if (size !== body.byteLength)
      throw new Error(`${move.name}: ${move.address} has ${size} bytes, not ${body.byteLength}: nothing was changed`);
    log(`uploaded ${move.name} → ${move.address}`);
  }
  for (const { file } of plan.rewrites) {
    const text = plan.moves.reduce(
      (text, move) => text.replace(valueOf(move.name), move.address),
      readFileSync(file, 'utf8'),
    );
    writeFileSync(file, text);
    log(`rewrote ${relative(join(plan.content, '..'), file)}`);
  }
  for (const move of plan.moves) rmSync(move.file);
  log(`removed ${plan.moves.length} pictures from content/images/`);
}
