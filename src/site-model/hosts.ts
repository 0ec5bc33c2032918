// What every host must send besides the files: headers, redirects, and each language's not-found page. Each
// host's own files are written from here (./host-files.ts): Cloudflare's and Netlify's `_headers` and
// `_redirects` by the build, netlify.toml and nginx.conf by `npm run hosts`. Plain TypeScript, for Node.
import { addressIn, defaultLanguage, languages } from './languages.ts';
import { bucketOf, editorOrigins, type Bucket } from './picture-store.ts';

export type Headers = Record<string, string>;

/**
 * Every response of the public site. Each page also carries a CSP <meta>, written by the build with the
 * hashes of its inline scripts and styles (script-src, style-src, connect-src and form-action for the
 * contact receiver chosen at build): browsers enforce both policies, so this one adds only what a <meta>
 * cannot carry (frame-ancestors) and what no page needs, and neither ever needs 'unsafe-inline'. No
 * form-action here: it would add to the <meta>'s and block the receiver. No manifest-src: WebKit rejects it
 * as unknown. Cross-origin isolation of the window and of every file: no page opens or is opened by another
 * site's window, and no other site embeds our files (sharing cards are fetched by the networks' servers,
 * which CORP does not concern; the contact receiver answers with its own CORS headers).
 */
export const siteHeaders: Headers = {
  'Content-Security-Policy':
    "font-src 'self'; media-src 'self'; frame-src 'none'; worker-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Files under a folder that get headers of their own, added to the site's or in place of the same names. */
export interface FolderHeaders {
  /** The folder, with its slashes: `/_astro/`. */
  folder: string;
  headers: Headers;
}

/** The hashed files: their names change with their content, so browsers keep them for a year. */
export const hashedFiles: FolderHeaders = {
  folder: '/_astro/',
  headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
};

/**
 * The copywriters' editor (Sveltia CMS, src/cms/): its own policy and opener policy in place of the site's.
 * Its scripts, fonts and texts come from /admin itself; it talks to GitHub's API, and to the pictures'
 * bucket where there is one (PICTURES_URL, src/site-model/picture-store.ts). Svelte sets inline styles,
 * hence 'unsafe-inline' for styles alone. Pictures it previews are blob: URLs, or the bucket's. Never
 * indexed. Signing in through Sveltia's authenticator opens a GitHub window that must answer this one:
 * COOP allows the popups it opens.
 */
export const editorFolderFor = (bucket: Bucket | undefined): FolderHeaders => {
  const origins = editorOrigins(bucket)
    .map((origin) => ` ${origin}`)
    .join('');
  return {
    folder: '/admin/',
    headers: {
      'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com${origins}; font-src 'self'; connect-src 'self' blob: data: https://api.github.com${origins}; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'`,
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': 'no-cache',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    },
  };
};

/** The editor's headers for the bucket this build is set up with, if any. */
export const editorFolder = editorFolderFor(bucketOf());

/** The folders with headers of their own, in the order their rules apply. */
export const folders = [hashedFiles, editorFolder];

/** The headers a path gets: the site's, then its folder's in place of the same names. */
export const headersOf = (path: string): Headers =>
  Object.assign({}, siteHeaders, ...folders.filter(({ folder }) => path.startsWith(folder)).map((f) => f.headers));

/** A move for good: browsers and search engines remember it. */
export type MoveStatus = 301 | 308;

/** One address moved for good, exactly as written (`/looks/look-01`): a static rule for Cloudflare. */
export interface AddressMove {
  from: string;
  to: string;
  status: MoveStatus;
  folder?: false;
}

/**
 * A folder moved for good: its own address and every address under it, the rest of the path kept
 * (`/collections/fw25/look-01` → `/collections/fall-winter-2025/look-01`). Written without a final slash, as
 * addressIn takes it; one dynamic rule for Cloudflare, whatever the folder holds. Always 301: nginx keeps the rest
 * of the path, escaped, only in a rewrite, which knows no 308.
 */
export interface FolderMove {
  from: string;
  to: string;
  status: 301;
  folder: true;
}

/** A permanent move of an address, or of a folder and all it holds. */
export type Redirect = AddressMove | FolderMove;

/**
 * What the hosts keep of the moves, the site's limits: Cloudflare's `_redirects` (developers.cloudflare.com,
 * Redirects, "Per file") takes rules for one exact address (static), rules with a `*` (dynamic), and lines of so
 * many characters; nginx matches no location whose address is longer (Debian's 1.22 keeps its length in a byte).
 * Both drop the rest without a word.
 */
export const redirectLimits = { staticRules: 2000, dynamicRules: 100, lineLength: 1000, nginxAddress: 255 };

/** The editor answers only at /admin/, under its own headers: its address without the slash moves there. */
export const redirects: Redirect[] = [{ from: '/admin', to: '/admin/', status: 301 }];

/** Each language's not-found page: the folder whose unknown addresses it answers, with status 404. */
export const notFoundPages = (codes = languages) =>
  codes.map((lang) => ({
    folder: lang === defaultLanguage ? '/' : addressIn(lang, '/'),
    page: `${addressIn(lang, '/404')}.html`,
  }));
