// Where the pictures' originals live, as whoever deploys sets it: never content, which only names pictures.

/** A bucket of originals: its public address, and what the editor needs to upload into it. */
export interface Bucket {
  /** PICTURES_URL: the address the originals live under, ending in a slash (`https://media.example/originals/`). */
  url: URL;
  /** PICTURES_BUCKET: the bucket's name. */
  name?: string | undefined;
  /** PICTURES_ACCESS_KEY_ID: the copywriters' upload key's ID (its secret is typed into the editor, never built). */
  accessKeyId?: string | undefined;
  /** PICTURES_ENDPOINT: the bucket's S3 API, R2's (`https://<account>.eu.r2.cloudflarestorage.com`) or another's. */
  endpoint?: string | undefined;
  /** PICTURES_REGION: the bucket's region, for S3 and S3-compatible stores (`auto` on R2). */
  region?: string | undefined;
  /** PICTURES_PREFIX: the folder of the bucket that PICTURES_URL shows (`originals/`), if not its root. */
  prefix: string;
}

const fail = (message: string): never => {
  throw new Error(`${message} (README, "Build settings").`);
};

/** PICTURES_URL, checked: an http(s) address with no user, query or fragment, ending in a slash. */
export function picturesUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(
      `PICTURES_URL is "${value}": it must be the bucket's public address, such as https://media.example/originals/`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    fail(`PICTURES_URL is "${value}": it must be an http or https address with no user, password, query or fragment`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** The build settings of the bucket, as the environment gives them. */
const fromEnvironment = () => ({
  PICTURES_URL: process.env.PICTURES_URL,
  PICTURES_BUCKET: process.env.PICTURES_BUCKET,
  PICTURES_ACCESS_KEY_ID: process.env.PICTURES_ACCESS_KEY_ID,
  PICTURES_ENDPOINT: process.env.PICTURES_ENDPOINT,
  PICTURES_REGION: process.env.PICTURES_REGION,
  PICTURES_PREFIX: process.env.PICTURES_PREFIX,
});

/** The bucket the environment names, or none: then every original is in content/images/. */
export function bucketOf(env: Record<string, string | undefined> = fromEnvironment()): Bucket | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const address = value('PICTURES_URL');
  if (!address) return undefined;
  return {
    url: picturesUrl(address),
    name: value('PICTURES_BUCKET'),
    accessKeyId: value('PICTURES_ACCESS_KEY_ID'),
    endpoint: value('PICTURES_ENDPOINT'),
    region: value('PICTURES_REGION'),
    prefix: (value('PICTURES_PREFIX') ?? '').replace(/^\/+/, ''),
  };
}

/** The bucket's S3 API, checked: the editor and `npm run pictures:move` need it, the build does not. */
export function apiOf(bucket: Bucket) {
  const missing = (['name', 'accessKeyId', 'endpoint'] as const).find((key) => !bucket[key]);
  if (missing)
    fail(
      `${{ name: 'PICTURES_BUCKET', accessKeyId: 'PICTURES_ACCESS_KEY_ID', endpoint: 'PICTURES_ENDPOINT' }[missing]} is not set: the editor uploads to the bucket PICTURES_URL shows`,
    );
  const endpoint = new URL(bucket.endpoint!);
  // R2's API names its account, and its jurisdiction unless the default: <account>[.eu].r2.cloudflarestorage.com.
  const r2 = /^([0-9a-f]+)\.(?:(eu|fedramp)\.)?r2\.cloudflarestorage\.com$/.exec(endpoint.hostname);
  return { origin: endpoint.origin, r2: r2 && { accountId: r2[1]!, jurisdiction: r2[2] } };
}

/** The bucket's public address as Sveltia builds it: `{public_url}/{key}`, where a key starts with the prefix. */
export function publicUrl(bucket: Bucket) {
  const { href } = bucket.url;
  const prefix = bucket.prefix.replace(/\/?$/, '/');
  if (bucket.prefix && !href.endsWith(prefix))
    fail(`PICTURES_URL is "${href}": with PICTURES_PREFIX "${bucket.prefix}", it must end with it`);
  return href.slice(0, bucket.prefix ? -prefix.length : undefined).replace(/\/$/, '');
}

/** What the editor's page may reach besides itself: the bucket's public address and its API, nothing more. */
export const editorOrigins = (bucket: Bucket | undefined) =>
  bucket ? [...new Set([bucket.url.origin, apiOf(bucket).origin])] : [];
