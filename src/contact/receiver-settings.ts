/**
 * Who receives the contact form's messages, chosen by build settings (src/contact/README.md):
 * PUBLIC_CONTACT_RECEIVER names the service, PUBLIC_CONTACT_ENDPOINT and PUBLIC_CONTACT_ACCESS_KEY
 * give what it needs. Nothing set: the form only logs each message, as the specification says.
 */
export const receiverKinds = ['formspree', 'web3forms', 'netlify', 'webhook'] as const;
export type ReceiverKind = (typeof receiverKinds)[number];

export interface Receiver {
  kind: ReceiverKind;
  /** Where the form posts: an absolute URL, or `/` (the site itself) for Netlify. */
  action: string;
  /** Hidden fields the service reads besides the message: its key, the form's name. */
  fields: Record<string, string>;
  /** The honeypot field's name, as the service reads it; a checkbox for Web3Forms. */
  honeypot: string;
  /** The field that sends a visitor without JavaScript back to the page; Netlify uses the form's action. */
  returnField?: string;
}

export type ContactSettings = Partial<
  Record<'PUBLIC_CONTACT_RECEIVER' | 'PUBLIC_CONTACT_ENDPOINT' | 'PUBLIC_CONTACT_ACCESS_KEY', string>
>;

/** The name Netlify knows the form by, in the static HTML and in every post. */
export const NETLIFY_FORM = 'contact';
const WEB3FORMS = 'https://api.web3forms.com/submit';

/** A wrong or incomplete setting: the build stops with this sentence, which says what to set. */
export class ContactSettingError extends Error {}
const fail = (sentence: string): never => {
  throw new ContactSettingError(`Contact form settings: ${sentence}`);
};

/** An http(s) address; plain http only for this machine (a receiver run by the tests). */
function endpointUrl(value: string, what: string) {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const local = url && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && local)))
    fail(`PUBLIC_CONTACT_ENDPOINT must be ${what}, an https:// address; it is "${value}".`);
  return url!;
}

export function readReceiver(settings: ContactSettings): Receiver | undefined {
  const endpoint = settings.PUBLIC_CONTACT_ENDPOINT?.trim() || undefined;
  const key = settings.PUBLIC_CONTACT_ACCESS_KEY?.trim() || undefined;
  const kind = settings.PUBLIC_CONTACT_RECEIVER?.trim() || (endpoint ? 'webhook' : undefined);
  if (!kind) {
    if (key) fail('PUBLIC_CONTACT_ACCESS_KEY is set: also set PUBLIC_CONTACT_RECEIVER=web3forms.');
    return undefined;
  }
  if (!(receiverKinds as readonly string[]).includes(kind))
    fail(`PUBLIC_CONTACT_RECEIVER must be one of ${receiverKinds.join(', ')}; it is "${kind}".`);
  if (key && kind !== 'web3forms')
    fail(`PUBLIC_CONTACT_ACCESS_KEY is for Web3Forms only: unset it, or set PUBLIC_CONTACT_RECEIVER=web3forms.`);

  switch (kind as ReceiverKind) {
    case 'formspree': {
      if (!endpoint)
        fail('Formspree needs PUBLIC_CONTACT_ENDPOINT, the form’s endpoint, such as https://formspree.io/f/xyzabcde.');
      const url = endpointUrl(endpoint!, 'the form’s Formspree endpoint (https://formspree.io/f/…)');
      if (!/^\/f\/\w+$/.test(url.pathname))
        fail(
          `PUBLIC_CONTACT_ENDPOINT must be a Formspree form endpoint, https://formspree.io/f/ then the form’s id; it is "${endpoint}".`,
        );
      return { kind: 'formspree', action: url.href, fields: {}, honeypot: '_gotcha', returnField: '_next' };
    }
    case 'web3forms': {
      if (!key) fail('Web3Forms needs PUBLIC_CONTACT_ACCESS_KEY, the access key Web3Forms sent by e-mail.');
      if (!/^[\w-]{8,}$/.test(key!))
        fail(
          `PUBLIC_CONTACT_ACCESS_KEY must be the access key Web3Forms sent, letters, digits and hyphens; it is "${key}".`,
        );
      const url = endpointUrl(
        endpoint ?? WEB3FORMS,
        'Web3Forms’ address (unset, it is https://api.web3forms.com/submit)',
      );
      return {
        kind: 'web3forms',
        action: url.href,
        fields: { access_key: key! },
        honeypot: 'botcheck',
        returnField: 'redirect',
      };
    }
    case 'netlify':
      if (endpoint) fail('Netlify Forms receives messages on the site itself: unset PUBLIC_CONTACT_ENDPOINT.');
      return { kind: 'netlify', action: '/', fields: { 'form-name': NETLIFY_FORM }, honeypot: 'bot-field' };
    case 'webhook': {
      if (!endpoint) fail('A webhook needs PUBLIC_CONTACT_ENDPOINT, the address that receives the messages.');
      const url = endpointUrl(endpoint!, 'the webhook’s address');
      return { kind: 'webhook', action: url.href, fields: {}, honeypot: '_honeypot', returnField: '_next' };
    }
  }
}

/** The origin the browser must be allowed to send the form to (CSP connect-src and form-action); the site's own for Netlify. */
export const receiverOrigin = (receiver: Receiver) =>
  receiver.kind === 'netlify' ? undefined : new URL(receiver.action).origin;
