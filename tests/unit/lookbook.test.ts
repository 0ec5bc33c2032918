import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lookNumber } from '../../src/lookbook/look-number';
import { lookElementId, type LookPart } from '../../src/lookbook/look-ids';
import { transitionNames } from '../../src/lookbook/transition-names';
import { addressName } from '../../src/schemas/looks';
import { zoomStyle } from '../../src/lookbook/zoom-files';

describe('lookbook', () => {
  test('a look’s number, in the house’s words of each language', () => {
    expect(lookNumber('Look {number} of {total}', 2, 3)).toBe('Look 2 of 3');
    expect(lookNumber('Silhouette {number} sur {total}', 1, 52)).toBe('Silhouette 1 sur 52');
  });

  test('each look picture gets its own view-transition name, shared by the gallery and its page', () => {
    const css = transitionNames(['look-01', 'look-02']);
    expect(css).toContain('#picture_look-01{view-transition-name:picture_look-01;view-transition-class:look}');
    expect(css).toContain('#picture_look-02{view-transition-name:picture_look-02;view-transition-class:look}');
    // A picture of another shape fills its box instead of stretching as it grows.
    expect(css).toContain('::view-transition-new(.look){height:100%;object-fit:cover}');
  });

  // The site's own ids and names hold no `_` (tests/build/dist.test.ts): each made from a look's name holds one.
  test('an id made from a look’s name, any name it may have, is none of the page’s own and no other look’s', () => {
    const name = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((n) => addressName.safeParse(n).success);
    const part = fc.constantFrom<LookPart>('look', 'picture');
    fc.assert(
      fc.property(part, name, part, name, (part1, name1, part2, name2) => {
        const [id1, id2] = [lookElementId(part1, name1), lookElementId(part2, name2)];
        expect(id1).toMatch(/^[a-z][a-z0-9-]*_[a-z0-9-]+$/);
        expect(id1 === id2).toBe(part1 === part2 && name1 === name2);
      }),
    );
    // The issue's: a look named after the dialog, or the main content.
    expect(['contact', 'main'].map((n) => lookElementId('look', n))).toEqual(['look_contact', 'look_main']);
  });

  test('a zoom file is a background of the open view only, so nothing fetches it before', () => {
    expect(zoomStyle([{ id: 'zoom-2', file: '/_astro/a.avif' }])).toBe(
      '#zoom-2:popover-open>.zoom-image{background-image:url("/_astro/a.avif")}',
    );
    // A file name is content: quoted, so a ) or ' in it ends nothing.
    expect(zoomStyle([{ id: 'z', file: `/_astro/robe (1)'"\\.avif` }])).toContain(
      'url("/_astro/robe (1)\'\\22 \\5c .avif")',
    );
  });
});
