import { expect, test, type Page } from '../support/fixtures.ts';
import { openContact } from '../support/page-helpers.ts';
import { DIALOG } from '../support/spec-texts.ts';

// RGAA 3.3 and 10.7 in the open dialog, from computed colours: each field and button shows its boundary at
// 3:1 or more against what is behind it, at rest, under the pointer, in focus and in error, and in focus a
// ring at 3:1 or more against the colours beside it. The site-wide tabbing test covers every other page.

/** What one control shows in one state: its boundary's contrast, and its focus ring's if it has one. */
interface Reading {
  focusVisible: boolean;
  hovered: boolean;
  boundary: number;
  ring: number | undefined;
}

/** Read in the page: `selector`'s boundary and ring against the colours painted behind it. */
const read = (page: Page, selector: string) =>
  page.evaluate((selector): Reading => {
    const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    // Any CSS colour (oklch, rgb with alpha…) as sRGB bytes and an alpha from 0 to 1.
    const rgba = (colour: string) => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = colour;
      paint.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as const;
    };
    type Rgb = readonly [number, number, number];
    const over = (colour: string, under: Rgb): Rgb => {
      const [r, g, b, a] = rgba(colour);
      return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
    };
    /** The colour painted behind an element: its ancestors' backgrounds, each over the next one out. */
    const behind = (element: Element): Rgb => {
      const layers: string[] = [];
      for (let at = element.parentElement; at; at = at.parentElement) {
        const background = getComputedStyle(at).backgroundColor;
        layers.push(background);
        if (rgba(background)[3] === 1) break;
      }
      return layers.reduceRight<Rgb>((under, colour) => over(colour, under), [255, 255, 255]);
    };
    const luminance = (rgb: Rgb) => {
      const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: Rgb, b: Rgb) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };

    const element = document.querySelector(selector)!;
    const style = getComputedStyle(element);
    const back = behind(element);
    // What marks its edge: a border side, its own fill, or for an icon alone its strokes (currentColor).
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const edges = [
      ...sides
        .filter((side) => style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none')
        .filter((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0)
        .map((side) => style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
      style.backgroundColor,
      ...(element.matches('button:has(svg)') && !element.textContent?.trim() ? [style.color] : []),
    ];
    const boundary = Math.max(...edges.map((colour) => contrast(over(colour, back), back)));
    const own = over(style.backgroundColor, back);
    // A ring off the element has the colour behind on both sides; one on it also its own fill.
    const ringed = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = ringed
      ? Math.min(
          ...[back, ...(parseFloat(style.outlineOffset) > 0 ? [] : [own])].map((beside) =>
            contrast(over(style.outlineColor, beside), beside),
          ),
        )
      : undefined;
    return { focusVisible: element.matches(':focus-visible'), hovered: element.matches(':hover'), boundary, ring };
  }, selector);

const controls = {
  Name: '#contact-name',
  Phone: '#contact-phone',
  Message: '#contact-message',
  Cancel: 'dialog form button[type="button"]',
  'Send Message': 'dialog button[type="submit"]',
  Close: 'dialog button[aria-label]',
};
type State = 'at rest' | 'hovered' | 'focused';

/** Puts a control in a state: the pointer on it or away, keyboard focus on it or on nothing. */
async function enter(page: Page, selector: string, state: State) {
  const target = page.locator(selector);
  if (state === 'focused') {
    // Keyboard focus (Tab moves on from the one before), as a visitor gets to it.
    await target.evaluate((element) => {
      const items = [
        ...document.querySelectorAll<HTMLElement>('dialog button, dialog input:not([type=hidden]), dialog textarea'),
      ];
      items[(items.indexOf(element as HTMLElement) - 1 + items.length) % items.length]!.focus();
    });
    await page.keyboard.press('Tab');
  } else await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Away: over the dialog's title, which reacts to nothing.
  const { x, y } = (await page.locator(state === 'hovered' ? selector : 'dialog h2').boundingBox())!;
  await page.mouse.move(x + 2, y + 2);
}

/** Every control in every state, and the readings that fall short: empty when all reach 3:1. */
async function shortfalls(page: Page, names: (keyof typeof controls)[], label: string) {
  const problems: string[] = [];
  for (const name of names)
    for (const state of ['at rest', 'hovered', 'focused'] as const) {
      await enter(page, controls[name], state);
      const reading = await read(page, controls[name]);
      const where = `${name} ${state}${label}`;
      expect([reading.hovered, reading.focusVisible], `${where}: in that state`).toEqual([
        state === 'hovered',
        state === 'focused',
      ]);
      if (reading.boundary < 3) problems.push(`${where}: boundary ${reading.boundary.toFixed(2)}:1`);
      if (state === 'focused' && !(reading.ring! >= 3)) problems.push(`${where}: ring ${reading.ring?.toFixed(2)}:1`);
    }
  return problems;
}

test(
  'RGAA 3.3, 10.7: each field and button of the dialog, in every state, reaches 3:1, and so does its focus ring',
  { tag: '@sizes' },
  async ({ page }) => {
    const dialog = await openContact(page);
    const problems = await shortfalls(page, Object.keys(controls) as (keyof typeof controls)[], '');
    await dialog.getByRole('button', { name: DIALOG.send }).click();
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(3);
    problems.push(...(await shortfalls(page, ['Name', 'Phone', 'Message'], ', in error')));
    expect(problems).toEqual([]);
  },
);
