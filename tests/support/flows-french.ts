import { expect } from '@playwright/test';
import { clickOn, type Driver } from './engines/driver';
import { FIELDS, contactFocused, dialogOpen, openDialog, start, visibleErrors, type Flow } from './flows';
import { FR_CONTACT_ERRORS, FR_DIALOG_TITLE, FR_LEGAL_TITLE, FR_NOT_FOUND, FR_RETURN_HOME } from './french-texts';

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
      .poll(() => visibleErrors(d).then((e) => e.map((x) => x.text)))
      .toEqual([FR_CONTACT_ERRORS.nameRequired, FR_CONTACT_ERRORS.phoneRequired, FR_CONTACT_ERRORS.messageRequired]);
    await clickOn(d, FIELDS[1]!);
    await d.type('06 12');
    await clickOn(d, 'dialog button[type="submit"]');
    await expect
      .poll(() => visibleErrors(d).then((e) => e.map((x) => x.text)))
      .toContain(FR_CONTACT_ERRORS.phoneInvalid);
    // The submit moved focus to the first field to fix, the name: back to the phone, its text selected.
    await clickOn(d, FIELDS[1]!);
    await d.run((id: string) => (document.querySelector(id) as HTMLInputElement).select(), FIELDS[1]!);
    await d.type('06 12 34 56 78');
    await clickOn(d, 'dialog button[type="submit"]');
    await expect
      .poll(() => visibleErrors(d).then((e) => e.map((x) => x.text)))
      .toEqual([FR_CONTACT_ERRORS.nameRequired, FR_CONTACT_ERRORS.messageRequired]);
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
