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
