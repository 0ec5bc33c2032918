import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import * as rgaa from '../support/rgaa-checks.ts';

// The HTML checks that tests/build/rgaa-pages.test.ts runs on every built page, each shown the barrier it
// stands against: what a new season's content or a new component could bring, named by its criterion.

const page = (body: string, head = '<title>Bouclé jacket — Maison Verane</title>', lang = 'en') =>
  new JSDOM(`<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`).window.document;
const good = `<header><nav aria-label="Categories"></nav></header><main><h1>Bouclé jacket</h1><h2>Details</h2>
  <figure role="figure" aria-label="Bouclé jacket 01"><img src="/a.jpg" alt="An ivory jacket">
  <figcaption><span>Bouclé jacket</span><span>01</span></figcaption></figure>
  <svg aria-hidden="true"></svg><a href="/fr/" hreflang="fr" lang="fr">Français</a></main><footer></footer>`;

describe('each check passes a page that meets it, and names the criterion of each barrier', () => {
  test('a page that meets them all', () => {
    const document = page(good);
    const checks = [rgaa.images, rgaa.figures, rgaa.absentContent, rgaa.downloads, rgaa.presentation, rgaa.headings];
    expect(checks.flatMap((check) => check(document))).toEqual([]);
    expect([...rgaa.landmarks(document), ...rgaa.languages(document, ['en', 'fr']), ...rgaa.title(document)]).toEqual(
      [],
    );
  });

  test('1.1, 1.2: a look without alt text; an svg neither hidden nor named', () => {
    expect(rgaa.images(page('<img src="/look.jpg"><svg></svg>'))).toEqual([
      '1.1: <img src="/look.jpg"> has no text alternative',
      '1.2: <svg> is neither hidden (aria-hidden="true") nor named (role="img")',
    ]);
  });

  test('1.9: a captioned figure without its role, or named otherwise than its caption', () => {
    expect(rgaa.figures(page('<figure><img alt="x"><figcaption>Look 01</figcaption></figure>'))).toEqual([
      '1.9: <figure> has no role="figure" (or "group")',
      '1.9: <figure> is not named by its caption "Look 01" (aria-label)',
    ]);
    const named = '<figure role="figure" aria-label="Look"><img alt="x"><figcaption>Look 01</figcaption></figure>';
    expect(rgaa.figures(page(named))[0]).toContain('is not named by its caption "Look 01"');
  });

  test('9.1: a heading skipped, two level 1 headings; a closed dialog’s heading is not the page’s', () => {
    expect(rgaa.headings(page('<h1>A</h1><h3>Looks</h3><h1>B</h1>'))).toEqual([
      '9.1: 2 level 1 headings; a page has one',
      '9.1: "Looks" is level 3 after level 1',
    ]);
    expect(rgaa.headings(page('<h1>A</h1><dialog><h2>GET IN TOUCH</h2></dialog>'))).toEqual([]);
  });

  test('9.2, 12.6: two mains, no footer, an unnamed navigation', () => {
    expect(rgaa.landmarks(page('<nav></nav><main></main><main></main>'))).toEqual([
      '9.2: 2 main landmarks; a page has one',
      '9.2: no content info (footer) at the end of the page',
      '12.6: <nav> has no name',
    ]);
  });

  test('8.3, 8.4, 8.7: a page in an unknown language; a language link without its lang', () => {
    expect(rgaa.languages(page('<a href="/fr/" hreflang="fr">Français</a>', '', 'de'), ['en', 'fr'])).toEqual([
      '8.3, 8.4: <html lang="de"> is not a language of the site',
      '8.7: <a href="/fr/" hreflang="fr"> names another language without lang="fr"',
    ]);
  });

  test('8.5, 8.6: no title; a title that does not name the page', () => {
    expect(rgaa.title(page('<h1>Legal Notice</h1>', ''))).toEqual(['8.5: the page has no title']);
    expect(rgaa.title(page('<h1>Legal Notice</h1>', '<title>Maison Verane</title>'))).toEqual([
      '8.6: the title "Maison Verane" does not name the page\'s heading "Legal Notice"',
    ]);
  });

  test('8.9, 10.1: a style attribute, a presentation element, an empty paragraph', () => {
    expect(rgaa.presentation(page('<p style="color:red">a</p><center>b</center><p></p>'))).toEqual([
      '10.1: <p style="color:red"> is styled by its style attribute',
      '8.9: <p> is there for spacing alone',
    ]);
    expect(rgaa.absentContent(page('<center>b</center>'))).toEqual([
      '10.1: <center> is a presentation element: the audit says there is none',
    ]);
  });

  test('what the audit says no page holds: a table, a frame, a video, a new window, a shortcut, a download', () => {
    const document = page(
      '<table></table><iframe></iframe><video></video><a href="/a" target="_blank">a</a><a href="/b.pdf" accesskey="b">b</a>',
    );
    expect(rgaa.absentContent(document).map((problem) => problem.split(':')[0])).toEqual([
      '2.1, 2.2',
      '4.1 to 4.13',
      '5.1 to 5.8',
      '12.10',
      '13.2',
    ]);
    expect(rgaa.downloads(document)).toEqual([
      '13.3, 13.4: <a href="/b.pdf" accesskey="b"> leads to a document to download',
    ]);
  });
});
