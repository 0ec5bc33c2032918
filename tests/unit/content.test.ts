import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { policySchema } from '../../src/schemas/policy.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { contentFiles } from '../../src/content-loading/content-files.ts';

const read = (path: string) => readFileSync(new URL(`../../content/${path}`, import.meta.url), 'utf8');
const seasonSchema = contentFiles.seasons.schema;
const season = () => parse(read('collections/fall-winter-2025.yaml'));

describe('content/site.yaml', () => {
  test('the look number needs both {number} and {total}, in every language', () => {
    const message = 'write {number} and {total} where the look’s number and the number of looks go';
    for (const file of ['site.yaml', 'fr/site.yaml']) {
      const good = parse(read(file));
      expect(siteSchema.safeParse(good).success, file).toBe(true);
      // In French, a translator's likeliest slip: the blank itself translated.
      for (const number of ['Look {number}', 'Look of {total}', 'Silhouette {nombre} sur {total}']) {
        const issues = siteSchema.safeParse({ ...good, look: { ...good.look, number } }).error?.issues;
        expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['look.number', message]]);
      }
    }
  });
});

describe('a collection: content/collections/fall-winter-2025.yaml', () => {
  test('a picture smaller than its slot is refused with its size and the size needed', async () => {
    const collection = season();
    collection.hero.portraitImage = '/content/images/contact-jacket-detail.jpg';
    collection.hero.image = '/content/images/hero-atelier-portrait.jpg';
    const result = await seasonSchema.safeParseAsync(collection);
    // Checked side by side, so the issues may come in either order.
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]).sort()).toEqual([
      [
        'hero.image',
        '/content/images/hero-atelier-portrait.jpg is 1440×1800 pixels; this picture needs at least 2560×1440',
      ],
      [
        'hero.portraitImage',
        '/content/images/contact-jacket-detail.jpg is 1000×1500 pixels; this picture needs at least 1440×1800',
      ],
    ]);
  });

  /** The schema's complaints about look-02 once `change` is made to it: each field's path and message. */
  const lookIssues = async (change: Record<string, unknown>) => {
    const collection = season();
    collection.looks[1] = { ...collection.looks[1], ...change };
    const result = await seasonSchema.safeParseAsync(collection);
    return result.error?.issues.map((issue) => [issue.path.slice(2).join('.'), issue.message]);
  };
  const lowerCase = 'use lower-case letters, digits and hyphens only, such as look-04';

  test('a look id with a capital letter or a space is refused', async () => {
    for (const id of ['Look-02', 'look 02', 'look-02-'])
      expect(await lookIssues({ id }), id).toEqual([['id', lowerCase]]);
    expect(await lookIssues({ id: 'look-04' })).toBeUndefined();
  });

  test('two looks of a collection with one name are refused: each look needs an address of its own', async () => {
    expect(await lookIssues({ id: 'look-01' })).toEqual([
      ['id', '"look-01" is the name of another look of this collection: give each look its own'],
    ]);
  });

  test('a look needs a description and at least one detail; views may be left out', async () => {
    expect(await lookIssues({ description: undefined })).toEqual([['description', expect.any(String)]]);
    expect(await lookIssues({ details: undefined })).toEqual([['details', expect.any(String)]]);
    expect(await lookIssues({ details: [] })).toEqual([
      ['details', 'list at least one material or detail, one per line starting with "- "'],
    ]);
    expect(await lookIssues({ details: ['  '] })).toEqual([['details.0', expect.any(String)]]);
    expect(await lookIssues({ views: undefined })).toBeUndefined();
  });

  test('every look picture, views included, is refused under 2000×2500 (the zoom view)', async () => {
    const small = '/content/images/hero-atelier-portrait.jpg';
    const needs = `${small} is 1440×1800 pixels; this picture needs at least 2000×2500`;
    expect(await lookIssues({ image: small })).toEqual([['image', needs]]);
    const views = [
      { image: '/content/images/look-02-houndstooth-cape-back.jpg', alt: 'Back' },
      { image: small, alt: 'x' },
    ];
    expect(await lookIssues({ views })).toEqual([['views.1.image', needs]]);
    // A view needs its alt text as well (the picture's size is checked last, so the issues come sorted).
    expect((await lookIssues({ views: [{ image: small }] }))?.sort()).toEqual([
      ['views.0.alt', expect.any(String)],
      ['views.0.image', needs],
    ]);
  });
});

describe('policy pages', () => {
  test('a date that is not a date is refused', () => {
    expect(policySchema.safeParse({ title: 'T', description: 'D', updated: 'soon' }).success).toBe(false);
  });
});
