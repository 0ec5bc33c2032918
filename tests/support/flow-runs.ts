import type { Screen } from './engines/driver';

// Where the key flows (flows.ts, flows-french.ts, flows-lookbook.ts) run: tests/e2e/engines.spec.ts reads these.

/**
 * The sizes a flow runs at where its result depends on the size (hover tooltips belong to pointer
 * devices); every other flow runs once per engine, on the phone.
 */
export const flowSizes: Record<string, Screen['name'][]> = {
  'with the three messages showing, every button of the dialog lies inside the visible panel': ['phone', 'desktop'],
  'tooltips: the first after 700 ms, the next one at once': ['desktop'],
};

/**
 * Flows that Chromium's own specs already prove, each with the tests that do: engines.spec.ts runs them
 * in Firefox and WebKit only. The rest run in Chromium too: on the phone, their taps are the only touch
 * input that opens and closes the dialog there.
 */
export const provenInChromiumBy: Record<string, string> = {
  'home: the heading, nine category links and the hero picture':
    'home.spec.ts: every page with a header…; the hero is a full-screen banner… (both sizes)',
  'the page cannot scroll while the dialog is open': 'contact.spec.ts: page scrolling is locked while open…',
  'an empty submit shows the three messages in red; editing a field clears only its own':
    'contact-form.spec.ts: an empty submit shows every error in red…; unit/contact-components: editing a field…',
  'a valid submit clears the form and closes it':
    'drafts.spec.ts: a successful send clears the draft…; unit/contact-components: a valid submit…',
  'tooltips: the first after 700 ms, the next one at once': 'tooltips.spec.ts: with a pointer…',
  'the 404 page: its text and its link home': 'pages.spec.ts: 404: status, text, link home…',
  'lookbook: gallery to a look, the next look, the zoom opened and closed with Escape and its button':
    'lookbook.spec.ts: a gallery picture leads to its look page…; previous and next…; the zoom opens…; no zoom file…',
};
