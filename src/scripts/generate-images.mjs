// Generates the label's campaign imagery into content/images/ (run: npm run images).
// Sources are committed; Astro's image pipeline makes the AVIF/WebP variants at build time.
import sharp from 'sharp';
import { makeNoise, drapeField, shade, normalize, render, vignette, yarn } from './textile.mjs';

const out = new URL('../../content/images/', import.meta.url);
const light = normalize(-0.55, -0.65, 0.7);

/** Noir silk charmeuse in raking light: the hero. */
function silk(width, height) {
  const n = makeNoise(7);
  const aspect = width / height;
  const folds = [
    { angle: 1.05, freq: 1.6, amp: 0.05, phase: 0.1 },
    { angle: 1.2, freq: 2.9, amp: 0.025, phase: 0.6 },
    { angle: 0.85, freq: 4.3, amp: 0.012, phase: 0.3 },
    { angle: 1.5, freq: 0.9, amp: 0.04, phase: 0.8 },
  ];
  const field = drapeField(n, folds);
  const h = (u, v) => field(u * aspect, v);
  return render(width, height, (x, y) => {
    const u = x / width;
    const v = y / height;
    const { diffuse, spec } = shade(h, u, v, light, { scale: 1.1, shininess: 18 });
    const sheen = Math.pow(spec, 2.2) * 1.6;
    const glint = Math.pow(spec, 12) * 1.2;
    const fall = vignette(u, v, aspect, 0.5) * (0.8 + 0.35 * (1 - u));
    const base = 0.01 + 0.05 * diffuse;
    return [
      (base + sheen * 0.86 + glint) * fall,
      (base * 0.96 + sheen * 0.78 + glint * 0.95) * fall,
      (base * 0.92 + sheen * 0.66 + glint * 0.85) * fall,
    ];
  });
}

/** Ivory and black bouclé tweed: a 2/2 twill of mixed yarns with loops. */
function tweed(width, height) {
  const n = makeNoise(11);
  const pitch = 9;
  const palette = [
    [0.82, 0.78, 0.7],
    [0.02, 0.02, 0.02],
    [0.55, 0.52, 0.48],
    [0.75, 0.6, 0.32],
  ];
  const pick = (i, salt) => {
    const r = n.noise(i * 7.31 + salt, salt * 3.7) * 1.4;
    return palette[r < 0.55 ? 0 : r < 0.9 ? 1 : r < 1.1 ? 2 : 3];
  };
  const warp = Array.from({ length: Math.ceil(width / pitch) + 2 }, (_, i) => pick(i, 1));
  const weft = Array.from({ length: Math.ceil(height / pitch) + 2 }, (_, j) => pick(j, 5));
  const drape = drapeField(n, [
    { angle: 1.3, freq: 1.2, amp: 0.03, phase: 0.2 },
    { angle: 0.4, freq: 2.1, amp: 0.012, phase: 0.7 },
  ]);
  return render(width, height, (x, y) => {
    const u = x / width;
    const v = y / height;
    const i = Math.floor(x / pitch);
    const j = Math.floor(y / pitch);
    const warpUp = (i + j) % 4 < 2;
    const t = warpUp ? (x % pitch) / pitch : (y % pitch) / pitch;
    const colour = warpUp ? warp[i] : weft[j];
    const fuzz = 0.75 + 0.5 * n.fbm(x * 0.35, y * 0.35, 3);
    const loop = Math.max(0, n.noise(x * 0.12 + 50, y * 0.12) - 0.72) * 3;
    const { diffuse } = shade(drape, u, v * (height / width), light, { scale: 1.4 });
    const lit = (0.25 + 0.9 * yarn(t)) * fuzz * (0.35 + 0.9 * diffuse) * vignette(u, v, width / height, 0.35);
    return colour.map((c) => (c + loop * 0.5) * lit);
  });
}

/** Black and ivory houndstooth wool, softly folded. */
function houndstooth(width, height) {
  const n = makeNoise(23);
  const tile = 132;
  const dark = [0.015, 0.015, 0.017];
  const ivory = [0.8, 0.76, 0.68];
  const drape = drapeField(n, [
    { angle: 0.3, freq: 1.4, amp: 0.035, phase: 0.4 },
    { angle: 1.9, freq: 2.4, amp: 0.014, phase: 0.1 },
  ]);
  return render(width, height, (x, y) => {
    const u = x / width;
    const v = y / height;
    const wx = x + 18 * Math.sin(v * 5.1) + 9 * Math.sin(u * 7.3);
    const wy = y + 14 * Math.sin(u * 4.2);
    const tx = (((wx % tile) + tile) % tile) / tile;
    const ty = (((wy % tile) + tile) % tile) / tile;
    const left = tx < 0.5;
    const top = ty < 0.5;
    const isDark = left === top ? top : ((tx + ty) * 4) % 1 < 0.5;
    const twill = ((Math.floor(wx / 4) + Math.floor(wy / 4)) % 4) / 4;
    const thread = 0.7 + 0.3 * yarn(((wx + wy) % 4) / 4) - twill * 0.08;
    const fuzz = 0.85 + 0.3 * n.fbm(x * 0.25, y * 0.25, 3);
    const { diffuse } = shade(drape, u, v * (height / width), light, { scale: 1.6 });
    const lit = thread * fuzz * (0.3 + 0.85 * diffuse) * vignette(u, v, width / height, 0.3);
    return (isDark ? dark : ivory).map((c) => (c + 0.01) * lit);
  });
}

/** Camel cashmere in a cable knit: rows of V stitches with twisting cables. */
function knit(width, height) {
  const n = makeNoise(41);
  const sw = 30;
  const sh = 24;
  const camel = [0.62, 0.44, 0.27];
  const drape = drapeField(n, [
    { angle: 1.7, freq: 1.1, amp: 0.04, phase: 0.3 },
    { angle: 0.6, freq: 1.9, amp: 0.015, phase: 0.5 },
  ]);
  return render(width, height, (x, y) => {
    const u = x / width;
    const v = y / height;
    const column = Math.floor(x / sw);
    const inCable = column % 6 >= 2 && column % 6 <= 3;
    const twist = inCable ? sw * 0.9 * Math.sin((y / (sh * 8)) * Math.PI * 2) * (column % 6 === 2 ? 1 : -1) : 0;
    const cx = x + twist;
    const lx = (((cx % sw) + sw) % sw) / sw;
    const ly = ((y + (lx < 0.5 ? lx : 1 - lx) * sh * 0.9) % sh) / sh;
    const leg = yarn(lx < 0.5 ? lx * 2 : (lx - 0.5) * 2);
    const loop = yarn(ly) * leg;
    const purl = column % 6 === 1 || column % 6 === 4;
    const ridge = purl ? 0.35 + 0.35 * yarn((y % 8) / 8) : 0.2 + 0.95 * loop;
    const cableLift = inCable ? 1.12 : 1;
    const halo = 0.85 + 0.3 * n.fbm(x * 0.2, y * 0.2, 4);
    const { diffuse } = shade(drape, u, v * (height / width), light, { scale: 1.5 });
    const lit = ridge * halo * cableLift * (0.3 + 0.9 * diffuse) * vignette(u, v, width / height, 0.4);
    return camel.map((c) => c * lit * 1.1);
  });
}

/** `focus` adds a photographic shallow depth of field, which also keeps the textures light to send. */
async function save(name, width, height, pixels, focus = 0) {
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  await (focus ? image.blur(focus) : image).jpeg({ quality: 90, mozjpeg: true }).toFile(new URL(name, out).pathname);
  console.log(`wrote content/images/${name} (${width}×${height})`);
}

await save('hero-noir-silk.jpg', 2400, 1600, silk(2400, 1600));
await save('look-01-boucle-tweed.jpg', 1200, 1500, tweed(1200, 1500), 1.1);
await save('look-02-houndstooth.jpg', 1200, 1500, houndstooth(1200, 1500), 1.1);
await save('look-03-cashmere-cable.jpg', 1200, 1500, knit(1200, 1500), 1.1);
