/**
 * What a flow needs from a browser, so that one set of flows (tests/support/flows.ts) runs in
 * Chromium (Playwright), Firefox (Puppeteer over WebDriver BiDi) and WebKit (Selenium, WebKitWebDriver).
 * Elements are found in the page by CSS selector and, optionally, their text; pointer input goes to
 * their centre, as a person's would.
 */
export interface Driver {
  /** Loads a path of the site under test. */
  goto(path: string): Promise<void>;
  /** Runs a self-contained function in the page and returns its (JSON) result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  move(x: number, y: number): Promise<void>;
  /** A mouse click, or a tap where the engine has touch input and the screen is a phone's. */
  click(x: number, y: number): Promise<void>;
  type(text: string): Promise<void>;
  press(key: 'Escape' | 'Tab' | 'Shift+Tab'): Promise<void>;
  /** Console errors and CSP violations since the last call, where the engine reports them. */
  problems(): Promise<string[]>;
}

export interface Screen {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

export const screens: Screen[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Scrolls the element into view and returns its centre; fails when there is no such element. */
export async function centre(d: Driver, selector: string, text?: string) {
  const found = await d.run(
    (selector: string, text: string | null) => {
      const el = [...document.querySelectorAll<HTMLElement>(selector)].find(
        (e) => text === null || e.textContent?.trim() === text,
      );
      if (!el) return null;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    selector,
    text ?? null,
  );
  if (!found) throw new Error(`No element ${selector}${text ? ` with text "${text}"` : ''}`);
  return found;
}

export const clickOn = async (d: Driver, selector: string, text?: string) => {
  const { x, y } = await centre(d, selector, text);
  await d.click(x, y);
};

export const hoverOn = async (d: Driver, selector: string, text?: string) => {
  const { x, y } = await centre(d, selector, text);
  await d.move(x, y);
};

// Where the key flows (flows.ts, flows-french-and-lookbook.ts) run: tests/e2e/engines.spec.ts reads these.

/**
 * The sizes a flow runs at where its result depends on the size (hover tooltips belong to pointer
 * devices); every other flow runs once per engine, on the phone.
 */
export const flowSizes: Record<string, Screen['name'][]> = {
  'with the three messages showing, every button of the dialog lies inside the visible panel': ['phone', 'desktop'],
  'tooltips: the first after 700 ms, the next one at once': ['desktop'],
  'tooltips, RGAA 10.13: the pointer can move onto one; Escape hides it, focus stays put': ['desktop'],
};

/** A test elsewhere, by its file under tests/ and the start of its title. */
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
    { file: 'e2e/home.spec.ts', title: 'hero is a full-screen banner with the collection title over a campaign image' },
  ],
  'the page cannot scroll while the dialog is open': [
    { file: 'e2e/contact.spec.ts', title: 'page scrolling is locked while open' },
  ],
  'tooltips: the first after 700 ms, the next one at once': [
    { file: 'e2e/tooltips.spec.ts', title: 'after a tooltip, 100 ms on the wordmark, then Account opens at once' },
  ],
  'tooltips, RGAA 10.13: the pointer can move onto one; Escape hides it, focus stays put': [
    { file: 'e2e/tooltips.spec.ts', title: 'RGAA 10.13: Escape hides a tooltip shown by the pointer' },
    { file: 'e2e/tooltips.spec.ts', title: 'RGAA 10.13: the pointer can move from an icon down onto its tooltip' },
    { file: 'e2e/tooltips.spec.ts', title: 'RGAA 10.13: a tooltip shown by focus stays until focus moves or Escape' },
  ],
  'the 404 page: its text and its link home': [{ file: 'e2e/pages.spec.ts', title: '404: status, text, link home' }],
  'lookbook: gallery to a look, the next look, the zoom opened and closed with Escape and its button': [
    { file: 'e2e/lookbook.spec.ts', title: 'a gallery picture leads to its look page' },
    { file: 'e2e/lookbook.spec.ts', title: 'previous and next lead through the collection' },
    { file: 'e2e/lookbook.spec.ts', title: 'the zoom opens full screen, closes with its button and with Escape' },
  ],
};
