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

/**
 * Sveltia CMS's single-file build (dist/sveltia-cms.js: no bundling, so the site's build stays fast), with
 * its fonts served from /admin/fonts/ instead of the CDN: the editor loads nothing from another origin.
 * A font this cannot place stops the build, so an update of the package cannot bring the CDN back quietly.
 */
export function editorScript() {
  const script = readFileSync(join(packageDir, 'dist/sveltia-cms.js'), 'utf8');
  return script.replace(cdnFont, (url, family: string, file: string) => {
    const local = fontFiles.find((name) => name.startsWith(`${family}-${file}-`));
    if (!local) throw new Error(`@sveltia/cms: no local copy of ${url} in npm/assets; see src/cms/vendor.ts`);
    return `/admin/fonts/${local}`;
  });
}
