// html-validate over dist/**/*.html (run by tests/e2e/dist.spec.ts). Every relaxation says why.
import { defineConfig } from 'html-validate';

export default defineConfig({
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Astro writes its island stylesheet (`astro-island{display:contents}`) as a <style> next to the
      // first island, inside <body>. Browsers apply it there; we accept it as flow content, nothing else.
      style: { flow: true },
    },
  ],
  rules: {
    // React's server renderer writes `noValidate`, `autoComplete`; attribute names are case-insensitive in HTML.
    'attr-case': 'off',
    // React writes boolean attributes as `novalidate=""`, which HTML defines as the same as `novalidate`.
    'attribute-boolean-style': 'off',
    // React writes void elements as `<input/>`; HTML accepts both forms.
    'void-style': 'off',
    // RGAA test 1.9.1 asks for role="figure" on a captioned figure, for screen readers that ignore figcaption.
    'no-redundant-role': ['error', { exclude: ['figure'] }],
  },
});
