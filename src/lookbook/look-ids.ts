/** What a page names after one of its looks: the gallery's card (the look page's way back), and its picture. */
export type LookPart = 'look' | 'picture';

/**
 * Every id and view-transition name a page makes from a look's name. A look's name never holds `_`
 * (addressName), nor does any id or name the site writes itself (tests/build/dist.test.ts): so a look named
 * `contact` or `main` can never take the dialog's id or the main content's, and two looks never share one.
 */
export const lookElementId = (part: LookPart, lookName: string) => `${part}_${lookName}`;
