import { expect } from '@playwright/test';
import { centre, clickOn, hoverOn, type Driver } from './engines/driver.ts';
import { CONTACT_ERRORS, DIALOG_HOUSE, HERO_TITLE, NAV, NOT_FOUND, RETURN_HOME } from './spec-texts.ts';

/**
 * The flows that matter to a visitor, written once for every engine (tests/e2e/engines.spec.ts runs
 * them in Firefox and WebKit, and in Chromium those its specs do not already prove: engines/driver.ts).
 */
export type Flow = (d: Driver) => Promise<void>;

export const CONTACT = 'footer button[aria-haspopup="dialog"]';
export const FIELDS = ['#contact-name', '#contact-phone', '#contact-message'];

export const dialogOpen = (d: Driver) => d.run(() => document.querySelector('dialog')?.open ?? false);
export const focused = (d: Driver) =>
  d.run(() => (document.activeElement as HTMLElement | null)?.id || document.activeElement?.tagName);
export const contactFocused = (d: Driver) =>
  d.run(() => document.activeElement?.matches('footer button[aria-haspopup="dialog"]') ?? false);
export const rootOverflow = (d: Driver) => d.run(() => getComputedStyle(document.documentElement).overflow);
export const visibleErrors = (d: Driver) =>
  d.run(() =>
    [...document.querySelectorAll<HTMLElement>('dialog [id$="-error"]')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => {
        // The colour as sRGB bytes, whatever notation the engine computes (oklch, rgb…).
        const paint = document.createElement('canvas').getContext('2d')!;
        paint.fillStyle = getComputedStyle(el).color;
        paint.fillRect(0, 0, 1, 1);
        return { text: el.textContent?.trim(), colour: [...paint.getImageData(0, 0, 1, 1).data].slice(0, 3) };
      }),
  );
export const errorTexts = (d: Driver) => visibleErrors(d).then((errors) => errors.map((error) => error.text));

/** A page of the site with no draft left from an earlier flow. */
export async function start(d: Driver, path = '/') {
  await d.goto(path);
  await d.run(() => sessionStorage.clear());
}

export async function openDialog(d: Driver, { hoverFirst }: { hoverFirst: boolean }) {
  if (hoverFirst) await hoverOn(d, CONTACT);
  await clickOn(d, CONTACT);
  // The first reach for Contact also fetches the dialog's code: well under a second here.
  await expect.poll(() => dialogOpen(d), { timeout: 10_000 }).toBe(true);
}

const redEnough = ([r, g, b]: number[]) => r! > 150 && g! < 60 && b! < 60;

/** A header tooltip's declared open delay and its opacity now, by its icon's name. */
const tooltip = (d: Driver, label: string) =>
  d.run((label: string) => {
    const style = getComputedStyle(document.querySelector(`button[aria-label="${label}"] .tooltip`)!);
    return { delay: style.animationDelay, opacity: Number(style.opacity) };
  }, label);
const shown = (d: Driver, label: string) => tooltip(d, label).then((tip) => tip.opacity);

export const flows: Record<string, Flow> = {
  'home: the heading, nine category links and the hero picture': async (d) => {
    await start(d);
    expect(await d.run(() => document.querySelector('h1')?.textContent?.trim())).toBe(HERO_TITLE);
    const nav = await d.run(() => [...document.querySelectorAll('header nav a')].map((a) => a.textContent?.trim()));
    expect(nav).toEqual(NAV);
    await expect
      .poll(() =>
        d.run(() =>
          [...document.querySelectorAll<HTMLImageElement>('main section img')]
            .slice(0, 1)
            .map((i) => i.complete && i.naturalWidth > 0),
        ),
      )
      .toEqual([true]);
  },

  'the dialog opens after a hover, and on a click with no hover first; focus moves in': async (d) => {
    await start(d);
    await openDialog(d, { hoverFirst: true });
    expect(await focused(d)).toBe('DIALOG');
    await start(d);
    await openDialog(d, { hoverFirst: false });
    expect(await focused(d)).toBe('DIALOG');
  },

  'the page cannot scroll while the dialog is open': async (d) => {
    await start(d);
    await openDialog(d, { hoverFirst: false });
    expect(await rootOverflow(d)).toBe('hidden');
    const before = await d.run(() => window.scrollY);
    await d.run(() => window.dispatchEvent(new WheelEvent('wheel', { deltaY: -400 })));
    expect(await d.run(() => window.scrollY)).toBe(before);
    await d.press('Escape');
    await expect.poll(() => rootOverflow(d)).not.toBe('hidden');
  },

  'an empty submit shows the three messages in red; editing a field clears only its own': async (d) => {
    await start(d);
    await openDialog(d, { hoverFirst: false });
    await clickOn(d, 'dialog button[type="submit"]');
    await expect
      .poll(() => errorTexts(d))
      .toEqual([CONTACT_ERRORS.nameRequired, CONTACT_ERRORS.phoneRequired, CONTACT_ERRORS.messageRequired]);
    for (const { colour } of await visibleErrors(d)) expect(redEnough(colour), `rgb(${colour})`).toBe(true);
    expect(await focused(d)).toBe('contact-name');
    await d.type('Ada');
    await expect.poll(() => errorTexts(d)).toEqual([CONTACT_ERRORS.phoneRequired, CONTACT_ERRORS.messageRequired]);
  },

  'with the three messages showing, every button of the dialog lies inside the visible panel': async (d) => {
    await start(d);
    await openDialog(d, { hoverFirst: false });
    await clickOn(d, 'dialog button[type="submit"]');
    await expect.poll(() => visibleErrors(d).then((e) => e.length)).toBe(3);
    const layout = await d.run(() => {
      const dialog = document.querySelector('dialog')!;
      const box = dialog.getBoundingClientRect();
      // The panel's visible part: its box less its borders and any classic scrollbar.
      const panel = { left: box.left + dialog.clientLeft, right: box.left + dialog.clientLeft + dialog.clientWidth };
      const buttons = [...dialog.querySelectorAll('form button')].map((button) => {
        button.scrollIntoView({ block: 'nearest' });
        const { left, right, top, bottom, height } = button.getBoundingClientRect();
        const panelTop = dialog.getBoundingClientRect().top + dialog.clientTop;
        const [name, panelBottom] = [button.textContent?.trim(), panelTop + dialog.clientHeight];
        const oneLine = button.scrollWidth <= button.clientWidth && height < 60;
        return { name, oneLine, left, right, top, bottom, panelTop, panelBottom };
      });
      return { panel, buttons };
    });
    expect(layout.buttons.length).toBe(2);
    for (const b of layout.buttons) {
      expect(b.oneLine, `${b.name} on one line`).toBe(true);
      expect(b.left, b.name).toBeGreaterThanOrEqual(layout.panel.left);
      expect(b.right, b.name).toBeLessThanOrEqual(layout.panel.right);
      expect(b.top, b.name).toBeGreaterThanOrEqual(b.panelTop - 0.5);
      expect(b.bottom, b.name).toBeLessThanOrEqual(b.panelBottom + 0.5);
    }
    // One row: Send Message never drops below Cancel.
    expect(new Set(layout.buttons.map((b) => Math.round(b.top))).size).toBe(1);
  },

  'Escape, the backdrop, Cancel and the close icon each close it, and focus returns to Contact': async (d) => {
    const closers: [string, () => Promise<void>][] = [
      ['Escape', () => d.press('Escape')],
      ['the backdrop', () => d.click(4, 4)],
      ['Cancel', () => clickOn(d, 'dialog form button[type="button"]')],
      ['the close icon', () => clickOn(d, 'dialog button[aria-label]')],
    ];
    await start(d);
    for (const [how, close] of closers) {
      await openDialog(d, { hoverFirst: false });
      await close();
      await expect.poll(() => dialogOpen(d), how).toBe(false);
      await expect.poll(() => contactFocused(d), how).toBe(true);
      await expect.poll(() => rootOverflow(d), `${how}: scrolling unlocked`).not.toBe('hidden');
    }
  },

  'a valid submit clears the form, closes it and says, under the footer’s links, that it was sent': async (d) => {
    await start(d);
    await openDialog(d, { hoverFirst: false });
    for (const [i, text] of ['Ada Lovelace', '+44 20 7946 0958', 'A fitting, please.'].entries()) {
      await clickOn(d, FIELDS[i]!);
      await d.type(text);
    }
    await clickOn(d, 'dialog button[type="submit"]');
    await expect.poll(() => dialogOpen(d)).toBe(false);
    // The status region the page was served with, now showing the words on screen.
    const notice = () =>
      d.run(() => {
        const status = document.querySelector<HTMLElement>('footer [role="status"]')!;
        return { text: status.innerText.trim(), shown: status.getBoundingClientRect().height > 0 };
      });
    await expect.poll(notice).toEqual({ text: DIALOG_HOUSE.en.sent, shown: true });
    await openDialog(d, { hoverFirst: false });
    const values = await d.run(
      (ids: string[]) => ids.map((id) => (document.querySelector(id) as HTMLInputElement).value),
      FIELDS,
    );
    expect(values).toEqual(['', '', '']);
  },

  'tooltips: the first after 700 ms, the next one at once': async (d) => {
    await start(d);
    await hoverOn(d, 'button[aria-label="Search"]');
    expect((await tooltip(d, 'Search')).delay).toBe('0.7s');
    await expect.poll(() => shown(d, 'Search')).toBe(1);
    await expect.poll(() => d.run(() => document.querySelector('.tips')?.hasAttribute('data-warm'))).toBe(true);
    await hoverOn(d, 'button[aria-label="Account"]');
    expect((await tooltip(d, 'Account')).delay).toBe('0s');
    await expect.poll(() => shown(d, 'Account')).toBe(1);
  },

  'tooltips, RGAA 10.13: the pointer can move onto one; Escape hides it, focus stays put': async (d) => {
    const search = 'button[aria-label="Search"]';
    await start(d);
    await hoverOn(d, search);
    await expect.poll(() => shown(d, 'Search')).toBe(1);
    // Straight down from the icon onto its tooltip, two pixels a step: it shows at each.
    const [from, to] = [await centre(d, search), await centre(d, '.tooltip', 'Search')];
    for (let y = from.y; y <= to.y; y += 2) {
      await d.move(from.x, y);
      expect(await shown(d, 'Search'), `pointer at ${from.x}, ${y}`).toBe(1);
    }
    await expect.poll(() => d.run(() => document.querySelector('.tooltip:hover')?.textContent)).toBe('Search');
    await d.press('Escape');
    await expect.poll(() => shown(d, 'Search'), 'Escape hides it').toBe(0);
    expect(await focused(d), 'focus did not move').toBe('BODY');
    await hoverOn(d, 'header a');
    await hoverOn(d, search);
    await expect.poll(() => shown(d, 'Search'), 'back on the icon, it shows again').toBe(1);
    // By keyboard, the pointer away: Escape hides it and focus stays on the icon; back on it, it shows again.
    await d.move(640, 600);
    await d.run(() => document.querySelector<HTMLElement>('header a')!.focus());
    await d.press('Tab');
    await expect.poll(() => shown(d, 'Search')).toBe(1);
    await d.press('Escape');
    await expect.poll(() => shown(d, 'Search'), 'Escape hides it').toBe(0);
    expect(await d.run((icon: string) => document.activeElement?.matches(icon), search), 'focus stays').toBe(true);
    await d.press('Tab');
    await expect.poll(() => shown(d, 'Account')).toBe(1);
    await d.press('Shift+Tab');
    await expect.poll(() => shown(d, 'Search')).toBe(1);
  },

  '/privacy and /legal open at the top': async (d) => {
    for (const [path, link] of Object.entries({ '/privacy': 'Privacy', '/legal': 'Legal' })) {
      await start(d);
      await d.run(() => window.scrollTo(0, document.body.scrollHeight));
      await clickOn(d, 'footer a', link);
      // Read across the page change: a read that lands while the old page unloads is simply tried again.
      const page = () =>
        d.run(() => [location.pathname, document.readyState, window.scrollY] as const).catch(() => undefined);
      await expect.poll(page).toEqual([path, 'complete', 0]);
    }
  },

  'the 404 page: its text and its link home': async (d) => {
    await start(d, '/no-such-page');
    expect(await d.run(() => document.querySelector('h1')?.textContent?.trim())).toBe(NOT_FOUND);
    const link = await d.run(() =>
      [...document.querySelectorAll('a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    );
    expect(link).toContainEqual([RETURN_HOME, '/']);
  },
};
