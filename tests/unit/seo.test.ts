import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../src/sharing/seo';

describe('canonicalUrl', () => {
  const site = 'https://www.maison-verane.com';
  it.each([
    ['/index.html', `${site}/`],
    ['/', `${site}/`],
    ['/privacy.html', `${site}/privacy`],
    ['/privacy', `${site}/privacy`],
    ['/coming-soon', `${site}/coming-soon`],
  ])('%s → %s', (path, expected) => expect(canonicalUrl(path, site)).toBe(expected));
});
