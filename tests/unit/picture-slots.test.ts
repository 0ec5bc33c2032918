import { describe, expect, test } from 'vitest';
import { minimumSize, slots, type Slot } from '../../src/pictures/picture-slots.ts';

describe('picture slots', () => {
  test('the minimum source size is the largest file any cut needs, in width and in height', () => {
    expect(minimumSize(slots.heroPortrait)).toEqual({ width: 1440, height: 1800 });
    expect(minimumSize(slots.heroWide)).toEqual({ width: 2560, height: 1440 });
    // A look's gallery picture falls back to its sharing card, 1200×1500; an older season's page ends with its zoom file.
    expect(minimumSize(slots.look)).toEqual({ width: 1200, height: 1500 });
    expect(minimumSize(slots.lookPageArchived)).toEqual({ width: 2000, height: 2500 });
    // Every look picture can be zoomed: the zoom view's file, 2000 pixels wide, sets the least a look needs.
    expect(minimumSize(slots.lookZoom)).toEqual({ width: 2000, height: 2500 });
    // The dialog's width comes from the phone strip, its height from the tall column.
    expect(minimumSize(slots.dialog)).toEqual({ width: 1000, height: 1440 });
  });

  // A <picture> takes the first source whose media matches, so only the very last cut may go without one.
  // The hero's portrait slot always comes before its wide slot (Hero.astro), so all its cuts name screens.
  test.for(Object.entries(slots) as [string, Slot][])(
    '%s: every cut but a fallback names its screens; widths grow',
    ([name, slot]) => {
      const [last, ...others] = [...slot.crops].reverse();
      expect(last!.media).toBe(name === 'heroPortrait' ? '(orientation: portrait)' : undefined);
      for (const crop of others) expect(crop.media).toMatch(/^\(.+\)$/);
      for (const crop of slot.crops) expect(crop.widths).toEqual([...crop.widths].sort((a, b) => a - b));
    },
  );
});

// A cut is cached under a name made of what it holds (Astro's hashTransform): the source's version (a hash
// of its bytes, src/originals/), the cut, the quality and the effort. A change to any is cut again.
test('a cut’s cached name changes with its source’s bytes, its size, its quality, its effort and its chroma', async () => {
  const { hashTransform } = await import('astro/assets');
  const { default: service } = await import('../../src/pictures/image-service.ts');
  const cut = {
    ...{ src: 'http://127.0.0.1:1/original/v1/local/look.jpg', version: 'v1', width: 960, height: 1200 },
    ...{ format: 'avif', quality: 46, effort: 1 },
    chroma: '4:2:0',
  };
  const name = (change: object) => hashTransform({ ...cut, ...change }, 'sharp', service.propertiesToHash!);
  const changes = [...[{}, { version: 'v2' }, { width: 800 }, { quality: 48 }, { effort: 0 }], { chroma: '4:4:4' }];
  expect(new Set(changes.map(name)).size).toBe(changes.length);
  // The originals server's port changes every build; the original's bytes, its version, name the cut.
  expect(name({ src: 'http://127.0.0.1:2/original/v1/local/look.jpg' })).toBe(name({}));
});

test('an older season’s hero encodes faster at 2 points less quality, with the same cuts', async () => {
  const { olderSeasonHero } = await import('../../src/pictures/picture-slots.ts');
  for (const slot of [slots.heroPortrait, slots.heroWide]) {
    const older = olderSeasonHero(slot);
    expect(older.crops).toBe(slot.crops);
    expect(older.avifEffort).toBe(1);
    expect(older.quality).toEqual({ ...slot.quality, avif: slot.quality.avif - 2 });
  }
});
