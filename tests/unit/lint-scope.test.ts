import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

// The React hooks rules (eslint.config.js) reach every file that calls a hook, in .ts as in .tsx.
test('the React hooks rules cover every file that holds a hook', async () => {
  const src = new URL('../../src/', import.meta.url);
  const withHooks = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && /\buse[A-Z]\w*\(/.test(readFileSync(new URL(file, src), 'utf8')),
  );
  expect(withHooks.filter((file) => file.endsWith('.ts')).length, 'hooks in .ts files too').toBeGreaterThan(0);
  const eslint = new ESLint({ cwd: new URL('../../', import.meta.url).pathname });
  for (const file of withHooks) {
    const { rules } = await eslint.calculateConfigForFile(`src/${file}`);
    expect(rules?.['react-hooks/rules-of-hooks'], file).toBeDefined();
    expect(rules?.['react-hooks/exhaustive-deps'], file).toBeDefined();
  }
});
