// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import { contactIntent } from './src/integrations/contact-intent.ts';
import { contentEditor } from './src/integrations/content-editor.ts';
import { contentGuard } from './src/integrations/content-guard.ts';
import { hostFilesIntegration } from './src/integrations/host-files.ts';
import { hostLimitsIntegration } from './src/integrations/host-limits.ts';
import { contentOverlay } from './src/integrations/content-overlay.ts';
import { originalsIntegration } from './src/integrations/originals.ts';
import { safeMdx } from './src/integrations/safe-mdx.ts';
import { showDay } from './src/integrations/show-day.ts';
import { subsetFonts } from './src/integrations/subset-fonts.ts';
import { publicAddress } from './src/site-model/public-address.ts';
import { defaultLanguage, languages } from './src/site-model/languages.ts';

// The public address lives with the other settings in content/site.yaml; pages read it as Astro.site.
const site = publicAddress();

export default defineConfig({
  site,
  output: 'static',
  // `npm run dev` is the copywriters' preview: the pages as visitors see them, without Astro's developer toolbar.
  devToolbar: { enabled: false },
  // The languages (src/site-model/languages.json) and each page's address in each (languages.ts).
  i18n: { locales: languages, defaultLocale: defaultLanguage, routing: { prefixDefaultLocale: false } },
  trailingSlash: 'never',
  // One request per page: the CSS (about 5 KB gzip) is inlined, so first paint needs one round trip.
  // `preserve`: privacy.html, and fr/index.html for the French home (so /fr and /fr/ both resolve).
  // Four pages at a time: while one waits on a picture's colour or a hash, another renders.
  build: { format: 'preserve', inlineStylesheets: 'always', concurrency: 4 },
  integrations: [
    // First: content/ holds only words and pictures, and the build loads nothing else from it as a module.
    contentGuard(),
    // Each host's headers, redirects and not-found pages, from src/site-model/hosts.ts.
    hostFilesIntegration(),
    subsetFonts(),
    react(),
    // Before mdx(): an .mdx file is read as content, and refused unrun if it is more (src/content-loading/safe-mdx.ts).
    safeMdx(),
    mdx(),
    contactIntent(),
    contentOverlay(),
    // The copywriters' editor at /admin, its configuration generated from src/schemas/ (src/cms/README.md).
    contentEditor(),
    // The pictures' originals, from content/images/ or the bucket, cut only when a cut is missing (src/originals/).
    originalsIntegration(),
    // A season under embargo: SITE_TIME, and no dist/ an embargo's end overtook (src/show-day/).
    showDay(),
    // Last, once every file is written: dist/ within what the host takes (src/site-model/host-limits.ts).
    hostLimitsIntegration(),
  ],
  // The policy pages have no code blocks; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        // Astro's own MDX marker (withastro/astro#18087): harmless, and a newcomer's build must print no warning.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
  // AVIF at effort 3 instead of sharp's 4: a clean build encodes its images about 3x faster (measured: 63 s
  // of CPU down to 18 s) for 4% more bytes overall. A look's slots go lower still (src/pictures/README.md).
  // sharp refuses an original over 100 megapixels, as the originals' downloads do (src/originals/download.ts).
  image: {
    service: {
      entrypoint: './src/pictures/image-service.ts',
      config: { avif: { effort: 3 }, limitInputPixels: 100_000_000 },
    },
  },
  // Hashes every script and style Astro emits into a CSP <meta>, which each page then carries first in <head>
  // (src/middleware.ts); the hosts' headers add frame-ancestors etc. (src/site-model/hosts.ts).
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self'",
        "font-src 'self'",
        // BaseLayout adds the contact endpoint's origin when one is set (src/layouts/BaseLayout.astro).
        "connect-src 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
    },
  },
  // Written by the subset-fonts integration (src/integrations/subset-fonts.ts) as dev and build start.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Bodoni Moda',
      cssVariable: '--font-bodoni',
      // Metric-matched fallback faces live in src/styles/fonts.css (they also name Liberation for Linux).
      fallbacks: ['Display Fallback', 'serif'],
      optimizedFallbacks: false,
      options: {
        variants: [{ src: ['./src/fonts/display.woff2'], weight: 400, style: 'normal' }],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Jost',
      cssVariable: '--font-jost',
      fallbacks: ['Text Fallback', 'sans-serif'],
      optimizedFallbacks: false,
      options: {
        variants: [{ src: ['./src/fonts/text.woff2'], weight: 400, style: 'normal' }],
      },
    },
  ],
});
