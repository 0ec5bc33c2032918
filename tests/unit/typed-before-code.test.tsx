import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import ContactDialog from '../../src/contact/ContactDialog.tsx';
import { readReceiver } from '../../src/contact/receiver-settings.ts';
import { $contactDraft, $contactOpen, clearDraft, closeContact } from '../../src/contact/store.ts';
import { image, releaseContactStores, stubModalDialog, texts } from '../support/dialog-props.ts';

// With a receiver, the platform opens the dialog (invoker command) before the islands' code arrives, and
// the visitor types into the server's HTML. Hydrating over it keeps every character, focus and the caret.
const receiver = readReceiver({ PUBLIC_CONTACT_ENDPOINT: 'https://example.com/messages' });
const dialog = <ContactDialog texts={texts} image={image} receiver={receiver} />;
let container: HTMLElement;
let root: Root | undefined;

beforeAll(stubModalDialog);
beforeEach(() => {
  closeContact();
  clearDraft();
  container = document.createElement('div');
  container.innerHTML = renderToString(dialog);
  document.body.append(container);
  // As the invoker command leaves it: open, modal, and the page not yet locked by any script.
  container.querySelector('dialog')!.showModal();
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});
afterAll(releaseContactStores);

const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const hydrate = () => act(() => void (root = hydrateRoot(container, dialog)));

test('what was typed and pasted before the code arrived stays, with focus and the caret, and the draft holds it', () => {
  field('name').value = 'Grace Hopper';
  field('phone').value = '+1 202 555 0143';
  field('message').value = 'Pasted before the code: a bolt of silk faille.';
  field('phone').focus();
  field('phone').setSelectionRange(3, 3);
  hydrate();
  expect([field('name').value, field('phone').value, field('message').value]).toEqual([
    'Grace Hopper',
    '+1 202 555 0143',
    'Pasted before the code: a bolt of silk faille.',
  ]);
  expect(document.activeElement).toBe(field('phone'));
  expect([field('phone').selectionStart, field('phone').selectionEnd]).toEqual([3, 3]);
  expect($contactDraft.get()).toEqual({
    name: 'Grace Hopper',
    phone: '+1 202 555 0143',
    message: 'Pasted before the code: a bolt of silk faille.',
  });
  // The store took the platform's open dialog over.
  expect($contactOpen.get()).toBe(true);
});

test('a draft restored from the session fills the fields left empty; the text typed now wins elsewhere', () => {
  $contactDraft.set({ name: 'Ada', phone: '+44 20 7946 0958', message: 'From an earlier visit' });
  field('name').value = 'Grace';
  hydrate();
  const values = ['name', 'phone', 'message'].map((name) => field(name).value);
  expect(values).toEqual(['Grace', '+44 20 7946 0958', 'From an earlier visit']);
  expect($contactDraft.get().name).toBe('Grace');
});

test('text adopted over its length says so under its field, and is kept whole', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  field('message').value = 'x'.repeat(5001);
  hydrate();
  expect(field('message').value).toHaveLength(5001);
  expect(field('message').getAttribute('aria-invalid')).toBe('true');
  log.mockRestore();
});
