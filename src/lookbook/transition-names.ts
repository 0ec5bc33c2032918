import { lookElementId } from './look-ids.ts';

/**
 * The CSS that names each look picture for the cross-document view transition: the gallery's picture on the
 * home page and the main picture on the look's page share its id as their name, so the one grows into the other.
 * A stylesheet rather than style attributes, which the CSP forbids.
 */
export const transitionNames = (lookNames: string[]) =>
  lookNames
    .map(lookElementId)
    .map((id) => `#${id}{view-transition-name:${id};view-transition-class:look}`)
    .join('') +
  // The two pictures may differ in shape: each fills its box, cut as the page cuts it.
  '::view-transition-old(.look),::view-transition-new(.look){height:100%;object-fit:cover}';
