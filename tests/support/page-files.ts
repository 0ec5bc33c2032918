// A built page's file and its address, as static hosts map them: no language or config needed, so both
// Vitest and Playwright use these.

/** A built page's address: `legal.html` → `/legal`, `fr/index.html` → `/fr/` (a language's home is its folder). */
export const addressOf = (file: string) => `/${file}`.replace(/\/index\.html$/, '/').replace(/\.html$/, '');

/** The file of dist/ that answers an address: `/fr/` → `fr/index.html`, `/legal` → `legal.html`, `/legal.md` as is. */
export const fileOf = (pathname: string) =>
  pathname.endsWith('/')
    ? `${pathname.slice(1)}index.html`
    : /\.\w+$/.test(pathname)
      ? pathname.slice(1)
      : `${pathname.slice(1)}.html`;

/** A not-found page (`404.html`, `fr/404.html`): no address of its own. */
export const isNotFound = (file: string) => /(^|\/)404\.html$/.test(file);
