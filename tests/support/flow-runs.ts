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

/** A test elsewhere, by its file under tests/ and the start of its title: tests/unit/flow-runs.test.ts finds each. */
export interface ProvenBy {
  file: string;
  title: string;
}

/**
 * Flows that Chromium's own specs already prove, each with the tests that do: engines.spec.ts runs them
 * in Firefox and WebKit only. The rest run in Chromium too: on the phone, their taps are the only touch
 * input that opens and closes the dialog there.
 */
export const provenInChromiumBy: Record<string, ProvenBy[]> = {
  'home: the heading, nine category links and the hero picture': [
    { file: 'e2e/home.spec.ts', title: 'every page with a header: logo, four named icon buttons, nine categories' },
    { file: 'e2e/home.spec.ts', title: 'while the hero picture is on its way' },
  ],
  'the page cannot scroll while the dialog is open': [
    { file: 'e2e/contact.spec.ts', title: 'page scrolling is locked while open' },
  ],
  'a valid submit clears the form and closes it': [
    { file: 'e2e/drafts.spec.ts', title: 'a successful send clears the draft' },
    { file: 'unit/contact-components.test.tsx', title: 'a valid submit logs the values, clears the fields and closes' },
  ],
  'tooltips: the first after 700 ms, the next one at once': [
    { file: 'e2e/tooltips.spec.ts', title: 'a tooltip on focus after 700 ms' },
  ],
  'the 404 page: its text and its link home': [{ file: 'e2e/pages.spec.ts', title: '404: status, text, link home' }],
  'lookbook: gallery to a look, the next look, the zoom opened and closed with Escape and its button': [
    { file: 'e2e/lookbook.spec.ts', title: 'a gallery picture leads to its look page' },
    { file: 'e2e/lookbook.spec.ts', title: 'previous and next lead through the collection' },
    { file: 'e2e/lookbook.spec.ts', title: 'the zoom opens full screen, closes with its button and with Escape' },
  ],
};
