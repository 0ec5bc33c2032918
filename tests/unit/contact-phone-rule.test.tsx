// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import ContactDialog from '../../src/contact/ContactDialog';
import { $contactOpen, clearDraft, closeContact, openContact } from '../../src/contact/store';
import type { Receiver } from '../../src/contact/receiver-settings';
import { image, releaseContactStores, stubModalDialog, texts } from '../support/dialog-props';
import { CONTACT_ERRORS } from '../support/spec-texts';

// The dialog applies its page's phone rule: French pages read French national numbers.
const receiver: Receiver = { kind: 'webhook', action: '/api/contact', fields: {}, honeypot: '_honeypot' };
beforeAll(stubModalDialog);
beforeEach(() => {
  closeContact();
  clearDraft();
});
afterEach(cleanup);
afterAll(releaseContactStores);

test("the page's phone rule: French pages accept 06 12 34 56 78 and send +33 6 12 34 56 78, others refuse it", async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
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
    log.mockRestore();
  }
});
