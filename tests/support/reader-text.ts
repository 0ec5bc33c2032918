import { JSDOM } from 'jsdom';

/** What a reader of a built page meets: its title, its text without scripts or styles, its alt texts and labels. */
export function readerText(html: string) {
  const { document } = new JSDOM(html).window;
  document.querySelectorAll('script, style').forEach((element) => element.remove());
  const attributes = [...document.querySelectorAll('[alt], [aria-label], [placeholder]')].flatMap((element) =>
    ['alt', 'aria-label', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.title, document.body.textContent ?? '', ...attributes].join('\n');
}
