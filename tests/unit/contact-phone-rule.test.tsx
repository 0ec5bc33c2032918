// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import ContactDialog from '../../src/contact/ContactDialog';
import { $contactOpen, clearDraft, closeContact, openContact } from '../../src/contact/store';
import { image, stubModalDialog, texts } from '../support/dialog-props';
import { CONTACT_ERRORS } from '../support/spec-texts';

// The dialog applies its page's phone rule (issue 22): French pages read French national numbers.
beforeAll(stubModalDialog);
beforeEach(() => {
  closeContact();
  clearDraft();
});
afterEach(cleanup);

test("the page's phone rule: French pages accept 06 12 34 56 78 and send +33 6 12 34 56 78, others refuse it", async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => ({ ok: true, status: 200 }) as Response);
  vi.stubGlobal('fetch', fetch);
  const fillAndSend = async () => {
    act(() => openContact());
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Phone Number'), '06 12 34 56 78');
    await userEvent.type(screen.getByLabelText('Message'), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  };
  try {
    // The default rule (English pages) is the specification's: a leading 0 is refused.
    render(<ContactDialog texts={texts} image={image} endpoint="/api/contact" />);
    await fillAndSend();
    expect(screen.getByText(CONTACT_ERRORS.phoneInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone Number'));
    expect([log.mock.calls.length, fetch.mock.calls.length, $contactOpen.get()]).toEqual([0, 0, true]);
    cleanup();
    act(() => closeContact());
    clearDraft();

    render(<ContactDialog texts={texts} image={image} endpoint="/api/contact" phoneRule="fr" />);
    await fillAndSend();
    const sent = { name: 'Ada', phone: '+33 6 12 34 56 78', message: 'Bonjour' };
    expect(log).toHaveBeenCalledWith(sent);
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual(sent);
    expect($contactOpen.get()).toBe(false);
  } finally {
    vi.unstubAllGlobals();
    log.mockRestore();
  }
});
