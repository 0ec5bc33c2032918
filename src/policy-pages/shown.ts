import { getContact, getSite } from '../content-loading/content.ts';
import { contactReceiver } from '../contact/this-build-receiver.ts';
import type { Shown } from '../schemas/policy-components.ts';
import { statementIn } from '../accessibility/statement.ts';

/**
 * What the policy pages' components show in a language: the privacy mailbox, who receives the messages, and
 * the accessibility statement's figures.
 */
export async function shownIn(lang: string): Promise<Shown> {
  const [site, contact] = await Promise.all([getSite(lang), getContact(lang)]);
  return {
    privacyEmail: site.privacyEmail,
    contactReceiver: contact.receivers[contactReceiver?.kind ?? 'none'],
    statement: statementIn(lang, site.accessibility),
  };
}
