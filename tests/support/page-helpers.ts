import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DIALOG } from './spec-texts.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Legacy mode runs axe.run in the page itself: the default opens a blank page per run to merge the frames'
// results, and these pages have no frames. Only violations keep every node they hit: the rest are not read.
// Together, about a third less CPU for the same findings.

/** Runs axe on the page as it stands and lists each WCAG 2.2 AA or best-practice violation with the nodes it hit. */
export async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export const TITLE = DIALOG.title;
export const INTRO = DIALOG.intro;

/** The footer's Contact button, as a visitor finds it: by its role and name. */
export const contactButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: DIALOG.contact });

/** Opens the dialog from the footer's Contact button and waits for it to be shown. */
export async function openContact(page: Page, origin = '') {
  await page.goto(`${origin}/`);
  await contactButton(page).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

const readYaml = (file: string) => parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'));

/** The current collection, as content/home.yaml names it: `fall-winter-2025`, its file in content/collections/. */
export const COLLECTION: string = readYaml('home.yaml').collection;

/**
 * The looks of the current collection as its file lists them: the lookbook's words are the copywriters', not
 * the specification's.
 */
export const LOOKS: { id: string; title: string }[] = readYaml(`collections/${COLLECTION}.yaml`).looks;

// Self-contained, run in the page: by Playwright here, and by every engine's driver in flows-french-and-lookbook.ts.

/** Every file a zoom view may fetch: the URLs in the page's zoom rules (src/lookbook/zoom-files.ts). */
export const zoomFileUrls = () =>
  [...document.querySelectorAll('head style')]
    .flatMap((style) => [...(style.textContent ?? '').matchAll(/url\("(\/_astro\/[^"]+\.(?:avif|webp))"\)/g)])
    .map((match) => new URL(match[1]!, location.href).href);

/** The pictures the page has fetched so far. */
export const fetchedPictureUrls = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\.(avif|webp|jpe?g|png)$/.test(url));

export const zoomFiles = (page: Page) => page.evaluate(zoomFileUrls);
export const fetchedPictures = (page: Page) => page.evaluate(fetchedPictureUrls);

/** Elements of the page by their computed view-transition-name (those not `none`). */
export const transitionNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((el) => ({ name: getComputedStyle(el).viewTransitionName, id: el.id }))
      .filter(({ name }) => name && name !== 'none'),
  );
