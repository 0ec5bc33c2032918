import { expect } from '@playwright/test';
import { clickOn, type Driver } from './engines/driver.ts';
import { FIELDS, contactFocused, dialogOpen, openDialog, start, errorTexts, type Flow } from './flows.ts';
import { FR_CONTACT_ERRORS, FR_DIALOG_TITLE, FR_LEGAL_TITLE, FR_NOT_FOUND, FR_RETURN_HOME } from './spec-texts.ts';
import { COLLECTION, fetchedPictureUrls, zoomFileUrls } from './page-helpers.ts';
import { kinds } from '../../src/routes/page-kinds.ts';
import { lookElementId } from '../../src/lookbook/look-ids.ts';

// The French site's key flows, run with the others in every engine by tests/e2e/engines.spec.ts.
// Read while a page may still be changing: a read that lands mid-navigation counts as not there yet.
const heading = (d: Driver) => d.run(() => document.querySelector('h1')?.textContent?.trim()).catch(() => undefined);
const language = (d: Driver) => d.run(() => document.documentElement.lang).catch(() => undefined);
const linkTo = (d: Driver, lang: string) =>
  d.run((code: string) => document.querySelector(`a[hreflang="${code}"]`)?.getAttribute('href'), lang);

export const frenchFlows: Record<string, Flow> = {
  'French: the dialog speaks French, takes 06 12 34 56 78, and closes on Escape with focus back on Contact': async (
    d,
  ) => {
    await start(d, '/fr/');
    await expect.poll(() => language(d)).toBe('fr');
    await openDialog(d, { hoverFirst: false });
    expect(await d.run(() => document.querySelector('dialog h2')?.textContent?.trim())).toBe(FR_DIALOG_TITLE);
    await clickOn(d, 'dialog button[type="submit"]');
    await expect
      .poll(() => errorTexts(d))
      .toEqual([FR_CONTACT_ERRORS.nameRequired, FR_CONTACT_ERRORS.phoneRequired, FR_CONTACT_ERRORS.messageRequired]);
    await clickOn(d, FIELDS[1]!);
    await d.type('06 12');
    await clickOn(d, 'dialog button[type="submit"]');
    await expect.poll(() => errorTexts(d)).toContain(FR_CONTACT_ERRORS.phoneInvalid);
    // The submit moved focus to the first field to fix, the name: back to the phone, its text selected.
    await clickOn(d, FIELDS[1]!);
    await d.run((id: string) => (document.querySelector(id) as HTMLInputElement).select(), FIELDS[1]!);
    await d.type('06 12 34 56 78');
    await clickOn(d, 'dialog button[type="submit"]');
    await expect.poll(() => errorTexts(d)).toEqual([FR_CONTACT_ERRORS.nameRequired, FR_CONTACT_ERRORS.messageRequired]);
    await d.press('Escape');
    await expect.poll(() => dialogOpen(d)).toBe(false);
    await expect.poll(() => contactFocused(d)).toBe(true);
  },

  'French: the language link leads to the same page in English, and back': async (d) => {
    await start(d, '/fr/legal');
    await expect.poll(() => heading(d)).toBe(FR_LEGAL_TITLE);
    expect(await linkTo(d, 'en')).toBe('/legal');
    await clickOn(d, 'a[hreflang="en"]');
    await expect.poll(() => heading(d)).toBe('Legal Notice');
    await expect.poll(() => language(d)).toBe('en');
    expect(await linkTo(d, 'fr')).toBe('/fr/legal');
    // While the wordmark glides onto the new page (a view transition, 240 ms), clicks reach no link.
    const animations = () => d.run(() => document.documentElement.getAnimations({ subtree: true }).length);
    await expect.poll(() => animations().catch(() => -1)).toBe(0);
    await clickOn(d, 'a[hreflang="fr"]');
    await expect.poll(() => heading(d)).toBe(FR_LEGAL_TITLE);
  },

  'French: the 404 page under /fr/, in French, with its link to the French home': async (d) => {
    await start(d, '/fr/no-such-page');
    expect(await heading(d)).toBe(FR_NOT_FOUND);
    const links = await d.run(() =>
      [...document.querySelectorAll('a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    );
    expect(links).toContainEqual([FR_RETURN_HOME, '/fr/']);
  },
};

// The key look flow, in every engine: from the gallery to a look, on to the next, the zoom open and shut.
// Firefox has no cross-document view transitions: there the page must simply change, with no error.

/** The page's path once it has one, while a navigation may still be under way. */
const pathOf = (d: Driver) => d.run(() => (document.readyState === 'loading' ? '' : location.pathname)).catch(() => '');
/** Pointer input waits for the page's view transition to end: during it, the browser hands no click to the page. */
const settled = (d: Driver) =>
  expect.poll(() => d.run(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
/** A modal dialog where the engine has invoker commands, a popover where it has not (WebKitGTK's default). */
const zoomOpen = (d: Driver) =>
  d.run(() => document.querySelector('#zoom-1')?.matches(':is([open], :popover-open)') ?? false);
/** Focus is in the view, or out of the page (the browser's own controls): never on the page behind it. */
const focusInZoom = (d: Driver) =>
  d.run(() => document.activeElement === document.body || !!document.activeElement?.closest('#zoom-1'));
const focusIs = (d: Driver, selector: string) =>
  d.run((s: string) => document.activeElement?.matches(s) ?? false, selector);
/** Zoom files the page has fetched: any of its zoom rules' files among the resources loaded. */
const zoomFilesFetched = async (d: Driver) => {
  const files = await d.run(zoomFileUrls);
  const fetched = await d.run(fetchedPictureUrls);
  return fetched.filter((url) => files.includes(url)).length;
};

export const lookbookFlows: Record<string, Flow> = {
  'lookbook: gallery to a look, the next look, the zoom opened and closed with Escape and its button': async (d) => {
    await start(d);
    await clickOn(d, `a:has(#${lookElementId('look-01')})`);
    await expect.poll(() => pathOf(d), { timeout: 10_000 }).toBe(kinds.look({ season: COLLECTION, look: 'look-01' }));
    await expect.poll(() => heading(d)).toBe('Bouclé jacket');
    await settled(d);
    await clickOn(d, 'nav a[rel="next"]');
    await expect.poll(() => pathOf(d), { timeout: 10_000 }).toBe(kinds.look({ season: COLLECTION, look: 'look-02' }));
    await expect.poll(() => heading(d)).toBe('Houndstooth cape');
    await settled(d);
    expect(await zoomFilesFetched(d), 'no zoom file before the view opens').toBe(0);
    await clickOn(d, `#${lookElementId('look-02')} button`);
    await expect.poll(() => zoomOpen(d)).toBe(true);
    await expect.poll(() => focusIs(d, '#zoom-1 button')).toBe(true);
    await expect.poll(() => zoomFilesFetched(d)).toBe(1);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab'] as const) {
      await d.press(key);
      expect(await focusInZoom(d), `after ${key}`).toBe(true);
    }
    await d.press('Escape');
    await expect.poll(() => zoomOpen(d)).toBe(false);
    await expect.poll(() => focusIs(d, `#${lookElementId('look-02')} button`)).toBe(true);
    await clickOn(d, `#${lookElementId('look-02')} button`);
    await expect.poll(() => zoomOpen(d)).toBe(true);
    await clickOn(d, '#zoom-1 button');
    await expect.poll(() => zoomOpen(d)).toBe(false);
    await expect.poll(() => focusIs(d, `#${lookElementId('look-02')} button`)).toBe(true);
  },
};
