import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  contentTexts,
  elsewhere,
  openWorkingCopy,
  workingCopyTexts,
  afterSession,
  sessionFiles,
} from '../support/editor.ts';

// The copywriters' editor at /admin, against the built site on Cloudflare's engine, under its own headers.

let requestsElsewhere: string[] = [];
test.beforeEach(async ({ page }) => {
  requestsElsewhere = await elsewhere(page);
  // The editor animates each change of view with a whole-page View Transition, composited in software on a
  // machine without a GPU: half the session's CPU (6 s of Chromium's 12 s). Without the API it takes its own
  // path for browsers that lack one, and changes views at once; what it writes is the same.
  await page.addInitScript(() => delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition);
});
test.afterEach(() => expect(requestsElsewhere, 'requests to anywhere but the site and GitHub’s API').toEqual([]));
// The session saves a file of each kind in both languages: 10–13 s in full runs here.
test.describe.configure({ timeout: 60_000 });

/** Opens an entry as a copywriter does: its collection in the list on the left, then the entry. */
async function openEntry(page: Page, collection: string, entry: string) {
  // Right after the files are read, the editor draws its list of collections before it takes clicks in it: a
  // click then only focuses the entry. Click until the collection is the one shown.
  const item = page.getByRole('treeitem', { name: collection });
  await expect(async () => {
    if ((await item.getAttribute('aria-selected')) !== 'true') await item.click();
    await expect(item).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
  await page.getByRole('gridcell', { name: entry, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** A field's text box in one language: `copyright` in French. */
const input = (page: Page, keyPath: string, lang: 'en' | 'fr') =>
  page.locator(`section[data-key-path="${keyPath}"] input[lang="${lang}"]`);

/**
 * Brings a field into both language panes: the editor draws a long entry's fields as they come near the
 * screen, so a field of a collection's looks, below its hero, is there only once each pane is scrolled down
 * to it.
 */
async function reveal(page: Page, keyPath: string) {
  const field = page.locator(`section[data-key-path="${keyPath}"]`);
  await expect(async () => {
    if ((await field.count()) < 2)
      for (const pane of await page.locator('[data-locale]').all()) {
        if (await pane.locator(`section[data-key-path="${keyPath}"]`).count()) continue;
        // A wheel's turn, as a person scrolls: the editor draws what comes near the screen, in order.
        await pane.hover();
        await page.mouse.wheel(0, 600);
      }
    await expect(field).toHaveCount(2, { timeout: 1_000 });
  }).toPass();
}

/** Saves the entry: the editor writes its files, says so and goes back to the list. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  await expect(page.getByText('Entry saved.').first()).toBeVisible();
}

/** The rich-text body of a policy page, in one language. */
const body = (page: Page, lang: 'en' | 'fr') =>
  page.locator('section[data-key-path="body"] [contenteditable="true"]').nth(lang === 'en' ? 0 : 1);

/**
 * Follows the English body's text as the editor passes it on: 100 ms after each change (Sveltia's text
 * editor, its `Update` event), so a save within that time writes the text as it was. Returns a wait for
 * the passed-on text to hold `words`.
 */
async function passedOn(page: Page) {
  const root = body(page, 'en');
  type Followed = HTMLElement & { passedOn?: string };
  await root.evaluate((element: Followed) =>
    element.addEventListener('Update', (event) => {
      element.passedOn = (event as CustomEvent<{ value: string }>).detail.value;
    }),
  );
  return (words: string) => expect.poll(() => root.evaluate((element: Followed) => element.passedOn)).toContain(words);
}

// Every test here loads /admin under its own policy, with no error (tests/support/fixtures.ts).
test('a copywriter’s session writes exactly the files expected', async ({ page }) => {
  const before = contentTexts();
  await openWorkingCopy(page, before, { bothWaysIn: true });

  await openEntry(page, 'Words and pictures', 'Site: header, footer and short texts');
  // Each side can take the other's words in, to start a translation from them.
  await page.getByRole('button', { name: /^Show .French. Content Options$/ }).click();
  await expect(page.getByRole('menuitem', { name: /^Copy from .English.$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // What the build refuses, the editor refuses to save: an empty text.
  await input(page, 'copyright', 'fr').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('section[data-key-path="copyright"]').nth(1)).toContainText('This field is required.');
  await input(page, 'copyright', 'fr').fill('© 2026 Maison Verane. Tous droits réservés.');
  await save(page);

  await openEntry(page, 'Privacy, Legal and Accessibility pages', 'Legal Notice');
  let holds = await passedOn(page);
  await input(page, 'title', 'en').fill('Legal Information');
  // The privacy mailbox, inserted from the editor's menu at the end of the English text.
  await body(page, 'en').locator('p').last().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' For privacy questions: ');
  await page.getByRole('button', { name: 'Insert' }).first().click();
  await page.getByRole('menuitem', { name: 'Privacy e-mail' }).click();
  await expect(body(page, 'en').getByText('Privacy e-mail')).toBeVisible();
  await holds('For privacy questions: <PrivacyEmail />');
  // Leave the text as a person would before saving.
  await input(page, 'title', 'en').click();
  await save(page);

  await openEntry(page, 'Collections', 'Fall-Winter 2025');
  await reveal(page, 'looks.0.id');
  // An id the build refuses, refused with the build's own words.
  await input(page, 'looks.0.id', 'en').fill('Look 01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('use lower-case letters, digits and hyphens only, such as look-04')).toBeVisible();
  await input(page, 'looks.0.id', 'en').fill('look-01');
  await reveal(page, 'looks.0.details');
  for (const [lang, detail] of [
    ['en', 'Made to measure in the Paris atelier'],
    ['fr', 'Réalisée sur mesure à l’atelier parisien'],
  ] as const) {
    const details = page.locator('section[data-key-path="looks.0.details"]').nth(lang === 'en' ? 0 : 1);
    const added = input(page, 'looks.0.details.4', lang);
    // On a busy machine the first click can land while the list redraws: click until the fifth appears.
    await expect(async () => {
      if (!(await added.count())) await details.getByRole('button', { name: /^Add \u2068?Detail\u2069?$/ }).click();
      await expect(added).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await added.fill(detail);
  }
  await save(page);

  // A file with a picture: the picture is written back as it was.
  await openEntry(page, 'Words and pictures', 'Contact dialog');
  await input(page, 'send', 'fr').fill('Envoyer le message');
  await save(page);

  // Rich text around the site's own components (<ContactReceiver />, <PrivacyEmail />), typed at its very end:
  // a click at the end of its last line, then End.
  await openEntry(page, 'Privacy, Legal and Accessibility pages', 'Privacy Policy');
  holds = await passedOn(page);
  const last = body(page, 'en').locator('p').last();
  const box = (await last.boundingBox())!;
  await last.click({ position: { x: box.width - 1, y: box.height - 4 } });
  await page.keyboard.press('End');
  await page.keyboard.type(' We reply within a month.');
  await holds('<PrivacyEmail />. We reply within a month.');
  await input(page, 'title', 'en').click();
  await save(page);

  // The home page's current collection is picked among the collections by their names, not typed.
  await openEntry(page, 'Words and pictures', 'Home page');
  const current = page.locator('section[data-key-path="collection"]').first();
  await expect(current.getByRole('radio', { name: 'Fall-Winter 2025', exact: true })).toBeChecked();

  // Every file of each kind, in both languages, written back byte for byte but for the session's changes
  // (tests/support/editor.ts); the site built from them shows every change (tests/build/editor.test.ts, on
  // the editor-session scenario).
  const paths = Object.keys(before);
  const lastWritten = 'content/pages/privacy.mdx';
  await expect.poll(async () => (await workingCopyTexts(page, paths))[lastWritten]).not.toBe(before[lastWritten]);
  const after = await workingCopyTexts(page, paths);
  const changed = paths.filter((path) => after[path] !== before[path]);
  expect(changed.sort()).toEqual(sessionFiles.map((file) => `content/${file}`));
  for (const file of sessionFiles)
    expect(after[`content/${file}`]).toBe(afterSession(file, before[`content/${file}`]!));
});

test('a collection’s embargo is picked in a date-time field, written in Paris time, and shown in the list', async ({
  page,
}) => {
  const file = 'content/collections/fall-winter-2025.yaml';
  const before = contentTexts();
  await openWorkingCopy(page, before);
  await openEntry(page, 'Collections', 'Fall-Winter 2025');
  const embargo = page.locator('section[data-key-path="embargo"]').first();
  await embargo.locator('input[type="datetime-local"]').fill('2099-05-01T14:30');
  await save(page);
  await expect
    .poll(async () => (await workingCopyTexts(page, [file]))[file])
    .toContain('\nembargo: 2099-05-01T14:30\n');
  await expect(
    page.getByRole('gridcell', {
      name: 'Fall-Winter 2025 — embargoed until 2099-05-01T14:30 Paris; live by itself then, once published',
    }),
  ).toBeVisible();
});
