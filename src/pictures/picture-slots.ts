/**
 * Every picture on the site, as the art director's slots: the cuts each source file is made into, the
 * boxes they fill and how hard they are compressed. The schemas (src/schemas/picture.ts) derive each source's
 * minimum size from here; the components derive their `<picture>` sources from here.
 */

/** One cut of a source picture, for one kind of screen. */
export interface Crop {
  /** The media query of its `<source>`; the slot's last crop has none and also feeds the `<img>`. */
  media?: string;
  /** Width ÷ height of the cut. A cut with the source's own shape is the whole picture. */
  aspect: number;
  /** Widths (px) of the files made. The largest, with `aspect`, sets the source's minimum size. */
  widths: number[];
  /** The width the cut is drawn at in its box (`object-fit: cover`), as a `sizes` attribute. */
  sizes: string;
}

/** A source file's slot: its cuts and its encoder qualities (0–100; lower is smaller and softer). */
export interface Slot {
  crops: Crop[];
  quality: { avif: number; webp: number };
  /**
   * The AVIF encoder's effort (0–9) where it differs from the site's 3 (astro.config.mjs). Every look has
   * a card, a page picture, two views and three zoom files: at a lower effort, with a quality that keeps
   * today's files as small, they encode 2 to 7 times faster (src/pictures/README.md).
   */
  avifEffort?: number;
  /**
   * The `<img>` for browsers without AVIF: the last cut at `width`, in `format` (unset: a middle-sized WebP).
   * Where that cut has this width too, AVIF browsers take the same file there, as every one reads WebP and JPEG.
   */
  fallback?: { width: number; format: 'webp' | 'jpg'; quality: number };
  /** Another slot whose largest file is also this one's largest, in AVIF: one file serves both. */
  endsWith?: Slot;
}

/** Each page's sharing card (src/components/SeoTags.astro): a JPEG, which every link preview reads. */
export const sharingCard = { tall: { width: 1200, height: 1500 }, wide: { width: 1200, height: 630 }, quality: 70 };

// The hero box is the screen's width by its height less the header (7rem, 8rem from 640 px), at least 28rem.
const heroHeight = (header: string) => `max(calc(100vh - ${header}), 28rem)`;

/**
 * Every look picture in the zoom view: the whole file at 2000 pixels, fetched only when the view opens.
 * It also sets each look picture's minimum size, since every one of them can be zoomed.
 */
const lookZoom: Slot = {
  crops: [{ aspect: 4 / 5, widths: [2000], sizes: '2000px' }],
  quality: { avif: 55, webp: 78 }, // AVIF only is made (src/lookbook/zoom-files.ts)
  avifEffort: 0,
};

export const slots = {
  /** A collection's hero.portraitImage: phones (a tall cut) and portrait tablets (the whole 4:5 picture). */
  heroPortrait: {
    crops: [
      {
        media: '(max-aspect-ratio: 2/3)',
        aspect: 1 / 2,
        widths: [480, 750, 900],
        sizes: `max(100vw, calc(${heroHeight('7rem')} / 2))`,
      },
      {
        media: '(orientation: portrait)',
        aspect: 4 / 5,
        widths: [1080, 1440],
        sizes: `max(100vw, calc(${heroHeight('8rem')} * 0.8))`,
      },
    ],
    // The phone's cut stays within the first round trip (about 14 KB) at this quality: 10.7 KB at 750 px.
    quality: { avif: 44, webp: 66 },
  },
  /** A collection's hero.image: landscape screens, the whole 16:9 picture. */
  heroWide: {
    crops: [
      {
        aspect: 16 / 9,
        widths: [960, 1280, 1920, 2560],
        sizes: `max(100vw, calc(${heroHeight('8rem')} * 16 / 9))`,
      },
    ],
    quality: { avif: 48, webp: 70 },
  },
  /**
   * A look's image, and a collection's cover: a 4:5 box on every screen, one column on phones and three from
   * 768 px. Its 680 and 1080 px files are the look page's (`lookPage`), its `<img>` the sharing card.
   */
  look: {
    crops: [
      {
        aspect: 4 / 5,
        widths: [480, 680, 1080],
        sizes:
          '(min-width: 1440px) 437px, (min-width: 768px) calc((100vw - 8rem) / 3), (min-width: 640px) calc(100vw - 5rem), calc(100vw - 2rem)',
      },
    ],
    quality: { avif: 44, webp: 72 },
    avifEffort: 0,
    fallback: { width: sharingCard.tall.width, format: 'jpg', quality: sharingCard.quality },
  },
  /** A look's image on its own page: one column on phones, three fifths of the page from 768 px. */
  lookPage: {
    crops: [
      {
        aspect: 4 / 5,
        widths: [680, 1080, 1600],
        sizes: '(min-width: 1440px) 792px, (min-width: 768px) calc((100vw - 7.5rem) * 0.6), calc(100vw - 2rem)',
      },
    ],
    quality: { avif: 44, webp: 72 },
    avifEffort: 0,
    fallback: { width: sharingCard.tall.width, format: 'jpg', quality: sharingCard.quality },
  },
  /**
   * A look's image on the page of an older season: the zoom view's file serves wide screens at 2x in place of
   * a 1600 px cut, one file less for a page seen less (src/pictures/README.md).
   */
  lookPageArchived: {
    crops: [
      {
        aspect: 4 / 5,
        widths: [680, 1080],
        sizes: '(min-width: 1440px) 792px, (min-width: 768px) calc((100vw - 7.5rem) * 0.6), calc(100vw - 2rem)',
      },
    ],
    quality: { avif: 44, webp: 72 },
    avifEffort: 0,
    fallback: { width: sharingCard.tall.width, format: 'jpg', quality: sharingCard.quality },
    endsWith: lookZoom,
  },
  lookZoom,
  /**
   * A look's views: two side by side under the main picture. Wide screens at 2x and browsers without AVIF
   * take the WebP, at the quality that keeps it as sharp as the 720 px AVIF it replaces (src/pictures/README.md).
   * A phone at 3x takes the 400 px file, as dense as at 2x: its `sizes` is two thirds of the box.
   */
  lookView: {
    crops: [
      {
        aspect: 4 / 5,
        widths: [400, 720],
        sizes:
          '(max-width: 767px) and (min-resolution: 2.5dppx) calc((50vw - 1.5rem) / 1.5), (min-width: 1440px) 388px, (min-width: 768px) calc((100vw - 7.5rem) * 0.3 - 0.5rem), calc(50vw - 1.5rem)',
      },
    ],
    quality: { avif: 48, webp: 40 },
    avifEffort: 1,
    fallback: { width: 720, format: 'webp', quality: 40 },
  },
  /** contact.yaml image: a 3:1 strip above the form on phones, a tall column beside it from 768 px. */
  dialog: {
    crops: [
      { media: '(max-width: 767px)', aspect: 3, widths: [400, 700, 1000], sizes: 'max(calc(100vw - 2rem), 21rem)' },
      { aspect: 1 / 2, widths: [360, 540, 720], sizes: 'min(calc((100vw - 2rem) * 0.4), 22.4rem)' },
    ],
    quality: { avif: 50, webp: 72 },
  },
} satisfies Record<string, Slot>;

export type SlotName = keyof typeof slots;

/**
 * A hero of an older season, its page seen less than the home page: AVIF at effort 1 instead of 3, three
 * times faster to encode, at 2 points of quality less, which keeps its files as small (src/pictures/README.md).
 */
export const olderSeasonHero = (slot: Slot): Slot => ({
  ...slot,
  quality: { ...slot.quality, avif: slot.quality.avif - 2 },
  avifEffort: 1,
});

/** The smallest source (px) from which every file of the slot can be cut without enlarging. */
export function minimumSize(slot: Slot): { width: number; height: number } {
  const last = slot.crops.at(-1)!;
  const sizes = [
    ...slot.crops.flatMap((crop) => crop.widths.map((width) => ({ width, height: Math.round(width / crop.aspect) }))),
    ...(slot.fallback ? [{ width: slot.fallback.width, height: Math.round(slot.fallback.width / last.aspect) }] : []),
    ...(slot.endsWith ? [minimumSize(slot.endsWith)] : []),
  ];
  return {
    width: Math.max(...sizes.map((size) => size.width)),
    height: Math.max(...sizes.map((size) => size.height)),
  };
}
