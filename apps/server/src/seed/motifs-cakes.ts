/**
 * Cakes and what goes with them, each drawn for one kind of listing: tiers, icing, layers and toppers
 * say which cake it is (candles for a birthday, three white tiers for a wedding, a cap for a graduation).
 */
import {
  C,
  CREAM,
  type Ctx,
  crescent,
  type Draw,
  drip,
  E,
  GOLD,
  GOLD_DARK,
  GREEN,
  heart,
  INK,
  INK_DARK,
  L,
  n,
  op,
  P,
  pick,
  R,
  RED,
  type Rng,
  rot,
  SILVER,
  SILVER_DARK,
  shade,
  sparkle,
  WHITE,
} from './svg-kit.js';

export const CHOCOLATE = '#6b3a1f';
export const CARAMEL = '#c9803a';
const PISTACHIO = '#a9c96b';
const ROSE = '#f28fb0';

/** Bahrain's flag: a white band with five points on the hoist side, the rest red. */
export const bahrainFlag = (x: number, y: number, w: number, h: number) => {
  const band = w * 0.28;
  const tip = w * 0.12;
  let d = `M${n(x)} ${n(y)}H${n(x + band)}`;
  for (let i = 0; i < 5; i++) {
    const y0 = y + (h / 5) * i;
    d += `L${n(x + band + tip)} ${n(y0 + h / 10)}L${n(x + band)} ${n(y0 + h / 5)}`;
  }
  d += `H${n(x)}Z`;
  return R(x, y, w, h, 2, RED) + P(d, WHITE);
};

/** A candle with its flame, standing at (x, y) on a cake's top. */
export const candle = (x: number, y: number, h: number, fill: string, stripe = WHITE) =>
  R(x - 5, y - h, 10, h, 3, fill) +
  L(
    `M${x - 5} ${y - h + 10}l10-6M${x - 5} ${y - h + 24}l10-6M${x - 5} ${y - h + 38}l10-6`,
    stripe,
    3,
    op(0.8),
  ) +
  E(x, y - h - 11, 6, 11, GOLD) +
  E(x, y - h - 8, 3, 6, '#ff8a3d');

interface Tier {
  x0: number;
  x1: number;
  y: number;
  h: number;
}

const TIERS: Record<1 | 2 | 3, Tier[]> = {
  1: [{ x0: 190, x1: 410, y: 228, h: 146 }],
  2: [
    { x0: 178, x1: 422, y: 276, h: 98 },
    { x0: 222, x1: 378, y: 190, h: 88 },
  ],
  3: [
    { x0: 180, x1: 420, y: 298, h: 76 },
    { x0: 214, x1: 386, y: 226, h: 74 },
    { x0: 246, x1: 354, y: 162, h: 66 },
  ],
};

interface CakeSpec {
  tiers: 1 | 2 | 3;
  /** Colour of the covered sides. */
  side: string;
  /** Icing on top, dripping down. */
  icing: string;
  /** Pearls along the foot of each tier. */
  pearls?: string;
  /** Visible sponge layers instead of a covered side ("naked" cakes), bottom first. */
  layers?: string[];
  /** Drawn on the top tier: gets the top tier's centre x, top y and half width. */
  top?: (y: number, half: number) => string;
  /** Drawn on the sides of each tier. */
  deco?: (t: Tier) => string;
}

const plate = E(300, 376, 150, 14, WHITE) + E(300, 380, 150, 10, SILVER, op(0.6));

function drawCake(spec: CakeSpec, r: Rng): string {
  let s = plate;
  const tiers = TIERS[spec.tiers];
  for (const t of tiers) {
    const w = t.x1 - t.x0;
    if (spec.layers) {
      const band = t.h / spec.layers.length;
      s += R(t.x0, t.y, w, t.h + 2, 10, CREAM);
      spec.layers.forEach((fill, i) => {
        s += R(t.x0, t.y + t.h - band * (i + 1) + 5, w, band - 7, 6, fill);
      });
      s += R(t.x0, t.y, w, 18, 9, spec.icing);
    } else {
      s += R(t.x0, t.y, w, t.h + 2, 12, spec.side);
      s += drip(t.x0, t.x1, t.y, 18, Math.max(4, Math.round(w / 44)), spec.icing, r);
    }
    if (spec.pearls) for (let x = t.x0 + 14; x < t.x1 - 8; x += 18) s += C(x, t.y + t.h - 6, 5, spec.pearls);
    if (spec.deco) s += spec.deco(t);
  }
  const top = tiers[tiers.length - 1] as Tier;
  if (spec.top) s += spec.top(top.y, (top.x1 - top.x0) / 2);
  return s;
}

const candles = (y: number, colors: string[]) =>
  colors.map((fill, i) => candle(300 + (i - (colors.length - 1) / 2) * 34, y + 4, 52, fill)).join('');

const sugarFlower = (x: number, y: number, s: number, petal: string) =>
  [0, 72, 144, 216, 288]
    .map((a) =>
      E(x + Math.cos((a * Math.PI) / 180) * s, y + Math.sin((a * Math.PI) / 180) * s, s, s * 0.7, petal),
    )
    .join('') + C(x, y, s * 0.6, GOLD);

export const chocolateCake: Draw = ({ c, r }) =>
  drawCake(
    {
      tiers: 1,
      side: '#8a4b2a',
      icing: CHOCOLATE,
      pearls: '#f3d9b8',
      top: (y) =>
        candles(y, [c.main, c.accent2, c.accent]) +
        [212, 250, 350, 388].map((x) => R(x - 7, y + 2, 14, 6, 2, '#f3d9b8', rot(30, x, y + 5))).join(''),
    },
    r,
  );

export const saffronCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 1,
      side: '#fff1c9',
      icing: '#f2b632',
      deco: (t) =>
        [0, 1, 2, 3, 4, 5]
          .map((i) =>
            E(t.x0 + 30 + i * 32, t.y + 82, 10, 6, '#9bc26a', rot(-30, t.x0 + 30 + i * 32, t.y + 82)),
          )
          .join(''),
      top: (y) => {
        let s = '';
        for (let i = 0; i < 9; i++) {
          const x = 220 + r() * 160;
          const yy = y - 4 + r() * 8;
          s += L(`M${n(x)} ${n(yy)}l${n(8 + r() * 8)} ${n(-6 - r() * 6)}`, '#d9381e', 3);
        }
        return s + E(300, y - 10, 16, 10, '#8fbf5a') + E(276, y - 6, 13, 8, '#9bc26a', rot(20, 276, y - 6));
      },
    },
    r,
  );

export const rainbowCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 1,
      side: WHITE,
      icing: WHITE,
      layers: ['#8b5cf6', '#3b82f6', '#22c55e', '#facc15', '#fb923c', '#ef4444'],
      top: (y) => {
        let s = '';
        for (let i = 0; i < 14; i++) {
          const x = 210 + r() * 180;
          const yy = y + 2 + r() * 10;
          s += R(
            x - 6,
            yy - 2,
            12,
            4,
            2,
            pick(r, ['#ef4444', '#3b82f6', '#22c55e', '#facc15']),
            rot(r() * 180, x, yy),
          );
        }
        return s;
      },
    },
    r,
  );

export const redVelvetCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 1,
      side: WHITE,
      icing: '#fff8f0',
      layers: ['#b3122e', '#c41e3a', '#b3122e'],
      top: (y) =>
        [250, 300, 350].map((x) => C(x, y - 8, 14, RED) + C(x - 4, y - 12, 4, WHITE, op(0.6))).join('') +
        [228, 276, 324, 372].map((x) => C(x, y + 6, 5, '#b3122e')).join(''),
    },
    r,
  );

const weddingTop = (y: number) => heart(300, y - 34, 20, GOLD) + L(`M300 ${y - 14}V${y}`, GOLD_DARK, 4);

export const twoTierWeddingCake: Draw = ({ c, r }) =>
  drawCake(
    {
      tiers: 2,
      side: WHITE,
      icing: '#fbf7f2',
      pearls: SILVER,
      deco: (t) =>
        t.y > 250
          ? sugarFlower(t.x1 - 30, t.y + 26, 14, c.light) + sugarFlower(t.x1 - 62, t.y + 40, 10, c.main)
          : '',
      top: weddingTop,
    },
    r,
  );

export const threeTierWeddingCake: Draw = ({ c, r }) =>
  drawCake(
    {
      tiers: 3,
      side: WHITE,
      icing: '#fbf7f2',
      pearls: SILVER,
      deco: (t) => sugarFlower(t.x0 + 26, t.y + 24, 11, c.light),
      top: weddingTop,
    },
    r,
  );

export const goldLeafCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 2,
      side: '#fbeef0',
      icing: '#fff7f8',
      deco: (t) => {
        let s = '';
        for (let i = 0; i < 4; i++) {
          const x = t.x0 + 24 + r() * (t.x1 - t.x0 - 60);
          const y = t.y + 24 + r() * (t.h - 44);
          s += P(`M${n(x)} ${n(y)}l18-6l10 12l-6 14l-20 2z`, GOLD, rot(r() * 90, x, y));
        }
        return s;
      },
      top: (y) =>
        C(286, y - 30, 20, 'none', ` stroke="${GOLD}" stroke-width="7"`) +
        C(314, y - 30, 20, 'none', ` stroke="${GOLD_DARK}" stroke-width="7"`) +
        sparkle(340, y - 62, 10, GOLD),
    },
    r,
  );

export const graduationCake: Draw = ({ c, r }) =>
  drawCake(
    {
      tiers: 1,
      side: c.light,
      icing: WHITE,
      pearls: c.main,
      top: (y) =>
        R(262, y - 38, 76, 32, 6, INK) +
        P(`M300 ${y - 74}L392 ${y - 46}L300 ${y - 20}L208 ${y - 46}Z`, INK_DARK) +
        L(`M300 ${y - 46}L366 ${y - 34}V${y + 4}`, GOLD, 4) +
        P(`M358 ${y + 2}h16l4 22h-24z`, GOLD) +
        C(300, y - 46, 6, GOLD),
    },
    r,
  );

export const babyShowerCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 1,
      side: '#dbeefe',
      icing: '#fde2ec',
      deco: (t) =>
        [230, 300, 370]
          .map(
            (x) =>
              E(x, t.y + 80, 14, 19, WHITE) + C(x - 7, t.y + 58, 5, WHITE) + C(x + 7, t.y + 58, 5, WHITE),
          )
          .join(''),
      top: (y) =>
        R(282, y - 78, 36, 66, 10, WHITE, ` stroke="#9cc9ee" stroke-width="3"`) +
        L(`M290 ${y - 60}h10M290 ${y - 46}h10M290 ${y - 32}h10`, '#9cc9ee', 3) +
        R(278, y - 92, 44, 16, 5, '#f7a8c4') +
        P(`M288 ${y - 92}Q300 ${y - 130} 312 ${y - 92}Z`, '#f3d9b8'),
    },
    r,
  );

export const dateCaramelCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 1,
      side: '#f6e3c6',
      icing: CARAMEL,
      top: (y) =>
        [240, 280, 320, 360]
          .map(
            (x, i) =>
              E(x, y - 12, 22, 12, i % 2 ? '#5a2d14' : '#6e3a1b', rot(i % 2 ? 15 : -15, x, y - 12)) +
              E(x - 6, y - 16, 8, 3, WHITE, op(0.35)),
          )
          .join(''),
    },
    r,
  );

export const lotusCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 1,
      side: '#f7ead7',
      icing: '#b8743a',
      top: (y) =>
        [236, 300, 364]
          .map(
            (x, i) =>
              `<g${rot((i - 1) * 12, x, y)}>${R(x - 22, y - 56, 44, 60, 6, '#c47f3f')}${R(x - 17, y - 51, 34, 50, 4, 'none', ` stroke="#a36329" stroke-width="3" stroke-dasharray="3 4"`)}</g>`,
          )
          .join('') + [210, 268, 332, 392].map((x) => C(x, y + 8, 5, '#a36329')).join(''),
    },
    r,
  );

export const pistachioRoseCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 1,
      side: '#e7f2d3',
      icing: PISTACHIO,
      deco: (t) =>
        [t.x0 + 26, t.x1 - 26].map((x) => E(x, t.y + 90, 12, 8, ROSE, rot(40, x, t.y + 90))).join(''),
      top: (y) => {
        let s = C(300, y - 20, 30, ROSE) + C(300, y - 20, 20, '#e86f96') + C(300, y - 22, 10, '#d85a84');
        for (let i = 0; i < 10; i++) {
          const x = 214 + r() * 172;
          s += E(x, y + 4 + r() * 6, 6, 4, i % 3 ? '#7fa83f' : ROSE);
        }
        return s;
      },
    },
    r,
  );

export const nationalDayCake: Draw = ({ r }) =>
  drawCake(
    {
      tiers: 2,
      side: WHITE,
      icing: RED,
      pearls: RED,
      top: (y) =>
        L(`M262 ${y}V${y - 100}`, INK, 5) +
        `<g${rot(-4, 262, y - 100)}>${bahrainFlag(264, y - 100, 100, 60)}</g>`,
    },
    r,
  );

/** A numeral drawn as one thick stroke; `k` picks 1, 2 or 5. */
export const numeral = (k: number, x: number, y: number, s: number) =>
  [
    `M${x - 20 * s} ${y - 70 * s}L${x + 8 * s} ${y - 96 * s}V${y + 96 * s}`,
    `M${x - 50 * s} ${y - 50 * s}Q${x - 40 * s} ${y - 100 * s} ${x} ${y - 100 * s}Q${x + 52 * s} ${y - 96 * s} ${x + 46 * s} ${y - 44 * s}Q${x + 40 * s} ${y} ${x - 50 * s} ${y + 96 * s}H${x + 54 * s}`,
    `M${x + 46 * s} ${y - 96 * s}H${x - 34 * s}L${x - 42 * s} ${y - 12 * s}Q${x + 54 * s} ${y - 40 * s} ${x + 50 * s} ${y + 38 * s}Q${x + 44 * s} ${y + 100 * s} ${x - 50 * s} ${y + 84 * s}`,
  ][k % 3] as string;

export const numberCake: Draw = ({ c, r }) => {
  const d = numeral(1 + Math.floor(r() * 2), 300, 226, 1.25);
  const s = plate + L(d, '#e9c590', 62) + L(d, CREAM, 44);
  let berries = '';
  for (let i = 0; i < 12; i++) {
    const x = 220 + r() * 160;
    const y = 110 + r() * 240;
    berries += C(x, y, 6, pick(r, [RED, c.main, '#6d4bd1']));
  }
  return s + L(d, WHITE, 26, ' stroke-dasharray="2 24"') + berries;
};

export const photoCake: Draw = ({ c, id, r }) => {
  const clip = id('photo');
  return (
    plate +
    P('M150 250H450V350Q300 372 150 350Z', CREAM) +
    drip(150, 450, 250, 20, 7, c.light, r) +
    P('M150 250L200 170H400L450 250Z', c.pale) +
    `<clipPath id="${clip}"><path d="M186 238L222 184H378L414 238Z"/></clipPath>` +
    `<g clip-path="url(#${clip})">${R(180, 180, 240, 60, 0, '#9fd3f5')}${C(340, 196, 12, GOLD)}${P('M180 240L240 204L280 226L330 200L420 240Z', GREEN)}${C(262, 214, 10, '#f2c39b')}${R(254, 222, 16, 18, 4, c.main)}</g>` +
    P('M186 238L222 184H378L414 238Z', 'none', ` stroke="${WHITE}" stroke-width="5"`) +
    [172, 216, 260, 304, 348, 392, 432].map((x) => C(x, 340, 6, c.main)).join('')
  );
};

/** An open box seen from above at a slant, holding a grid of round treats. */
export const treatBox = (
  cols: number,
  rows: number,
  { c, id }: Ctx,
  /** The treats, drawn once around (0, 0) at radius rr; the box alternates between them. */
  treats: ((rr: number) => string)[],
) => {
  const w = 340;
  const h = 230;
  const x0 = 300 - w / 2;
  const y0 = 150;
  let s = P(`M${x0 - 24} ${y0 - 70}H${x0 + w + 24}L${x0 + w} ${y0}H${x0}Z`, shade(c.main, 0.35));
  s += R(x0, y0, w, h, 14, c.main) + R(x0 + 12, y0 + 10, w - 24, h - 24, 8, WHITE);
  const cw = (w - 24) / cols;
  const ch = (h - 24) / rows;
  const rr = Math.min(cw, ch) * 0.44;
  const ids = treats.map((_, k) => id(`t${k}`));
  s += `<defs>${treats.map((t, k) => `<g id="${ids[k]}">${t(rr)}</g>`).join('')}</defs>`;
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++)
      s += `<use href="#${ids[(j * cols + i) % ids.length]}" x="${n(x0 + 12 + cw * (i + 0.5))}" y="${n(y0 + 10 + ch * (j + 0.5))}"/>`;
  return s + R(x0, y0 + h - 26, w, 26, 6, c.dark);
};

const cupcakeTop = (icing: string, topper: string) => (rr: number) =>
  C(0, 0, rr, '#e9b36e') +
  C(0, 0, rr * 0.82, icing) +
  C(0, 0, rr * 0.55, shade(icing, 0.25)) +
  C(0, 0, rr * 0.28, topper);

export const cupcakeBox12: Draw = (ctx) =>
  treatBox(4, 3, ctx, [cupcakeTop(ctx.c.light, RED), cupcakeTop('#8a4b2a', WHITE)]);

export const eidCupcakeBox: Draw = (ctx) => {
  const a = cupcakeTop(WHITE, GOLD);
  return (
    treatBox(6, 4, ctx, [a, (rr) => a(rr) + crescent(2, 0, rr * 0.42, GOLD_DARK), a]) +
    crescent(470, 100, 34, GOLD) +
    sparkle(120, 90, 14, GOLD)
  );
};

const cheesecake = (sauce: string) => (rr: number) =>
  C(0, 0, rr, '#d9a35b') +
  C(0, 0, rr * 0.82, '#fff3d6') +
  C(0, 0, rr * 0.5, sauce) +
  C(-rr * 0.2, -rr * 0.2, rr * 0.14, WHITE, op(0.6));

export const cheesecakeBox: Draw = (ctx) =>
  treatBox(4, 4, ctx, [cheesecake('#c2185b'), cheesecake('#7b3fa0'), cheesecake('#f2a93b')]);

export const cakePops: Draw = ({ c }) => {
  const colors = [c.main, '#8a4b2a', c.light, WHITE, c.accent2];
  let s = R(226, 300, 148, 84, 12, c.dark) + R(220, 292, 160, 22, 8, c.main);
  const pops: [number, number, number][] = [
    [300, 120, 0],
    [236, 150, -22],
    [364, 150, 22],
    [262, 196, -10],
    [338, 196, 10],
    [198, 212, -34],
    [402, 212, 34],
  ];
  for (const [i, [x, y, a]] of pops.entries()) {
    const fill = colors[i % colors.length] as string;
    s += `<g${rot(a, 300, 300)}>${R(x - 3, y, 6, 300 - y, 3, '#f3e2c2')}${C(x, y, 26, fill)}${L(`M${x - 18} ${y - 4}q18 10 36 0`, fill === WHITE ? c.main : WHITE, 4, op(0.8))}${C(x - 9, y - 10, 5, WHITE, op(0.5))}</g>`;
  }
  return s;
};

/** A woven Gergaoon basket heaped with nuts and wrapped sweets. */
export const gergaoonTray: Draw = ({ c, r }) => {
  let s = '';
  for (let i = 0; i < 26; i++) {
    const x = 196 + r() * 208;
    const y = 218 + r() * 60 - Math.abs(x - 300) * 0.1;
    const k = r();
    if (k < 0.35) s += E(x, y, 13, 8, '#d9a35b', rot(r() * 180, x, y));
    else if (k < 0.55) s += E(x, y, 10, 8, '#f1e0bd') + C(x - 3, y - 2, 3, '#caa36c');
    else if (k < 0.75) s += E(x, y, 9, 6, '#7fa83f', rot(r() * 180, x, y));
    else
      s +=
        P(
          `M${n(x - 16)} ${n(y - 8)}L${n(x - 8)} ${n(y)}L${n(x - 16)} ${n(y + 8)}ZM${n(x + 16)} ${n(y - 8)}L${n(x + 8)} ${n(y)}L${n(x + 16)} ${n(y + 8)}Z`,
          c.accent,
        ) + E(x, y, 11, 8, pick(r, [c.main, c.accent2, GOLD, RED]));
  }
  return (
    E(300, 262, 150, 34, '#a9743e') +
    s +
    P('M150 262Q160 376 300 376Q440 376 450 262Q300 300 150 262Z', '#c58d4f') +
    L('M168 292Q300 326 432 292M180 322Q300 354 420 322', '#9a6532', 6, ' stroke-dasharray="14 8"') +
    L('M150 262Q300 300 450 262', '#8c5a2b', 10)
  );
};

export const birthdayCandles: Draw = ({ c }) => {
  const colors = [c.main, c.accent, c.accent2, '#60a5fa', GREEN, c.dark];
  let s = R(160, 330, 280, 40, 10, WHITE) + R(160, 330, 280, 12, 6, c.light);
  colors.forEach((fill, i) => {
    const x = 190 + i * 44;
    s += candle(x, 334, 110 + (i % 2) * 30, fill);
  });
  return s;
};

export const sparklerCandles: Draw = ({ c }) => {
  const spots: [number, number][] = [
    [200, 200],
    [250, 150],
    [300, 120],
    [350, 150],
    [400, 200],
  ];
  let s = '';
  for (const [i, [x, top]] of spots.entries()) {
    s += R(x - 5, top + 30, 10, 350 - top, 4, '#7a7f8a') + L(`M${x} ${top}V${top + 34}`, SILVER_DARK, 5);
    let rays = '';
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2 + i;
      rays += `M${x} ${top}l${n(Math.cos(a) * 32)} ${n(Math.sin(a) * 32)}`;
    }
    s += L(rays, GOLD, 4) + C(x, top, 10, '#fff6c8');
  }
  return s + sparkle(450, 120, 16, c.accent2) + sparkle(150, 150, 12, GOLD) + R(170, 370, 260, 14, 7, c.dark);
};

export const cakeStand: Draw = ({ c }) =>
  P('M300 380L258 366H342Z', SILVER_DARK) +
  R(290, 282, 20, 90, 6, SILVER) +
  E(300, 282, 150, 18, SILVER_DARK) +
  E(300, 276, 150, 16, WHITE) +
  R(232, 226, 136, 52, 10, CREAM) +
  drip(232, 368, 226, 14, 5, c.light) +
  P('M170 272Q170 100 300 96Q430 100 430 272Z', '#e8f4fb', op(0.55)) +
  P('M170 272Q170 100 300 96Q430 100 430 272Z', 'none', ` stroke="${SILVER_DARK}" stroke-width="4"`) +
  C(300, 90, 12, SILVER_DARK) +
  L('M204 236Q200 150 262 120', WHITE, 8, op(0.8));

export const halwaTray: Draw = ({ r }) => {
  let nuts = '';
  for (let i = 0; i < 14; i++) {
    const x = 206 + r() * 188;
    const y = 218 + r() * 44;
    nuts += E(x, y, 7, 4, i % 2 ? '#8fbf5a' : '#f1e0bd', rot(r() * 180, x, y));
  }
  return (
    E(300, 290, 176, 66, SILVER_DARK) +
    E(300, 284, 170, 60, SILVER) +
    E(300, 262, 124, 46, '#7a2f12') +
    P('M176 262Q176 330 300 330Q424 330 424 262Q300 300 176 262Z', '#8e3a16') +
    E(300, 246, 110, 30, '#a8471c') +
    L('M226 236q30-16 66-10', '#e07a3a', 6, op(0.6)) +
    nuts +
    R(420, 210, 16, 100, 8, SILVER_DARK, rot(30, 428, 260)) +
    E(400, 298, 20, 12, SILVER, rot(30, 400, 298))
  );
};
