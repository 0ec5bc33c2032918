import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test, type Page } from '../support/fixtures.ts';
import { heard, languagesOnPage, readerScript, startReader, stopReader, walk } from '../support/speech.ts';
import { sample, type SamplePage } from '../../src/accessibility/sample.ts';
import { addressIn, contentPath, languages } from '../../src/site-model/languages.ts';

// The audit's screen reader evidence: what a screen reader model speaks on every sample page in each language,
// kept in src/accessibility/speech/ (its README.md), so that a change in what a blind visitor hears shows in
// review. `UPDATE_SPEECH=1` rewrites the records instead of comparing with them.

const records = new URL('../../src/accessibility/speech/', import.meta.url);
const update = Boolean(process.env.UPDATE_SPEECH);
const footerContact = (lang: string) =>
  (
    parse(readFileSync(new URL(`../../content/${contentPath(lang, 'site.yaml')}`, import.meta.url), 'utf8')) as {
      footer: { contact: string };
    }
  ).footer.contact;

let script = '';
test.beforeAll(async () => {
  script = await readerScript();
});

/** The contact dialog as a visitor meets it: opened from the footer, read, sent with mistakes, its errors read, then sent. */
async function dialogSpeech(tab: Page, lang: string) {
  await startReader(tab, script);
  await tab
    .getByRole('contentinfo')
    .getByRole('button', { name: footerContact(lang) })
    .click();
  await expect(tab.locator('dialog[open]')).toBeFocused();
  const opened = await heard(tab);
  await stopReader(tab);
  await startReader(tab, script, 'dialog[open]');
  const read = await walk(tab);
  // The name left empty, letters in the phone number, a message: then Send, and Tab through the fields.
  await tab.locator('#contact-phone').fill('ABC 123');
  await tab.locator('#contact-message').fill('A fitting, please.');
  const filled = await heard(tab);
  await tab.locator('dialog button[type="submit"]').click();
  await expect(tab.locator('dialog #contact-name')).toBeFocused();
  const sent = await heard(tab);
  const tabbed: string[] = [];
  for (const field of ['phone', 'message']) {
    await tab.keyboard.press('Tab');
    await expect(tab.locator(`dialog #contact-${field}`)).toBeFocused();
    tabbed.push(...(await heard(tab)));
  }
  await stopReader(tab);
  // A message sent: the dialog closes and the footer's status region says so.
  await startReader(tab, script);
  await tab.locator('#contact-name').fill('Ada');
  await tab.locator('#contact-phone').fill('+33 6 12 34 56 78');
  await tab.locator('dialog button[type="submit"]').click();
  await expect(tab.getByRole('status')).not.toBeEmpty();
  const confirmed = (await heard(tab)).filter((phrase) => !phrase.startsWith('textbox'));
  await stopReader(tab);
  return [
    '## Contact pressed: what the reader says as the dialog opens',
    ...opened,
    '## The dialog read from its start to its end',
    ...read,
    '## The phone and message typed, the name left empty',
    ...filled,
    '## Send pressed: focus moves to the first field in error',
    ...sent,
    '## Tab to each next field',
    ...tabbed,
    '## The name and a valid number typed, then Send: what the reader says once it is sent',
    ...confirmed,
  ];
}

for (const [name, entry] of Object.entries(sample) as [SamplePage, (typeof sample)[SamplePage]][])
  for (const lang of languages) {
    const file = `${name}.${lang}.txt`;
    test(`speech: what a screen reader says on ${name} in ${lang} is src/accessibility/speech/${file}`, async ({
      page: tab,
    }) => {
      await tab.goto(addressIn(lang, entry.address));
      const lines = ['## The languages of the page', ...(await languagesOnPage(tab))];
      if ('dialog' in entry) lines.push(...(await dialogSpeech(tab, lang)));
      else {
        await startReader(tab, script);
        lines.push('## The page read from its start to its end', ...(await walk(tab)));
        await stopReader(tab);
      }
      const spoken = `${lines.join('\n')}\n`;
      const record = new URL(file, records);
      if (update) {
        mkdirSync(records, { recursive: true });
        writeFileSync(record, spoken);
      }
      expect(existsSync(record), `${file} is missing: UPDATE_SPEECH=1 writes it`).toBe(true);
      expect(spoken, `what the reader says now, against ${file} (UPDATE_SPEECH=1 rewrites it)`).toBe(
        readFileSync(record, 'utf8'),
      );
    });
  }

test('speech: every record in src/accessibility/speech/ is of a sample page in a language', () => {
  const expected = Object.keys(sample).flatMap((name) => languages.map((lang) => `${name}.${lang}.txt`));
  const kept = readdirSync(records).filter((file) => file.endsWith('.txt'));
  expect(kept.filter((file) => !expected.includes(file))).toEqual([]);
});
