import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The installed @sveltia/cms package's folder. */
const packageDir = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..');

/** Its fonts as the npm build ships them, `source-sans-3-latin-wght-normal-<hash>.woff2`. */
const fontFiles = readdirSync(join(packageDir, 'npm/assets')).filter((name) => name.endsWith('.woff2'));

/** The font files the editor serves, by the name it asks for (`/admin/fonts/<name>`). */
export const editorFonts = () =>
  new Map(fontFiles.map((name) => [name, () => readFileSync(join(packageDir, 'npm/assets', name))]));

// The prebuilt editor loads its three fonts from a CDN (`…/fontsource/fonts/<family>[:vf]@<version>/<file>`).
const cdnFont = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/** Its interface in each language it speaks, by the name it asks for (`/admin/locales/<code>.json`). */
export const editorLocales = () =>
  new Map(
    readdirSync(join(packageDir, 'locales')).map((name) => [
      name,
      () => readFileSync(join(packageDir, 'locales', name)),
    ]),
  );

/** The version it compares with the latest one, served as /admin/sveltia-cms/package.json: the one it runs. */
export const editorVersion = () =>
  JSON.stringify({ version: JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version });

/** What the prebuilt editor asks of other sites, and what it asks /admin for instead. */
const elsewhere: [RegExp, string][] = [
  // Its latest version number, every hour, from unpkg: this copy's own, so no notice to update.
  [/`\$\{(\w+)\}\/package\.json`(?=,\w+=`\$\{\1\}\/dist\/sveltia-cms\.js`)/, '`/admin/sveltia-cms/package.json`'],
  // Its interface in the browser's language, from unpkg.
  [/`\$\{\w+\}@\$\{\w+\}\/locales`/, '`/admin/locales`'],
  // GitHub's status page, every five minutes: an empty answer reads as "unknown", which shows nothing.
  [/`https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json`/, '`data:application/json,{}`'],
];

/**
 * Sveltia CMS's single-file build (dist/sveltia-cms.js: no bundling, so the site's build stays fast), with
 * its fonts, interface texts and version served from /admin/ instead of CDNs, and GitHub's status page left
 * out: the editor talks only to its own site and GitHub's API. Anything this cannot place stops the build,
 * so an update of the package cannot bring a third party back quietly.
 */
export function editorScript() {
  let script = readFileSync(join(packageDir, 'dist/sveltia-cms.js'), 'utf8');
  for (const [found, local] of elsewhere) {
    if (script.match(new RegExp(found, 'g'))?.length !== 1)
      throw new Error(`@sveltia/cms: ${found} is not in dist/sveltia-cms.js exactly once; see src/cms/vendor.ts`);
    script = script.replace(found, local);
  }
  return script.replace(cdnFont, (url, family: string, file: string) => {
    const local = fontFiles.find((name) => name.startsWith(`${family}-${file}-`));
    if (!local) throw new Error(`@sveltia/cms: no local copy of ${url} in npm/assets; see src/cms/vendor.ts`);
    return `/admin/fonts/${local}`;
  });
}
