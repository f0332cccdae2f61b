/**
 * Decorations, giveaways and party supplies, each drawn for one kind of listing (an arch of balloons, a
 * gold number balloon, a jar of sweets, a stack of paper cups…).
 */
import { bahrainFlag, CARAMEL, numeral, treatBox } from './motifs-cakes.js';
import {
  C,
  CREAM,
  crescent,
  type Draw,
  E,
  GOLD,
  GOLD_DARK,
  GREEN,
  heart,
  INK,
  INK_DARK,
  L,
  n,
  onCurve,
  op,
  P,
  type Palette,
  pick,
  R,
  RED,
  rot,
  SILVER,
  SILVER_DARK,
  shade,
  sparkle,
  WHITE,
  WOOD,
} from './svg-kit.js';

/** A round balloon with a knot and a shine. */
const ball = (x: number, y: number, rr: number, fill: string) =>
  C(x, y, rr, fill) + C(x - rr * 0.35, y - rr * 0.35, rr * 0.22, WHITE, op(0.45));

export const balloonArch: Draw = ({ c }) => {
  const colors = [c.main, WHITE, c.accent2, c.light, GOLD];
  let s = '';
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI - (i / 16) * Math.PI;
    const x = 300 + Math.cos(a) * 168;
    const y = 372 - Math.sin(a) * 250;
    s += ball(x, y, 30, colors[i % colors.length] as string);
    if (i % 2)
      s += ball(
        x + Math.cos(a) * 26,
        y - Math.sin(a) * 26 + 6,
        18,
        colors[(i + 2) % colors.length] as string,
      );
  }
  return s + E(130, 384, 30, 6, INK, op(0.15)) + E(470, 384, 30, 6, INK, op(0.15));
};

export const balloonGarland: Draw = ({ c, r }) => {
  const colors = [c.main, c.light, WHITE, c.accent2, GOLD];
  let s = L('M70 150Q190 60 300 200T530 240', '#5fa86a', 8, op(0.6));
  for (let i = 0; i < 22; i++) {
    const t = i / 21;
    const m = onCurve([70, 150], [300, 120], [530, 240], t);
    const y = m.y + Math.sin(t * Math.PI * 2) * 50;
    s += ball(m.x + (r() - 0.5) * 30, y + (r() - 0.5) * 40, 18 + r() * 22, pick(r, colors));
  }
  return s + E(150, 220, 18, 8, GREEN, rot(-30, 150, 220)) + E(440, 300, 18, 8, GREEN, rot(30, 440, 300));
};

export const numberBalloon: Draw = ({ c, r }) => {
  const d = numeral(Math.floor(r() * 3), 300, 200, 1.2);
  return (
    L('M300 330Q280 360 300 392', INK, 2.5, op(0.5)) +
    L(d, GOLD_DARK, 72) +
    L(d, GOLD, 58) +
    L(d, '#fff3b0', 12, op(0.7)) +
    sparkle(420, 110, 18, GOLD) +
    sparkle(170, 300, 12, c.main)
  );
};

export const confettiBalloons: Draw = ({ c, r }) => {
  let s = '';
  const spots: [number, number, number][] = [
    [230, 170, 70],
    [370, 160, 74],
    [300, 250, 64],
  ];
  for (const [x, y, rr] of spots) {
    s += L(`M${x} ${y + rr}Q${x + 10} ${y + rr + 60} 300 386`, INK, 2, op(0.45));
    s += C(x, y, rr, '#eef6ff', op(0.75)) + C(x, y, rr, 'none', ` stroke="${SILVER_DARK}" stroke-width="3"`);
    for (let i = 0; i < 9; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * rr * 0.75;
      const px = x + Math.cos(a) * d;
      const py = y + Math.sin(a) * d;
      s += C(px, py, 6, pick(r, [c.main, c.accent, GOLD, c.accent2]));
    }
    s += C(x - rr * 0.4, y - rr * 0.45, 10, WHITE, op(0.8));
  }
  return s;
};

/** Flags on one string: `flag` draws one around (0, 0), pointing down. */
const bunting = (flag: (i: number) => string, count: number, p1y = 220) => {
  const p0: [number, number] = [50, 110];
  const p1: [number, number] = [300, p1y];
  const p2: [number, number] = [550, 110];
  let s = L(`M50 110Q300 ${p1y} 550 110`, INK, 3, op(0.55));
  for (let i = 0; i < count; i++) {
    const m = onCurve(p0, p1, p2, (i + 0.5) / count);
    const a = (Math.atan2(m.ty, m.tx) * 180) / Math.PI;
    s += `<g transform="translate(${n(m.x)} ${n(m.y)}) rotate(${n(a)})">${flag(i)}</g>`;
  }
  return s + C(50, 110, 6, INK) + C(550, 110, 6, INK);
};

export const redWhiteBunting: Draw = () =>
  bunting((i) => P('M-24 0H24L0 56Z', i % 2 ? WHITE : RED), 9) +
  bunting((i) => P('M-20 0H20L0 46Z', i % 2 ? RED : WHITE), 7, 330);

export const birthdayBanner: Draw = ({ c }) => {
  const colors = [c.main, c.accent2, c.accent, c.light];
  return bunting(
    (i) =>
      P('M-26 0H26V70L0 54L-26 70Z', colors[i % colors.length] as string) +
      R(-5, 22, 10, 24, 3, WHITE) +
      E(0, 14, 4, 7, GOLD),
    7,
  );
};

export const eidGarland: Draw = ({ c }) => {
  let s = L('M40 90Q300 170 560 90', GOLD_DARK, 3);
  for (let i = 0; i < 7; i++) {
    const x = 80 + i * 73;
    const top = 90 + 80 * (1 - ((x - 300) / 260) ** 2) * 0.5;
    const len = 60 + (i % 3) * 50;
    s += L(`M${x} ${n(top)}V${n(top + len)}`, GOLD_DARK, 2);
    const y = top + len + 22;
    s += i % 2 ? sparkle(x, y, 22, GOLD) : crescent(x + 8, y, 28, i % 4 ? GOLD : c.main);
  }
  return s;
};

export const tasselGarland: Draw = ({ c }) => {
  const colors = [c.main, c.light, GOLD, c.accent, c.accent2, WHITE];
  return bunting((i) => {
    const fill = colors[i % colors.length] as string;
    return (
      R(-8, -4, 16, 12, 4, shade(fill, -0.2)) +
      P('M-14 8H14L20 90H-20Z', fill) +
      L('M-8 20V86M0 20V88M8 20V86', shade(fill, -0.15), 2)
    );
  }, 10);
};

/** A hanging lantern around (0, 0), about 160 tall. */
const miniLantern = (body: string, glass: string) =>
  P('M-34 -50Q0 -96 34 -50Z', GOLD) +
  R(-40, -54, 80, 12, 4, GOLD_DARK) +
  P('M-36 -42H36L50 10L36 70H-36L-50 10Z', GOLD_DARK) +
  P('M-22 -34H22L32 10L22 62H-22L-32 10Z', glass) +
  P('M-30 -34H-20L-30 10L-20 62H-30L-40 10Z', body, op(0.85)) +
  P('M30 -34H20L30 10L20 62H30L40 10Z', body, op(0.85)) +
  E(0, 18, 8, 14, '#ff9b3d') +
  R(-38, 66, 76, 12, 4, GOLD) +
  P('M-22 78H22L0 104Z', GOLD_DARK);

export const lanternSet: Draw = ({ c }) =>
  L('M40 40H560', INK, 4, op(0.4)) +
  (
    [
      [170, 150, 0.8, c.main],
      [300, 210, 1.1, c.accent],
      [430, 170, 0.9, c.accent2],
    ] as const
  )
    .map(
      ([x, y, s, body]) =>
        L(`M${x} 40V${n(y - 96 * s)}`, GOLD_DARK, 3) +
        `<g transform="translate(${x} ${y}) scale(${s})">${miniLantern(body, '#fff3c4')}</g>`,
    )
    .join('');

export const flowerCentrepiece: Draw = ({ c, r }) => {
  let s =
    R(196, 236, 12, 70, 4, CREAM) +
    E(202, 228, 5, 9, GOLD) +
    R(392, 236, 12, 70, 4, CREAM) +
    E(398, 228, 5, 9, GOLD);
  s += E(240, 268, 26, 10, GREEN, rot(-20, 240, 268)) + E(360, 268, 26, 10, GREEN, rot(20, 360, 268));
  const colors = [c.main, c.light, WHITE, c.accent2, '#f7a8c4'];
  for (let i = 0; i < 11; i++) {
    const a = Math.PI + (i / 10) * Math.PI;
    const x = 300 + Math.cos(a) * (60 + r() * 30);
    const y = 270 + Math.sin(a) * (54 + r() * 20);
    const fill = pick(r, colors);
    s += C(x, y, 22, fill) + C(x, y, 13, shade(fill, -0.12)) + C(x, y, 5, GOLD);
  }
  return (
    s + P('M190 272H410Q400 330 340 336H260Q200 330 190 272Z', c.dark) + R(254, 334, 92, 14, 6, c.accentDark)
  );
};

export const petalAisle: Draw = ({ c, r }) => {
  let s =
    P('M250 150H350L470 390H130Z', WHITE) +
    P('M250 150H350L470 390H130Z', 'none', ` stroke="${SILVER}" stroke-width="3"`);
  for (let i = 0; i < 26; i++) {
    const t = r();
    const side = r() < 0.5 ? -1 : 1;
    const y = 160 + t * 226;
    const half = 50 + t * 120;
    const x = 300 + side * (half - r() * 40 - 6);
    s += E(x, y, 5 + t * 6, 3 + t * 4, pick(r, [RED, '#c2185b', c.main]), rot(r() * 180, x, y));
  }
  const stand = (x: number) =>
    R(x - 4, 210, 8, 170, 3, GOLD_DARK) +
    R(x - 22, 374, 44, 10, 4, GOLD_DARK) +
    C(x, 196, 30, c.light) +
    C(x - 16, 186, 16, RED) +
    C(x + 14, 190, 16, '#f7a8c4') +
    C(x, 170, 14, WHITE);
  return s + stand(130) + stand(470);
};

export const babyShowerBackdrop: Draw = ({ r }) => {
  const cloud = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${C(-30, 6, 22, WHITE)}${C(0, -8, 30, WHITE)}${C(30, 6, 22, WHITE)}${R(-52, 6, 104, 22, 11, WHITE)}</g>`;
  const colors = ['#9cc9ee', '#f7a8c4', WHITE, '#fde2a8'];
  let balloons = '';
  for (let i = 0; i < 12; i++) balloons += ball(150 + r() * 70, 160 + i * 18, 20 + r() * 14, pick(r, colors));
  return (
    P('M176 384V180A124 124 0 0 1 424 180V384Z', '#dbeefe') +
    P('M176 384V180A124 124 0 0 1 424 180V384Z', 'none', ` stroke="${WHITE}" stroke-width="10"`) +
    cloud(250, 150, 0.9) +
    cloud(350, 250, 1.1) +
    crescent(340, 140, 36, '#fde2a8') +
    sparkle(250, 300, 12, WHITE) +
    balloons +
    R(300 - 90, 356, 180, 28, 8, '#f7a8c4')
  );
};

export const graduationBackdrop: Draw = ({ c }) => {
  const cap = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${R(-26, -4, 52, 26, 6, INK_DARK)}${P('M0 -34L62 -12L0 10L-62 -12Z', INK_DARK)}${L('M0 -12L44 -2V30', GOLD, 4)}${C(44, 34, 6, GOLD)}</g>`;
  return (
    R(140, 80, 320, 304, 10, '#3f5bd0') +
    R(196, 150, 208, 150, 8, 'none', ` stroke="${GOLD}" stroke-width="8"`) +
    cap(300, 230, 1.3) +
    sparkle(180, 110, 12, GOLD) +
    sparkle(420, 120, 10, WHITE) +
    sparkle(190, 340, 9, WHITE) +
    sparkle(410, 330, 12, GOLD) +
    ball(130, 150, 34, GOLD) +
    ball(106, 210, 28, c.main) +
    ball(470, 160, 34, WHITE) +
    ball(494, 222, 28, GOLD)
  );
};

/** Block letters L O V E drawn as strokes, lit by a row of bulbs. */
export const marqueeLetters: Draw = ({ c }) => {
  const d =
    'M96 170V340H166M246 255m-62 0a62 85 0 1 0 124 0a62 85 0 1 0-124 0M332 170L382 340L432 170M540 170H470V340H540M470 255H526';
  return (
    L(d, shade(c.main, -0.25), 44) +
    L(d, c.main, 34) +
    L(d, '#fff3b0', 10, ' stroke-dasharray="0 22"') +
    R(70, 360, 480, 16, 8, INK, op(0.25))
  );
};

export const warmLightsColors = (c: Palette): Palette => ({
  ...c,
  main: '#ffe9a8',
  accent: '#fff3c4',
  accent2: '#ffd98a',
});

// ---- giveaways ----

const truffle = (fill: string, top: string) => (rr: number) =>
  C(0, 0, rr, shade(fill, -0.2)) +
  C(0, 0, rr * 0.82, fill) +
  L(`M${-rr * 0.5} 0q${rr * 0.25}-${rr * 0.3} ${rr * 0.5} 0t${rr * 0.5} 0`, top, 3);

export const chocolateBox: Draw = (ctx) =>
  treatBox(4, 3, ctx, [
    truffle('#6b3a1f', '#f3d9b8'),
    truffle('#f3e6d0', '#6b3a1f'),
    truffle('#8a4b2a', GOLD),
  ]) +
  L('M440 330q30 10 36 40', GOLD_DARK, 3) +
  `<g${rot(12, 470, 390)}>${R(440, 370, 70, 40, 6, CREAM)}${C(452, 390, 5, GOLD_DARK)}${L('M466 384h32M466 396h24', SILVER_DARK, 3)}</g>`;

export const perfumeBottle: Draw = ({ c }) =>
  R(272, 110, 56, 54, 10, GOLD) +
  R(284, 150, 32, 40, 4, GOLD_DARK) +
  P(
    'M210 230Q210 186 254 186H346Q390 186 390 230V340Q390 380 350 380H250Q210 380 210 340Z',
    shade(c.light, 0.2),
    op(0.9),
  ) +
  P(
    'M226 250Q226 214 262 214H338Q374 214 374 250V330Q374 362 340 362H260Q226 362 226 330Z',
    c.main,
    op(0.8),
  ) +
  L('M240 230q0 60 6 110', WHITE, 8, op(0.55)) +
  L('M272 200q-40 20-60 0M328 200q40 20 60 0', c.accent, 8) +
  C(300, 200, 12, c.accent) +
  sparkle(430, 150, 14, GOLD) +
  sparkle(170, 170, 10, c.accent2);

const pouch = (x: number, y: number, s: number, fill: string, tie: string, peek: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  C(-22, -92, 16, peek) +
  C(18, -96, 14, GOLD) +
  P('M-54 -70Q-70 40 -40 60H40Q70 40 54 -70Q0 -52 -54 -70Z', fill) +
  L('M-50 -66Q0 -48 50 -66', tie, 8) +
  L('M0 -56q-18 26-30 18M0 -56q18 26 30 18', tie, 5) +
  '</g>';

export const gergaoonBags: Draw = ({ c }) =>
  pouch(200, 320, 0.9, c.light, c.dark, RED) +
  pouch(400, 320, 0.9, c.accent2, c.accentDark, GREEN) +
  pouch(300, 330, 1.25, c.main, GOLD, c.accent);

export const eidiyaEnvelopes: Draw = ({ c }) => {
  const env = (a: number, fill: string) =>
    `<g${rot(a, 300, 400)}>` +
    R(236, 200, 128, 70, 4, '#7fbf8a') +
    R(250, 206, 100, 20, 3, '#5e9e69') +
    R(214, 230, 172, 130, 10, fill) +
    P('M214 240L300 300L386 240', 'none', ` stroke="${shade(fill, -0.2)}" stroke-width="5"`) +
    C(300, 300, 18, GOLD) +
    P('M304 288a12 12 0 1 0 0 24a9 9 0 1 1 0-24z', GOLD_DARK) +
    '</g>';
  return env(-24, c.light) + env(0, c.main) + env(24, c.accent2) + sparkle(440, 150, 14, GOLD);
};

export const keychains: Draw = ({ c }) => {
  const key = (x: number, y: number, a: number, fill: string) =>
    `<g${rot(a, x, y)}>` +
    C(x, y - 100, 30, 'none', ` stroke="${SILVER_DARK}" stroke-width="8"`) +
    L(`M${x} ${y - 70}V${y - 40}`, SILVER_DARK, 6) +
    R(x - 50, y - 44, 100, 120, 22, fill) +
    C(x, y - 26, 8, shade(fill, 0.4)) +
    L(`M${x - 28} ${y + 14}h56M${x - 22} ${y + 34}h44`, shade(fill, -0.3), 5) +
    '</g>';
  return key(240, 270, -12, c.main) + key(370, 280, 14, GOLD) + sparkle(460, 150, 12, GOLD);
};

export const candyJar: Draw = ({ c, r }) => {
  let s = '';
  for (let i = 0; i < 22; i++) {
    const x = 232 + r() * 136;
    const y = 214 + r() * 150;
    s += C(x, y, 14, pick(r, [c.main, c.accent, c.accent2, GOLD, RED, WHITE]));
  }
  return (
    P('M222 196H378V350Q378 384 344 384H256Q222 384 222 350Z', '#eef6ff', op(0.7)) +
    s +
    P(
      'M222 196H378V350Q378 384 344 384H256Q222 384 222 350Z',
      'none',
      ` stroke="${SILVER_DARK}" stroke-width="4"`,
    ) +
    R(214, 168, 172, 34, 10, c.dark) +
    P('M300 168l-50-26v52zM300 168l50-26v52z', c.accent2) +
    C(300, 168, 12, shade(c.accent2, -0.2)) +
    L('M238 220v120', WHITE, 8, op(0.6))
  );
};

export const soapFavours: Draw = ({ c }) => {
  const bubble = (x: number, y: number, rr: number) =>
    C(x, y, rr, '#eaf6ff', op(0.7)) +
    C(x, y, rr, 'none', ` stroke="#9cc9ee" stroke-width="2"`) +
    C(x - rr * 0.35, y - rr * 0.35, rr * 0.2, WHITE);
  return (
    bubble(180, 150, 26) +
    bubble(440, 130, 20) +
    bubble(420, 210, 12) +
    bubble(220, 90, 14) +
    R(170, 262, 160, 100, 30, c.light) +
    R(184, 272, 132, 76, 24, shade(c.light, 0.35)) +
    L('M250 262V362', c.accent, 10) +
    heart(380, 300, 58, c.main) +
    heart(380, 296, 40, shade(c.main, 0.3)) +
    L('M324 268q30 10 56 0', WHITE, 4, op(0.5))
  );
};

export const penGift: Draw = ({ c }) =>
  R(150, 250, 300, 100, 14, c.dark) +
  R(162, 262, 276, 76, 8, c.pale) +
  P('M150 250L170 190H470L450 250Z', c.main) +
  `<g${rot(-8, 300, 300)}>` +
  R(180, 288, 210, 24, 12, INK) +
  R(380, 290, 36, 20, 6, GOLD) +
  P('M416 290L446 300L416 310Z', SILVER) +
  R(210, 282, 70, 6, 3, GOLD) +
  '</g>' +
  R(424, 108, 60, 26, 6, INK_DARK) +
  P('M454 80L510 100L454 120L398 100Z', INK) +
  L('M454 100L494 108V150', GOLD, 4);

export const datesBox: Draw = (ctx) =>
  treatBox(4, 3, ctx, [
    (rr) => E(0, 0, rr, rr * 0.62, '#5a2d14') + E(-rr * 0.3, -rr * 0.2, rr * 0.35, rr * 0.15, WHITE, op(0.3)),
    (rr) =>
      E(-rr * 0.3, 0, rr * 0.45, rr * 0.3, '#f1e0bd', rot(-30, 0, 0)) +
      E(rr * 0.3, 0, rr * 0.45, rr * 0.3, '#e9cf9f', rot(30, 0, 0)),
    (rr) => E(0, 0, rr, rr * 0.62, '#6e3a1b') + E(0, 0, rr * 0.5, rr * 0.22, '#8fbf5a'),
  ]);

export const goodyBag: Draw = ({ c }) =>
  R(296, 96, 8, 110, 4, WHITE) +
  C(300, 96, 30, c.accent2) +
  L('M300 96m-18 0a18 18 0 1 1 18 18a10 10 0 1 1-10-10', WHITE, 5) +
  L('M352 200L392 116', GOLD_DARK, 6) +
  sparkle(396, 108, 24, GOLD) +
  ball(238, 188, 30, c.accent) +
  P('M196 200H404L420 384H180Z', c.main) +
  P('M196 200H404L396 230H204Z', shade(c.main, -0.2)) +
  L('M250 200Q250 150 270 150M350 200Q350 150 330 150', c.dark, 7) +
  C(300, 300, 34, WHITE, op(0.85)) +
  sparkle(300, 300, 20, c.accent2);

export const incenseBurner: Draw = ({ c }) =>
  L('M290 150q-20-30 0-60t0-60M316 140q20-30 0-56t4-50', SILVER, 7, op(0.9)) +
  C(300, 166, 18, '#c2410c') +
  C(300, 160, 10, '#fdba74') +
  P('M220 176H380L360 232H240Z', WOOD) +
  R(212, 166, 176, 16, 6, GOLD) +
  P('M240 232H360L340 290H260Z', c.dark) +
  R(262, 290, 76, 44, 6, WOOD) +
  P('M226 334H374L388 384H212Z', c.dark) +
  L('M250 200h100M262 262h76', GOLD, 4, ' stroke-dasharray="6 6"') +
  C(300, 358, 10, GOLD);

export const flagPins: Draw = ({ id }) => {
  const clip = id('pin');
  const pin = (x: number, y: number, rr: number) =>
    `<g transform="translate(${x} ${y}) scale(${rr / 50})">${C(0, 0, 56, GOLD_DARK)}<g clip-path="url(#${clip})">${bahrainFlag(-50, -50, 130, 100)}</g>${C(-20, -25, 10, WHITE, op(0.5))}</g>`;
  return (
    `<clipPath id="${clip}"><circle r="50"/></clipPath>` +
    pin(220, 190, 62) +
    pin(380, 200, 54) +
    pin(300, 300, 70) +
    pin(170, 320, 40) +
    pin(440, 320, 44)
  );
};

export const almondFavours: Draw = ({ c, r }) => {
  let s = '';
  for (let i = 0; i < 12; i++) {
    const x = 234 + r() * 132;
    const y = 230 + r() * 100;
    s += E(x, y, 17, 11, pick(r, [WHITE, '#fde2ec', '#e6f4ea', '#fff4c9', '#e8e0ff']), rot(r() * 180, x, y));
  }
  return (
    P('M200 220Q200 390 300 390Q400 390 400 220Q300 250 200 220Z', c.light, op(0.6)) +
    P(
      'M200 220Q200 390 300 390Q400 390 400 220',
      'none',
      ` stroke="${c.main}" stroke-width="3" stroke-dasharray="4 6"`,
    ) +
    s +
    P('M200 220Q180 150 230 120L262 200ZM400 220Q420 150 370 120L338 200Z', c.light, op(0.7)) +
    L('M226 204Q300 236 374 204', c.main, 10) +
    P('M300 218l-40-30l4 50zM300 218l40-30l-4 50z', c.main) +
    C(300, 218, 10, shade(c.main, -0.2)) +
    E(440, 360, 18, 12, '#fde2ec', rot(20, 440, 360)) +
    E(170, 366, 18, 12, WHITE, rot(-20, 170, 366))
  );
};

export const ramadanBox: Draw = ({ c }) =>
  R(170, 220, 260, 160, 12, c.main) +
  R(160, 190, 280, 46, 10, c.dark) +
  crescent(316, 282, 34, GOLD) +
  sparkle(350, 270, 10, GOLD) +
  L('M170 350h260', GOLD, 5, ' stroke-dasharray="10 8"') +
  C(220, 182, 20, '#5a2d14') +
  C(256, 176, 18, CARAMEL) +
  C(346, 176, 18, '#e39a35') +
  C(384, 182, 20, '#f3d9b8') +
  `<g transform="translate(470 150) scale(0.5)">${miniLantern(c.accent, '#fff3c4')}</g>` +
  L('M470 40V100', GOLD_DARK, 2);

// ---- party supplies ----

const paperCup = (x: number, y: number, w: number, h: number, fill: string, band: string) =>
  P(`M${x} ${y}H${x + w}L${n(x + w * 0.86)} ${y + h}H${n(x + w * 0.14)}Z`, fill) +
  P(
    `M${n(x + w * 0.04)} ${n(y + h * 0.3)}H${n(x + w * 0.96)}L${n(x + w * 0.92)} ${n(y + h * 0.55)}H${n(x + w * 0.08)}Z`,
    band,
  ) +
  R(x - 5, y - 8, w + 10, 12, 6, shade(fill, -0.08));

export const paperCups: Draw = ({ c }) => {
  let s = '';
  for (let i = 0; i < 5; i++) s += paperCup(160, 120 + i * 22, 110, 150, WHITE, c.main);
  return s + paperCup(300, 220, 100, 160, WHITE, c.accent2) + paperCup(410, 240, 90, 140, c.light, WHITE);
};

export const goldCutlery: Draw = ({ c }) =>
  P('M140 330L300 250L460 330L300 400Z', c.pale) +
  P('M140 330L300 250L460 330L300 400Z', 'none', ` stroke="${c.light}" stroke-width="4"`) +
  `<g${rot(-18, 300, 300)}>` +
  R(226, 170, 16, 200, 8, GOLD) +
  P('M214 80h6v60h6v-60h6v60h6v-60h6v70q0 24-18 28h-2q-18-4-18-28z', GOLD) +
  R(292, 180, 16, 190, 8, GOLD) +
  E(300, 130, 26, 42, GOLD) +
  E(300, 128, 18, 32, '#ffe08a') +
  R(358, 190, 16, 180, 8, GOLD) +
  P('M358 70q40 40 16 130h-16z', GOLD) +
  '</g>' +
  L('M226 180v150M292 190v160', '#fff3c0', 4, op(0.7)) +
  sparkle(460, 140, 16, WHITE) +
  sparkle(150, 160, 12, GOLD_DARK);

export const tablecloths: Draw = ({ c }) =>
  P('M120 210H480L500 360Q300 380 100 360Z', c.main) +
  P('M150 210H450L480 238H120Z', shade(c.main, 0.2)) +
  L('M160 240L150 360M240 240L236 372M360 240L364 372M440 240L450 360', shade(c.main, -0.2), 3, op(0.5)) +
  R(120, 360, 12, 24, 3, WOOD) +
  R(468, 360, 12, 24, 3, WOOD) +
  [0, 1, 2]
    .map((i) =>
      R(200, 150 - i * 22, 200, 22, 6, i % 2 ? c.light : WHITE, ` stroke="${c.light}" stroke-width="2"`),
    )
    .join('');

export const partyPoppers: Draw = ({ c, r }) => {
  const popper = (x: number, a: number, fill: string) =>
    `<g${rot(a, x, 380)}>${P(`M${x - 40} 220H${x + 40}L${x + 10} 384H${x - 10}Z`, fill)}${L(`M${x - 32} 260H${x + 32}M${x - 22} 310H${x + 22}`, WHITE, 7, op(0.7))}${R(x - 46, 210, 92, 18, 8, GOLD)}</g>`;
  let s = '';
  for (let i = 0; i < 14; i++) {
    const x = 150 + r() * 300;
    const y = 70 + r() * 160;
    s +=
      r() < 0.5
        ? L(`M${n(x)} ${n(y)}q12-16 24 0t24 0`, pick(r, [c.main, c.accent, GOLD, c.accent2]), 5)
        : R(x, y, 14, 8, 2, pick(r, [c.main, c.accent, GOLD, c.accent2]), rot(r() * 180, x, y));
  }
  return s + popper(240, -20, c.main) + popper(360, 18, c.accent);
};

export const pinata: Draw = ({ c }) => {
  const colors = [c.main, c.accent2, c.accent, GOLD, c.light];
  let s = L('M300 30V120', INK, 3, op(0.6));
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i / 5) * Math.PI * 2;
    const tipX = 300 + Math.cos(a) * 170;
    const tipY = 236 + Math.sin(a) * 150;
    const l = a - 0.35;
    const rr = a + 0.35;
    const fill = colors[i] as string;
    s += P(
      `M${n(300 + Math.cos(l) * 70)} ${n(236 + Math.sin(l) * 70)}L${n(tipX)} ${n(tipY)}L${n(300 + Math.cos(rr) * 70)} ${n(236 + Math.sin(rr) * 70)}Z`,
      fill,
    );
    s += L(`M${n(tipX)} ${n(tipY)}l-8 30M${n(tipX)} ${n(tipY)}l8 30`, colors[(i + 2) % 5] as string, 4);
  }
  s += C(300, 236, 82, c.main);
  for (let k = 0; k < 5; k++)
    s += L(`M${218 + k * 4} ${206 + k * 16}H${382 - k * 4}`, colors[k] as string, 9);
  return s + C(270, 206, 12, WHITE, op(0.4));
};

export const kidsPartyPack: Draw = ({ c }) =>
  P('M300 70L346 200H254Z', c.accent) +
  C(300, 70, 12, GOLD) +
  ball(400, 130, 44, c.accent2) +
  L('M400 174Q390 200 400 230', INK, 2) +
  C(210, 180, 56, WHITE) +
  C(210, 180, 40, c.pale) +
  R(160, 210, 280, 170, 14, c.main) +
  P('M160 210L120 260H200ZM440 210L480 260H400Z', shade(c.main, -0.15)) +
  L('M160 250H440', WHITE, 6, op(0.5)) +
  sparkle(300, 310, 26, WHITE);

export const napkins: Draw = ({ c }) => {
  let s = '';
  for (let i = 0; i < 7; i++)
    s += P(
      `M170 ${350 - i * 24}L300 ${300 - i * 24}L430 ${350 - i * 24}L300 ${400 - i * 24}Z`,
      i % 2 ? c.light : WHITE,
      ` stroke="${c.light}" stroke-width="2"`,
    );
  return (
    s +
    L('M300 232L300 400', c.accent, 14, op(0.85)) +
    heart(250, 220, 12, c.main) +
    heart(350, 220, 12, c.main) +
    P('M420 170L500 120L520 200L450 220Z', WHITE, rot(-10, 470, 170)) +
    heart(470, 172, 10, c.main)
  );
};

const finjan = (x: number, y: number, s: number, rim: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${P('M-34 -26H34Q30 24 0 26Q-30 24 -34 -26Z', WHITE)}${L('M-34 -26H34', rim, 6)}${P('M-20 0H20', 'none', ` stroke="${rim}" stroke-width="3"`)}</g>`;

export const coffeeCups: Draw = ({ c }) => {
  let s = E(300, 330, 200, 44, GOLD_DARK) + E(300, 322, 196, 40, GOLD);
  const spots: [number, number][] = [
    [200, 300],
    [260, 290],
    [320, 290],
    [380, 300],
    [230, 336],
    [300, 342],
    [370, 336],
  ];
  for (const [x, y] of spots) s += finjan(x, y, 0.9, c.main);
  return (
    s +
    P('M420 200h60l-10 60h-40z', WHITE, rot(15, 450, 230)) +
    L('M290 180q-12-20 0-40M320 180q-12-20 0-40', SILVER, 5, op(0.8)) +
    finjan(305, 210, 1.4, c.main)
  );
};

export const bubbleMachine: Draw = ({ c, r }) => {
  let s = '';
  for (let i = 0; i < 12; i++) {
    const x = 300 + r() * 200;
    const y = 70 + r() * 190;
    const rr = 10 + r() * 22;
    s +=
      C(x, y, rr, '#eaf6ff', op(0.5)) +
      C(x, y, rr, 'none', ` stroke="${pick(r, ['#9cc9ee', '#f7a8c4', '#b6e3c0'])}" stroke-width="3"`) +
      C(x - rr * 0.35, y - rr * 0.35, rr * 0.18, WHITE);
  }
  return (
    s +
    R(150, 250, 220, 130, 18, c.main) +
    C(320, 300, 42, c.dark) +
    L('M320 262V338M282 300H358M294 274l52 52M346 274l-52 52', shade(c.dark, 0.3), 6) +
    C(320, 300, 10, WHITE) +
    R(170, 272, 80, 20, 8, c.light) +
    C(190, 340, 10, c.accent2) +
    C(222, 340, 10, GREEN) +
    R(236, 220, 50, 34, 8, c.dark)
  );
};

export const photoBoothProps: Draw = ({ c }) => {
  const stick = (x: number, y: number, a: number) =>
    `<g${rot(a, x, 384)}>${R(x - 4, y, 8, 384 - y, 4, WOOD)}</g>`;
  return (
    R(150, 70, 300, 230, 8, WHITE) +
    R(166, 86, 268, 170, 4, c.light) +
    C(300, 160, 40, c.pale) +
    stick(200, 260, -20) +
    `<g${rot(-20, 200, 384)}>${P('M150 240q25-30 50-6q25-24 50 6q-25 18-50 0q-25 18-50 0z', INK_DARK)}</g>` +
    stick(300, 250, 0) +
    C(270, 240, 26, 'none', ` stroke="${INK}" stroke-width="9"`) +
    C(330, 240, 26, 'none', ` stroke="${INK}" stroke-width="9"`) +
    L('M296 240h8', INK, 9) +
    stick(400, 270, 20) +
    `<g${rot(20, 400, 384)}>${P('M360 266Q400 236 440 266Q400 300 360 266Z', RED)}</g>` +
    sparkle(480, 100, 16, GOLD)
  );
};

export const popcornMachine: Draw = ({ c, r }) => {
  let kernels = '';
  for (let i = 0; i < 20; i++)
    kernels += C(222 + r() * 156, 210 + r() * 56, 12 + r() * 5, i % 3 ? '#fff5d6' : '#f7e0a3');
  return (
    P('M206 124H394L380 86H220Z', RED) +
    R(200, 120, 200, 14, 4, RED) +
    R(206, 134, 188, 150, 4, '#e8f4fb', op(0.8)) +
    kernels +
    R(206, 134, 188, 150, 4, 'none', ` stroke="${RED}" stroke-width="10"`) +
    L('M300 140V176', SILVER_DARK, 5) +
    E(300, 180, 22, 8, SILVER_DARK) +
    R(196, 280, 208, 44, 6, RED) +
    R(226, 292, 60, 20, 4, GOLD) +
    L('M214 324L204 370M386 324L396 370', INK, 8) +
    C(204, 372, 14, INK_DARK) +
    C(396, 372, 14, INK_DARK) +
    L('M224 150v110', WHITE, 6, op(0.6)) +
    C(300, 106, 6, c.accent2)
  );
};

export const cottonCandyMachine: Draw = ({ c }) =>
  R(200, 300, 200, 84, 10, c.dark) +
  R(218, 318, 50, 20, 5, c.light) +
  C(350, 330, 12, GOLD) +
  E(300, 270, 150, 40, SILVER) +
  P('M150 270Q150 310 300 310Q450 310 450 270Z', SILVER_DARK) +
  E(300, 262, 130, 28, '#f7d0e0') +
  C(260, 240, 30, '#f7a8c4') +
  C(300, 226, 36, '#fbc2d8') +
  C(340, 240, 28, '#f7a8c4') +
  L('M420 250L460 140', '#f3e2c2', 6) +
  C(468, 116, 34, c.light) +
  C(456, 104, 20, shade(c.light, 0.3));
