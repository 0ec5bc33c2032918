declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first hover, touch, focus or click of the Contact button (src/contact/intent-directive.ts). */
    'client:intent'?: boolean;
  }
}
export {};
