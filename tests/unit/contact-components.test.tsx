import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import ContactDialog from '../../src/contact/ContactDialog.tsx';
import ContactTrigger from '../../src/contact/ContactTrigger.tsx';
import { ErrorBoundary } from '../../src/contact/ErrorBoundary.tsx';
import { readReceiver, type Receiver } from '../../src/contact/receiver-settings.ts';
import { $contactDraft, $contactOpen, clearDraft, closeContact, openContact } from '../../src/contact/store.ts';
import { image, releaseContactStores, stubModalDialog, texts } from '../support/dialog-props.ts';
import { CONTACT_ERRORS, CRASH, DIALOG, DIALOG_HOUSE } from '../support/spec-texts.ts';

beforeAll(stubModalDialog);
let log: MockInstance<typeof console.log>;
beforeEach(() => {
  closeContact();
  clearDraft();
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  log.mockRestore();
});
afterAll(releaseContactStores);

describe('ContactTrigger', () => {
  test('opens the dialog through the store and reports it', async () => {
    render(<ContactTrigger label="Contact" crash={texts.crash} />);
    const button = screen.getByRole('button', { name: 'Contact' });
    expect(button).toHaveProperty('ariaExpanded', 'false');
    await userEvent.click(button);
    expect($contactOpen.get()).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('ContactTrigger and ContactDialog', () => {
  test('reopened before the browser reports the close, it stays open', () => {
    // Browsers fire `close` in a later task, and a click can come first: a stale close must not win.
    const close = HTMLDialogElement.prototype.close;
    const lateClose: Array<() => void> = [];
    HTMLDialogElement.prototype.close = function () {
      this.open = false;
      lateClose.push(() => this.dispatchEvent(new Event('close')));
    };
    try {
      render(
        <>
          <ContactTrigger label="Contact" crash={texts.crash} />
          <ContactDialog texts={texts} image={image} />
        </>,
      );
      const button = screen.getByRole('button', { name: 'Contact' });
      const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
      act(() => fireEvent.click(button));
      act(() => closeContact());
      act(() => fireEvent.click(button));
      act(() => lateClose.forEach((fire) => fire()));
      expect(dialog.open).toBe(true);
      expect($contactOpen.get()).toBe(true);
    } finally {
      HTMLDialogElement.prototype.close = close;
    }
  });
});

describe('ContactDialog', () => {
  const setup = () => {
    render(<ContactDialog texts={texts} image={image} />);
    act(() => openContact());
    return screen.getByRole('dialog', { hidden: true });
  };

  test('is named by its title; its picture is lazy and stays out of the server HTML', () => {
    expect(renderToString(<ContactDialog texts={texts} image={image} />)).not.toContain('<img');
    setup();
    expect(screen.getByRole('dialog', { name: DIALOG.title })).toBeTruthy();
    // One <source> per cut, in order: the phone strip carries its media query.
    const sources = [...document.querySelectorAll('dialog source')];
    expect(sources.map((source) => [source.getAttribute('media'), source.getAttribute('srcset')])).toEqual([
      ['(max-width: 767px)', '/strip.avif 400w'],
      [null, '/a.avif 360w'],
    ]);
    // Lazy, with its size reserved, over a dark box that holds its place until the photo arrives.
    const img = document.querySelector('dialog img')!;
    const attributes = ['src', 'loading', 'width', 'height'].map((name) => img.getAttribute(name));
    expect(attributes).toEqual(['/a.webp', 'lazy', '360', '720']);
    expect(img.closest('picture')?.parentElement?.classList.contains('bg-ink')).toBe(true);
  });

  /** What a field's aria-describedby points at, in order. */
  const descriptions = (field: HTMLElement) =>
    (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

  test('an empty submit shows the three errors, tied to their fields before the phone’s format, and focuses Name', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const key of ['name', 'phone', 'message'] as const) {
      const field = screen.getByLabelText(DIALOG.labels[key]);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const hint = key === 'phone' ? [DIALOG_HOUSE.en.phoneFormat] : [];
      expect(descriptions(field)).toEqual([CONTACT_ERRORS[`${key}Required`], ...hint]);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  test('a field over its length says so under it as it is typed, keeps every character, and blocks the send', async () => {
    setup();
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+1 555 0100');
    message.focus();
    await userEvent.paste('x'.repeat(5001));
    expect(message.value).toHaveLength(5001);
    expect(message.getAttribute('maxlength')).toBeNull();
    // The number is written as the page's language writes it.
    expect(document.getElementById(message.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too long: 5,000 characters at most',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(log).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(message);
    await userEvent.type(message, '{Backspace}');
    expect(screen.queryByText('Too long: 5,000 characters at most')).toBeNull();
    document.documentElement.lang = 'fr';
    await userEvent.type(message, 'x');
    expect(document.getElementById(message.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too long: 5\u202f000 characters at most',
    );
    document.documentElement.lang = '';
    expect(message.value).toHaveLength(5001);
  });

  test('with a receiver, the server HTML holds each field to its length for the browser to enforce', () => {
    const webhook = readReceiver({ PUBLIC_CONTACT_ENDPOINT: 'https://example.com/messages' });
    const server = document.createElement('div');
    server.innerHTML = renderToString(<ContactDialog texts={texts} image={image} receiver={webhook} />);
    const maxlength = (name: string) => server.querySelector(`[name="${name}"]`)?.getAttribute('maxlength');
    expect([maxlength('name'), maxlength('phone'), maxlength('message')]).toEqual(['120', '40', '5000']);
  });

  test('each field says it is required; `required` only where the browser checks the form, before hydration', () => {
    const webhook = readReceiver({ PUBLIC_CONTACT_ENDPOINT: 'https://example.com/messages' });
    const server = document.createElement('div');
    server.innerHTML = renderToString(<ContactDialog texts={texts} image={image} receiver={webhook} />);
    const fields = (root: ParentNode) => [...root.querySelectorAll('#contact-name, #contact-phone, #contact-message')];
    expect(fields(server).map((field) => field.hasAttribute('required'))).toEqual([true, true, true]);
    // Hydrated, the island checks the form: Firefox would call an empty required field invalid before a send.
    const dialog = setup();
    expect(
      fields(dialog).map((field) => [field.getAttribute('aria-required'), field.hasAttribute('required')]),
    ).toEqual([
      ['true', false],
      ['true', false],
      ['true', false],
    ]);
  });

  test('nothing is submitted while any error exists: the dialog stays open with what was typed', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText(CONTACT_ERRORS.phoneRequired)).toBeTruthy();
    expect(log).not.toHaveBeenCalled();
    expect($contactOpen.get()).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });

  test('a valid submit logs the values, clears the fields, closes and says it was sent until the dialog opens again', async () => {
    setup();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('');
    await userEvent.type(screen.getByLabelText('Name'), ' Ada ');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+1 555 0100');
    await userEvent.type(screen.getByLabelText('Message'), '<b>hi</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(log).toHaveBeenCalledWith({ name: 'Ada', phone: '+1 555 0100', message: '<b>hi</b>' });
    expect($contactOpen.get()).toBe(false);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(document.querySelector('b')).toBeNull();
    expect($contactDraft.get()).toEqual({ name: '', phone: '', message: '' });
    expect(screen.getByRole('status').textContent).toBe(DIALOG_HOUSE.en.sent);
    expect(notice.closest('dialog')).toBeNull();
    act(() => openContact());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('the sent notice is a status region in the server HTML: empty, or with a receiver the words for #sent', () => {
    const server = (props: { receiver?: Receiver }) => {
      const html = document.createElement('div');
      html.innerHTML = renderToString(<ContactDialog texts={texts} image={image} {...props} />);
      return html.querySelector('#sent[role="status"]');
    };
    expect(server({})?.textContent).toBe('');
    const webhook = readReceiver({ PUBLIC_CONTACT_ENDPOINT: 'https://example.com/messages' });
    expect(server({ receiver: webhook })?.querySelector('[data-plain]')?.textContent).toBe(DIALOG_HOUSE.en.sent);
  });
});

test('the error boundary shows the crash heading and the error text', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('store unavailable');
  };
  render(
    <ErrorBoundary crash={CRASH}>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toBe('Unexpected Application Error!store unavailable');
});

// The dialog applies its page's phone rule: French pages read French national numbers.
const receiver: Receiver = { kind: 'webhook', action: '/api/contact', fields: {}, honeypot: '_honeypot' };

test("the page's phone rule: French pages accept 06 12 34 56 78 and send +33 6 12 34 56 78, others refuse it", async () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null));
  vi.stubGlobal('fetch', fetch);
  // The time trap reads the clock: a person takes a while to type all this.
  vi.useFakeTimers({ toFake: ['Date'] });
  const fillAndSend = async () => {
    act(() => openContact());
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Phone Number'), '06 12 34 56 78');
    await userEvent.type(screen.getByLabelText('Message'), 'Bonjour');
    vi.setSystemTime(Date.now() + 60_000);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  };
  try {
    // The default rule (English pages) is the specification's: a leading 0 is refused.
    render(<ContactDialog texts={texts} image={image} receiver={receiver} />);
    await fillAndSend();
    expect(screen.getByText(CONTACT_ERRORS.phoneInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone Number'));
    expect([log.mock.calls.length, fetch.mock.calls.length, $contactOpen.get()]).toEqual([0, 0, true]);
    cleanup();
    act(() => closeContact());
    clearDraft();

    render(<ContactDialog texts={texts} image={image} receiver={receiver} phoneRule="fr" />);
    await fillAndSend();
    const sent = { name: 'Ada', phone: '+33 6 12 34 56 78', message: 'Bonjour' };
    expect(log).toHaveBeenCalledWith(sent);
    expect(Object.fromEntries(fetch.mock.calls[0]![1].body as URLSearchParams)).toEqual({ ...sent, _honeypot: '' });
    expect($contactOpen.get()).toBe(false);
  } finally {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  }
});
