import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildCopy } from '../support/build-copy.ts';
import { documentOf } from '../support/pages.ts';

// Looks named after ids the pages have (src/lookbook/look-ids.ts): the dialog's `contact`, and `main`. Built
// with a receiver, as a house that takes messages is, so the Contact button invokes the dialog by its id.
const season = 'fall-winter-2025';
const galleries = ['index.html', `collections/${season}.html`, 'fr/index.html', `fr/collections/${season}.html`];
let built: Awaited<ReturnType<typeof buildCopy>>;

beforeAll(async () => {
  built = await buildCopy(
    ({ read, write }) => {
      for (const file of [`collections/${season}.yaml`, `fr/collections/${season}.yaml`]) {
        const data = parse(read(file));
        const [first] = data.looks;
        data.looks.push(...['contact', 'main'].map((id) => ({ ...first, id, formerly: [] })));
        write(file, stringify(data));
      }
    },
    { PUBLIC_CONTACT_RECEIVER: 'netlify' },
  );
}, 300_000); // a whole build, beside the other build tests on two cores
afterAll(() => built?.remove());

describe('looks named contact and main', () => {
  test.for(galleries)('%s: every id once, and Contact opens the dialog', (file) => {
    expect(built.failed, built.output).toBe(false);
    const page = documentOf(readFileSync(join(built.copy, 'dist', file), 'utf8'));
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(page.getElementById('look_contact')?.closest('li')).not.toBeNull();
    const invokers = [...page.querySelectorAll('[commandfor]')];
    expect(invokers.length).toBeGreaterThan(0);
    for (const invoker of invokers)
      expect(page.getElementById(invoker.getAttribute('commandfor')!)?.localName).toBe('dialog');
    expect(page.getElementById('main')?.localName).toBe('main');
  });
});
