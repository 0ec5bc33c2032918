import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'yaml';
import { expect, test } from '../support/fixtures.ts';
import { readAudit } from '../../src/accessibility/audit.ts';
import { sample, type SamplePage } from '../../src/accessibility/sample.ts';
import { addressIn, languages } from '../../src/site-model/languages.ts';

// The audit's automated evidence (src/accessibility/audit.yaml): axe's rules tagged with RGAA tests, on every
// sample page in each language. A rule that starts to fail on a page where its criterion is marked Conforme
// fails here, naming the criterion, before a visitor meets the barrier: the audit must then say so.

const auditText = readFileSync(new URL('../../src/accessibility/audit.yaml', import.meta.url), 'utf8');
const { criteria } = readAudit(auditText);
/** Every RGAA test axe has rules for (`RGAA-1.1.1`, …), as axe-core tags them. */
const axe = createRequire(import.meta.url)('axe-core') as { getRules: () => { tags: string[] }[] };
const rgaaTags = [...new Set(axe.getRules().flatMap((rule) => rule.tags.filter((tag) => tag.startsWith('RGAA-'))))];
const byId = new Map(criteria.map((criterion) => [criterion.id, criterion]));
const siteYaml = (lang: string) =>
  parse(
    readFileSync(new URL(`../../content/${lang === languages[0] ? '' : `${lang}/`}site.yaml`, import.meta.url), 'utf8'),
  ) as {
    footer: { contact: string };
  };

for (const [name, page] of Object.entries(sample) as [SamplePage, (typeof sample)[SamplePage]][])
  for (const lang of languages)
    test(`RGAA: axe finds no failure of a criterion the audit says is met, on ${name} in ${lang}`, async ({
      page: tab,
    }) => {
      const address = addressIn(lang, page.address);
      await tab.goto(address);
      if ('dialog' in page) {
        await tab
          .getByRole('contentinfo')
          .getByRole('button', { name: siteYaml(lang).footer.contact })
          .click();
        await expect(tab.locator('dialog[open]')).toBeVisible();
      }
      const { violations } = await new AxeBuilder({ page: tab })
        .withTags(rgaaTags)
        .options({ resultTypes: ['violations'] })
        .analyze();
      const failures = violations.flatMap((violation) =>
        [
          ...new Set(
            violation.tags
              .filter((tag) => tag.startsWith('RGAA-'))
              .map((tag) => tag.slice(5).split('.').slice(0, 2).join('.')),
          ),
        ]
          .filter((id) => byId.get(id)?.pages[name] === 'C')
          .map(
            (id) =>
              `RGAA ${id} is Conforme on ${name} in src/accessibility/audit.yaml, but axe's ${violation.id} fails at ${address}: ${violation.help}`,
          ),
      );
      expect(failures).toEqual([]);
    });
