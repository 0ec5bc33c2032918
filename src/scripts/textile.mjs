// Procedural textile renderer: height fields, fabric weaves and studio lighting.
// Deterministic (seeded), so regenerating gives the same committed sources.

export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise on a 256-cell lattice, with fractal sums. */
export function makeNoise(seed) {
  const rand = rng(seed);
  const table = new Float32Array(256 * 256).map(() => rand());
  const at = (x, y) => table[(y & 255) * 256 + (x & 255)];
  const fade = (t) => t * t * (3 - 2 * t);
  const noise = (x, y) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const u = fade(x - xi);
    const v = fade(y - yi);
    const a = at(xi, yi) + (at(xi + 1, yi) - at(xi, yi)) * u;
    const b = at(xi, yi + 1) + (at(xi + 1, yi + 1) - at(xi, yi + 1)) * u;
    return a + (b - a) * v;
  };
  const fbm = (x, y, octaves = 4) => {
    let sum = 0;
    let amp = 0.5;
    for (let o = 0; o < octaves; o++) {
      sum += amp * noise(x, y);
      x *= 2.03;
      y *= 2.03;
      amp *= 0.5;
    }
    return sum;
  };
  return { noise, fbm, rand };
}

/** Soft folds of cloth as a height field: a few long waves, domain-warped. */
export function drapeField(n, folds) {
  return (u, v) => {
    const wu = u + 0.12 * (n.fbm(u * 1.7, v * 1.7) - 0.5);
    const wv = v + 0.12 * (n.fbm(u * 1.7 + 9, v * 1.7 + 4) - 0.5);
    let h = 0;
    for (const f of folds) {
      const t = (wu * Math.cos(f.angle) + wv * Math.sin(f.angle)) * f.freq + f.phase;
      h += f.amp * Math.sin(t * Math.PI * 2);
    }
    return h;
  };
}

/** Lambert + Blinn-Phong shading of a height field at (u, v). */
export function shade(height, u, v, light, { scale = 1, shininess = 40 } = {}) {
  const e = 0.0015;
  const dx = (height(u + e, v) - height(u - e, v)) / (2 * e);
  const dy = (height(u, v + e) - height(u, v - e)) / (2 * e);
  let nx = -dx * scale;
  let ny = -dy * scale;
  let nz = 1;
  const len = Math.hypot(nx, ny, nz);
  nx /= len;
  ny /= len;
  nz /= len;
  const diffuse = Math.max(0, nx * light[0] + ny * light[1] + nz * light[2]);
  const hx = light[0];
  const hy = light[1];
  const hz = light[2] + 1;
  const hl = Math.hypot(hx, hy, hz);
  const spec = Math.pow(Math.max(0, (nx * hx + ny * hy + nz * hz) / hl), shininess);
  return { diffuse, spec };
}

export const normalize = (x, y, z) => {
  const l = Math.hypot(x, y, z);
  return [x / l, y / l, z / l];
};

/** Filmic tone curve and sRGB encoding of a linear value. */
export const toByte = (x) => {
  const t = Math.max(0, x);
  const mapped = (t * (2.51 * t + 0.03)) / (t * (2.43 * t + 0.59) + 0.14);
  return Math.round(255 * Math.pow(Math.min(1, mapped), 1 / 2.2));
};

/** Photographic vignette: 1 in the centre, falling off to the corners. */
export const vignette = (u, v, aspect, strength = 0.55) => {
  const dx = (u - 0.5) * aspect;
  const dy = v - 0.5;
  return 1 - strength * Math.min(1, (dx * dx + dy * dy) * 1.6);
};

/** Renders a W×H image from a per-pixel function returning linear [r, g, b]. */
export function render(width, height, pixel) {
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const i = (y * width + x) * 3;
      out[i] = toByte(r);
      out[i + 1] = toByte(g);
      out[i + 2] = toByte(b);
    }
  }
  return out;
}

/** Cylindrical brightness across one yarn: 0 at the edges, 1 on the crown. */
export const yarn = (t) => Math.sqrt(Math.max(0, 1 - (2 * t - 1) ** 2));
