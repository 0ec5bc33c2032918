/**
 * Where Send Message POSTs each message: PUBLIC_CONTACT_ENDPOINT at build time (see README, Contact
 * messages). Unset, the form only logs it, as the spec says. The one place the setting is read: the
 * footer hands it to the dialog, and BaseLayout lets scripts connect to its origin.
 */
export const contactEndpoint: string | undefined = import.meta.env.PUBLIC_CONTACT_ENDPOINT || undefined;
