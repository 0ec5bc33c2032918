import { describe, expect, test } from 'vitest';
import { readReceiver, receiverOrigin, type ContactSettings } from '../../src/contact/receiver-settings.ts';

// The build settings that choose who receives the messages (src/contact/README.md). A wrong or
// incomplete setting stops the build with a sentence that says what to set.
const key = '2f1a9c3e-5b7d-4e2f-9a1b-3c5d7e9f1a2b';

describe('readReceiver', () => {
  test('nothing set: no receiver, the form only logs (the specification)', () => {
    expect(readReceiver({})).toBeUndefined();
    expect(readReceiver({ PUBLIC_CONTACT_ENDPOINT: ' ', PUBLIC_CONTACT_RECEIVER: '' })).toBeUndefined();
  });

  test('a webhook of the house’s own still needs nothing but PUBLIC_CONTACT_ENDPOINT', () => {
    const receiver = readReceiver({ PUBLIC_CONTACT_ENDPOINT: 'https://forms.example.com/maison' })!;
    expect(receiver).toEqual({
      kind: 'webhook',
      action: 'https://forms.example.com/maison',
      fields: {},
      honeypot: '_honeypot',
      returnField: '_next',
    });
    expect(receiverOrigin(receiver)).toBe('https://forms.example.com');
  });

  test('each service with what it needs, and its honeypot and way back', () => {
    const read = (settings: ContactSettings) => readReceiver(settings)!;
    expect(
      read({ PUBLIC_CONTACT_RECEIVER: 'formspree', PUBLIC_CONTACT_ENDPOINT: 'https://formspree.io/f/xyzabcde' }),
    ).toEqual({
      kind: 'formspree',
      action: 'https://formspree.io/f/xyzabcde',
      fields: {},
      honeypot: '_gotcha',
      returnField: '_next',
    });
    expect(read({ PUBLIC_CONTACT_RECEIVER: 'web3forms', PUBLIC_CONTACT_ACCESS_KEY: key })).toEqual({
      kind: 'web3forms',
      action: 'https://api.web3forms.com/submit',
      fields: { access_key: key },
      honeypot: 'botcheck',
      returnField: 'redirect',
    });
    const netlify = read({ PUBLIC_CONTACT_RECEIVER: 'netlify' });
    expect(netlify).toEqual({
      kind: 'netlify',
      action: '/',
      fields: { 'form-name': 'contact' },
      honeypot: 'bot-field',
    });
    expect(receiverOrigin(netlify)).toBeUndefined();
  });

  test.each<[ContactSettings, string]>([
    [
      { PUBLIC_CONTACT_RECEIVER: 'mailchimp' },
      'PUBLIC_CONTACT_RECEIVER must be one of formspree, web3forms, netlify, webhook; it is "mailchimp".',
    ],
    [
      { PUBLIC_CONTACT_RECEIVER: 'formspree' },
      'Formspree needs PUBLIC_CONTACT_ENDPOINT, the form’s endpoint, such as https://formspree.io/f/xyzabcde.',
    ],
    [
      { PUBLIC_CONTACT_RECEIVER: 'formspree', PUBLIC_CONTACT_ENDPOINT: 'https://formspree.io/contact@maison.com' },
      'PUBLIC_CONTACT_ENDPOINT must be a Formspree form endpoint, https://formspree.io/f/ then the form’s id; it is "https://formspree.io/contact@maison.com".',
    ],
    [
      { PUBLIC_CONTACT_RECEIVER: 'web3forms' },
      'Web3Forms needs PUBLIC_CONTACT_ACCESS_KEY, the access key Web3Forms sent by e-mail.',
    ],
    [
      { PUBLIC_CONTACT_RECEIVER: 'web3forms', PUBLIC_CONTACT_ACCESS_KEY: 'my key' },
      'PUBLIC_CONTACT_ACCESS_KEY must be the access key Web3Forms sent, letters, digits and hyphens; it is "my key".',
    ],
    [
      { PUBLIC_CONTACT_ACCESS_KEY: key },
      'PUBLIC_CONTACT_ACCESS_KEY is set: also set PUBLIC_CONTACT_RECEIVER=web3forms.',
    ],
    [
      {
        PUBLIC_CONTACT_RECEIVER: 'formspree',
        PUBLIC_CONTACT_ENDPOINT: 'https://formspree.io/f/abc',
        PUBLIC_CONTACT_ACCESS_KEY: key,
      },
      'PUBLIC_CONTACT_ACCESS_KEY is for Web3Forms only: unset it, or set PUBLIC_CONTACT_RECEIVER=web3forms.',
    ],
    [
      { PUBLIC_CONTACT_RECEIVER: 'netlify', PUBLIC_CONTACT_ENDPOINT: 'https://example.com/' },
      'Netlify Forms receives messages on the site itself: unset PUBLIC_CONTACT_ENDPOINT.',
    ],
    [
      { PUBLIC_CONTACT_RECEIVER: 'webhook' },
      'A webhook needs PUBLIC_CONTACT_ENDPOINT, the address that receives the messages.',
    ],
    [
      { PUBLIC_CONTACT_ENDPOINT: 'forms.example.com/maison' },
      'PUBLIC_CONTACT_ENDPOINT must be the webhook’s address, an https:// address; it is "forms.example.com/maison".',
    ],
    [
      { PUBLIC_CONTACT_ENDPOINT: 'http://forms.example.com/maison' },
      'PUBLIC_CONTACT_ENDPOINT must be the webhook’s address, an https:// address; it is "http://forms.example.com/maison".',
    ],
  ])('%j stops the build: "%s"', (settings, sentence) => {
    expect(() => readReceiver(settings)).toThrow(`Contact form settings: ${sentence}`);
  });

  test('plain http only for a receiver on this machine (the tests’ own)', () => {
    const hook = 'http://127.0.0.1:8080/hook';
    expect(readReceiver({ PUBLIC_CONTACT_ENDPOINT: hook })?.action).toBe(hook);
  });
});
