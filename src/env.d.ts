declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first hover, touch, focus or click of the Contact button (src/contact/intent-directive.ts). */
    'client:intent'?: boolean;
  }
}

declare global {
  interface ImportMetaEnv {
    /** Optional: where the contact form POSTs messages. Unset, Send Message only logs (the spec's behaviour). */
    readonly PUBLIC_CONTACT_ENDPOINT?: string;
  }
}

export {};
