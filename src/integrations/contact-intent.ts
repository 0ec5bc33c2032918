import type { AstroIntegration } from 'astro';

/** Registers `client:intent`, which hydrates the contact islands on the first reach for Contact (src/contact/intent-directive.ts). */
export const contactIntent = (): AstroIntegration => ({
  name: 'contact-intent',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'intent', entrypoint: './src/contact/intent-directive.ts' }),
  },
});
