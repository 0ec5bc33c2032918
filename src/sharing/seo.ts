/** The public address of a built page: `/index.html` → `/`, `/privacy.html` → `/privacy`. */
export function canonicalUrl(pathname: string, siteUrl: URL | string): string {
  const path = pathname.replace(/(^|\/)index(\.html)?$/, '$1').replace(/\.html$/, '');
  return new URL(path || '/', siteUrl).href;
}
