/**
 * The drawing kit of the demo pictures: a repeatable random generator, palettes and short SVG shape
 * helpers, shared by the motifs in illustrations.ts and motifs-*.ts.
 */

export type Rng = () => number;

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a small deterministic generator in [0, 1), so demo data is repeatable. */
export function createRng(seed: string | number): Rng {
  let a = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- colour ----

export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const k = (m: number) => (m + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (m: number) => {
    const v = lig - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m ? Number.parseInt(m[1] as string, 16) : 0x7c3aed;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function shade(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  const mix = (c: number) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(r)}${mix(g)}${mix(b)}`;
}

/** The hue (0–360) of a #rrggbb colour. */
export function hueOf(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round((h * 60 + 360) % 360);
}

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export interface Palette {
  bg1: string;
  bg2: string;
  main: string;
  dark: string;
  light: string;
  pale: string;
  accent: string;
  accentDark: string;
  accent2: string;
}

export const INK = '#3b3355';
export const INK_DARK = '#2a2540';
export const GOLD = '#f6c350';
export const GOLD_DARK = '#d99a28';
export const SILVER = '#d5dae1';
export const SILVER_DARK = '#aab1bc';
export const WHITE = '#ffffff';
export const CREAM = '#fff4e2';
export const WOOD = '#b9773a';
export const WOOD_DARK = '#7d4b22';
export const RED = '#e5484d';
export const GREEN = '#5fb36b';

export function paletteFor(hue: number): Palette {
  return {
    bg1: hslToHex(hue, 90, 97),
    bg2: hslToHex(hue + 25, 75, 88),
    main: hslToHex(hue, 72, 62),
    dark: hslToHex(hue, 52, 42),
    light: hslToHex(hue, 85, 82),
    pale: hslToHex(hue, 80, 93),
    accent: hslToHex(hue + 150, 58, 56),
    accentDark: hslToHex(hue + 150, 50, 38),
    accent2: hslToHex(hue + 55, 85, 64),
  };
}

// ---- shape helpers ----

export const n = (v: number) => Math.round(v * 10) / 10;
export const C = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const R = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;
export const P = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const L = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const op = (o: number) => ` opacity="${o}"`;
export const rot = (deg: number, x: number, y: number) => ` transform="rotate(${n(deg)} ${n(x)} ${n(y)})"`;
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;

/** A four-pointed sparkle. */
export const sparkle = (x: number, y: number, s: number, fill: string, extra = '') =>
  P(
    `M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z`,
    fill,
    extra,
  );

/** A quaver, drawn at (x, y) scaled by s. */
export const note = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${s})" fill="${fill}"><ellipse rx="11" ry="8" transform="rotate(-20)"/><rect x="7" y="-44" width="4.5" height="44"/><path d="M11.5 -44q16 6 14 24q-3-10-14-12z"/></g>`;

export const heart = (x: number, y: number, s: number, fill: string) =>
  P(
    `M${n(x)} ${n(y + s * 0.9)}C${n(x - s * 1.6)} ${n(y - s * 0.1)} ${n(x - s * 0.8)} ${n(y - s * 1.2)} ${n(x)} ${n(y - s * 0.4)}C${n(x + s * 0.8)} ${n(y - s * 1.2)} ${n(x + s * 1.6)} ${n(y - s * 0.1)} ${n(x)} ${n(y + s * 0.9)}Z`,
    fill,
  );

/** A band with a rounded top and a dripping or scalloped lower edge (icing, awnings, valances). */
export function drip(x0: number, x1: number, y: number, depth: number, count: number, fill: string, r?: Rng) {
  const w = (x1 - x0) / count;
  const c = Math.min(10, depth);
  let d = `M${n(x0)} ${n(y + c)}Q${n(x0)} ${n(y)} ${n(x0 + c)} ${n(y)}H${n(x1 - c)}Q${n(x1)} ${n(y)} ${n(x1)} ${n(y + c)}V${n(y + depth)}`;
  for (let i = 0; i < count; i++) {
    const dip = r ? depth * (0.35 + r() * 0.9) : w / 2;
    d += `A${n(w / 2)} ${n(dip)} 0 0 1 ${n(x1 - (i + 1) * w)} ${n(y + depth)}`;
  }
  return P(`${d}Z`, fill);
}

/** Point and downward normal on a quadratic curve, for things hanging from a string. */
export function onCurve(p0: [number, number], p1: [number, number], p2: [number, number], t: number) {
  const u = 1 - t;
  const x = u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0];
  const y = u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1];
  const dx = 2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  const len = Math.hypot(dx, dy) || 1;
  return { x, y, tx: dx / len, ty: dy / len, nx: -dy / len, ny: dx / len };
}

export interface Ctx {
  c: Palette;
  r: Rng;
  /** A document-unique id for clip paths and gradients. */
  id: (name: string) => string;
  /** For a food truck: what its roof sign shows (a small drawing of another motif). */
  inner?: Draw;
}

export type Draw = (ctx: Ctx) => string;

export const balloon = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  P(
    `M${cx} ${cy - ry}C${n(cx + rx * 1.35)} ${cy - ry} ${n(cx + rx * 1.1)} ${n(cy + ry * 0.6)} ${cx} ${cy + ry}C${n(cx - rx * 1.1)} ${n(cy + ry * 0.6)} ${n(cx - rx * 1.35)} ${cy - ry} ${cx} ${cy - ry}Z`,
    fill,
  ) +
  P(`M${cx - 8} ${cy + ry + 9}h16l-8-11z`, shade(fill, -0.15)) +
  E(cx - rx * 0.38, cy - ry * 0.4, 9, 18, WHITE, `${op(0.45)}${rot(25, cx - rx * 0.38, cy - ry * 0.4)}`);

export const flower = (x: number, y: number, rr: number, petal: string, centre: string) => {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    s += C(x + Math.cos(a) * rr, y + Math.sin(a) * rr, rr * 0.85, petal);
  }
  return s + C(x, y, rr * 0.75, centre);
};

export const chair = (x: number, c: Palette, sash: string) =>
  L(
    `M${x} 380V170M${x + 66} 380V170M${x} 170H${x + 66}M${x} 200H${x + 66}M${x} 230H${x + 66}`,
    GOLD_DARK,
    7,
  ) +
  R(x - 8, 272, 82, 20, 8, c.main) +
  L(`M${x + 4} 292L${x - 4} 380M${x + 62} 292L${x + 70} 380`, GOLD_DARK, 7) +
  E(x + 22, 214, 14, 9, sash) +
  E(x + 44, 214, 14, 9, sash) +
  C(x + 33, 214, 7, shade(sash, -0.2)) +
  P(`M${x + 30} 218l-10 36l8-2l6-30zM${x + 36} 218l10 36l-8-2l-6-30z`, sash);

export const giftBox = (c: Palette, ribbon: string, x: number, y: number, w: number, h: number) => {
  const cx = x + w / 2;
  let s = R(x, y + 30, w, h - 30, 8, c.main);
  for (let gx = x + 22; gx < x + w - 10; gx += 38)
    for (let gy = y + 60; gy < y + h - 10; gy += 36) s += C(gx, gy, 6, WHITE, op(0.3));
  s += R(x, y + 42, w, 10, 0, c.dark, op(0.25)) + R(x - 12, y, w + 24, 44, 8, c.main);
  s += R(cx - w * 0.08, y, w * 0.16, h, 0, ribbon);
  const lw = w * 0.24;
  s += E(cx - lw * 0.85, y - 16, lw, lw * 0.55, ribbon, rot(-22, cx - lw * 0.85, y - 16));
  s += E(cx + lw * 0.85, y - 16, lw, lw * 0.55, ribbon, rot(22, cx + lw * 0.85, y - 16));
  s += E(cx - lw * 0.8, y - 15, lw * 0.5, lw * 0.22, shade(ribbon, -0.2), rot(-22, cx - lw * 0.8, y - 15));
  s += E(cx + lw * 0.8, y - 15, lw * 0.5, lw * 0.22, shade(ribbon, -0.2), rot(22, cx + lw * 0.8, y - 15));
  return s + R(cx - w * 0.08, y - 26, w * 0.16, 26, 7, shade(ribbon, -0.15));
};

/** A crescent moon opening to the right, centred near (x, y). */
export const crescent = (x: number, y: number, r: number, fill: string, extra = '') =>
  P(
    `M${n(x)} ${n(y - r)}A${n(r)} ${n(r)} 0 1 0 ${n(x)} ${n(y + r)}A${n(r * 1.25)} ${n(r * 1.25)} 0 0 1 ${n(x)} ${n(y - r)}Z`,
    fill,
    extra,
  );
