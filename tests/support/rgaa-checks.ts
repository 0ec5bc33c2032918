// RGAA 4.1.2's tests that a built page's HTML settles by itself, one function a criterion or a group of them.
// Each returns what fails, as a reader fixes it: the element and why; none when the page meets it.

const visible = (element: Element) => !element.closest('dialog:not([open]), template, [hidden], [aria-hidden="true"]');
const all = (document: Document, selector: string) => [...document.querySelectorAll(selector)];
const said = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A tag as a reader finds it in the source: `<img src="/a.jpg">`. */
const shown = (element: Element) => element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1).slice(0, 120);

/** 1.1 and 1.2: every picture has a text alternative, and a decorative svg is hidden from assistive technologies. */
export const images = (document: Document) => [
  ...all(document, 'img:not([alt]), [role="img"]:not([aria-label]):not([aria-labelledby])').map(
    (image) => `1.1: ${shown(image)} has no text alternative`,
  ),
  ...all(document, 'svg:not([aria-hidden="true"]):not([role="img"])')
    .filter(visible)
    .map((svg) => `1.2: ${shown(svg)} is neither hidden (aria-hidden="true") nor named (role="img")`),
];

/** 1.9 (tests 1.9.1 to 1.9.3): a captioned figure says figure, and is named by the words of its caption. */
export const figures = (document: Document) =>
  all(document, 'figure:has(figcaption)').flatMap((figure) => {
    // A caption of several parts ("Bouclé jacket" and "01") is read with a space between them.
    const parts = [...figure.querySelector('figcaption')!.querySelectorAll('*:not(:has(*))')].map(said);
    const caption = parts.filter(Boolean).join(' ') || said(figure.querySelector('figcaption'));
    const problems = [];
    if (!['figure', 'group'].includes(figure.getAttribute('role') ?? ''))
      problems.push(`1.9: ${shown(figure)} has no role="figure" (or "group")`);
    if (figure.getAttribute('aria-label') !== caption)
      problems.push(`1.9: ${shown(figure)} is not named by its caption "${caption}" (aria-label)`);
    if (figure.querySelector('figcaption')?.parentElement !== figure)
      problems.push(`1.9: ${shown(figure)} holds its caption deeper than its own figcaption`);
    return problems;
  });

/** What no page holds, each the reason its criteria do not apply: frames, media, tables, quotations and more. */
const absent: [criteria: string, selector: string, what: string][] = [
  ['2.1, 2.2', 'iframe, frame, frameset', 'a frame'],
  ['4.1 to 4.13', 'audio, video, object, embed, [autoplay]', 'audio, video or an embedded object'],
  ['1.4 to 1.8', 'canvas, map, area, input[type="image"]', 'a canvas, an image map or an image button'],
  ['5.1 to 5.8', 'table, [role="table"], [role="grid"]', 'a table'],
  ['9.4', 'blockquote, q', 'a quotation'],
  ['8.10', '[dir]', 'a change of reading direction'],
  ['12.10', '[accesskey]', 'a keyboard shortcut'],
  ['13.1', 'meta[http-equiv="refresh" i]', 'a refresh or redirect'],
  ['13.2', '[target], [formtarget]', 'a link or form that opens a new window'],
  [
    '11.5 to 11.8',
    'fieldset, select, datalist, input[type="radio"], input[type="checkbox"]',
    'a group of fields or a list of choices',
  ],
  ['10.1', 'font, center, big, tt, strike, marquee, blink, basefont', 'a presentation element'],
];
export const absentContent = (document: Document) =>
  absent.flatMap(([criteria, selector, what]) =>
    all(document, selector).map((element) => `${criteria}: ${shown(element)} is ${what}: the audit says there is none`),
  );

/** Links to a document to download (13.3, 13.4): the audit says there is none. */
export const downloads = (document: Document) =>
  all(document, 'a[href]')
    .filter((link) => /\.(pdf|docx?|odt|xlsx?|ods|pptx?|odp|epub|zip)(\?|#|$)/i.test(link.getAttribute('href')!))
    .map((link) => `13.3, 13.4: ${shown(link)} leads to a document to download`);

const presentational = ['align', 'bgcolor', 'background', 'border', 'color', 'face', 'valign', 'hspace', 'vspace'];
const sized = new Set(['img', 'svg', 'source', 'video', 'canvas', 'iframe', 'input', 'embed', 'object', 'rect']);
/** 10.1 and 8.9: style lives in CSS alone; no attribute draws, and no empty paragraph or line break spaces the page. */
export const presentation = (document: Document) => [
  ...all(document, '*').flatMap((element) =>
    [...element.attributes]
      .filter(
        ({ name }) =>
          presentational.includes(name) ||
          (['width', 'height'].includes(name) && !sized.has(element.localName)) ||
          name === 'style',
      )
      .map(({ name }) => `10.1: ${shown(element)} is styled by its ${name} attribute`),
  ),
  ...all(document, 'p:empty, br + br').map((element) => `8.9: ${shown(element)} is there for spacing alone`),
];

/** 9.1: one level 1 heading, and no level skipped on the way down; a dialog's headings start its own outline. */
export function headings(document: Document) {
  const problems: string[] = [];
  const page = all(document, 'h1, h2, h3, h4, h5, h6').filter((h) => visible(h) && !h.closest('dialog'));
  const ones = page.filter((heading) => heading.localName === 'h1');
  if (ones.length !== 1) problems.push(`9.1: ${ones.length} level 1 headings; a page has one`);
  let level = 0;
  for (const heading of page) {
    const next = Number(heading.localName[1]);
    if (next > level + 1) problems.push(`9.1: "${said(heading)}" is level ${next} after level ${level}`);
    if (!said(heading)) problems.push(`9.1: ${shown(heading)} is empty`);
    level = next;
  }
  return problems;
}

/** 9.2 and 12.6: one main, and with the house's header one banner, its named navigation and one content info. */
export function landmarks(document: Document) {
  const problems: string[] = [];
  const count = (selector: string) => all(document, selector).filter(visible).length;
  if (count('main') !== 1) problems.push(`9.2: ${count('main')} main landmarks; a page has one`);
  if (count('body > footer') !== 1) problems.push('9.2: no content info (footer) at the end of the page');
  if (count('body > header') > 1) problems.push('9.2: more than one banner');
  for (const nav of all(document, 'nav').filter(visible))
    if (!nav.getAttribute('aria-label')) problems.push(`12.6: ${shown(nav)} has no name`);
  return problems;
}

/** 8.3, 8.4 and 8.7: the page's language, each a language of the site, and a link's language where it changes. */
export function languages(document: Document, known: string[]) {
  const problems: string[] = [];
  const page = document.documentElement.getAttribute('lang');
  if (!page || !known.includes(page)) problems.push(`8.3, 8.4: <html lang="${page}"> is not a language of the site`);
  for (const element of all(document, 'body [lang]'))
    if (!known.includes(element.getAttribute('lang')!)) problems.push(`8.4: ${shown(element)} has an unknown lang`);
  for (const link of all(document, 'a[hreflang]'))
    if (link.getAttribute('lang') !== link.getAttribute('hreflang'))
      problems.push(`8.7: ${shown(link)} names another language without lang="${link.getAttribute('hreflang')}"`);
  return problems;
}

/** 8.5 and 8.6: a title that names the page: its level 1 heading, as written or in capitals. */
export function title(document: Document) {
  const words = said(document.querySelector('title'));
  const heading = said(document.querySelector('h1'));
  const same = (text: string) => text.toLocaleLowerCase().normalize('NFC');
  if (!words) return ['8.5: the page has no title'];
  if (heading && !same(words).includes(same(heading)))
    return [`8.6: the title "${words}" does not name the page's heading "${heading}"`];
  return [];
}
