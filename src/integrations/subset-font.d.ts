// Types for the subset-font package, which ships none.
declare module 'subset-font' {
  /** Keeps only the glyphs of `text`, or all with `keepAllGlyphs` and no text (https://github.com/papandreou/subset-font). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      keepAllGlyphs?: boolean;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
