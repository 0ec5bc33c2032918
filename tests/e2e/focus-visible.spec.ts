import { expect, test, type Page } from '../support/fixtures.ts';
import { sample, type SamplePage } from '../../src/accessibility/sample.ts';
import { addressIn, languages } from '../../src/site-model/languages.ts';
import sharp from 'sharp';

// RGAA 10.7, every focus visible: Tab through every sample page in each language, and through the open contact
// dialog, and for each element that takes focus check that it is on screen once the browser has scrolled it
// there, that nothing covers it, and that focus draws an indicator at 3:1 against what is beside it, at least
// as large as a 1 px line round the element (half WCAG 2.4.13's 2 px). The page measures each element as focus
// reaches it, from computed colours; a screenshot pair, focused and not, settles only what colours cannot: an
// indicator over a picture, or one drawn by something other than the element's own outline, shadow,
// underline, border or background.

/** What the page found at one tab stop. */
interface Stop {
  name: string;
  /** Problems colours settle: off screen, covered, no indicator or too faint. */
  problems: string[];
  /** Set where colours cannot settle the indicator: the element's index among the page's focusable ones. */
  pixels?: number;
}

/**
 * Runs in the page: measures each element as focus reaches it (the browser has scrolled it into view by then).
 * From the top when `scope` is given: every scroll back to its start, focus on the first element of `scope`.
 */
function watchFocus(scope: string | null) {
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgbas = new Map<string, number[]>();
  /** Any CSS colour as sRGB 0–255 and alpha 0–1, as the browser paints it. */
  const rgba = (colour: string) => {
    if (!rgbas.has(colour)) {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      rgbas.set(colour, [r!, g!, b!, a! / 255]);
    }
    return rgbas.get(colour)!;
  };
  const over = (top: number[], below: number[]) => [0, 1, 2].map((i) => top[i]! * top[3]! + below[i]! * (1 - top[3]!));
  const luminance = (rgb: number[]) =>
    rgb
      .map((c) => c / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: number[], b: number[]) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1! + 0.05) / (l2! + 0.05);
  };
  /** The colour painted at (x, y) under `el`'s own drawing, or null where a picture or gradient is there. */
  const behind = (el: Element, x: number, y: number) => {
    const layers: number[][] = [];
    const stack = document.elementsFromPoint(
      Math.min(Math.max(x, 0), innerWidth - 1),
      Math.min(Math.max(y, 0), innerHeight - 1),
    );
    for (const below of stack) {
      if (below !== el && el.contains(below)) continue;
      const style = getComputedStyle(below);
      if (/^(img|picture|video|canvas|svg)$/.test(below.localName) || style.backgroundImage !== 'none') return null;
      const colour = rgba(style.backgroundColor);
      if (colour[3]) layers.push(colour);
      if (colour[3] === 1) break;
    }
    return layers.reduceRight((below, top) => over(top, below), [255, 255, 255]);
  };
  const drawn = [
    'outlineStyle',
    'outlineWidth',
    'outlineColor',
    'outlineOffset',
    'boxShadow',
    'textDecorationLine',
    'textDecorationColor',
    'backgroundColor',
    'backgroundImage',
    'color',
    ...['Top', 'Right', 'Bottom', 'Left'].flatMap((side) => [`border${side}Color`, `border${side}Width`]),
  ] as const;
  /** What moves or shows the element itself: an element that appears on focus (a skip link) is for pixels to judge. */
  const shown = ['position', 'clip', 'clipPath', 'width', 'height', 'opacity', 'visibility', 'transform'] as const;
  type Drawn = Record<(typeof drawn)[number] | (typeof shown)[number], string>;
  const read = (el: Element) => {
    const style = getComputedStyle(el) as unknown as Record<string, string>;
    return Object.fromEntries([...drawn, ...shown].map((key) => [key, style[key]])) as Drawn;
  };
  /** A transition would still show the value before; a tooltip's delayed fade-in is not focus. */
  const settle = () => {
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
      else animation.cancel();
  };
  const focusable = [...document.querySelectorAll('a[href], button, input, textarea, select, summary, [tabindex]')];
  // Each element as it looks without focus, read once before the walk.
  let active = document.activeElement as HTMLElement | null;
  active?.blur();
  settle();
  const unfocused = new Map(focusable.map((el) => [el, read(el)]));
  if (scope) {
    for (const el of document.querySelectorAll('*')) el.scrollTo(0, 0);
    scrollTo(0, 0);
    active = [...document.querySelectorAll<HTMLElement>(`:is(${scope}) :is(a[href], button, input, textarea)`)].find(
      (el) => el.tabIndex >= 0 && el.getClientRects().length,
    )!;
  }
  active?.focus();
  const stops: Stop[] = [];
  const seen = new Set<Element>();

  const measure = (el: Element) => {
    if (seen.has(el)) return;
    seen.add(el);
    settle();
    const label = el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent;
    const name = `${el.localName} "${(label ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const problems: string[] = [];
    const box = el.getBoundingClientRect();
    const [vw, vh] = [document.documentElement.clientWidth, innerHeight];
    const seenW = Math.min(box.right, vw) - Math.max(box.left, 0);
    const seenH = Math.min(box.bottom, vh) - Math.max(box.top, 0);
    if (seenW < Math.min(box.width, vw) - 1 || seenH < Math.min(box.height, vh) - 1)
      problems.push(
        `off screen at x ${Math.round(box.left)}, y ${Math.round(box.top)} (${Math.round(box.width)}×${Math.round(box.height)}, the screen ${vw}×${vh})`,
      );
    else {
      // A link that wraps is two boxes, and the middle of both may be the paragraph: the middle of its largest.
      const part = [...el.getClientRects()].sort((a, b) => b.width * b.height - a.width * a.height)[0] ?? box;
      const cx = (Math.max(part.left, 0) + Math.min(part.right, vw)) / 2;
      const cy = (Math.max(part.top, 0) + Math.min(part.bottom, vh)) / 2;
      const hit = document.elementFromPoint(cx, cy);
      if (!hit || !el.contains(hit))
        problems.push(
          `covered by ${hit ? `${hit.localName}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''}` : 'nothing'} at its centre`,
        );
    }
    const [now, before] = [read(el), unfocused.get(el) ?? read(el)];
    const changed = (key: keyof Drawn) => now[key] !== before[key];
    // A link that wraps is a box per line, and a ring round each.
    const perimeter = [...el.getClientRects()].reduce((sum, part) => sum + 2 * (part.width + part.height), 0);
    // Each indicator the element draws itself: its area in px and its contrast with what it covers.
    const marks: { what: string; area: number; ratio: number | null }[] = [];
    // What of a ring drawn round the box, from `from` px out to `to` px out, the screen and every ancestor that
    // clips its overflow or contains its paint (content-visibility: auto does) let through. The root's overflow
    // is the screen's; nothing outside the top layer clips what is in it.
    let clip = { left: 0, top: 0, right: vw, bottom: vh };
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (up.matches(':modal, :popover-open')) break;
      const style = getComputedStyle(up);
      const paint = /paint|strict|content/.test(style.contain) || style.contentVisibility !== 'visible';
      if (style.overflowX === 'visible' && style.overflowY === 'visible' && !paint) continue;
      const edge = up.getBoundingClientRect();
      const [left, top] = [edge.left + up.clientLeft, edge.top + up.clientTop];
      clip = {
        left: Math.max(clip.left, left),
        top: Math.max(clip.top, top),
        right: Math.min(clip.right, left + up.clientWidth),
        bottom: Math.min(clip.bottom, top + up.clientHeight),
      };
    }
    const shownOf = (out: number) =>
      Math.max(0, Math.min(box.right + out, clip.right) - Math.max(box.left - out, clip.left)) *
      Math.max(0, Math.min(box.bottom + out, clip.bottom) - Math.max(box.top - out, clip.top));
    const ring = (from: number, to: number) => shownOf(to) - shownOf(from);
    const width = parseFloat(now.outlineWidth);
    if (now.outlineStyle !== 'none' && width > 0 && drawn.slice(0, 4).some((key) => changed(key))) {
      const offset = parseFloat(now.outlineOffset);
      const around = behind(el, box.left - offset - width / 2, box.top + box.height / 2);
      marks.push({
        what: `outline ${now.outlineColor}`,
        area: ring(offset, offset + width),
        ratio: around && contrast(over(rgba(now.outlineColor), around), around),
      });
    }
    if (changed('boxShadow') && now.boxShadow !== 'none') {
      const colour = now.boxShadow.match(/^(rgba?\([^)]*\)|#\w+|\w+\([^)]*\))/)?.[1];
      const spread = Math.max(...(now.boxShadow.match(/-?[\d.]+px/g) ?? []).slice(0, 4).map(parseFloat), 0);
      const around = behind(el, box.left - spread / 2, box.top + box.height / 2);
      marks.push({
        what: `shadow ${colour}`,
        area: ring(0, spread),
        ratio: around && colour ? contrast(over(rgba(colour), around), around) : null,
      });
    }
    if (now.textDecorationLine.includes('underline') && changed('textDecorationLine')) {
      const under = behind(el, box.left + box.width / 2, box.bottom - 1);
      marks.push({
        what: `underline ${now.textDecorationColor}`,
        area: box.width,
        ratio: under && contrast(over(rgba(now.textDecorationColor), under), under),
      });
    }
    for (const [side, length] of [
      ['Top', box.width],
      ['Right', box.height],
      ['Bottom', box.width],
      ['Left', box.height],
    ] as const) {
      const key = `border${side}Color` as const;
      if (!parseFloat(now[`border${side}Width`]) || (!changed(key) && !changed(`border${side}Width`))) continue;
      const under = behind(el, box.left + box.width / 2, box.top + box.height / 2);
      marks.push({
        what: `${side.toLowerCase()} border ${now[key]}`,
        area: length * parseFloat(now[`border${side}Width`]),
        ratio: under && contrast(over(rgba(now[key]), under), over(rgba(before[key]), under)),
      });
    }
    if (changed('backgroundColor')) {
      const under = behind(el.parentElement ?? el, box.left + box.width / 2, box.top + box.height / 2);
      marks.push({
        what: `background ${now.backgroundColor}`,
        area: box.width * box.height,
        ratio: under && contrast(over(rgba(now.backgroundColor), under), over(rgba(before.backgroundColor), under)),
      });
    }
    // An element that appears as focus reaches it (a skip link): its whole box against what is round it.
    if (shown.some((key) => changed(key))) {
      const around = behind(el, box.left - 2, box.top + box.height / 2);
      marks.push({
        what: `its box, ${now.backgroundColor}`,
        area: shownOf(0),
        ratio: around && contrast(over(rgba(now.backgroundColor), around), around),
      });
    }
    const stop: Stop = { name, problems };
    const elsewhere = changed('backgroundImage') || changed('color');
    if (!marks.length || marks.some((mark) => mark.ratio === null) || elsewhere) stop.pixels = focusable.indexOf(el);
    else {
      const strong = marks.filter((mark) => mark.ratio! >= 3);
      const area = strong.reduce((sum, mark) => sum + mark.area, 0);
      if (area < perimeter)
        problems.push(
          `focus draws ${marks.map((m) => `${m.what} at ${m.ratio!.toFixed(2)}:1 over ${Math.round(m.area)} px`).join(', ')}: less than a 1 px line round it at 3:1 (${Math.round(perimeter)} px)`,
        );
    }
    stops.push(stop);
  };
  const watch = window as unknown as { focusWatch?: (event: FocusEvent) => void; wrapped: boolean };
  if (watch.focusWatch) document.removeEventListener('focusin', watch.focusWatch);
  watch.focusWatch = (event) => {
    if (seen.has(event.target as Element)) watch.wrapped = true;
    else measure(event.target as Element);
  };
  watch.wrapped = false;
  document.addEventListener('focusin', watch.focusWatch);
  // Where focus already is counts as a stop if Tab stops there: not the dialog itself, which takes focus as it opens.
  if (active && active !== document.body && active.tabIndex >= 0) measure(active);
  Object.assign(window, { focusStops: stops, focusable, settle });
}

/** Tabs round the page, or the dialog, once; returns every stop the page measured. */
async function walk(page: Page, scope: string | null) {
  await page.evaluate(watchFocus, scope);
  for (let keys = 0; keys < 200; keys += 40) {
    // Forty at a time, a page's worth: the browser takes them in order, and the page measures each stop as focus
    // reaches it; those past the end come round to stops already measured.
    await Promise.all(Array.from({ length: 40 }, () => page.keyboard.press('Tab')));
    if (await page.evaluate(() => (window as unknown as { wrapped: boolean }).wrapped)) break;
  }
  return page.evaluate(() => (window as unknown as { focusStops: Stop[] }).focusStops);
}

/** sRGB 0–255 to relative luminance. */
const luminance = (r: number, g: number, b: number) =>
  [r, g, b]
    .map((c) => c / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);

/**
 * Where colours cannot tell: the element focused and then not, its box and 6 px round it, and the pixels that
 * changed at 3:1 or more must cover at least a 1 px line round it.
 */
async function pixelCheck(page: Page, index: number) {
  const focus = (focused: boolean) =>
    page.evaluate(
      ([i, focused]) => {
        const el = (window as unknown as { focusable: HTMLElement[] }).focusable[i]!;
        if (focused) el.focus();
        else el.blur();
        (window as unknown as { settle: () => void }).settle();
        const box = el.getBoundingClientRect();
        const perimeter = [...el.getClientRects()].reduce((sum, part) => sum + 2 * (part.width + part.height), 0);
        return { left: box.left, top: box.top, width: box.width, height: box.height, perimeter };
      },
      [index, focused] as const,
    );
  const box = await focus(true);
  const { width: vw, height: vh } = page.viewportSize()!;
  const x = Math.max(0, Math.floor(box.left - 6));
  const y = Math.max(0, Math.floor(box.top - 6));
  const clip = {
    x,
    y,
    width: Math.min(vw, Math.ceil(box.left + box.width + 6)) - x,
    height: Math.min(vh, Math.ceil(box.top + box.height + 6)) - y,
  };
  if (clip.width <= 0 || clip.height <= 0) return 'no part of it on screen to compare';
  const shot = async () =>
    sharp(await page.screenshot({ clip, scale: 'css' }))
      .raw()
      .toBuffer({ resolveWithObject: true });
  const focused = await shot();
  await focus(false);
  const blurred = await shot();
  await focus(true);
  const channels = focused.info.channels;
  let strong = 0;
  for (let p = 0; p < focused.data.length; p += channels) {
    const a = luminance(focused.data[p]!, focused.data[p + 1]!, focused.data[p + 2]!);
    const b = luminance(blurred.data[p]!, blurred.data[p + 1]!, blurred.data[p + 2]!);
    if ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) >= 3) strong++;
  }
  return strong >= box.perimeter
    ? undefined
    : `${strong} px change at 3:1 between focused and not: less than a 1 px line round it (${Math.round(box.perimeter)} px)`;
}

/** Every problem of every stop of the page as it stands, each with the address and the width. */
async function problemsOf(page: Page, where: string, scope: string | null) {
  const stops = await walk(page, scope);
  expect(stops.length, `tab stops on ${where}`).toBeGreaterThan(2);
  const problems = [];
  for (const stop of stops) {
    const seen = stop.pixels === undefined ? undefined : await pixelCheck(page, stop.pixels);
    for (const problem of [...stop.problems, ...(seen ? [seen] : [])])
      problems.push(`${where}: ${stop.name}: ${problem}`);
  }
  return problems;
}

test.use({ reducedMotion: 'reduce' });

for (const [name, { address, ...kind }] of Object.entries(sample) as [SamplePage, (typeof sample)[SamplePage]][])
  for (const lang of languages)
    test(
      `every focus on ${name} in ${lang} is on screen, uncovered and visible at 3:1`,
      { tag: '@sizes' },
      async ({ page, isMobile }) => {
        const path = addressIn(lang, address);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const where = 'dialog' in kind ? `the contact dialog on ${path}` : path;
        if ('dialog' in kind) {
          await page.locator('footer button[aria-haspopup="dialog"]').click();
          await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
        }
        const problems = await problemsOf(page, `${where} at ${page.viewportSize()!.width} px`, null);
        // iPad portrait, where the header is tightest: the header is every page's, so the home page stands for all.
        if (name === 'home' && !isMobile) {
          await page.setViewportSize({ width: 768, height: 1024 });
          problems.push(...(await problemsOf(page, `${path} at 768 px`, 'body')));
        }
        expect(problems).toEqual([]);
      },
    );
