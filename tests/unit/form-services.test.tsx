import { URLSearchParams as NodeSearchParams } from 'node:url';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { deliver } from '../../src/contact/deliver.ts';
import { HiddenFields, Honeypot, postsWithoutScript } from '../../src/contact/PlainPost.tsx';
import { readReceiver, type ContactSettings } from '../../src/contact/receiver-settings.ts';
import { FormReceiver, WEB3FORMS_KEY } from '../support/form-receivers.ts';
import { freePort } from '../support/engine.ts';

// Formspree and Web3Forms differ from the house's webhook only in data: where the form posts, its hidden
// fields, its honeypot (a checkbox for Web3Forms) and its way back (tests/unit/receivers.test.ts). The
// browser proves the rest once, on the webhook's and Netlify's builds (tests/e2e/delivery.spec.ts); here,
// each service's form, as the page renders it, reaches that service's stand-in (tests/support/form-receivers.ts).
afterEach(cleanup);
const person = { name: 'Ada Lovelace', phone: '+44 20 7946 0958', message: 'A fitting, please.' };
const services: [string, (origin: string) => ContactSettings, Record<string, string>][] = [
  [
    'formspree',
    (origin) => ({ PUBLIC_CONTACT_RECEIVER: 'formspree', PUBLIC_CONTACT_ENDPOINT: `${origin}/f/mvgkabcd` }),
    { _gotcha: '' },
  ],
  [
    'web3forms',
    (origin) => ({
      PUBLIC_CONTACT_RECEIVER: 'web3forms',
      PUBLIC_CONTACT_ACCESS_KEY: WEB3FORMS_KEY,
      PUBLIC_CONTACT_ENDPOINT: `${origin}/submit`,
    }),
    { access_key: WEB3FORMS_KEY }, // the unticked botcheck box sends nothing
  ],
];

describe.each(services)('to %s', (kind, settings, own) => {
  test('the form the page renders is taken for a person’s message, whole, asking for JSON', async () => {
    const stand = new FormReceiver(kind as 'formspree' | 'web3forms', await freePort());
    await stand.start();
    try {
      const receiver = readReceiver(settings(stand.origin))!;
      const { container } = render(
        <form {...postsWithoutScript(receiver)}>
          {Object.entries(person).map(([name, value]) => (
            <input key={name} name={name} defaultValue={value} />
          ))}
          <HiddenFields fields={receiver.fields} />
          <Honeypot receiver={receiver} />
        </form>,
      );
      const form = container.querySelector('form')!;
      expect(form.getAttribute('action')).toBe(receiver.action);
      // What the browser sends of this form, as the dialog's script sends it.
      const body = new NodeSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
      expect(await deliver(form.action, body as URLSearchParams, { retries: 0 })).toBe('sent');
      expect(stand.messages).toEqual([{ ...person, ...own }]);
      expect(stand.seen.map(({ contentType, accept }) => [contentType, accept])).toEqual([
        ['application/x-www-form-urlencoded;charset=UTF-8', 'application/json'],
      ]);
    } finally {
      await stand.stop();
    }
  });
});
