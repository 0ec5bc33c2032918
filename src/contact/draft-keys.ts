// Where a draft is kept, shared by the store (./store.ts) and the code every page carries for the islands
// (./intent-directive.ts), which must stay a few bytes: nothing else is imported here.

/** A draft's fields, each kept in sessionStorage under the prefix and its name: `contact-draft:message`. */
export const draftPrefix = 'contact-draft:';

/** The dialog's fields, in the order shown. */
export const contactFields = ['name', 'phone', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
