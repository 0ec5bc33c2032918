/**
 * The id a page gives a look's picture, made from the look's name: the gallery's (the look page's way back,
 * `/#look_look-01`) and the look page's main picture, which share it as their view-transition name. A look's
 * name never holds `_` (addressName), nor does any id or name the site writes itself
 * (tests/build/dist.test.ts): so a look named `contact` or `main` never takes the dialog's id or the main
 * content's, nor `none` or `root` a view-transition name.
 */
export const lookElementId = (lookName: string) => `look_${lookName}`;
