import { describe, expect, test } from 'vitest';
import { routeTable, type SeasonAddresses } from '../../src/routes/route-table.ts';
import { addressProblems } from '../../src/routes/address-checks.ts';

// The table of addresses (src/routes/): every page and move, built once; and the checks of content against it.
const look = (id: string, formerly: string[] = []) => ({ id, formerly });
const season = (slug: string, looks = [look('look-01')], formerly: string[] = []): SeasonAddresses => ({
  slug,
  formerly,
  looks,
});
const fw25 = season('fall-winter-2025', [look('look-01', ['/looks/look-01']), look('look-02')]);
const policies = ['privacy', 'legal'];
const table = routeTable([fw25], policies);

describe('the table', () => {
  test('every page of every kind, in every language', () => {
    const addresses = table.pages.map((route) => route.address);
    expect(addresses.filter((address) => !address.startsWith('/fr'))).toEqual([
      '/',
      '/collections',
      '/privacy',
      '/privacy.md',
      '/legal',
      '/legal.md',
      '/coming-soon',
      '/site-map',
      '/404',
      '/llms.txt',
      '/collections/fall-winter-2025',
      '/collections/fall-winter-2025/look-01',
      '/collections/fall-winter-2025/look-02',
    ]);
    expect(addresses.filter((address) => address.startsWith('/fr'))).toEqual(
      addresses.filter((address) => !address.startsWith('/fr')).map((address) => `/fr${address}`),
    );
  });

  test('a page’s address, its twins, and the page at an address however a host writes it', () => {
    expect(table.address('look', { season: 'fall-winter-2025', look: 'look-02' }, 'fr')).toBe(
      '/fr/collections/fall-winter-2025/look-02',
    );
    expect(() => table.address('look', { season: 'fall-winter-2025', look: 'look-09' }, 'en')).toThrow(/look-09/);
    for (const [address, page] of [
      ['/index.html', '/'],
      ['/fr', '/fr/'],
      ['/fr/index.html', '/fr/'],
      ['/privacy.html', '/privacy'],
      ['/collections/fall-winter-2025/', '/collections/fall-winter-2025'],
    ])
      expect(table.at(address!)?.address, address).toBe(page);
    expect(table.at('/looks/look-01')).toBeUndefined();
    expect(table.twins(table.at('/fr/legal')!).map((twin) => twin.address)).toEqual(['/legal', '/fr/legal']);
  });

  test('getStaticPaths: each page of a kind as params, the default language without a folder', () => {
    expect(table.paths('policy', { policy: 'legal' }).map(({ params }) => params)).toEqual([
      { lang: undefined },
      { lang: 'fr' },
    ]);
    expect(table.paths('look')[2]!.params).toEqual({ lang: 'fr', season: 'fall-winter-2025', look: 'look-01' });
  });

  test('every move in every language; a renamed season’s looks move with one rule per language', () => {
    const renamed = season('spring-summer-2026', [look('look-01')], ['/collections/ss-2026']);
    const moves = routeTable([fw25, renamed], policies).moves.map(({ from, to, folder }) =>
      folder ? `${from}/… ${to}/…` : `${from} ${to}`,
    );
    expect(moves).toEqual([
      '/admin /admin/',
      '/looks/look-01 /collections/fall-winter-2025/look-01',
      '/fr/looks/look-01 /fr/collections/fall-winter-2025/look-01',
      '/collections/ss-2026/… /collections/spring-summer-2026/…',
      '/fr/collections/ss-2026/… /fr/collections/spring-summer-2026/…',
    ]);
  });
});

describe('the names content gives, checked against the table', () => {
  const file = 'content/collections/fall-winter-2025.yaml';
  const problems = (...seasons: SeasonAddresses[]) => addressProblems(seasons, policies);
  const withOld = (...formerly: string[]) => season('fall-winter-2025', [look('look-01')], formerly);

  test('the house’s seasons pass', () => {
    expect(problems(fw25, season('spring-summer-2026', [look('look-01')], ['/collections/ss-2026']))).toEqual([]);
  });

  test('an old address that answers today, in any language, is refused', () => {
    for (const [old, page] of [
      ['/privacy', 'the site’s own page /privacy'],
      ['/legal', 'the site’s own page /legal'],
      ['/coming-soon', 'the site’s own page /coming-soon'],
      ['/collections', 'the site’s own page /collections'],
      ['/collections/fall-winter-2025/look-01', `the page of ${file}, looks.0`],
    ])
      expect(problems(withOld(old!)), old).toEqual([
        `${file}, formerly.0: ${old} is ${page} today: an old address must not be; delete it here`,
      ]);
    // A French page, or the French home: written in French, it would move every language's.
    expect(problems(withOld('/fr'))).toEqual([
      `${file}, formerly.0: /fr is under a language’s folder: write the en address, without /fr; every language’s follows`,
    ]);
    expect(problems(withOld('/fr/collections/fall-winter-2025'))[0]).toContain('under a language’s folder');
  });

  test('an address moved twice, or to two places, is refused', () => {
    expect(problems(withOld('/admin'))).toEqual([
      `${file}, formerly.0: /admin already leads to /admin/ (src/site-model/hosts.ts): keep it in one place only`,
    ]);
    expect(problems(withOld('/fw25', '/fw25'))).toEqual([
      `${file}, formerly.1: /fw25 already leads there (${file}, formerly.0): write it in one place only`,
    ]);
    // A look's old address under its season's old folder: the folder's rule already leads there, and agrees.
    const both = season('fall-winter-2025', [look('look-01', ['/fw25/look-01'])], ['/fw25']);
    expect(problems(both)).toEqual([]);
    const same = season('fall-winter-2025', [look('look-01', ['/fw25'])], ['/fw25']);
    expect(problems(same)).toEqual([
      `${file}, looks.0.formerly.0: /fw25 already leads to /collections/fall-winter-2025 (${file}, formerly.0): keep it in one place only`,
    ]);
    const other = season('spring-summer-2026', [look('look-01')], ['/fw25']);
    expect(problems(withOld('/fw25'), other)[0]).toContain('already leads to /collections/fall-winter-2025');
  });

  test('an old season’s folder that holds a page today is refused', () => {
    const holds = season('spring-summer-2026', [look('look-01')], ['/collections/fall-winter-2025']);
    expect(problems(fw25, holds)[0]).toBe(
      `content/collections/spring-summer-2026.yaml, formerly.0: /collections/fall-winter-2025 is the page of ${file} today: an old address must not be; delete it here`,
    );
  });

  test('more moves than a host keeps are refused, before Cloudflare drops them without a word', () => {
    const looks = Array.from({ length: 501 }, (_, n) => look(`look-${n}`, [`/looks/old-${n}`]));
    expect(problems(season('fall-winter-2025', looks))).toEqual([
      expect.stringMatching(/^The old addresses make 2,005 moves, and Cloudflare keeps 2,000/),
    ]);
    const long = `/${'a'.repeat(1000)}`;
    expect(problems(withOld(long))[0]).toMatch(
      /^content\/collections\/fall-winter-2025.yaml, formerly.0: \/a+ is too long/,
    );
  });

  test('a name the site keeps for itself is refused, for a season and for a look', () => {
    expect(problems(season('index'))).toEqual([
      'content/collections/index.yaml (its file’s name): "index" is a name the site keeps for itself (index, 404): choose another',
    ]);
    expect(problems(season('fall-winter-2025', [look('404')]))).toEqual([
      `${file}, looks.0.id: "404" is a name the site keeps for itself (index, 404): choose another`,
    ]);
  });
});
