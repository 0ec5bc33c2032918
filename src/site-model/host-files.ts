// Each host's files, written from the one model of headers, redirects and not-found pages (./hosts.ts). The
// build writes them (src/integrations/host-files.ts); tests/unit/hosts.test.ts fails on a committed copy that
// differs, and proves them in Netlify's own handlers; Cloudflare's engine and nginx serve them in the tests.
import { languages } from './languages.ts';
import { folders, headersOf, notFoundPages, siteHeaders, type Headers, type Redirect } from './hosts.ts';
import { hostRules, redirectsLine, type Rule } from './redirect-rules.ts';

const generated = (comment: string) =>
  `${comment} Written by the build from src/site-model/hosts.ts: change that file, never this one.`;

const lines = (headers: Headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

/**
 * `_headers`, for Cloudflare and Netlify. On Cloudflare every matching rule applies, so a folder's rule first
 * detaches the site's headers it replaces (`! Name`: two opener policies would void each other); Netlify
 * skips those lines and lets the later rule win.
 */
export function headersFile(): string {
  const rules = [['/*', ...lines(siteHeaders)]];
  for (const { folder, headers } of folders)
    rules.push([
      `${folder}*`,
      ...Object.keys(headers)
        .filter((name) => name in siteHeaders)
        .map((name) => `  ! ${name}`),
      ...lines(headers),
    ]);
  return [generated('#'), ...rules.map((rule) => rule.join('\n'))].join('\n\n') + '\n';
}

const writtenWithPages = (comment: string) =>
  `${comment} Written by the build from src/site-model/hosts.ts and the addresses content/collections/ moved: never edit it.`;

/**
 * `_redirects` in dist/, for Cloudflare and Netlify: statuses both take (Cloudflare refuses a 404 here). Throws
 * rather than write a rule a host would drop (./redirect-rules.ts).
 */
export function redirectsFile(redirects: Redirect[]): string {
  return [writtenWithPages('#'), ...hostRules(redirects).map(redirectsLine)].join('\n') + '\n';
}

/** Regular expressions' signs an address may hold: a dot. */
const literal = (address: string) => address.replaceAll('.', '\\.');

/**
 * A rule as an nginx location, the query kept as Cloudflare and Netlify keep it: an exact address, or a folder's
 * prefix (`^~`: no regular expression location, such as the Markdown files', takes its addresses instead), whose
 * rewrite escapes the rest of the path again (`return` would send it decoded). Folders move with 301 only.
 */
function nginxLocation({ from, to, status, dynamic }: Rule): string {
  if (!dynamic) return `location = ${from} { return ${status} ${to}$is_args$args; }`;
  const [folder, target] = [from.slice(0, -1), to.slice(0, -':splat'.length)];
  return `location ^~ ${folder} { rewrite ^${literal(folder)}(.*)$ ${target}$1 permanent; }`;
}

/** The server block's own locations (nginxConf), which a move must not repeat: nginx would refuse both. */
const serverLocations = () =>
  new Set(
    [...nginxConf().matchAll(/^\s*location (= )?(\/\S*) \{/gm)].map(([, exact, path]) => `${exact ?? ''}${path}`),
  );

/** The same moves for nginx, in dist/ too: nginx.conf includes it, so a reload after each deploy reads them. */
export function nginxRedirectsFile(redirects: Redirect[]): string {
  const own = serverLocations();
  const rules = hostRules(redirects);
  const taken = rules.find(({ from, dynamic }) => own.has(dynamic ? from.slice(0, -1) : `= ${from}`));
  if (taken) throw new Error(`Redirect error: ${taken.from} is an address nginx.conf keeps for itself.`);
  return [writtenWithPages('#'), ...rules.map(nginxLocation)].join('\n') + '\n';
}

/** Where the deployed site lives on the nginx server: its root, and the redirects file in it. */
export const nginxRoot = '/srv/maison-verane/dist';
export const nginxRedirects = 'nginx-redirects.conf';

/**
 * netlify.toml: the build, and each language's not-found page under its folder (Netlify serves only the root
 * 404.html by itself; Cloudflare serves the nearest one, and refuses a 404 in `_redirects`).
 */
export function netlifyToml(codes = languages): string {
  const notFound = notFoundPages(codes)
    .filter(({ folder }) => folder !== '/')
    .map(({ folder, page }) => `\n[[redirects]]\n  from = "${folder}*"\n  to = "${page}"\n  status = 404`);
  return `${generated('#')}\n[build]\n  command = "npm run build"\n  publish = "dist"\n${notFound.join('\n')}\n`;
}

/** nginx's add_header lines; `always`, so error responses carry them too. */
const addHeaders = (headers: Headers, indent: string) =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);

/**
 * nginx's server block, and the map it reads, to include in the http block. A location's add_header replaces the
 * server's, so each folder's location repeats the whole set for its paths, as ./hosts.ts's headersOf gives it.
 */
export function nginxConf(codes = languages): string {
  const [hashed, editor] = folders;
  // A page's address with a final slash moves to the page, as on Cloudflare; `if` with a return only is safe.
  const pageFiles =
    'if (-f $document_root$unslashed.html) { return 301 $unslashed$is_args$args; } try_files $uri $uri.html $uri/index.html =404;';
  const notFound = notFoundPages(codes);
  return `${generated('#')}
# An address with a final slash, without it (empty for any other): /legal/ is /legal, whose page is legal.html.
map $uri $unslashed { "~^(?<page>.+)/$" $page; default ""; }
# The certificate paths and root are this house's: change them here for another server (README, Deploying).
server {
  listen 443 ssl http2;
  server_name www.maison-verane.com;
  ssl_certificate /etc/ssl/maison-verane/fullchain.pem;
  ssl_certificate_key /etc/ssl/maison-verane/privkey.pem;
  root ${nginxRoot};

${addHeaders(siteHeaders, '  ').join('\n')}
  # Every page declares its encoding first in <head>; it is sent here too.
  charset utf-8;
  charset_types text/plain;   # text/html always has it

  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml application/manifest+json text/plain text/markdown application/xml application/yaml;
  location / { ${pageFiles} }
  # Each language's own not-found page; the default language's answers everywhere else.
${notFound
  .slice(1)
  .map(({ folder, page }) => `  location ${folder} { ${pageFiles} error_page 404 ${page}; }`)
  .join('\n')}
  error_page 404 ${notFound[0]!.page};
  # Types nginx's mime.types lacks: the policy pages for agents, and the web app manifest.
  location ~ \\.md$ { types { } default_type text/markdown; charset utf-8; charset_types text/markdown; }
  location = /manifest.webmanifest { types { } default_type application/manifest+json; }
  # The permanent moves: the build writes them with the pages; reload nginx after each deploy.
  include ${nginxRoot}/${nginxRedirects};
  location ${hashed!.folder} {
${addHeaders(headersOf(hashed!.folder), '    ').join('\n')}
  }
  location ${editor!.folder} {
${addHeaders(headersOf(editor!.folder), '    ').join('\n')}
    types { text/html html; application/javascript js; application/yaml yml; font/woff2 woff2; }
  }
}
`;
}

/** Every host file, by its path from the project's root. */
export const hostFiles = (codes = languages): Record<string, string> => ({
  'public/_headers': headersFile(),
  'netlify.toml': netlifyToml(codes),
  'nginx.conf': nginxConf(codes),
});
