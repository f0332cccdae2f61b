/**
 * Flat-style SVG illustrations for the demo catalogue, drawn from basic shapes so they render the same
 * everywhere: no text, no emoji and no external fonts in listing images (fonts differ per machine). Pure
 * functions of their options, so a seed always produces byte-identical files.
 */

import * as M from './motifs-cakes.js';
import * as V from './motifs-events.js';
import * as Q from './motifs-party.js';
import {
  balloon,
  C,
  CREAM,
  chair,
  createRng,
  crescent,
  type Draw,
  drip,
  E,
  GOLD,
  GOLD_DARK,
  GREEN,
  giftBox,
  hashString,
  heart,
  hueOf,
  INK,
  INK_DARK,
  L,
  luminance,
  n,
  note,
  onCurve,
  op,
  P,
  type Palette,
  paletteFor,
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
  WOOD,
  WOOD_DARK,
} from './svg-kit.js';

export { createRng, hashString } from './svg-kit.js';

// ---- motifs (drawn around the centre of a 600 x 450 canvas, standing on y ≈ 385) ----

const balloons: Draw = ({ c, r }) => {
  const colors = [c.main, c.accent, c.accent2];
  if (r() < 0.5) colors.reverse();
  const spots: [number, number, number, number][] = [
    [302, 128, 62, 74],
    [230, 188, 58, 70],
    [372, 182, 58, 70],
  ];
  let s = '';
  for (const [cx, cy, , ry] of spots)
    s += L(
      `M${cx} ${cy + ry + 9}Q${n((cx + 300) / 2 + (cx - 300) * 0.3)} ${n(cy + ry + 80)} 300 372`,
      INK,
      2.5,
      op(0.5),
    );
  spots.forEach(([cx, cy, rx, ry], i) => {
    s += balloon(cx, cy, rx, ry, colors[i] as string);
  });
  return s + P('M300 372l-16-10v20zM300 372l16-10v20z', c.dark) + C(300, 372, 5, c.dark);
};

const gift: Draw = ({ c, r }) => {
  let s = '';
  if (r() < 0.6) {
    const small = { ...c, main: c.accent, dark: c.accentDark };
    s += giftBox(small, c.accent2, 372, 290, 88, 92);
  }
  return s + giftBox(c, c.accent2, 202, 214, 180, 168);
};

/** One cone hat; `clip` is the cone's clip path, defined once per picture and shared by both hats. */
const hat = (c: Palette, clip: string, stripe: string) =>
  P('M300 96L386 360Q300 384 214 360Z', c.main) +
  `<g clip-path="url(#${clip})" fill="${stripe}">` +
  [0, 1, 2, 3, 4, 5].map((i) => `<path d="M150 ${130 + i * 58}l300-90v28l-300 90z"/>`).join('') +
  '</g>' +
  L('M214 360Q300 384 386 360', c.accent, 16) +
  [-22, 0, 22, -13, 13]
    .map((dx, i) => C(300 + dx, 90 + (i > 2 ? -16 : dx === 0 ? -20 : -2), 17, c.accent2))
    .join('') +
  C(300, 88, 14, shade(c.accent2, 0.3));

const partyHat: Draw = ({ c, id, r }) => {
  const clip = id('hat');
  const other = { ...c, main: c.accent, accent: c.main, accent2: GOLD };
  const side = r() < 0.5 ? -1 : 1;
  return (
    `<clipPath id="${clip}"><path d="M300 96L386 360Q300 384 214 360Z"/></clipPath>` +
    `<g transform="translate(${side < 0 ? 60 : 250} 150) scale(0.62) rotate(${side * 16} 300 380)">${hat(other, clip, WHITE)}</g>` +
    `<g transform="translate(${side < 0 ? 40 : -40} 0)">${hat(c, clip, c.light)}</g>`
  );
};

const tableware: Draw = ({ c, r }) => {
  let s =
    C(300, 232, 122, WHITE) +
    C(300, 232, 92, c.pale) +
    C(300, 232, 122, 'none', ` stroke="${c.light}" stroke-width="3"`);
  const count = 16;
  const shape = r() < 0.5;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const x = 300 + Math.cos(a) * 107;
    const y = 232 + Math.sin(a) * 107;
    s += shape ? C(x, y, 6, i % 2 ? c.main : c.accent2) : heart(x, y, 6, c.main);
  }
  s += C(300, 232, 40, c.light, op(0.6));
  s +=
    R(136, 192, 14, 170, 7, SILVER) +
    P('M126 104h6v62h6v-62h6v62h6v-62h6v70q0 22-17 26h-2q-17-4-17-26z', SILVER);
  s += R(450, 212, 14, 150, 7, SILVER) + P('M450 106q30 30 14 110h-14z', SILVER);
  return s + L('M452 120q14 20 8 80', WHITE, 3, op(0.7));
};

const microphone: Draw = ({ c, id }) => {
  const clip = id('mic');
  let grid = '';
  for (let k = 0; k < 11; k++) grid += `M${236 + k * 12} 90V240M230 ${102 + k * 12}H370`;
  return (
    L('M205 120q-24 40 0 80M180 100q-40 60 0 120', c.main, 8) +
    L('M395 120q24 40 0 80M420 100q40 60 0 120', c.accent, 8) +
    note(450, 320, 1.2, c.accent2) +
    note(150, 320, 1, c.main) +
    `<g${rot(-18, 300, 260)}>` +
    P('M282 226h36l-8 150q-10 12-20 0z', INK) +
    R(274, 212, 52, 26, 8, c.main) +
    C(300, 160, 64, SILVER) +
    `<clipPath id="${clip}"><circle cx="300" cy="160" r="64"/></clipPath>` +
    L(grid, SILVER_DARK, 2, ` clip-path="url(#${clip})"`) +
    L('M258 120q14-16 34-20', WHITE, 7, op(0.8)) +
    R(286, 290, 28, 10, 4, c.accent2) +
    '</g>'
  );
};

const oud: Draw = ({ c }) =>
  note(470, 140, 1.2, c.main) +
  note(140, 300, 1, c.accent) +
  sparkle(150, 140, 14, GOLD) +
  `<g${rot(-32, 300, 240)}>` +
  P('M286 40l28-4l18 40h-36z', WOOD_DARK) +
  C(294, 52, 5, GOLD) +
  C(318, 48, 5, GOLD) +
  C(304, 66, 5, GOLD) +
  R(288, 76, 24, 110, 4, WOOD_DARK) +
  P('M300 168C385 168 410 300 366 352C338 386 262 386 234 352C190 300 215 168 300 168Z', '#e0a458') +
  P(
    'M300 168C385 168 410 300 366 352C338 386 262 386 234 352C190 300 215 168 300 168Z',
    'none',
    ` stroke="${WOOD_DARK}" stroke-width="7"`,
  ) +
  C(300, 250, 24, WOOD_DARK) +
  C(300, 250, 16, 'none', ` stroke="${GOLD}" stroke-width="3" stroke-dasharray="4 4"`) +
  C(262, 296, 10, WOOD_DARK) +
  C(338, 296, 10, WOOD_DARK) +
  R(272, 334, 56, 9, 3, WOOD_DARK) +
  L('M295 80V338M300 80V338M305 80V338', '#fff3da', 1.4) +
  '</g>';

const drum: Draw = ({ c }) => {
  let lace = 'M210 206';
  for (let i = 1; i <= 8; i++) lace += `L${210 + i * 22.5} ${i % 2 ? 330 : 206}`;
  return (
    L('M380 70L300 180', WOOD, 10) +
    C(380, 70, 10, WOOD_DARK) +
    L('M220 70L290 180', WOOD, 10) +
    C(220, 70, 10, WOOD_DARK) +
    E(300, 340, 96, 28, c.dark) +
    R(204, 190, 192, 150, 0, c.main) +
    L(lace, CREAM, 4) +
    L('M204 340A96 28 0 0 0 396 340', c.accent2, 12) +
    L('M204 196A96 28 0 0 0 396 196', c.accent2, 12) +
    E(300, 190, 96, 28, '#f6e7c8') +
    E(300, 190, 96, 28, 'none', ` stroke="${c.accent2}" stroke-width="6"`)
  );
};

const magicHat: Draw = ({ c }) =>
  L('M392 262L470 168', INK_DARK, 11) +
  L('M458 182L470 168', WHITE, 11) +
  sparkle(486, 146, 20, GOLD) +
  sparkle(440, 120, 11, c.accent2) +
  sparkle(510, 200, 9, c.main) +
  sparkle(150, 150, 14, GOLD) +
  sparkle(175, 210, 8, c.accent) +
  E(300, 178, 74, 18, INK_DARK) +
  E(276, 128, 15, 50, WHITE, rot(-12, 276, 128)) +
  E(276, 128, 7, 36, '#f7b6c8', rot(-12, 276, 128)) +
  E(322, 126, 15, 50, WHITE, rot(10, 322, 126)) +
  E(322, 126, 7, 36, '#f7b6c8', rot(10, 322, 126)) +
  P('M226 178A74 18 0 0 0 374 178L366 342H234Z', INK) +
  R(232, 296, 136, 34, 0, c.main) +
  E(300, 346, 128, 24, INK_DARK) +
  E(300, 178, 74, 18, 'none', ` stroke="#5a5478" stroke-width="4"`) +
  L('M248 200V280', WHITE, 6, op(0.18));

const clown: Draw = ({ c }) => {
  let s = '';
  for (const side of [-1, 1])
    for (const [dx, dy, rr] of [
      [92, 30, 34],
      [100, -14, 30],
      [80, -52, 28],
      [72, 66, 26],
    ] as const)
      s += C(300 + side * dx, 235 + dy, rr, c.accent);
  let ruff = '';
  for (let i = 0; i < 7; i++)
    ruff += C(214 + i * 29, 348 + Math.abs(3 - i) * -3, 22, i % 2 ? c.accent2 : c.main);
  return (
    ruff +
    s +
    C(300, 235, 96, '#fde4d0') +
    P('M262 150L338 150L300 60Z', c.main) +
    C(284, 126, 5, WHITE) +
    C(312, 104, 5, WHITE) +
    C(300, 56, 14, c.accent2) +
    R(252, 146, 96, 14, 7, c.dark) +
    P('M270 184l10 18l-10 18l-10-18zM330 184l10 18l-10 18l-10-18z', c.main, op(0.8)) +
    E(270, 218, 9, 13, INK) +
    E(330, 218, 9, 13, INK) +
    C(273, 213, 3, WHITE) +
    C(333, 213, 3, WHITE) +
    C(246, 258, 15, '#ff9fb3', op(0.55)) +
    C(354, 258, 15, '#ff9fb3', op(0.55)) +
    P('M236 266Q300 350 364 266Q300 300 236 266Z', WHITE) +
    P('M252 274Q300 330 348 274Q300 296 252 274Z', RED) +
    C(300, 250, 22, RED) +
    C(293, 243, 6, WHITE, op(0.6))
  );
};

const paintPalette: Draw = ({ c }) =>
  P(
    'M186 256C186 170 282 126 366 144C440 160 452 232 406 254C378 268 382 292 404 306C430 324 404 368 330 368C240 368 186 322 186 256Z',
    '#f1d9ad',
  ) +
  C(362, 296, 17, '#d9bb85') +
  [
    [240, 214, RED],
    [296, 178, GOLD],
    [356, 184, '#2fb39b'],
    [232, 290, '#4f6bed'],
    [290, 330, c.main],
    [402, 218, c.accent],
  ]
    .map(
      ([x, y, f]) =>
        C(x as number, y as number, 21, f as string) +
        C((x as number) - 7, (y as number) - 7, 5, WHITE, op(0.5)),
    )
    .join('') +
  `<g${rot(38, 330, 230)}>` +
  R(318, 40, 16, 170, 8, INK) +
  R(316, 200, 20, 34, 3, SILVER) +
  P('M316 234h20q4 30-10 52q-14-22-10-52z', c.main) +
  '</g>' +
  heart(150, 150, 20, c.main) +
  sparkle(470, 370, 16, GOLD) +
  sparkle(130, 330, 10, c.accent);

const tent: Draw = ({ c, id }) => {
  const clip = id('tent');
  let rays = '';
  for (let i = 0; i < 10; i++)
    rays += `<path d="M300 96L${130 + i * 34} 218H${130 + (i + 1) * 34}Z" fill="${i % 2 ? WHITE : c.main}"/>`;
  return (
    R(146, 214, 308, 166, 4, '#fffaf3') +
    L('M198 224V380M250 224V380M350 224V380M402 224V380', c.pale, 4) +
    P('M262 380V296Q300 250 338 296V380Z', c.dark, op(0.85)) +
    P('M262 380V296Q276 276 300 270Q280 320 262 380ZM338 380V296Q324 276 300 270Q320 320 338 380Z', c.light) +
    `<clipPath id="${clip}"><path d="M128 218Q220 170 300 96Q380 170 472 218Z"/></clipPath>` +
    `<g clip-path="url(#${clip})">${rays}</g>` +
    drip(128, 472, 212, 14, 12, c.dark) +
    R(138, 226, 10, 156, 4, c.dark) +
    R(452, 226, 10, 156, 4, c.dark) +
    L('M300 98V58', INK, 4) +
    P('M302 58l34 10l-34 10z', c.accent2)
  );
};

const sadu = (x: number, y: number, w: number, h: number, base: string, mark: string) => {
  let z = `M${x} ${y + h / 2}`;
  for (let i = 1; x + i * 14 <= x + w; i++) z += `L${x + i * 14} ${i % 2 ? y + 4 : y + h - 4}`;
  return R(x, y, w, h, 0, base) + L(z, mark, 3);
};

const majlis: Draw = ({ c }) =>
  R(100, 350, 400, 34, 4, c.accentDark) +
  R(108, 356, 384, 22, 2, 'none', ` stroke="${GOLD}" stroke-width="3" stroke-dasharray="10 6"`) +
  [148, 250, 352]
    .map((x) => R(x, 184, 100, 100, 22, c.light) + R(x + 10, 224, 80, 12, 0, c.main, op(0.6)))
    .join('') +
  R(128, 272, 344, 78, 16, c.main) +
  sadu(128, 292, 344, 22, c.dark, c.accent2) +
  R(106, 232, 44, 118, 22, c.accent) +
  R(450, 232, 44, 118, 22, c.accent) +
  E(128, 250, 16, 10, c.accentDark, op(0.35)) +
  E(472, 250, 16, 10, c.accentDark, op(0.35));

const bouncyCastle: Draw = ({ c }) => {
  const tower = (x: number, top: number, fill: string) =>
    R(x, top, 54, 330 - top, 24, fill) +
    C(x + 27, top + 40, 9, WHITE, op(0.8)) +
    P(`M${x - 6} ${top + 4}Q${x + 27} ${top - 20} ${x + 60} ${top + 4}L${x + 27} ${top - 56}Z`, c.accent2) +
    C(x + 27, top - 58, 7, c.accent);
  let battle = '';
  for (let i = 0; i < 5; i++) battle += R(196 + i * 44, 180, 32, 34, 14, c.main);
  return (
    tower(224, 150, shade(c.light, -0.05)) +
    tower(322, 150, shade(c.light, -0.05)) +
    battle +
    R(180, 200, 240, 126, 18, c.main) +
    L('M210 210V318M250 210V318M350 210V318M390 210V318', WHITE, 3, op(0.35)) +
    P('M252 350V282Q300 220 348 282V350Z', c.dark) +
    tower(132, 160, c.light) +
    tower(414, 160, c.light) +
    R(120, 326, 360, 56, 24, c.accent) +
    L('M160 336V372M210 336V372M260 336V372M340 336V372M390 336V372M440 336V372', WHITE, 3, op(0.3))
  );
};

const ledScreen: Draw = ({ c, id }) => {
  const grad = id('scr');
  const dots = id('led');
  return (
    `<defs><linearGradient id="${grad}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.main}"/><stop offset="1" stop-color="${c.accent}"/></linearGradient>` +
    `<pattern id="${dots}" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.6" fill="#fff" opacity=".22"/></pattern></defs>` +
    R(186, 296, 14, 84, 3, INK) +
    R(400, 296, 14, 84, 3, INK) +
    R(160, 372, 66, 10, 5, INK_DARK) +
    R(374, 372, 66, 10, 5, INK_DARK) +
    R(146, 100, 308, 204, 12, INK) +
    R(158, 112, 284, 180, 4, `url(#${grad})`) +
    C(372, 168, 30, c.accent2) +
    P('M158 292V236Q210 196 262 232T360 226T442 218V292Z', shade(c.dark, -0.15), op(0.7)) +
    P('M158 292V258Q232 228 300 256T442 248V292Z', c.dark) +
    R(158, 112, 284, 180, 4, `url(#${dots})`) +
    P('M176 112h60l-50 180h-10z', WHITE, op(0.12))
  );
};

const stringLights: Draw = ({ c, id }) => {
  const colors = [GOLD, c.main, c.accent, c.accent2, '#ffe28a'];
  const bulb = id('bulb');
  let s = `<defs><g id="${bulb}">${C(0, 30, 26, 'inherit', op(0.25))}${R(-6, 0, 12, 14, 3, INK)}${P('M-11 16Q-15 40 0 48Q15 40 11 16Z', 'inherit')}${E(-4, 28, 3, 7, WHITE, op(0.6))}</g></defs>`;
  const rows: [[number, number], [number, number], [number, number], number][] = [
    [[50, 110], [300, 240], [550, 110], 9],
    [[80, 226], [300, 360], [520, 226], 7],
  ];
  rows.forEach(([p0, p1, p2, count], row) => {
    s += L(`M${p0[0]} ${p0[1]}Q${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]}`, INK, 3, op(0.6));
    for (let i = 0; i < count; i++) {
      const m = onCurve(p0, p1, p2, (i + 0.5) / count);
      const angle = (Math.atan2(m.ny, m.nx) * 180) / Math.PI - 90;
      const fill = colors[(i + row) % colors.length] as string;
      s += `<use href="#${bulb}" fill="${fill}" transform="translate(${n(m.x)} ${n(m.y)}) rotate(${n(angle)})"/>`;
    }
  });
  return s;
};

const lantern: Draw = ({ c, id }) => {
  const glow = id('glow');
  return (
    `<defs><radialGradient id="${glow}"><stop offset="0" stop-color="#fffbe6"/><stop offset="1" stop-color="${GOLD}"/></radialGradient></defs>` +
    C(300, 236, 120, GOLD, op(0.18)) +
    C(300, 80, 13, 'none', ` stroke="${GOLD_DARK}" stroke-width="6"`) +
    P('M254 150Q300 84 346 150Z', GOLD) +
    R(244, 146, 112, 16, 5, GOLD_DARK) +
    P('M248 162H352L374 232L352 318H248L226 232Z', GOLD_DARK) +
    P('M270 172H330L344 232L330 306H270L256 232Z', `url(#${glow})`) +
    P('M252 172H264L250 232L264 306H252L238 232Z', c.main, op(0.85)) +
    P('M336 172H348L362 232L348 306H336L350 232Z', c.accent, op(0.85)) +
    E(300, 244, 10, 18, '#ff9b3d') +
    E(300, 248, 5, 10, '#fff1b8') +
    R(254, 316, 92, 16, 5, GOLD) +
    P('M270 332H330L300 372Z', GOLD_DARK) +
    P('M450 102A48 48 0 1 0 484 186A38 38 0 1 1 450 102Z', GOLD) +
    sparkle(160, 150, 14, GOLD) +
    sparkle(176, 310, 9, c.accent2) +
    sparkle(420, 300, 11, GOLD)
  );
};

const foodTruck: Draw = (ctx) => {
  const { c, id } = ctx;
  const clip = id('awning');
  let st = '';
  for (let i = 0; i < 8; i++) st += R(136 + i * 28, 168, 14, 30, 0, WHITE);
  const inner = ctx.inner;
  const icon = inner
    ? `<g transform="translate(265 84) scale(0.44) translate(-300 -240)">${inner({ ...ctx, inner: undefined })}</g>`
    : C(245, 84, 14, c.main) + C(265, 84, 14, c.accent) + C(285, 84, 14, c.accent2);
  return (
    L('M200 150V168M330 150V168', INK, 6) +
    R(170, 12, 190, 140, 26, c.pale, ` stroke="${c.accent2}" stroke-width="7"`) +
    icon +
    R(112, 158, 308, 180, 20, c.main) +
    P('M414 206H470Q488 206 494 226L504 290V338H414Z', c.main) +
    P('M428 218H466Q476 218 480 232L488 270H428Z', '#d5ecf8') +
    R(142, 200, 210, 76, 6, INK) +
    R(132, 272, 230, 12, 4, '#ece7f5') +
    `<clipPath id="${clip}"><rect x="136" y="168" width="222" height="30"/></clipPath>` +
    R(136, 168, 222, 30, 0, c.accent) +
    `<g clip-path="url(#${clip})">${st}</g>` +
    drip(136, 358, 196, 1, 8, c.accent) +
    R(112, 312, 392, 26, 8, c.dark) +
    C(498, 300, 7, '#ffe28a') +
    C(186, 340, 34, INK_DARK) +
    C(186, 340, 14, SILVER) +
    C(446, 340, 34, INK_DARK) +
    C(446, 340, 14, SILVER) +
    C(224, 236, 12, '#ffcfa8') +
    R(212, 248, 24, 24, 8, WHITE)
  );
};

const karak: Draw = ({ c, id }) => {
  const clip = id('glass');
  const glass =
    'M244 166C250 232 276 242 274 282C272 320 258 338 266 354H334C342 338 328 320 326 282C324 242 350 232 356 166Z';
  return (
    L('M272 136q-14-22 0-44t0-44M300 128q-14-22 0-44t0-44M328 136q-14-22 0-44t0-44', WHITE, 6, op(0.9)) +
    E(300, 360, 114, 21, GOLD_DARK) +
    E(300, 356, 112, 19, WHITE) +
    E(300, 354, 74, 11, c.pale) +
    P(glass, '#e4f1f6', op(0.85)) +
    `<clipPath id="${clip}"><path d="${glass}"/></clipPath>` +
    R(230, 198, 140, 170, 0, '#c7773a', ` clip-path="url(#${clip})"`) +
    E(300, 199, 56, 8, '#dd9a5e') +
    P(glass, 'none', ` stroke="#b7c9d3" stroke-width="3"`) +
    E(300, 166, 56, 8, 'none', ` stroke="${GOLD}" stroke-width="4"`) +
    L('M256 210q10 36 24 56', WHITE, 6, op(0.5)) +
    E(428, 368, 11, 5, '#9ac67a', rot(-20, 428, 368)) +
    E(450, 364, 11, 5, '#8bbd6a', rot(15, 450, 364))
  );
};

const dallah: Draw = ({ c }) =>
  P('M264 318Q214 300 196 240Q190 214 170 198L182 190Q210 210 214 240Q226 284 270 300Z', GOLD_DARK) +
  L('M348 222Q404 232 396 292Q392 334 362 348', GOLD_DARK, 10) +
  P('M254 372Q236 298 284 282H336Q384 298 366 372Z', GOLD) +
  P('M286 284Q294 242 282 216H338Q326 242 334 284Z', GOLD) +
  P('M268 216H352L340 190H280Z', GOLD_DARK) +
  P('M282 190Q310 136 338 190Z', GOLD) +
  C(310, 136, 9, GOLD_DARK) +
  L('M260 330H360M288 262H332', GOLD_DARK, 4) +
  L('M276 300Q268 330 274 358', WHITE, 6, op(0.45)) +
  P('M402 350h44l-6 32h-32z', WHITE) +
  R(404, 356, 40, 7, 0, c.main) +
  P('M452 358h38l-5 26h-28z', WHITE) +
  R(454, 363, 34, 6, 0, c.main) +
  E(310, 386, 86, 6, INK, op(0.08));

const FLAVOURS = ['#f7a8c4', '#a8e6cf', '#fff1c9', '#9b6a4b', '#c9b6f2', '#ffc48a'];

const iceCream: Draw = ({ c, id, r }) => {
  const clip = id('cone');
  const a = pick(r, FLAVOURS);
  const b = pick(
    r,
    FLAVOURS.filter((f) => f !== a),
  );
  let grid = '';
  for (let k = -4; k < 8; k++) grid += `M${230 + k * 24} 230l120 160M${370 - k * 24} 230l-120 160`;
  let sprinkles = '';
  for (let i = 0; i < 9; i++) {
    const x = 262 + r() * 76;
    const y = 118 + r() * 52;
    sprinkles += R(x - 5, y - 2, 10, 4, 2, pick(r, [c.main, c.accent, GOLD, WHITE]), rot(r() * 180, x, y));
  }
  return (
    P('M246 232H354L300 388Z', '#e9b36e') +
    `<clipPath id="${clip}"><path d="M246 232H354L300 388Z"/></clipPath>` +
    L(grid, '#c98b3f', 3, ` clip-path="url(#${clip})"`) +
    C(300, 146, 52, b) +
    sprinkles +
    C(300, 204, 60, a) +
    drip(236, 364, 214, 18, 5, a, r) +
    C(300, 92, 14, RED) +
    L('M300 80q2-16 14-22', '#4f8a3a', 3)
  );
};

const burger: Draw = ({ r }) => {
  let seeds = '';
  for (let i = 0; i < 9; i++) {
    const x = 230 + r() * 140;
    const y = 186 + r() * 56;
    seeds += E(x, y, 5, 2.6, '#fff6e0', rot(r() * 180, x, y));
  }
  return (
    P('M196 328H404Q404 370 370 370H230Q196 370 196 328Z', '#e39a4a') +
    R(188, 294, 224, 40, 20, '#7a4527') +
    P('M192 290H408L408 298L384 320L362 298L326 326L300 298L262 322L240 298L214 318L192 298Z', '#ffcc44') +
    P('M186 282Q202 262 220 282T254 282T288 282T322 282T356 282T390 282T414 282L414 292H186Z', GREEN) +
    R(200, 262, 200, 16, 8, RED) +
    P('M192 266Q192 158 300 158Q408 158 408 266Z', '#eea650') +
    seeds +
    L('M236 200q20-26 52-30', WHITE, 6, op(0.35))
  );
};

const popcorn: Draw = ({ c, id, r }) => {
  const clip = id('box');
  const box = 'M222 200H378L356 380H244Z';
  let kernels = '';
  for (let i = 0; i < 22; i++) {
    const x = 226 + r() * 148;
    const y = 204 - r() * 74 * (1 - ((x - 300) / 84) ** 2);
    kernels += C(x, y, 15 + r() * 7, i % 3 ? '#fff5d6' : '#f7e0a3');
  }
  for (const [x, y] of [
    [170, 300],
    [430, 330],
    [450, 200],
  ])
    kernels += C(x as number, y as number, 12, '#fff5d6');
  return (
    `<g stroke="#e8cf8e" stroke-width="2">${kernels}</g>` +
    P(box, WHITE) +
    `<clipPath id="${clip}"><path d="${box}"/></clipPath>` +
    `<g clip-path="url(#${clip})">${[0, 1, 2, 3].map((i) => R(230 + i * 40, 200, 20, 180, 0, RED)).join('')}</g>` +
    R(214, 196, 172, 16, 6, c.main) +
    C(300, 290, 26, c.accent2) +
    sparkle(300, 290, 14, WHITE)
  );
};

const camera: Draw = ({ c }) =>
  sparkle(448, 110, 28, GOLD) +
  L('M448 70v-12M488 110h12M448 150v12M408 110h-12', GOLD, 4) +
  P('M248 164L264 128H336L352 164Z', INK) +
  R(168, 158, 264, 190, 28, INK) +
  R(168, 196, 264, 112, 0, '#4a4267') +
  R(186, 172, 44, 20, 5, '#eef0f5') +
  R(370, 144, 36, 18, 6, c.main) +
  C(300, 256, 80, SILVER) +
  C(300, 256, 66, INK_DARK) +
  C(300, 256, 48, c.dark) +
  C(300, 256, 26, INK_DARK) +
  L('M268 226q16-14 36-14', WHITE, 6, op(0.55)) +
  C(322, 276, 6, WHITE, op(0.4)) +
  C(400, 190, 6, c.accent2);

const HENNA = '#9a4a22';
const hennaHand: Draw = ({ c, r }) => {
  const fingers: [number, number, number, number][] = [
    [232, 112, 30, 126],
    [265, 92, 32, 140],
    [300, 100, 30, 132],
    [334, 128, 27, 108],
  ];
  let s = `<g${rot(-34, 245, 322)}>${R(228, 212, 34, 116, 17, '#f2c39b')}${P('M228 229a17 17 0 0 1 34 0v6h-34z', HENNA)}${L('M234 262h22', HENNA, 2.5)}</g>`;
  s += R(254, 310, 92, 90, 10, '#f2c39b');
  for (const [x, y, w, h] of fingers) {
    s +=
      R(x, y, w, h, w / 2, '#f2c39b') +
      P(`M${x} ${y + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0v6h${-w}z`, HENNA);
    s += L(`M${x + 5} ${y + 46}h${w - 10}M${x + 5} ${y + 56}h${w - 10}`, HENNA, 2.5);
    s += C(x + w / 2, y + 74, 3.5, HENNA);
  }
  s += R(228, 198, 144, 146, 50, '#f2c39b');
  s +=
    C(300, 268, 34, 'none', ` stroke="${HENNA}" stroke-width="3"`) +
    C(300, 268, 20, 'none', ` stroke="${HENNA}" stroke-width="3"`);
  s += C(300, 268, 8, HENNA);
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    s += E(
      300 + Math.cos(a) * 46,
      268 + Math.sin(a) * 46,
      7,
      4,
      HENNA,
      rot((a * 180) / Math.PI, 300 + Math.cos(a) * 46, 268 + Math.sin(a) * 46),
    );
  }
  s += L('M262 336q38 14 76 0', HENNA, 3) + R(250, 354, 100, 16, 8, GOLD) + R(250, 376, 100, 10, 5, c.main);
  s += sparkle(430, 150, 16, GOLD) + sparkle(160, 150, 10, pick(r, [c.main, c.accent]));
  return s;
};

const makeup: Draw = ({ c }) =>
  `<g${rot(22, 420, 250)}>` +
  R(413, 110, 16, 210, 8, INK) +
  R(411, 102, 20, 30, 3, GOLD) +
  E(421, 84, 20, 32, '#c98b6b') +
  '</g>' +
  C(322, 300, 72, GOLD) +
  C(322, 300, 60, '#f7d9c4') +
  C(322, 300, 40, '#efc1a6') +
  L('M296 276q16-14 36-14', WHITE, 6, op(0.5)) +
  R(198, 256, 52, 126, 8, INK) +
  R(204, 218, 40, 40, 4, GOLD) +
  P('M210 220V176L238 154V220Z', '#d7263d') +
  L('M216 214V184', WHITE, 4, op(0.4)) +
  sparkle(170, 160, 14, c.main) +
  sparkle(440, 380, 10, GOLD);

const platter: Draw = ({ r }) => {
  let grains = '';
  for (let i = 0; i < 26; i++) {
    const x = 190 + r() * 220;
    const y = 222 + r() * 76;
    if (((x - 300) / 120) ** 2 + ((y - 290) / 100) ** 2 > 1) continue;
    grains += E(x, y, 4, 1.8, i % 3 ? '#fff3c4' : '#e89a2e');
  }
  return (
    E(300, 306, 196, 70, '#d8a44a') +
    E(300, 300, 180, 60, '#f1cf82') +
    P('M164 306Q172 188 300 176Q428 188 436 306Q300 336 164 306Z', '#f4b942') +
    grains +
    P('M236 232Q226 196 262 192Q300 190 298 222Q290 250 256 248Q240 246 236 232Z', '#a65a2a') +
    P('M312 210Q318 180 352 188Q380 196 370 226Q356 250 330 240Q310 230 312 210Z', '#b9682f') +
    L('M246 214q14-10 30-6M326 204q14-6 28 0', WHITE, 4, op(0.35)) +
    [
      [214, 274],
      [270, 282],
      [340, 270],
      [384, 282],
      [300, 256],
    ]
      .map(
        ([x, y]) =>
          C(x as number, y as number, 5, GREEN) + E((x as number) + 12, (y as number) + 6, 6, 3, '#fff6e2'),
      )
      .join('') +
    [
      [236, 294],
      [318, 292],
      [364, 254],
    ]
      .map(([x, y]) => C(x as number, y as number, 4, '#5b2a18'))
      .join('')
  );
};

const planner: Draw = ({ c }) => {
  let cells = '';
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 5; col++) {
      const x = 198 + col * 42;
      const y = 206 + row * 36;
      cells += R(x, y, 34, 28, 6, row === 1 && col === 3 ? c.light : c.pale);
    }
  return (
    R(176, 124, 248, 248, 22, WHITE) +
    P('M176 190V146Q176 124 198 124H402Q424 124 424 146V190Z', c.main) +
    R(226, 104, 14, 40, 7, INK) +
    R(360, 104, 14, 40, 7, INK) +
    cells +
    heart(343, 246, 11, c.accent) +
    L('M212 222l6 6l10-12M254 258l6 6l10-12M296 294l6 6l10-12', c.main, 4) +
    `<g${rot(40, 430, 300)}>${R(416, 190, 28, 140, 4, c.accent2)}${P('M416 330h28l-14 34z', '#f4d6a4')}${P('M425 352h10l-5 12z', INK)}${R(416, 176, 28, 18, 4, '#f7a8c4')}</g>`
  );
};

const rings: Draw = ({ c }) =>
  C(262, 272, 70, 'none', ` stroke="${GOLD}" stroke-width="16"`) +
  C(338, 262, 70, 'none', ` stroke="${SILVER}" stroke-width="16"`) +
  L('M249.8 203.1A70 70 0 0 1 327.8 248.1', GOLD, 16) +
  R(326, 178, 24, 14, 3, SILVER_DARK) +
  P('M318 150H358L370 164L338 192L306 164Z', '#bfe6ff') +
  P('M318 150H358L348 164H328ZM306 164H370L338 192Z', '#8fd0f7', op(0.7)) +
  L('M260 220q-30 6-44 34', WHITE, 4, op(0.6)) +
  sparkle(394, 158, 18, WHITE) +
  sparkle(190, 150, 12, GOLD) +
  heart(430, 340, 14, c.main) +
  heart(170, 360, 10, c.accent);

const CHOC = '#6f3d22';
const chocolateFountain: Draw = ({ c }) => {
  const skewer = (x: number, lean: number, fruit: string) =>
    `<g${rot(lean, x, 384)}>${R(x - 2, 250, 4, 134, 2, '#e9d3a8')}${P(`M${x} 290c-22-6-24-34-16-44h32c8 10 6 38-16 44z`, fruit)}${P(`M${x - 16} 246h32c2 10-4 16-16 16s-18-6-16-16z`, CHOC)}${P(`M${x - 12} 246l12-12l12 12z`, GREEN)}</g>`;
  return (
    skewer(150, -14, RED) +
    skewer(452, 14, RED) +
    P('M252 384L270 352H330L348 384Z', SILVER_DARK) +
    P('M178 328Q190 364 300 364Q410 364 422 328Z', SILVER) +
    E(300, 328, 122, 16, CHOC) +
    P('M228 252Q210 300 190 330Q300 346 410 330Q390 300 372 252Z', '#7e4628') +
    L('M240 270L222 328M276 266L268 336M324 266L332 336M360 270L378 328', '#a4683f', 4, op(0.7)) +
    E(300, 252, 82, 12, SILVER) +
    E(300, 249, 74, 8, CHOC) +
    P('M262 186Q250 222 232 250Q300 262 368 250Q350 222 338 186Z', '#8a522f') +
    L('M276 196L262 246M300 198V252M324 196L338 246', '#a4683f', 3, op(0.7)) +
    E(300, 186, 50, 9, SILVER) +
    E(300, 184, 44, 6, CHOC) +
    P('M288 184V140H312V184Z', SILVER) +
    P('M284 142Q300 112 316 142Q300 150 284 142Z', '#8a522f') +
    sparkle(470, 150, 14, GOLD) +
    C(140, 170, 10, c.light)
  );
};

const sweets: Draw = ({ c, r }) => {
  let balls = '';
  const rows: [number, number, number][] = [
    [262, 7, 30],
    [232, 5, 32],
    [204, 3, 34],
  ];
  for (const [y, count, gap] of rows)
    for (let i = 0; i < count; i++) {
      const x = 300 + (i - (count - 1) / 2) * gap + (r() - 0.5) * 6;
      const yy = y + (r() - 0.5) * 8;
      balls += C(x, yy, 19, '#e39a35') + C(x - 6, yy - 6, 7, '#f7c872', op(0.9));
    }
  return (
    balls +
    L('M204 250Q236 228 262 244T320 226T398 248M236 216Q268 196 298 212T366 208', '#6b2f10', 4, op(0.8)) +
    [214, 268, 322, 360, 246, 300].map((x, i) => C(x, 190 + (i % 3) * 26, 2.5, '#fff4d6')).join('') +
    P('M166 268Q178 382 300 382Q422 382 434 268Z', c.main) +
    E(300, 268, 134, 14, c.dark) +
    L('M190 300Q300 330 410 300', WHITE, 4, ' stroke-dasharray="2 14"') +
    E(440, 372, 12, 7, '#6b2f10') +
    E(462, 376, 12, 7, '#7c3a16')
  );
};

const shawarma: Draw = ({ c }) => {
  let marks = '';
  for (let y = 150; y < 250; y += 26) marks += `M268 ${y}l14-6M306 ${y + 10}l14-6`;
  return (
    `<g${rot(-18, 300, 250)}>` +
    E(262, 118, 22, 14, GREEN) +
    E(298, 106, 24, 14, '#fff3da') +
    E(336, 116, 20, 13, RED) +
    E(318, 130, 18, 10, '#8fc46a') +
    R(246, 116, 108, 260, 44, '#e7be74') +
    L(marks, '#b9823d', 5, op(0.8)) +
    P('M238 246L256 234L274 246L292 234L310 246L328 234L346 246L362 236V384H238Z', WHITE) +
    R(238, 290, 124, 22, 0, c.main) +
    '</g>' +
    P('M412 328h56l-8 52h-40z', WHITE) +
    E(440, 328, 28, 8, '#fff8e8') +
    E(168, 372, 26, 9, '#7cb65e')
  );
};

const CAKES = {
  chocolate_cake: M.chocolateCake,
  saffron_cake: M.saffronCake,
  rainbow_cake: M.rainbowCake,
  red_velvet_cake: M.redVelvetCake,
  wedding_cake_2: M.twoTierWeddingCake,
  wedding_cake_3: M.threeTierWeddingCake,
  gold_leaf_cake: M.goldLeafCake,
  graduation_cake: M.graduationCake,
  baby_shower_cake: M.babyShowerCake,
  date_caramel_cake: M.dateCaramelCake,
  number_cake: M.numberCake,
  photo_cake: M.photoCake,
  lotus_cake: M.lotusCake,
  pistachio_rose_cake: M.pistachioRoseCake,
  national_day_cake: M.nationalDayCake,
  cupcake_box_12: M.cupcakeBox12,
  eid_cupcake_box: M.eidCupcakeBox,
  cheesecake_box: M.cheesecakeBox,
  cake_pops: M.cakePops,
  gergaoon_tray: M.gergaoonTray,
  birthday_candles: M.birthdayCandles,
  sparkler_candles: M.sparklerCandles,
  cake_stand: M.cakeStand,
  halwa_tray: M.halwaTray,
} satisfies Record<string, Draw>;

const PARTY = {
  balloon_arch: Q.balloonArch,
  balloon_garland: Q.balloonGarland,
  number_balloon: Q.numberBalloon,
  confetti_balloons: Q.confettiBalloons,
  red_white_bunting: Q.redWhiteBunting,
  birthday_banner: Q.birthdayBanner,
  eid_garland: Q.eidGarland,
  tassel_garland: Q.tasselGarland,
  lantern_set: Q.lanternSet,
  flower_centrepiece: Q.flowerCentrepiece,
  petal_aisle: Q.petalAisle,
  baby_shower_backdrop: Q.babyShowerBackdrop,
  graduation_backdrop: Q.graduationBackdrop,
  marquee_letters: Q.marqueeLetters,
  chocolate_box: Q.chocolateBox,
  perfume_bottle: Q.perfumeBottle,
  gergaoon_bags: Q.gergaoonBags,
  eidiya_envelopes: Q.eidiyaEnvelopes,
  keychains: Q.keychains,
  candy_jar: Q.candyJar,
  soap_favours: Q.soapFavours,
  pen_gift: Q.penGift,
  dates_box: Q.datesBox,
  goody_bag: Q.goodyBag,
  incense_burner: Q.incenseBurner,
  flag_pins: Q.flagPins,
  almond_favours: Q.almondFavours,
  ramadan_box: Q.ramadanBox,
  paper_cups: Q.paperCups,
  gold_cutlery: Q.goldCutlery,
  tablecloths: Q.tablecloths,
  party_poppers: Q.partyPoppers,
  pinata: Q.pinata,
  kids_party_pack: Q.kidsPartyPack,
  napkins: Q.napkins,
  coffee_cups: Q.coffeeCups,
  bubble_machine: Q.bubbleMachine,
  photo_booth: Q.photoBoothProps,
  popcorn_machine: Q.popcornMachine,
  cotton_candy_machine: Q.cottonCandyMachine,
  warm_lights: (ctx) => stringLights({ ...ctx, c: Q.warmLightsColors(ctx.c) }),
} satisfies Record<string, Draw>;

const EVENTS = {
  dj_deck: V.djDeck,
  dj_lights: V.djLights,
  illusion_stage: V.illusionStage,
  frame_drums: V.frameDrums,
  acoustic_guitar: V.acousticGuitar,
  balloon_dog: V.balloonDog,
  puppet_theatre: V.puppetTheatre,
  kids_games: V.kidsGames,
  singers_night: V.singersNight,
  saxophone: V.saxophone,
  round_tables: V.roundTables,
  inflatable_slide: V.inflatableSlide,
  pa_system: V.paSystem,
  stage_platform: V.stagePlatform,
  light_canopy: V.lightCanopy,
  cooling_fan: V.coolingFan,
  kosha: V.kosha,
  breakfast: V.breakfast,
  latte: V.latte,
  chafing_dishes: V.chafingDishes,
  sambosa_tray: V.sambosaTray,
  fruit_platter: V.fruitPlatter,
  sandwich_tray: V.sandwichTray,
  skewers_platter: V.skewersPlatter,
  video_camera: V.videoCamera,
  drone: V.drone,
  waiter_tray: V.waiterTray,
  valet_car: V.valetCar,
  chef: V.chef,
  cleaning: V.cleaning,
  invitation_card: V.invitationCard,
  florist: V.florist,
  banquet_chairs: V.banquetChairs(chair),
  ac_tent: (ctx) => `<g transform="translate(-50 0)">${tent(ctx)}</g>${V.acUnit(440, 290)}`,
  ghabga_tent: (ctx) =>
    tent(ctx) +
    crescent(318, 44, 18, GOLD) +
    [180, 420]
      .map(
        (x) => L(`M${x} 226V246`, GOLD_DARK, 2) + R(x - 9, 246, 18, 30, 4, GOLD) + E(x, 262, 4, 7, '#ff9b3d'),
      )
      .join(''),
  bridal_henna: (ctx) => hennaHand(ctx) + V.bridalExtras(ctx.c),
} satisfies Record<string, Draw>;

const DRAW = {
  ...EVENTS,
  ...CAKES,
  ...PARTY,
  balloons,
  gift,
  party_hat: partyHat,
  tableware,
  microphone,
  oud,
  drum,
  magic_hat: magicHat,
  clown,
  paint_palette: paintPalette,
  tent,
  majlis,
  bouncy_castle: bouncyCastle,
  led_screen: ledScreen,
  lantern,
  food_truck: foodTruck,
  karak,
  dallah,
  ice_cream: iceCream,
  burger,
  popcorn,
  camera,
  henna_hand: hennaHand,
  makeup,
  platter,
  planner,
  rings,
  chocolate_fountain: chocolateFountain,
  sweets,
  shawarma,
} satisfies Record<string, Draw>;

export type Motif = keyof typeof DRAW;
export const MOTIFS = Object.keys(DRAW) as Motif[];

/** What a listing shows: a motif, or a food truck whose roof sign shows another motif. */
export type Picture = Motif | readonly ['food_truck', Motif];
export const pictureOf = (p: Picture): [Motif, Motif | undefined] =>
  typeof p === 'string' ? [p, undefined] : [p[0], p[1]];

/** Motifs that hang in the air and so cast no shadow on the ground. */
const FLOATING = new Set<Motif>([
  'warm_lights',
  'tableware',
  'birthday_banner',
  'red_white_bunting',
  'eid_garland',
  'tassel_garland',
  'lantern_set',
  'balloon_garland',
]);

function decorations(r: Rng, c: Palette, budget: number): string {
  const colors = [c.main, c.accent, c.accent2, GOLD, c.light];
  let s = C(r() < 0.5 ? 40 : 560, 40 + r() * 60, 90 + r() * 40, WHITE, op(0.35));
  s += C(r() < 0.5 ? 60 : 540, 400 + r() * 40, 70 + r() * 40, c.light, op(0.25));
  let placed = 0;
  const count = budget + Math.floor(r() * 8);
  for (let tries = 0; placed < count && tries < 300; tries++) {
    const x = 24 + r() * 552;
    const y = 24 + r() * 402;
    const dx = (x - 300) / 215;
    const dy = (y - 235) / 185;
    if (dx * dx + dy * dy < 1) continue;
    placed++;
    const fill = pick(r, colors);
    const kind = r();
    const o = op(0.55 + Math.round(r() * 4) / 10);
    if (kind < 0.35) s += R(x - 7, y - 3, 14, 6, 2, fill, `${o}${rot(r() * 180, x, y)}`);
    else if (kind < 0.6) s += C(x, y, 3 + r() * 6, fill, o);
    else if (kind < 0.75) s += C(x, y, 6 + r() * 4, 'none', ` stroke="${fill}" stroke-width="3"${o}`);
    else if (kind < 0.9) s += sparkle(x, y, 7 + r() * 6, fill, o);
    else s += L(`M${n(x - 20)} ${n(y)}q8-10 13 0t13 0t13 0`, fill, 4, o);
  }
  return s;
}

export interface ListingIllustrationOptions {
  motif: Motif;
  /** Base hue (0–360) of the palette. */
  hue: number;
  /** Varies colours order, confetti and small details; the same seed gives the same SVG. */
  seed: string;
  /** For a food truck: what its roof sign shows (a small version of another motif). */
  inner?: Motif;
}

/** A 600 x 450 illustration of the motif on a soft gradient with confetti, as a standalone SVG. */
export function listingIllustration({ motif, hue, seed, inner }: ListingIllustrationOptions): string {
  const draw: Draw = DRAW[motif];
  if (!draw) throw new Error(`Unknown motif: ${motif}`);
  const r = createRng(`${motif}:${seed}`);
  const c = paletteFor(hue);
  const prefix = `i${hashString(seed).toString(36)}`;
  const id = (name: string) => `${prefix}${name}`;
  const bg = id('bg');
  const shadow = FLOATING.has(motif) ? '' : E(300, 388, 170, 12, INK, op(0.1));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450" width="600" height="450">` +
    `<defs><linearGradient id="${bg}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient></defs>` +
    `<rect width="600" height="450" fill="url(#${bg})"/>` +
    // A food truck's sign holds a second motif, so it gets less confetti to keep the file small.
    decorations(r, c, inner ? 6 : 12) +
    C(300, 240, 170, WHITE, op(0.4)) +
    shadow +
    draw({ c, r, id, inner: inner && inner !== 'food_truck' ? DRAW[inner] : undefined }) +
    '</svg>'
  );
}

export interface ShopCoverOptions {
  /** Brand colour as #rrggbb. */
  color: string;
  /** One motif per category the shop sells in, drawn across the cover. */
  motifs: Motif[];
  seed: string;
}

/**
 * A wide 1200 x 400 cover for a shop page: the brand colour's palette, soft confetti and its categories'
 * motifs in a row. Each motif is drawn once and placed with <use>, so the file stays a few kB.
 */
export function shopCover({ color, motifs, seed }: ShopCoverOptions): string {
  const r = createRng(`cover:${seed}`);
  const c = paletteFor(hueOf(/^#[0-9a-f]{6}$/i.test(color) ? color : '#7c3aed'));
  const prefix = `c${hashString(seed).toString(36)}`;
  const id = (name: string) => `${prefix}${name}`;
  const list = motifs.length ? motifs : (['gift'] as Motif[]);
  const defs = list.map(
    (m, i) => `<g id="${id(`m${i}`)}">${DRAW[m]({ c, r, id: (k) => id(`${i}${k}`) })}</g>`,
  );
  let confetti = '';
  const colors = [c.main, c.accent, c.accent2, GOLD, WHITE];
  for (let i = 0; i < 18; i++) {
    const x = r() * 1200;
    const y = r() * 400;
    const fill = pick(r, colors);
    confetti +=
      r() < 0.5
        ? C(x, y, 4 + r() * 6, fill, op(0.6))
        : R(x - 8, y - 3, 16, 7, 2, fill, `${op(0.7)}${rot(r() * 180, x, y)}`);
  }
  const slots = 3;
  let row = '';
  for (let i = 0; i < slots; i++) {
    const x = 220 + i * 380 + (r() - 0.5) * 30;
    const y = 200 + (i % 2 ? 12 : -6);
    const s = 0.66;
    row += C(x, y + 10, 118, WHITE, op(0.45));
    row += `<use href="#${id(`m${i % list.length}`)}" transform="translate(${n(x - 300 * s)} ${n(y - 240 * s)}) scale(${s})"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">` +
    `<defs><linearGradient id="${id('bg')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient>${defs.join('')}</defs>` +
    `<rect width="1200" height="400" fill="url(#${id('bg')})"/>` +
    C(80, 40, 160, WHITE, op(0.25)) +
    C(1130, 380, 190, c.main, op(0.18)) +
    confetti +
    row +
    '</svg>'
  );
}

export interface ShopLogoOptions {
  /** One or two Latin letters. */
  initials: string;
  /** Brand colour as #rrggbb. */
  color: string;
  seed: string;
}

/** A rounded-square brand mark with the retailer's initials. */
export function shopLogo({ initials, color, seed }: ShopLogoOptions): string {
  const letters =
    initials
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || 'H';
  const r = createRng(`logo:${seed}`);
  const base = /^#[0-9a-f]{6}$/i.test(color) ? color : '#7c3aed';
  const ink = luminance(base) > 0.45 ? INK_DARK : WHITE;
  const prefix = `l${hashString(seed).toString(36)}`;
  const style = Math.floor(r() * 3);
  let deco = '';
  if (style === 0) {
    deco = C(220, 40, 90, WHITE, op(0.14)) + C(30, 230, 70, WHITE, op(0.1));
  } else if (style === 1) {
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      deco += C(128 + Math.cos(a) * 100, 128 + Math.sin(a) * 100, 5, WHITE, op(0.3));
    }
  } else {
    deco =
      L('M-10 200Q70 150 128 200T266 190', WHITE, 18, op(0.14)) +
      L('M-10 60Q70 10 128 60T266 50', WHITE, 12, op(0.12));
  }
  deco += sparkle(196 + r() * 20, 56 + r() * 16, 12, WHITE, op(0.7));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">` +
    `<defs><linearGradient id="${prefix}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, 0.12)}"/><stop offset="1" stop-color="${shade(base, -0.18)}"/></linearGradient>` +
    `<clipPath id="${prefix}c"><rect width="256" height="256" rx="64"/></clipPath></defs>` +
    `<g clip-path="url(#${prefix}c)"><rect width="256" height="256" fill="url(#${prefix}g)"/>${deco}</g>` +
    `<text x="128" y="134" text-anchor="middle" dominant-baseline="middle" font-family="Cairo, system-ui, sans-serif" font-weight="700" font-size="${letters.length > 1 ? 100 : 120}" fill="${ink}">${letters}</text>` +
    '</svg>'
  );
}
