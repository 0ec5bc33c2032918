import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lookNumber } from '../../src/lookbook/look-number.ts';
import { lookElementId } from '../../src/lookbook/look-ids.ts';
import { transitionNames } from '../../src/lookbook/transition-names.ts';
import { addressName } from '../../src/schemas/looks.ts';
import { zoomStyle } from '../../src/lookbook/zoom-files.ts';

describe('lookbook', () => {
  test('a look’s number, in the house’s words of each language', () => {
    expect(lookNumber('Look {number} of {total}', 2, 3)).toBe('Look 2 of 3');
    expect(lookNumber('Silhouette {number} sur {total}', 1, 52)).toBe('Silhouette 1 sur 52');
  });

  test('each look picture gets its own view-transition name, shared by the gallery and its page', () => {
    const css = transitionNames(['look-01', 'look-02']);
    expect(css).toContain('#look_look-01{view-transition-name:look_look-01;view-transition-class:look}');
    expect(css).toContain('#look_look-02{view-transition-name:look_look-02;view-transition-class:look}');
    // A picture of another shape fills its box instead of stretching as it grows.
    expect(css).toContain('::view-transition-new(.look){height:100%;object-fit:cover}');
  });

  // The site's own ids and names hold no `_` (tests/build/dist.test.ts): each made from a look's name holds one.
  test('the id made from a look’s name, any name it may have, is none of the page’s own and no other look’s', () => {
    const name = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((n) => addressName.safeParse(n).success);
    fc.assert(
      fc.property(name, name, (name1, name2) => {
        expect(lookElementId(name1)).toMatch(/^look_[a-z0-9-]+$/);
        expect(lookElementId(name1) === lookElementId(name2)).toBe(name1 === name2);
      }),
    );
    // The issue's: a look named after the dialog, or the main content.
    expect(['contact', 'main'].map((n) => lookElementId(n))).toEqual(['look_contact', 'look_main']);
  });

  test('a zoom file is a background of the open view only, so nothing fetches it before', () => {
    expect(zoomStyle([{ id: 'zoom-2', file: '/_astro/a.avif' }])).toBe(
      '#zoom-2:is([open],:popover-open)>.zoom-image{background-image:url("/_astro/a.avif")}',
    );
    // A file name is content: quoted, so a ) or ' in it ends nothing.
    expect(zoomStyle([{ id: 'z', file: `/_astro/robe (1)'"\\.avif` }])).toContain(
      'url("/_astro/robe (1)\'\\22 \\5c .avif")',
    );
  });
});
