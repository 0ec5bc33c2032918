import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';

const root = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);

export interface ContentCopy {
  /** The copy's content/ folder. */
  dir: string;
  read: (file: string) => string;
  write: (file: string, text: string) => void;
}

/** A copy of the site (sources, content, config; node_modules linked) in a temporary folder. */
export function siteCopy() {
  const folder = mkdtempSync(join(tmpdir(), 'content-check-'));
  const copy = join(folder, 'site');
  for (const entry of ['src', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  // The packages are the site's own, one link. Astro keeps a build's content store in its cache, so each copy
  // has a cache of its own (two builds at once would mix their content), sharing only the cut pictures
  // and fonts, which are named by what they hold. Vite's cache is each copy's own too: a dev server of a copy
  // left bundling its dependencies forever while the run's other Vite processes rewrote the shared one.
  // Both caches sit beside the copy, not in it, where the styles' scan of the copy's files would read them.
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const cache = join(folder, 'cache');
  mkdirSync(join(cache, 'astro'), { recursive: true });
  for (const shared of ['cuts', 'fonts']) {
    mkdirSync(join(root, 'node_modules/.astro', shared), { recursive: true });
    symlinkSync(join(root, 'node_modules/.astro', shared), join(cache, 'astro', shared));
  }
  // The copy's config is the site's, with those caches.
  renameSync(join(copy, 'astro.config.mjs'), join(copy, 'site.config.mjs'));
  const [astroCache, viteCache] = [join(cache, 'astro'), join(cache, 'vite')].map((dir) => JSON.stringify(dir));
  writeFileSync(
    join(copy, 'astro.config.mjs'),
    `import site from './site.config.mjs';\n` +
      `export default { ...site, cacheDir: ${astroCache}, vite: { ...site.vite, cacheDir: ${viteCache} } };\n`,
  );
  const path = (file: string) => join(copy, 'content', file);
  const saving = join(folder, 'saving');
  const content: ContentCopy = {
    dir: join(copy, 'content'),
    read: (file) => readFileSync(path(file), 'utf8'),
    // Whole, as an editor saves: a dev server reading it between truncation and write would find it empty.
    write: (file, text) => (writeFileSync(saving, text), renameSync(saving, path(file))),
  };
  return { copy, content, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

type Edit = (content: ContentCopy) => void | Promise<void>;

/**
 * Runs `astro build`, or `astro sync` (`npm run check:content`: the build's content loaders, without the pages;
 * seconds, not a build), on a copy of the site after `edit` has changed files in its content/ folder, with `env`
 * added to its environment. Returns whether it failed, what it printed, and the copy's folder (call `remove`
 * when done).
 */
async function runCopy(command: 'build' | 'sync', edit: Edit, env: NodeJS.ProcessEnv = {}) {
  const { copy, content, remove } = siteCopy();
  await edit(content);
  return { ...(await runAstro(copy, command, env)), copy, remove };
}

/** Vitest's `import.meta.env`, which it sets in process.env too: a build inheriting it would be a development one. */
const vitestModeEnv = ['DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL'];

/** Runs `astro <command>` in a copy of the site, with `env` added: whether it failed, and what it printed. */
export async function runAstro(copy: string, command: 'build' | 'sync', env: NodeJS.ProcessEnv = {}) {
  const inherited = Object.entries(process.env).filter(([name]) => !vitestModeEnv.includes(name));
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), command], {
      cwd: copy,
      // As `astro build` runs on a host: in production mode (VITEST stays: it turns font subsetting off).
      env: { ...Object.fromEntries(inherited), NODE_ENV: 'production', ...env },
    });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { failed: true, output: stdout + stderr };
  }
}

export const buildCopy = (edit: Edit, env?: NodeJS.ProcessEnv) => runCopy('build', edit, env);
export const checkCopy = (edit: Edit, env?: NodeJS.ProcessEnv) => runCopy('sync', edit, env);

type Data = Record<string, unknown>;
const isMap = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value);
const withId = (value: unknown): value is Data & { id: unknown } => isMap(value) && 'id' in value;

/** `change` merged into `data`: maps key by key, lists of entries with an id (looks) by id, new ones last. */
function mergeData(data: unknown, change: unknown): unknown {
  if (Array.isArray(data) && Array.isArray(change) && [...data, ...change].every(withId)) {
    const merged = data.map((entry) => mergeData(entry, change.find((c) => c.id === entry.id) ?? {}));
    return [...merged, ...change.filter((c) => !data.some((entry) => entry.id === c.id))];
  }
  if (!isMap(data) || !isMap(change)) return change;
  return {
    ...data,
    ...Object.fromEntries(Object.entries(change).map(([key, value]) => [key, mergeData(data[key], value)])),
  };
}

const frontmatter = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/;

/**
 * A content file changed by `change`, written as content/ writes it: YAML merges into the file's data; for
 * a policy page (MDX), YAML merges into its frontmatter and any text after it is appended.
 */
export function mergeContent(file: string, current: string, change: string): string {
  if (!file.endsWith('.mdx')) return stringify(mergeData(parse(current), parse(change)));
  const [, head = '', body = ''] = frontmatter.exec(current) ?? [];
  const [, changedHead, added] = frontmatter.exec(change) ?? [undefined, undefined, change];
  const merged = changedHead ? stringify(mergeData(parse(head), parse(changedHead))) : `${head}\n`;
  return `---\n${merged}---\n${added?.trim() ? `${body.trimEnd()}\n\n${added.trim()}\n` : body}`;
}
