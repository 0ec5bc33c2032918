// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';

/** Registers `client:intent`, which hydrates the contact islands on the first reach for Contact. */
const contactIntent = {
  name: 'contact-intent',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'intent', entrypoint: './src/contact/intent-directive.ts' }),
  },
};

const font = (file) => `./node_modules/@fontsource/${file}`;

export default defineConfig({
  site: 'https://www.maison-verane.com',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react(), mdx(), contactIntent],
  vite: { plugins: [tailwindcss()] },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Bodoni Moda',
      cssVariable: '--font-bodoni',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [{ src: [font('bodoni-moda/files/bodoni-moda-latin-400-normal.woff2')], weight: 400, style: 'normal' }],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Jost',
      cssVariable: '--font-jost',
      fallbacks: ['Arial', 'sans-serif'],
      options: {
        variants: [{ src: [font('jost/files/jost-latin-400-normal.woff2')], weight: 400, style: 'normal' }],
      },
    },
  ],
});
