import { describe, expect, test } from 'vitest';
import { lookNumber } from '../../src/lookbook/look-number';
import { pictureId, transitionNames } from '../../src/lookbook/transition-names';
import { zoomStyle } from '../../src/lookbook/zoom-files';

describe('lookbook', () => {
  test('a look’s number, in the house’s words of each language', () => {
    expect(lookNumber('Look {number} of {total}', 2, 3)).toBe('Look 2 of 3');
    expect(lookNumber('Silhouette {number} sur {total}', 1, 52)).toBe('Silhouette 1 sur 52');
  });

  test('each look picture gets its own view-transition name, shared by the gallery and its page', () => {
    const css = transitionNames(['look-01', 'look-02']);
    expect(pictureId('look-01')).toBe('picture-look-01');
    expect(css).toContain('#picture-look-01{view-transition-name:look-01;view-transition-class:look}');
    expect(css).toContain('#picture-look-02{view-transition-name:look-02;view-transition-class:look}');
    // A picture of another shape fills its box instead of stretching as it grows.
    expect(css).toContain('::view-transition-new(.look){height:100%;object-fit:cover}');
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
