import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { siteCopy } from '../support/build-copy.ts';
import { contentFixtures, hostileFixtures } from '../support/content-fixtures.ts';
import { freePort } from '../support/engine.ts';

// A content mistake shows in the `npm run dev` preview, on every page, with the build's text,
// and goes by itself once the file is fixed. Runs `astro dev` on a copy of the site.
// How long the dev server may take to notice an edit, re-read content and reload the page: each test here
// took 1.2–3.2 s beside the rest of `npm test` on 2 cores (its log in a full run). A wait for a state, never a sleep.
const DEV_SERVER_WAIT = 10_000;
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let site: ReturnType<typeof siteCopy>;
let dev: ChildProcess;
let origin: string;
let devLog: string;
test.beforeAll(async ({}, testInfo) => {
  site = siteCopy();
  devLog = join(testInfo.project.outputDir, `astro-dev-${testInfo.workerIndex}.log`);
  mkdirSync(testInfo.project.outputDir, { recursive: true });
  const port = await freePort();
  const astro = new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url).pathname;
  const log = openSync(devLog, 'w');
  dev = spawn(process.execPath, [astro, 'dev', '--port', String(port)], {
    cwd: site.copy,
    // One descriptor for both: two would each write at their own offset, over each other's lines.
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  // The address it prints: the port asked for, or the next free one if another process took it meanwhile.
  const printed = () =>
    /Local\s+(http:\/\/localhost:\d+)/.exec(readFileSync(devLog, 'utf8').replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
  try {
    // `astro dev` says it is ready in about 2 s here (its log, tests/test-results/astro-dev-*.log).
    await expect.poll(printed, { timeout: 30_000 }).toBeTruthy();
    origin = printed()!;
    // A request the starting server leaves hanging is given up and asked again.
    const status = () =>
      fetch(origin, { signal: AbortSignal.timeout(5_000) })
        .then((r) => r.status)
        .catch(() => 0);
    await expect.poll(status, { timeout: 30_000 }).toBe(200);
  } catch (error) {
    throw new Error(`${error}\nastro dev said:\n${readFileSync(devLog, 'utf8')}`);
  }
});
// A failure comes with what the dev server said during its test, as an error of its own: reports print
// errors in full beside the failure (a text attachment is cut to 300 characters).
let logStart = 0;
test.beforeEach(() => void (logStart = readFileSync(devLog).length));
test.afterEach(({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const said = String(readFileSync(devLog).subarray(logStart)).replace(/\x1b\[[0-9;]*m/g, '');
  throw new Error(`astro dev said, during this test:\n${said}`);
});
test.afterAll(() => {
  dev?.kill();
  site?.remove();
});

/** A preview page without its pictures (the dev server encodes each, 0.3 s of CPU): only its words are read. */
async function previewPage(browser: Browser) {
  const page = await browser.newPage();
  await page.route('**/_image?*', (route) => route.fulfill({ status: 204 }));
  return page;
}

/** Saves as a copywriter does; the preview's watcher reports each save, however soon after the last. */
const save = (file: string, text: string) => site.content.write(file, text);

/** The text of Vite's error overlay (Playwright's locators reach into its shadow DOM). */
const overlay = (page: Page) => page.locator('vite-error-overlay');

// The mistakes come from the catalogues (tests/fixtures/), with how each is fixed.
const previewed = [...contentFixtures, ...hostileFixtures].filter((mistake) => mistake.preview);
const shownElsewhere = previewed.find((mistake) => !mistake.preview!.breaksPage);
/** A page other than the mistake's own: every page shows the mistake. */
const elsewhere = (path: string) => (path === '/privacy' ? '/' : '/privacy');

for (const mistake of previewed) {
  const { name, expect: message, preview } = mistake;
  const [file, replace, mistaken] = [mistake.file!, mistake.replace!, mistake.with!];
  const { page: path, fix, shows } = preview!;
  test(`${name}: shown on every page until fixed, then the new words`, async ({ browser }) => {
    // Vite's client logs the error to the console itself: this page is not under the console guard.
    const page = await previewPage(browser);
    await page.goto(`${origin}${path}`);
    const original = site.content.read(file);
    expect(original, 'the catalogue still matches the content file').toContain(replace);
    save(file, original.replace(replace, mistaken));
    for (const line of message) await expect(overlay(page)).toContainText(line, { timeout: DEV_SERVER_WAIT });
    // Content in the message is shown as text, never as markup (Astro's overlay draws its message as HTML).
    await expect(overlay(page).locator('#message-content img, #message-content script')).toHaveCount(0);
    // The copywriter's guide shows this panel; GUIDE_SCREENSHOT=1 renews its picture.
    if (process.env.GUIDE_SCREENSHOT && file === 'site.yaml')
      await page.screenshot({ path: new URL('../../content/guide/preview-mistake.png', import.meta.url).pathname });
    // Another page, opened while the mistake stands, shows it too: the same for every mistake that leaves the
    // pages whole, so shown once (a page-breaking mistake has its own test below).
    const other = mistake === shownElsewhere ? await previewPage(browser) : undefined;
    await other?.goto(`${origin}${elsewhere(path)}`);
    if (other) await expect(overlay(other)).toContainText(message[0]!, { timeout: DEV_SERVER_WAIT });
    // The fix starts again from the good file, with new words in it.
    save(file, original.replace(fix.replace, fix.with));
    await expect(overlay(page)).toHaveCount(0, { timeout: DEV_SERVER_WAIT });
    await expect(page.getByText(shows, { exact: true }).first()).toBeVisible({ timeout: DEV_SERVER_WAIT });
    await page.context().close();
    await other?.context().close();
  });
}

const pageBreaker = contentFixtures.find((mistake) => mistake.preview?.breaksPage)!;
test('a page the mistake breaks shows the copywriter’s message, not Astro’s', async ({ browser }) => {
  // Broken frontmatter breaks the page's MDX: Astro answers with its error page, then sends its own error
  // to every open page 200 ms later. The message about the copywriter's file must stay on top.
  const { file, replace, with: mistaken, expect: message, preview } = pageBreaker;
  const original = site.content.read(file);
  save(file, original.replace(replace, mistaken));
  const other = await previewPage(browser);
  await other.goto(`${origin}${elsewhere(preview!.page)}`);
  await expect(overlay(other)).toContainText(message[0]!, { timeout: DEV_SERVER_WAIT });
  const page = await previewPage(browser);
  let astroErrorArrived = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { type: string; err?: { plugin?: string } };
      if (frame.type === 'error' && frame.err?.plugin !== 'content/') astroErrorArrived = true;
    }),
  );
  const connected = page.waitForEvent('console', (m) => m.text().includes('[vite] connected'));
  await page.goto(`${origin}${preview!.page}`);
  await connected;
  // Astro's error goes to the pages connected when it is sent: on a busy machine this one may connect only
  // after that. Once it is connected, the page is drawn again elsewhere, and Astro sends its error again.
  await fetch(`${origin}${preview!.page}`);
  await expect.poll(() => astroErrorArrived, { timeout: DEV_SERVER_WAIT }).toBe(true);
  await expect(overlay(page)).toContainText(message[0]!);
  save(file, original);
  await expect(overlay(page)).toHaveCount(0, { timeout: DEV_SERVER_WAIT });
  await page.close();
  await other.close();
});

/**
 * A page that has its HTML but not yet its scripts, while another tab is connected: Astro's reload
 * reaches only connected pages (Vite keeps one for later only when none is). Returns the call that lets
 * the scripts run.
 */
async function pageStillLoading(browser: Browser, path: string) {
  const otherTab = await previewPage(browser);
  const otherConnected = otherTab.waitForEvent('console', (m) => m.text().includes('[vite] connected'));
  await otherTab.goto(`${origin}/privacy`);
  await otherConnected;
  const page = await previewPage(browser);
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(`${origin}/@vite/client`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  return { page, releaseScripts: release, close: () => Promise.all([page.close(), otherTab.close()]) };
}

test('a page still loading when the words change ends up with the new words', async ({ browser }) => {
  // Once its scripts run, the page must notice by itself that its words are old, and reload.
  const { page, releaseScripts, close } = await pageStillLoading(browser, '/');
  await expect(page.getByText(/© \d{4} Maison Verane\./)).toBeVisible();
  const changed = 'copyright: © 2026 Maison Verane. Changed while a page was loading.';
  save('site.yaml', site.content.read('site.yaml').replace(/^copyright: .*$/m, changed));
  // Astro sends its reload right after it writes the new words to its data store.
  const store = () => readFileSync(join(site.copy, '.astro/data-store.json'), 'utf8');
  await expect.poll(store, { timeout: DEV_SERVER_WAIT }).toContain('Changed while a page was loading.');
  await expect(page.getByText('Changed while a page was loading.')).toHaveCount(0);
  releaseScripts();
  await expect(page.getByText('Changed while a page was loading.')).toBeVisible({ timeout: DEV_SERVER_WAIT });
  await close();
});

test('a page still loading when Astro writes its list of content pictures reloads too', async ({ browser }) => {
  // Astro writes that list after its data store: a page drawn between the two fails on a new picture.
  // The late write is played here: the same list, written again.
  const { page, releaseScripts, close } = await pageStillLoading(browser, '/');
  const pictureList = join(site.copy, '.astro/content-assets.mjs');
  writeFileSync(pictureList, readFileSync(pictureList, 'utf8'));
  const reloaded = page.waitForEvent('framenavigated', { timeout: DEV_SERVER_WAIT });
  releaseScripts();
  await reloaded;
  await close();
});

test('`npm run dev` serves the browser editor at /admin, its configuration generated from the schemas', async ({
  request,
}) => {
  const editor = await request.get(`${origin}/admin`);
  expect(editor.url()).toBe(`${origin}/admin/`);
  expect(await editor.text()).toContain('<script src="/admin/sveltia-cms.js"></script>');
  const config = await request.get(`${origin}/admin/config.yml`);
  expect(await config.text()).toContain('file: content/{{locale}}/site.yaml');
  expect((await request.get(`${origin}/admin/sveltia-cms.js`)).headers()['content-type']).toContain('javascript');
});
