import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { stringify } from 'yaml';
import { languages } from '../site-model/languages.ts';
import { bucketOf } from '../site-model/picture-store.ts';
import { editorConfig, publishModes, type EditorSettings } from '../cms/config.ts';
import { editorComponentsScript } from '../schemas/policy-components.ts';
import { editorFonts, editorLocales, editorScript, editorVersion } from '../cms/vendor.ts';

const here = (file: string) => new URL(`../cms/${file}`, import.meta.url);

/**
 * The house's GitHub repository: CMS_GITHUB_REPO (`owner/name`), or the `origin` remote when it is on
 * GitHub. Without either, sign-in to GitHub cannot work; working with a local copy still does.
 */
function githubRepo(root: URL) {
  if (process.env.CMS_GITHUB_REPO) return process.env.CMS_GITHUB_REPO;
  try {
    const origin = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /github\.com[:/]([\w.-]+\/[\w.-]+?)(\.git)?\s*$/.exec(origin)?.[1];
  } catch {
    return undefined;
  }
}

/** CMS_PUBLISH_MODE, checked: a mistyped value must not quietly publish without review. */
export function publishMode(): EditorSettings['publishMode'] {
  const mode = process.env.CMS_PUBLISH_MODE || publishModes[0];
  const known: readonly string[] = publishModes;
  if (!known.includes(mode))
    throw new Error(
      `CMS_PUBLISH_MODE is "${mode}": it must be ${publishModes.join(' or ')} (README, "Build settings").`,
    );
  return mode as EditorSettings['publishMode'];
}

/** Every file of /admin, by its name there, made fresh on each call (dev) or once (build). */
function adminFiles(settings: EditorSettings) {
  const files = new Map<string, () => string | Buffer>([
    ['index.html', () => readFileSync(here('admin.html'))],
    [
      'config.yml',
      () =>
        `# Generated from src/schemas/ by src/cms/ as astro builds: do not edit.\n${stringify(editorConfig(settings))}`,
    ],
    ['sveltia-cms.js', editorScript],
    ['editor.js', editorComponentsScript],
    ['sveltia-cms/package.json', editorVersion],
  ]);
  for (const [name, read] of editorFonts()) files.set(`fonts/${name}`, read);
  for (const [name, read] of editorLocales()) files.set(`locales/${name}`, read);
  return files;
}

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  woff2: 'font/woff2',
  json: 'application/json; charset=utf-8',
};

/**
 * The copywriters' editor at /admin (Sveltia CMS): served by `astro dev` and written into dist/admin/ by
 * `astro build`. No public page links to it or loads anything of it.
 */
export function contentEditor(): AstroIntegration {
  let settings: EditorSettings;
  // First in line, after Astro has put its own first (a post hook): Astro would answer /admin/ with its 404
  // (trailingSlash: 'never').
  const serveAdmin = (server: ViteDevServer) => () => {
    server.middlewares.stack.unshift({
      route: '',
      handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path === '/admin') return void response.writeHead(301, { Location: '/admin/' }).end();
        if (!path.startsWith('/admin/')) return next();
        const read = adminFiles(settings).get(path.slice('/admin/'.length) || 'index.html');
        if (!read) return next();
        response.writeHead(200, { 'Content-Type': types[path.split('.').pop()!] ?? types.html! });
        response.end(read());
      },
    });
  };
  return {
    name: 'content-editor',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [{ name: 'content-editor', configureServer: serveAdmin }] } });
      },
      'astro:config:done': ({ config, logger }) => {
        const repo = githubRepo(config.root);
        // A clone without a GitHub remote builds the editor all the same; only its sign-in needs the repository.
        if (!repo)
          logger.info(
            'No GitHub repository for /admin: set CMS_GITHUB_REPO=owner/name (README, "Editing in the browser").',
          );
        settings = {
          languages,
          // Local work needs only the folder's name (the editor asks for "the <name> repository").
          repo: repo ?? `CMS_GITHUB_REPO-not-set/${basename(fileURLToPath(config.root))}`,
          branch: process.env.CMS_BRANCH || 'main',
          authUrl: process.env.CMS_AUTH_URL || undefined,
          publishMode: publishMode(),
          // None while site.yaml has a mistake: the content check then stops the build, naming it.
          siteUrl: (config.site ?? '').replace(/\/$/, ''),
          bucket: bucketOf(),
        };
      },
      'astro:build:done': ({ dir }) => {
        for (const [name, read] of adminFiles(settings)) {
          const file = fileURLToPath(new URL(`admin/${name}`, dir));
          mkdirSync(fileURLToPath(new URL('.', new URL(`admin/${name}`, dir))), { recursive: true });
          writeFileSync(file, read());
        }
      },
    },
  };
}
