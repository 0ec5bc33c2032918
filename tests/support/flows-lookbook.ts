import { expect } from '@playwright/test';
import { clickOn, type Driver } from './engines/driver';
import { start, type Flow } from './flows';
import { fetchedPictureUrls, zoomFileUrls } from './lookbook';

// The key look flow, in every engine: from the gallery to a look, on to the next, the zoom open and shut.
// Firefox has no cross-document view transitions: there the page must simply change, with no error.

/** The page's path once it has one, while a navigation may still be under way. */
const pathOf = (d: Driver) => d.run(() => (document.readyState === 'loading' ? '' : location.pathname)).catch(() => '');
/** Pointer input waits for the page's view transition to end: during it, the browser hands no click to the page. */
const settled = (d: Driver) =>
  expect.poll(() => d.run(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
const heading = (d: Driver) => d.run(() => document.querySelector('h1')?.textContent?.trim());
const zoomOpen = (d: Driver) => d.run(() => document.querySelector('#zoom-1')?.matches(':popover-open') ?? false);
const focusIs = (d: Driver, selector: string) =>
  d.run((s: string) => document.activeElement?.matches(s) ?? false, selector);
/** Zoom files the page has fetched: any of its zoom rules' files among the resources loaded. */
const zoomFilesFetched = async (d: Driver) => {
  const files = await d.run(zoomFileUrls);
  const fetched = await d.run(fetchedPictureUrls);
  return fetched.filter((url) => files.includes(url)).length;
};

export const lookbookFlows: Record<string, Flow> = {
  'lookbook: gallery to a look, the next look, the zoom opened and closed with Escape and its button': async (d) => {
    await start(d);
    await clickOn(d, '#look-01 a');
    await expect.poll(() => pathOf(d), { timeout: 10_000 }).toBe('/looks/look-01');
    await expect.poll(() => heading(d)).toBe('Bouclé jacket');
    await settled(d);
    await clickOn(d, 'nav a[rel="next"]');
    await expect.poll(() => pathOf(d), { timeout: 10_000 }).toBe('/looks/look-02');
    await expect.poll(() => heading(d)).toBe('Houndstooth cape');
    await settled(d);
    expect(await zoomFilesFetched(d), 'no zoom file before the view opens').toBe(0);
    await clickOn(d, '#picture-look-02 button');
    await expect.poll(() => zoomOpen(d)).toBe(true);
    await expect.poll(() => focusIs(d, '#zoom-1 button')).toBe(true);
    await expect.poll(() => zoomFilesFetched(d)).toBe(1);
    await d.press('Escape');
    await expect.poll(() => zoomOpen(d)).toBe(false);
    await expect.poll(() => focusIs(d, '#picture-look-02 button')).toBe(true);
    await clickOn(d, '#picture-look-02 button');
    await expect.poll(() => zoomOpen(d)).toBe(true);
    await clickOn(d, '#zoom-1 button');
    await expect.poll(() => zoomOpen(d)).toBe(false);
    await expect.poll(() => focusIs(d, '#picture-look-02 button')).toBe(true);
  },
};
