import { z } from 'astro/zod';
import { slots } from '../pictures/picture-slots.ts';
import { focus, picture } from './picture.ts';
import { text } from './text.ts';
import { shared } from './editor-hints.ts';

/** An error that names the field's greatest length: the page writes the number where `{max}` stands. */
const withMax = text.refine((words) => words.includes('{max}'), {
  message: 'write {max} where the greatest number of characters goes',
});

/** content/contact.yaml: every word and the picture of the contact dialog. */
export const contactSchema = z.strictObject({
  title: text.describe('The dialog’s title.'),
  text: text.describe('The sentence under the title.'),
  image: picture(slots.dialog, 'The dialog’s picture: at least 1000×1440 pixels.'),
  focus: shared(
    focus.describe(
      'Which part of the picture its cuts keep: center, top, bottom, left, right, a corner such as right top, or attention.',
    ),
  ),
  alt: text.describe('What the picture shows, in one sentence, for people who cannot see it.'),
  close: text.describe('The name of the close (×) button for screen readers.'),
  required: text.describe('Above the fields: that every field must be filled in (all three are required).'),
  labels: z
    .strictObject({
      name: text.describe('The Name field’s label.'),
      phone: text.describe('The Phone Number field’s label.'),
      message: text.describe('The Message field’s label.'),
    })
    .describe('The labels of the three fields.'),
  phoneFormat: text.describe(
    'Under Phone Number: the numbers the page’s language takes, with an example (English pages: international only; French pages: French or international).',
  ),
  cancel: text.describe('The Cancel button.'),
  send: text.describe('The Send button.'),
  sending: text.describe('The Send button while a message is on its way.'),
  deliveryFailed: text.describe('Shown when a message could not be delivered; what was typed is kept.'),
  sent: text.describe(
    'Under the footer’s links once a message is sent: after Send Message, or back from the form service without JavaScript.',
  ),
  receivers: z
    .strictObject({
      formspree: text.describe('Formspree, named as who receives the messages.'),
      web3forms: text.describe('Web3Forms, named as who receives the messages.'),
      netlify: text.describe('Netlify, named as who receives the messages.'),
      webhook: text.describe('The house’s own server, named as who receives the messages.'),
      none: text.describe('Who receives them when no receiver is set: no one.'),
    })
    .describe('Who receives the form’s messages, as the Privacy page names them where <ContactReceiver /> stands.'),
  errors: z
    .strictObject({
      nameRequired: text.describe('Under Name when it is empty.'),
      phoneRequired: text.describe('Under Phone Number when it is empty.'),
      phoneInvalid: text.describe('Under Phone Number when it is not a phone number.'),
      messageRequired: text.describe('Under Message when it is empty.'),
      tooLong: withMax.describe(
        'Under a field longer than the form takes, as it is typed; {max} becomes its greatest number of characters.',
      ),
    })
    .describe('Shown under a field when the form is sent with a mistake.'),
  crash: text.describe('Shown instead of the form if it breaks; the error’s own text follows.'),
  agent: z
    .strictObject({
      description: text.describe(
        'What the form does, for AI agents in the visitor’s browser: the agent fills it in, the visitor sends it.',
      ),
      fields: z
        .strictObject({
          name: text.describe('What the Name field wants.'),
          phone: text.describe('What the Phone Number field wants.'),
          message: text.describe('What the Message field wants.'),
        })
        .describe('What each field wants, for agents (Phone Number’s format follows, from phoneFormat).'),
    })
    .describe('How the form describes itself to AI agents in the visitor’s browser (WebMCP).'),
});
