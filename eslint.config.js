// ESLint: TypeScript, Astro components, React hooks and JSX accessibility (jsx-a11y) in the islands.
import { fileURLToPath } from 'node:url';
import eslintPluginAstro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { includeIgnoreFile } from '@eslint/config-helpers';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // One ignore list for git, ESLint and Prettier (which reads .gitignore by itself): .gitignore.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url))),
  ...tseslint.configs.recommended,
  ...eslintPluginAstro.configs.recommended,
  ...eslintPluginAstro.configs['jsx-a11y-strict'],
  {
    files: ['src/**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.strict.languageOptions,
    rules: jsxA11y.flatConfigs.strict.rules,
  },
  // Every file that may hold a hook: the islands' components and their hooks in .ts files.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      // `_name` marks a value deliberately left unused (for example a field removed by destructuring).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Node loads astro.config.mjs and what it imports without Vite only when each import names its file.
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=/^[.][.]?[/](?!.*[.][a-z]+([?].*)?$)/]`,
          message: 'Name the file with its extension (./name.ts): Node loads the config without Vite.',
        })),
      ],
    },
  },
);
