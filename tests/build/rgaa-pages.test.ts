import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { languages as siteLanguages } from '../../src/site-model/languages.ts';
import { documentOf, languageOf, sitePages } from '../support/pages.ts';
import { DIALOG_HOUSE } from '../support/spec-texts.ts';
import * as rgaa from '../support/rgaa-checks.ts';

// RGAA's tests that the HTML settles, on every page the build wrote, not only the audit's sample: a new
// season, component or kind of page that brings a barrier fails here, the criterion named, before it is published.

const dist = new URL('../../dist/', import.meta.url);
const pages = sitePages(dist).map((file) => ({
  file,
  document: documentOf(readFileSync(new URL(file, dist), 'utf8')),
}));
/** Every page's problems by one check, each named by its file. */
const failures = (check: (document: Document) => string[]) =>
  pages.flatMap(({ file, document }) => check(document).map((problem) => `RGAA ${problem} (${file})`));

describe('RGAA on every built page', () => {
  test('RGAA 1.1, 1.2: every picture has its text alternative, every decorative svg is hidden', () => {
    expect(failures(rgaa.images)).toEqual([]);
  });

  test('RGAA 1.9: every captioned figure is a figure named by its caption', () => {
    expect(pages.filter(({ document }) => document.querySelector('figcaption')).length).toBeGreaterThan(0);
    expect(failures(rgaa.figures)).toEqual([]);
  });

  test('RGAA 8.3, 8.4, 8.7: each page and each change of language is marked with a language of the site', () => {
    expect(failures((document) => rgaa.languages(document, siteLanguages))).toEqual([]);
  });

  test('RGAA 8.5, 8.6: each page has a title that names its heading', () => {
    expect(failures(rgaa.title)).toEqual([]);
  });

  test('RGAA 8.9, 10.1: no element or attribute is there for its look alone', () => {
    expect(failures(rgaa.presentation)).toEqual([]);
  });

  test('RGAA 9.1: one level 1 heading a page, and no level skipped', () => {
    expect(failures(rgaa.headings)).toEqual([]);
  });

  test('RGAA 9.2, 12.6: one main, one content info, and every navigation named', () => {
    expect(failures(rgaa.landmarks)).toEqual([]);
  });

  test('RGAA 2, 4, 5, 9.4, 11.5 to 11.8, 12.10, 13.1, 13.2: no frame, media, table, quotation, shortcut or new window', () => {
    expect(failures(rgaa.absentContent)).toEqual([]);
  });

  test('RGAA 10.3: no style reads the content in another order than the HTML', () => {
    const css = pages.flatMap(({ document }) =>
      [...document.querySelectorAll('style')].map((style) => style.textContent),
    );
    expect(css.join('').length).toBeGreaterThan(1000);
    const reorders = /[;{]order:|direction:rtl|flex-(direction|flow):[^;}]*reverse|grid-auto-flow:[^;}]*dense/;
    // A look's grid fills its columns densely, its HTML still reading title, picture, words (lookbook.css).
    const read = css.map((rules) => (rules ?? '').replaceAll('.look{grid-auto-flow:dense', '.look{'));
    expect(read.filter((rules) => reorders.test(rules)).map((rules) => rules.match(reorders)![0])).toEqual([]);
  });

  test('RGAA 13.3, 13.4: no document to download', () => {
    expect(failures(rgaa.downloads)).toEqual([]);
  });

  test('RGAA 11.1 to 11.13: the contact dialog holds the one form of every page', () => {
    const forms = pages.flatMap(({ file, document }) =>
      [...document.querySelectorAll('form')].map((form) => `${file}: ${form.closest('dialog') ? 'dialog' : 'page'}`),
    );
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.filter((form) => !form.endsWith('dialog'))).toEqual([]);
    expect(pages.filter(({ document }) => document.querySelectorAll('form').length > 1)).toEqual([]);
  });

  test('RGAA 11.10, 11.11: every dialog says, in its page’s language, that each field is required and the phone’s format', () => {
    const dialogs = pages.filter(({ document }) => document.querySelector('dialog form'));
    expect(dialogs.length).toBeGreaterThan(0);
    const problems = dialogs.flatMap(({ file, document }) => {
      const words = DIALOG_HOUSE[languageOf(file) as keyof typeof DIALOG_HOUSE];
      const form = document.querySelector('dialog form')!;
      const fields = [...form.querySelectorAll<HTMLInputElement>('#contact-name, #contact-phone, #contact-message')];
      const phoneHelp = document.querySelector('#contact-phone')?.getAttribute('aria-describedby');
      return [
        form.firstElementChild?.textContent === words.required || `${file}: no “${words.required}” above the fields`,
        (fields.length === 3 && fields.every((field) => field.getAttribute('aria-required') === 'true')) ||
          `${file}: a field not marked required`,
        document.getElementById(phoneHelp ?? '')?.textContent === words.phoneFormat || `${file}: no phone format`,
      ].filter((problem) => problem !== true);
    });
    expect(problems).toEqual([]);
  });

  test('RGAA 13.11, 13.12: no script acts on a press before its release, or on the device’s motion', () => {
    // Every script of ours, inline or island, as written (React's bundle lists every event it may ever hear).
    // A press there only fetches the dialog's code, ahead of the click that opens it.
    const fetchesOnly = 'contact/intent-directive.ts';
    const own = readdirSync(new URL('../../src/', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|astro)$/.test(file) && file !== fetchesOnly)
      .map((file) => readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));
    const scripts = own;
    const heard = (pattern: RegExp) => scripts.filter((script) => pattern.test(script ?? '')).length;
    expect(heard(/addEventListener\(/)).toBeGreaterThan(0);
    expect(
      heard(/['"`](mousedown|pointerdown|touchstart)['"`]|on(MouseDown|PointerDown|TouchStart)\b/),
      'RGAA 13.11',
    ).toBe(0);
    expect(heard(/devicemotion|deviceorientation/), 'RGAA 13.12').toBe(0);
  });
});
