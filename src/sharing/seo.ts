import { addressIn, languageOfAddress, pageOf } from '../site-model/languages';

/** The public address of a built page, as the site model writes it: `/index.html` → `/`, `/fr/privacy.html` → `/fr/privacy`. */
export const canonicalUrl = (pathname: string, siteUrl: URL | string): string =>
  new URL(addressIn(languageOfAddress(pathname), pageOf(pathname)), siteUrl).href;
