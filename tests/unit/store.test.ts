import { beforeEach, expect, test } from 'vitest';
import { $contactOpen, closeContact, openContact } from '../../src/contact/store';

beforeEach(() => closeContact());

test('starts closed, opens and closes, and tells its listeners', () => {
  const seen: boolean[] = [];
  const stop = $contactOpen.listen((open) => seen.push(open));
  expect($contactOpen.get()).toBe(false);
  openContact();
  expect($contactOpen.get()).toBe(true);
  closeContact();
  expect(seen).toEqual([true, false]);
  stop();
});
