import { readReceiver } from './receiver-settings.ts';

/**
 * Who receives the contact form's messages: the build settings read once (src/contact/receiver-settings.ts,
 * src/contact/README.md). A wrong or incomplete setting stops the build here with a sentence that
 * says what to set. Unset, the form only logs each message, as the specification says. The footer
 * hands it to the dialog, and BaseLayout lets the page send to its origin.
 */
export const contactReceiver = readReceiver(import.meta.env);
