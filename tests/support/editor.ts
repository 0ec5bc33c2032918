import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

// The copywriters' editor at /admin (Sveltia CMS) in a test: its working copy is a folder in the
// origin-private file system, handed to it in place of the folder picker of "Work with Local Repository".

const root = new URL('../../', import.meta.url).pathname;

/** The words of content/, as the repository holds them: `content/site.yaml` → its text. */
export const contentTexts = () =>
  Object.fromEntries(
    readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ya?ml|mdx)$/.test(file))
      .map((file) => [`content/${file}`, readFileSync(join(root, 'content', file), 'utf8')]),
  );

/** The picture names of content/images/: the editor shows each, so the copy has a tiny picture by each name. */
const pictureNames = () => readdirSync(join(root, 'content/images')).filter((name) => /\.(jpe?g|png)$/.test(name));

/**
 * Holds back, and lists, every request the editor makes anywhere but its own site and GitHub's API: a
 * copywriter's browser talks to nothing else (src/cms/README.md, "What leaves the site"). The headers are
 * the host's own: the tests serve dist/ on Cloudflare's engine.
 */
export async function elsewhere(page: Page) {
  const requests: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (
      url.origin === `http://127.0.0.1:${process.env.TEST_PORT}` ||
      url.origin === 'https://api.github.com' ||
      !/^https?:$/.test(url.protocol)
    )
      return route.fallback();
    requests.push(url.href);
    await route.abort();
  });
  return requests;
}

/**
 * Opens /admin on a working copy of content/ (`texts` by path) and chooses "Work with Local Repository".
 * `bothWaysIn`: first see that the sign-in page also offers GitHub, by access token.
 */
export async function openWorkingCopy(page: Page, texts: Record<string, string>, { bothWaysIn = false } = {}) {
  const picture = (
    await sharp({ create: { width: 4, height: 5, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
  });
  await page.goto('/admin/');
  const files = { ...texts, ...Object.fromEntries(pictureNames().map((name) => [`content/images/${name}`, picture])) };
  await page.evaluate(async (files) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    await repo.getDirectoryHandle('.git', { create: true });
    for (const [path, data] of Object.entries(files)) {
      let folder = repo;
      const parts = path.split('/');
      for (const name of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(name, { create: true });
      const writer = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      const bytes = path.startsWith('content/images/') ? Uint8Array.from(atob(data), (c) => c.charCodeAt(0)) : data;
      await writer.write(bytes);
      await writer.close();
    }
  }, files);
  if (bothWaysIn) await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // Once the files are read, the editor opens its first collection by itself: a click before would be undone.
  await expect(page).toHaveURL(/#\/collections\/content$/);
}

/** The working copy's text files as they are now. */
export const workingCopyTexts = (page: Page, paths: string[]) =>
  page.evaluate(async (paths) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    // A file the editor is writing cannot be read (NotReadableError), or is briefly not there while it is
    // replaced (NotFoundError): read it again a moment later.
    const read = async (folder: FileSystemDirectoryHandle, name: string): Promise<string> => {
      for (let attempt = 0; ; attempt++)
        try {
          return await (await (await folder.getFileHandle(name)).getFile()).text();
        } catch (error) {
          if (attempt > 40 || !['NotReadableError', 'NotFoundError'].includes((error as Error).name)) throw error;
          await new Promise((done) => setTimeout(done, 50));
        }
    };
    const texts: Record<string, string> = {};
    for (const path of paths) {
      let folder = repo;
      const parts = path.split('/');
      for (const name of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(name);
      texts[path] = await read(folder, parts.at(-1)!);
    }
    return texts;
  }, paths);

/**
 * A copywriter's session in the editor at /admin: the files it changes, line for line, and what the site
 * built from them shows. tests/e2e/editor.spec.ts makes the session in the browser and expects exactly
 * these files; the editor-session scenario (tests/support/scenarios.ts) is built with them, and
 * tests/build/editor.test.ts reads its pages.
 */
const hem = '      - Lined in ivory silk twill, with a gilt chain at the hem\n';
const ourlet = '      - Doublure en twill de soie ivoire, chaînette dorée à l’ourlet\n';
/** The current collection's file, where its looks are (content/home.yaml names it). */
const season = 'collections/fall-winter-2025.yaml';
const paris = 'jurisdiction of the courts of Paris.\n';
const mailbox = 'write to our privacy team at <PrivacyEmail />.';

/** Each change, in a file of content/: `from` (which the file holds today) becomes `to`. */
export const sessionEdits: { file: string; from: string; to: string }[] = [
  { file: 'fr/site.yaml', from: 'copyright: © 2025 Maison Verane.', to: 'copyright: © 2026 Maison Verane.' },
  { file: 'pages/legal.mdx', from: 'title: Legal Notice\n', to: 'title: Legal Information\n' },
  // The privacy mailbox, inserted from the editor's menu at the end of the English text.
  { file: 'pages/legal.mdx', from: paris, to: paris.replace('.\n', '. For privacy questions: <PrivacyEmail />\n') },
  { file: season, from: hem, to: `${hem}      - Made to measure in the Paris atelier\n` },
  { file: `fr/${season}`, from: ourlet, to: `${ourlet}      - Réalisée sur mesure à l’atelier parisien\n` },
  // A file with a picture, and rich text around the site's own components, typed at its very end.
  { file: 'fr/contact.yaml', from: 'send: Envoyer\n', to: 'send: Envoyer le message\n' },
  { file: 'pages/privacy.mdx', from: mailbox, to: `${mailbox} We reply within a month.` },
];

/** The files of content/ the session changes: `fr/site.yaml`… */
export const sessionFiles = [...new Set(sessionEdits.map((edit) => edit.file))].sort();

/** A file's text after the session: each of its changes made, each one's `from` required. */
export function afterSession(file: string, text: string) {
  return sessionEdits
    .filter((edit) => edit.file === file)
    .reduce((changed, { from, to }) => {
      if (!changed.includes(from)) throw new Error(`content/${file} no longer holds ${JSON.stringify(from)}`);
      return changed.replace(from, to);
    }, text);
}

/** What the built pages show of the session: a page of dist/ and a piece of its HTML. */
export const sessionShows: [page: string, html: string][] = [
  ['fr/index.html', '© 2026 Maison Verane. Tous droits réservés.'],
  ['legal.html', '>Legal Information</h1>'],
  ['legal.html', 'For privacy questions: <a href="mailto:privacy@maison-verane.com">privacy@maison-verane.com</a>'],
  ['collections/fall-winter-2025/look-01.html', '>Made to measure in the Paris atelier</li>'],
  ['fr/collections/fall-winter-2025/look-01.html', '>Réalisée sur mesure à l’atelier parisien</li>'],
  ['fr/index.html', 'Envoyer le message'],
  ['privacy.html', 'privacy@maison-verane.com</a>. We reply within a month.</p>'],
];
