import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { flows as englishFlows } from '../support/flows';
import { frenchFlows, lookbookFlows } from '../support/flows-french-and-lookbook';
import { provenInChromiumBy } from '../support/engines/driver';

// A flow left out of Chromium names the tests that prove it there: renaming one of them fails here, so no
// flow stops running in Chromium unnoticed.
const flows = { ...englishFlows, ...frenchFlows, ...lookbookFlows };

test('each flow Chromium leaves to other tests names a flow, and tests that exist', () => {
  for (const [flow, tests] of Object.entries(provenInChromiumBy)) {
    expect(Object.keys(flows), flow).toContain(flow);
    for (const { file, title } of tests) {
      const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
      const titles = [...source.matchAll(/\btest\(\s*(['`])(.+?)\1/g)].map((match) => match[2]!);
      expect(
        titles.some((name) => name.startsWith(title)),
        `${file}: "${title}…"`,
      ).toBe(true);
    }
  }
});
