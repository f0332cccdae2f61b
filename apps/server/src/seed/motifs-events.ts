/**
 * Entertainment, rentals, catering and services, each drawn for one kind of listing (turntables for a
 * DJ, a saxophone for a saxophone player, a slide for an inflatable slide, a drone for aerial filming…).
 */
import {
  C,
  CREAM,
  crescent,
  type Draw,
  E,
  GOLD,
  GOLD_DARK,
  GREEN,
  INK,
  INK_DARK,
  L,
  n,
  note,
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
  WOOD_DARK,
} from './svg-kit.js';

// ---- entertainment ----

const deck = (c: Palette) => {
  const platter = (x: number) =>
    C(x, 262, 70, INK_DARK) +
    C(x, 262, 58, '#26213a') +
    C(x, 262, 40, 'none', ` stroke="#3e375a" stroke-width="3"`) +
    C(x, 262, 16, c.main) +
    C(x, 262, 4, WHITE) +
    L(`M${x + 62} 200L${x + 40} 270`, SILVER, 6);
  return (
    R(110, 200, 380, 134, 18, INK) +
    platter(200) +
    platter(400) +
    R(282, 214, 36, 104, 6, '#433c61') +
    L('M292 230v40M308 250v50', c.accent2, 6) +
    R(100, 330, 400, 50, 10, c.dark)
  );
};

const headphones = (x: number, y: number, fill: string) =>
  L(`M${x - 40} ${y}A40 40 0 0 1 ${x + 40} ${y}`, INK_DARK, 10) +
  R(x - 52, y - 6, 22, 40, 10, fill) +
  R(x + 30, y - 6, 22, 40, 10, fill);

export const djDeck: Draw = ({ c }) =>
  note(150, 140, 1.1, c.main) + note(450, 120, 1.2, c.accent) + headphones(300, 130, c.accent2) + deck(c);

export const djLights: Draw = ({ c }) => {
  const beam = (x: number, a: number, fill: string) =>
    `<g${rot(a, x, 40)}>${P(`M${x - 14} 50L${x - 70} 300H${x + 70}L${x + 14} 50Z`, fill, op(0.35))}${R(x - 22, 28, 44, 30, 8, INK)}</g>`;
  return (
    beam(120, -20, c.accent2) +
    beam(300, 0, c.main) +
    beam(480, 20, c.accent) +
    deck(c) +
    sparkle(300, 120, 14, WHITE)
  );
};

export const illusionStage: Draw = ({ c }) =>
  P('M300 120L180 384H420Z', '#fff3c4', op(0.6)) +
  R(80, 40, 440, 40, 0, '#8a1c2b') +
  P('M80 60H200Q180 220 220 384H80Z', '#b3243a') +
  P('M520 60H400Q420 220 380 384H520Z', '#b3243a') +
  L(
    'M110 80Q120 230 104 384M150 80Q160 230 160 384M490 80Q480 230 496 384M450 80Q440 230 440 384',
    '#8a1c2b',
    6,
  ) +
  drip80() +
  R(252, 250, 96, 96, 8, c.main) +
  R(262, 260, 76, 76, 4, c.dark) +
  sparkle(300, 298, 22, GOLD) +
  `<g${rot(-30, 300, 200)}>${R(250, 196, 100, 10, 5, INK_DARK)}${R(340, 196, 16, 10, 3, WHITE)}</g>` +
  sparkle(240, 170, 12, GOLD) +
  sparkle(370, 160, 16, WHITE);

const drip80 = () => {
  let d = 'M80 78';
  for (let i = 0; i < 11; i++) d += `Q${100 + i * 40} 110 ${120 + i * 40} 78`;
  return P(`${d}V60H80Z`, GOLD);
};

export const frameDrums: Draw = ({ c }) => {
  const tar = (x: number, y: number, rr: number, a: number) =>
    `<g${rot(a, x, y)}>${C(x, y, rr, WOOD)}${C(x, y, rr - 12, '#f6e7c8')}${[0, 1, 2, 3, 4, 5].map((i) => C(x + Math.cos(i) * (rr - 6), y + Math.sin(i) * (rr - 6), 5, GOLD)).join('')}</g>`;
  return (
    tar(220, 200, 100, -12) +
    P('M360 230Q330 260 360 300L380 380H470L490 300Q520 260 490 230Z', c.main) +
    E(425, 230, 66, 16, '#f6e7c8') +
    L('M372 270H478', GOLD, 6) +
    L('M380 320H470', c.accent2, 10) +
    note(470, 120, 1.1, c.accent)
  );
};

export const acousticGuitar: Draw = ({ c }) =>
  `<g${rot(-28, 300, 260)}>` +
  R(288, 40, 24, 160, 4, WOOD_DARK) +
  R(282, 28, 36, 40, 6, INK) +
  P(
    'M300 180C360 180 370 230 350 256C390 280 392 360 300 372C208 360 210 280 250 256C230 230 240 180 300 180Z',
    '#e0a458',
  ) +
  C(300, 262, 24, INK_DARK) +
  R(270, 326, 60, 10, 3, WOOD_DARK) +
  L('M295 40V330M300 40V330M305 40V330', '#fff3da', 1.4) +
  '</g>' +
  L('M470 384V160', INK, 6) +
  L('M440 384L470 340L500 384', INK, 6) +
  R(458, 110, 24, 60, 12, SILVER_DARK) +
  note(130, 130, 1.1, c.main);

export const balloonDog: Draw = ({ c }) => {
  const link = (x: number, y: number, rx: number, ry: number, a: number) =>
    E(x, y, rx, ry, c.main, rot(a, x, y)) +
    E(x - rx * 0.3, y - ry * 0.4, rx * 0.4, ry * 0.25, WHITE, `${op(0.4)}${rot(a, x, y)}`);
  return (
    link(230, 330, 18, 52, 10) +
    link(280, 330, 18, 52, -10) +
    link(360, 330, 18, 52, 10) +
    link(410, 330, 18, 52, -10) +
    link(320, 262, 96, 30, 0) +
    link(440, 210, 22, 50, 30) +
    link(220, 200, 26, 64, -20) +
    link(172, 150, 42, 26, 0) +
    link(226, 118, 16, 40, 20) +
    link(196, 112, 16, 40, -20) +
    C(136, 150, 10, shade(c.main, -0.2)) +
    L('M440 160q20-20 40-10', c.main, 8) +
    sparkle(460, 100, 16, GOLD)
  );
};

export const puppetTheatre: Draw = ({ c }) =>
  R(150, 90, 300, 294, 10, c.dark) +
  P('M150 90H450L430 130H170Z', c.accent2) +
  R(190, 140, 220, 130, 6, '#26213a') +
  P('M190 140H260Q240 200 250 270H190Z', RED) +
  P('M410 140H340Q360 200 350 270H410Z', RED) +
  C(300, 196, 30, '#f2c39b') +
  C(290, 190, 4, INK) +
  C(310, 190, 4, INK) +
  L('M290 206q10 8 20 0', INK, 3) +
  P('M270 176Q300 140 330 176Z', c.accent) +
  P('M264 226H336L344 290H256Z', c.accent) +
  R(150, 270, 300, 114, 0, c.main) +
  L('M150 300H450', GOLD, 6, ' stroke-dasharray="14 10"');

export const kidsGames: Draw = ({ c }) => {
  const cone = (x: number) =>
    P(`M${x - 30} 380L${x} 260L${x + 30} 380Z`, '#fb923c') +
    L(`M${x - 16} 330H${x + 16}`, WHITE, 8) +
    R(x - 40, 374, 80, 10, 4, '#ea580c');
  return (
    E(300, 230, 120, 40, 'none', ` stroke="${c.accent2}" stroke-width="14"`) +
    cone(170) +
    cone(430) +
    C(300, 300, 74, WHITE) +
    P('M300 226A74 74 0 0 1 374 300H300Z', RED) +
    P('M226 300A74 74 0 0 0 300 374V300Z', '#3b82f6') +
    P('M300 374A74 74 0 0 0 374 300H300Z', GOLD) +
    C(300, 300, 12, WHITE) +
    L('M120 140l20 20M460 120l-18 22', c.main, 5)
  );
};

export const singersNight: Draw = ({ c }) =>
  crescent(420, 130, 56, GOLD) +
  sparkle(150, 120, 14, GOLD) +
  sparkle(200, 80, 9, GOLD) +
  `<g${rot(-10, 260, 270)}>${C(260, 270, 108, WOOD)}${C(260, 270, 94, '#f6e7c8')}${[0, 1, 2, 3, 4, 5, 6].map((i) => C(260 + Math.cos(i * 0.9) * 101, 270 + Math.sin(i * 0.9) * 101, 6, GOLD)).join('')}</g>` +
  note(440, 280, 1.3, c.main) +
  note(160, 330, 0.9, c.accent);

export const saxophone: Draw = ({ c }) =>
  `<g${rot(14, 300, 240)}>` +
  L('M250 70Q300 60 310 90', INK_DARK, 12) +
  L('M310 90V300Q310 370 260 370Q214 370 214 320', GOLD, 44) +
  P('M230 300Q190 270 176 236L214 226Q230 270 252 286Z', GOLD_DARK) +
  E(196, 232, 40, 16, GOLD_DARK, rot(-20, 196, 232)) +
  E(196, 232, 30, 10, '#8a5a12', rot(-20, 196, 232)) +
  [120, 160, 200, 240, 280].map((y) => C(326, y, 9, '#fff3b0')).join('') +
  L('M296 110V290', '#fff3b0', 6, op(0.6)) +
  '</g>' +
  note(450, 140, 1.2, c.main) +
  note(130, 150, 1, c.accent);

// ---- rentals ----

export const acUnit = (x: number, y: number) =>
  R(x, y, 110, 80, 10, WHITE, ` stroke="${SILVER_DARK}" stroke-width="4"`) +
  C(x + 55, y + 40, 28, SILVER) +
  L(
    `M${x + 55} ${y + 14}v52M${x + 29} ${y + 40}h52M${x + 37} ${y + 22}l36 36M${x + 73} ${y + 22}l-36 36`,
    SILVER_DARK,
    4,
  ) +
  L(`M${x + 20} ${y - 14}q8-10 16 0t16 0M${x + 60} ${y - 14}q8-10 16 0t16 0`, '#60a5fa', 4);

export const banquetChairs =
  (chair: (x: number, c: Palette, sash: string) => string): Draw =>
  ({ c }) =>
    `<g transform="translate(-30 0)">${chair(140, c, c.accent2)}</g>` +
    chair(267, c, c.accent2) +
    `<g transform="translate(30 0)">${chair(394, c, c.accent2)}</g>`;

export const roundTables: Draw = ({ c }) => {
  const table = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${P('M-110 0Q-116 70 -100 110H100Q116 70 110 0Z', WHITE)}${E(0, 0, 110, 28, c.pale)}${E(0, 0, 110, 28, 'none', ` stroke="${c.light}" stroke-width="3"`)}${P('M-110 0Q0 50 110 0Q110 40 100 60Q0 90 -100 60Q-110 40 -110 0Z', c.light)}${R(-6, -50, 12, 46, 4, GOLD_DARK)}${C(-12, -60, 14, c.main)}${C(12, -62, 14, c.accent2)}${C(0, -76, 12, WHITE)}</g>`;
  return table(170, 250, 0.7) + table(430, 250, 0.7) + table(300, 290, 1);
};

export const inflatableSlide: Draw = ({ c }) =>
  R(330, 90, 110, 290, 30, c.light) +
  R(346, 110, 78, 260, 20, shade(c.light, 0.3)) +
  P('M330 110Q250 120 200 300Q180 370 110 380H330Z', c.main) +
  P('M346 130Q280 140 236 300Q220 350 170 366H346Z', c.accent2) +
  L('M352 130Q290 150 250 300', WHITE, 6, op(0.5)) +
  R(96, 366, 360, 18, 9, c.accent) +
  C(385, 86, 30, c.accent) +
  C(385, 86, 14, WHITE, op(0.6)) +
  L('M330 110V380M440 110V380', shade(c.light, -0.15), 6);

export const paSystem: Draw = ({ c }) => {
  const spk = (x: number) =>
    L(`M${x} 210V370M${x} 330L${x - 40} 384M${x} 330L${x + 40} 384`, INK, 6) +
    R(x - 50, 80, 100, 140, 12, INK) +
    C(x, 118, 18, '#5a5478') +
    C(x, 170, 34, '#5a5478') +
    C(x, 170, 20, INK_DARK) +
    C(x, 170, 8, c.main);
  return (
    spk(150) +
    spk(450) +
    R(230, 300, 140, 76, 8, '#433c61') +
    L('M250 320v30M272 330v20M294 314v40M316 326v24M338 318v32', c.accent2, 6) +
    R(224, 370, 152, 14, 5, INK_DARK)
  );
};

export const stagePlatform: Draw = ({ c }) =>
  L('M110 380V60H490V380M110 60L150 100M490 60L450 100', SILVER_DARK, 10) +
  [180, 260, 340, 420]
    .map(
      (x) =>
        R(x - 14, 64, 28, 30, 6, INK) +
        P(`M${x - 10} 94L${x - 40} 240H${x + 40}L${x + 10} 94Z`, '#fff3c4', op(0.35)),
    )
    .join('') +
  P('M120 270H480L500 300H100Z', c.light) +
  R(100, 300, 400, 60, 4, c.main) +
  L('M100 330H500', c.dark, 3, op(0.4)) +
  R(210, 360, 180, 12, 2, c.dark) +
  R(230, 372, 140, 12, 2, c.dark);

export const lightCanopy: Draw = ({ id }) => {
  const b = id('b');
  let s = `<defs><g id="${b}">${C(0, 0, 14, GOLD, op(0.4))}${C(0, 0, 7, '#ffe9a8')}</g></defs>`;
  const ends = [60, 130, 200, 270, 330, 400, 470, 540];
  for (const x of ends) {
    s += L(`M300 40Q${n((x + 300) / 2)} 230 ${x} 130`, INK, 3, op(0.6));
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      const mx = (x + 300) / 2;
      const px = (1 - t) ** 2 * 300 + 2 * (1 - t) * t * mx + t * t * x;
      const py = (1 - t) ** 2 * 40 + 2 * (1 - t) * t * 230 + t * t * 130;
      s += `<use href="#${b}" x="${n(px)}" y="${n(py)}"/>`;
    }
  }
  return (
    s +
    L('M60 130V384M540 130V384', WOOD_DARK, 8) +
    R(160, 330, 280, 54, 10, CREAM) +
    R(200, 290, 200, 50, 10, '#f6e7c8')
  );
};

export const coolingFan: Draw = ({ c }) => {
  let blades = '';
  for (let i = 0; i < 4; i++) blades += E(300, 120, 22, 62, c.light, rot(i * 90 + 20, 300, 180));
  return (
    L('M300 260V370M250 384L300 360L350 384', INK, 10) +
    C(300, 180, 100, SILVER) +
    C(300, 180, 88, '#eef6ff') +
    blades +
    C(300, 180, 20, c.main) +
    C(300, 180, 88, 'none', ` stroke="${SILVER_DARK}" stroke-width="4" stroke-dasharray="3 10"`) +
    L('M410 150q20 10 40 0M410 190q20 10 40 0M410 230q20 10 40 0', '#60a5fa', 5, op(0.8))
  );
};

export const kosha: Draw = ({ c, r }) => {
  let flowers = '';
  for (let i = 0; i <= 14; i++) {
    const a = Math.PI - (i / 14) * Math.PI;
    const x = 300 + Math.cos(a) * 200;
    const y = 290 - Math.sin(a) * 200;
    flowers += C(x, y, 22, pick(r, [WHITE, c.light, '#f7a8c4'])) + C(x, y, 8, GOLD);
  }
  return (
    R(80, 340, 440, 44, 8, WHITE) +
    R(80, 340, 440, 10, 4, GOLD) +
    flowers +
    R(190, 230, 220, 80, 30, GOLD) +
    R(200, 244, 200, 60, 22, WHITE) +
    R(174, 270, 40, 70, 16, GOLD) +
    R(386, 270, 40, 70, 16, GOLD) +
    R(196, 290, 208, 50, 14, CREAM) +
    L('M60 340V140M540 340V140', GOLD_DARK, 6)
  );
};

// ---- catering ----

export const breakfast: Draw = () =>
  E(300, 300, 170, 60, WHITE) +
  E(300, 296, 140, 46, '#f3f4f6') +
  P('M190 280Q200 230 260 240Q300 250 290 290Q250 320 200 300Z', WHITE) +
  C(246, 272, 22, '#fbbf24') +
  E(350, 276, 60, 26, '#e8b874') +
  L('M300 276q50-10 100 0', '#c9803a', 4, ' stroke-dasharray="6 8"') +
  R(410, 140, 60, 90, 10, '#e4f1f6', op(0.9)) +
  R(414, 170, 52, 56, 6, '#c7773a') +
  L('M430 120q-8-14 0-28M452 120q-8-14 0-28', SILVER, 4);

export const latte: Draw = ({ c }) =>
  P('M230 170H370L352 380H248Z', WHITE, ` stroke="${SILVER_DARK}" stroke-width="4"`) +
  R(240, 230, 120, 60, 0, c.main) +
  R(220, 150, 160, 28, 10, INK) +
  P('M248 150Q300 110 352 150Z', INK) +
  L('M280 110q-10-20 0-40M320 110q-10-20 0-40', SILVER, 5, op(0.8)) +
  E(430, 360, 40, 10, '#8a4b2a') +
  E(430, 356, 34, 7, '#a86a3d');

export const chafingDishes: Draw = ({ c }) => {
  const dish = (x: number) =>
    R(x - 70, 300, 140, 46, 8, SILVER_DARK) +
    P(`M${x - 66} 300Q${x - 66} 220 ${x} 216Q${x + 66} 220 ${x + 66} 300Z`, SILVER) +
    L(`M${x - 40} 280Q${x - 40} 240 ${x - 6} 232`, WHITE, 6, op(0.7)) +
    R(x - 14, 204, 28, 14, 6, SILVER_DARK) +
    L(`M${x - 60} 346L${x - 66} 380M${x + 60} 346L${x + 66} 380`, SILVER_DARK, 6) +
    E(x, 360, 10, 14, '#ff9b3d');
  return R(80, 376, 440, 10, 4, c.dark) + dish(160) + dish(300) + dish(440) + crescent(300, 120, 30, GOLD);
};

const tray = (c: Palette) =>
  R(120, 250, 360, 130, 24, SILVER_DARK) +
  R(130, 240, 340, 130, 20, SILVER) +
  R(146, 252, 308, 106, 14, c.pale);

export const sambosaTray: Draw = ({ c }) => {
  let s = tray(c);
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 5; i++) {
      const x = 176 + i * 62;
      const y = 270 + row * 46;
      const up = (i + row) % 2 === 0;
      s += P(
        up
          ? `M${x - 30} ${y + 36}L${x} ${y - 6}L${x + 30} ${y + 36}Z`
          : `M${x - 30} ${y}L${x + 30} ${y}L${x} ${y + 42}Z`,
        '#e8a94f',
        ` stroke="#b87325" stroke-width="3" stroke-linejoin="round"`,
      );
    }
  return s + C(470, 210, 30, WHITE) + C(470, 210, 22, GREEN);
};

export const fruitPlatter: Draw = ({ c }) => {
  const melon = (x: number, y: number, a: number) =>
    `<g${rot(a, x, y)}>${P(`M${x - 50} ${y}A50 50 0 0 0 ${x + 50} ${y}Z`, '#4caf50')}${P(`M${x - 44} ${y}A44 44 0 0 0 ${x + 44} ${y}Z`, '#ef4b5c')}${C(x - 16, y + 16, 3, INK)}${C(x + 10, y + 22, 3, INK)}${C(x + 2, y + 10, 3, INK)}</g>`;
  const orange = (x: number, y: number) =>
    C(x, y, 32, '#fb923c') +
    C(x, y, 26, '#fdba74') +
    L(
      `M${x} ${y - 26}V${y + 26}M${x - 26} ${y}H${x + 26}M${x - 18} ${y - 18}l36 36M${x + 18} ${y - 18}l-36 36`,
      '#fb923c',
      2,
    );
  const kiwi = (x: number, y: number) =>
    C(x, y, 26, '#8b6b3d') + C(x, y, 22, '#8bc34a') + C(x, y, 8, '#f1f8e9');
  let grapes = '';
  for (const [dx, dy] of [
    [0, 0],
    [18, 4],
    [-16, 6],
    [4, 20],
    [-8, 24],
    [14, 24],
    [2, 38],
  ])
    grapes += C(380 + (dx as number), 200 + (dy as number), 11, '#7b3fa0');
  return (
    E(300, 300, 200, 70, WHITE) +
    E(300, 296, 186, 60, c.pale) +
    melon(210, 270, -10) +
    melon(300, 250, 10) +
    orange(380, 300) +
    kiwi(250, 320) +
    kiwi(320, 326) +
    grapes +
    C(170, 320, 18, RED) +
    C(440, 270, 16, RED)
  );
};

export const sandwichTray: Draw = ({ c }) => {
  let s = tray(c);
  for (let i = 0; i < 3; i++) {
    const x = 200 + i * 100;
    s +=
      L(`M${x} 196V250`, '#e9d3a8', 4) +
      C(x, 194, 6, RED) +
      R(x - 44, 318, 88, 24, 10, '#e9c590') +
      L(`M${x - 44} 314q11-8 22 0t22 0t22 0t22 0`, GREEN, 8) +
      R(x - 42, 296, 84, 12, 4, '#fde68a') +
      R(x - 40, 282, 80, 12, 6, '#f28b82') +
      P(`M${x - 44} 282Q${x - 44} 246 ${x} 246Q${x + 44} 246 ${x + 44} 282Z`, '#e9c590') +
      P(`M${x - 36} 278Q${x - 36} 254 ${x} 254Q${x + 36} 254 ${x + 36} 278Z`, '#fff3da');
  }
  return s;
};

export const skewersPlatter: Draw = ({ c }) => {
  let s = E(300, 300, 200, 64, WHITE) + E(300, 296, 186, 54, c.pale);
  for (let k = 0; k < 3; k++) {
    const y = 250 + k * 36;
    s += `<g${rot(-8, 300, y)}>${L(`M120 ${y}H480`, SILVER_DARK, 5)}`;
    for (let i = 0; i < 5; i++) {
      const x = 180 + i * 60;
      s +=
        i % 3 === 1
          ? R(x - 18, y - 16, 36, 32, 8, i % 2 ? '#e5484d' : '#5fb36b')
          : R(x - 20, y - 18, 40, 36, 10, '#8a4b2a') +
            L(`M${x - 12} ${y - 8}l8 16M${x + 4} ${y - 8}l8 16`, INK_DARK, 3, op(0.6));
    }
    s += '</g>';
  }
  return s + E(170, 350, 24, 10, '#fff3da') + E(440, 348, 26, 10, GREEN);
};

// ---- services ----

export const videoCamera: Draw = ({ c }) =>
  R(150, 170, 240, 150, 24, INK) +
  C(410, 245, 60, SILVER) +
  C(410, 245, 46, INK_DARK) +
  C(410, 245, 28, c.dark) +
  L('M392 228q10-8 22-8', WHITE, 5, op(0.55)) +
  R(170, 130, 120, 44, 10, '#4a4267') +
  R(300, 120, 70, 20, 6, INK) +
  C(180, 200, 10, RED) +
  R(200, 330, 120, 12, 4, INK_DARK) +
  L('M260 342V384M260 360L210 384M260 360L310 384', INK, 6) +
  R(90, 190, 60, 90, 10, '#5a5478');

export const drone: Draw = ({ c }) => {
  const rotor = (x: number, y: number) =>
    L(`M${x} ${y}V${y - 20}`, INK, 6) + E(x, y - 24, 60, 8, SILVER_DARK, op(0.8)) + C(x, y - 24, 7, INK);
  return (
    L('M190 170L300 220L410 170M190 290L300 240L410 290', INK, 12) +
    rotor(190, 170) +
    rotor(410, 170) +
    rotor(190, 290) +
    rotor(410, 290) +
    R(250, 200, 100, 60, 20, WHITE) +
    R(250, 200, 100, 60, 20, 'none', ` stroke="${INK}" stroke-width="5"`) +
    C(300, 280, 20, INK_DARK) +
    C(300, 280, 9, c.main) +
    L('M260 330l-10 20M300 330v24M340 330l10 20', c.light, 5, op(0.8)) +
    C(330, 220, 5, RED)
  );
};

export const waiterTray: Draw = ({ c }) => {
  const glass = (x: number, fill: string) =>
    P(`M${x - 16} 150H${x + 16}L${x + 12} 220H${x - 12}Z`, '#eef6ff', op(0.9)) +
    R(x - 13, 170, 26, 46, 2, fill, op(0.85)) +
    L(`M${x - 10} 158V210`, WHITE, 3, op(0.7));
  return (
    glass(240, '#f59e0b') +
    glass(290, '#ef4b5c') +
    glass(340, '#f59e0b') +
    E(300, 226, 130, 16, SILVER_DARK) +
    E(300, 222, 126, 12, SILVER) +
    P('M200 384Q200 300 250 290L300 330L350 290Q400 300 400 384Z', INK) +
    P('M262 292L300 330L338 292Z', WHITE) +
    P('M264 306L300 322L264 338ZM336 306L300 322L336 338Z', RED) +
    C(300, 322, 6, INK) +
    C(300, 356, 4, GOLD) +
    C(160, 320, 4, c.main)
  );
};

export const valetCar: Draw = ({ c }) =>
  P(
    'M120 300Q130 250 180 244L230 196Q246 180 270 180H370Q394 180 410 196L452 244Q490 250 490 300V340H120Z',
    c.main,
  ) +
  P('M246 204H296V244H214ZM312 204H368Q380 204 390 214L420 244H312Z', '#d5ecf8') +
  R(120, 296, 370, 30, 10, c.dark) +
  C(200, 340, 34, INK_DARK) +
  C(200, 340, 14, SILVER) +
  C(410, 340, 34, INK_DARK) +
  C(410, 340, 14, SILVER) +
  C(478, 284, 8, '#ffe28a') +
  L('M500 120v40', GOLD_DARK, 4) +
  C(500, 110, 12, 'none', ` stroke="${GOLD_DARK}" stroke-width="5"`) +
  R(480, 160, 40, 60, 8, GOLD) +
  C(500, 176, 6, WHITE) +
  R(100, 90, 60, 90, 10, INK) +
  P('M115 110h30v20h-30z', WHITE) +
  L('M130 140v25', WHITE, 6);

export const chef: Draw = () =>
  C(240, 120, 40, WHITE) +
  C(300, 96, 50, WHITE) +
  C(360, 120, 40, WHITE) +
  R(236, 120, 128, 80, 10, WHITE) +
  R(236, 180, 128, 24, 6, '#e5e7eb') +
  L('M266 136V176M300 130V176M334 136V176', '#e5e7eb', 4) +
  L('M400 314H520', INK, 14) +
  E(300, 310, 110, 26, INK) +
  P('M190 310Q190 350 300 350Q410 350 410 310Z', INK_DARK) +
  E(300, 306, 96, 18, '#5a5478') +
  C(270, 300, 16, '#e5484d') +
  C(312, 296, 14, '#5fb36b') +
  C(340, 306, 12, GOLD) +
  P('M210 270Q230 230 220 200Q250 220 250 250Q270 230 262 210Q300 240 280 280Z', '#fb923c', op(0.9)) +
  P('M320 270Q330 240 350 230Q350 260 370 250Q380 270 360 286Z', '#fbbf24', op(0.9));

export const cleaning: Draw = ({ c }) =>
  `<g${rot(18, 250, 300)}>${R(242, 60, 16, 250, 8, WOOD)}${P('M200 300H300L320 384H180Z', GOLD)}${L('M196 330L190 380M230 330L226 384M270 330L274 384M304 330L312 380', GOLD_DARK, 4)}</g>` +
  P('M380 210H440L452 384H368Z', c.main) +
  R(392, 166, 36, 46, 6, WHITE) +
  P('M428 170H470L476 186H428Z', WHITE) +
  R(376, 260, 68, 60, 8, WHITE, op(0.85)) +
  C(490, 190, 10, '#eaf6ff', ` stroke="#9cc9ee" stroke-width="2"`) +
  C(510, 160, 14, '#eaf6ff', ` stroke="#9cc9ee" stroke-width="2"`) +
  C(488, 130, 8, '#eaf6ff', ` stroke="#9cc9ee" stroke-width="2"`) +
  sparkle(150, 150, 16, c.accent2) +
  sparkle(190, 110, 10, GOLD);

export const invitationCard: Draw = ({ c }) =>
  P('M140 220H420V380H140Z', c.light) +
  P('M140 220L280 310L420 220Z', shade(c.light, -0.1)) +
  `<g${rot(-8, 300, 200)}>` +
  R(200, 80, 220, 260, 10, WHITE) +
  R(214, 94, 192, 232, 6, 'none', ` stroke="${GOLD}" stroke-width="4"`) +
  C(310, 150, 22, c.main) +
  L('M246 206H374M258 232H362M246 258H374M270 290H350', SILVER_DARK, 6) +
  '</g>' +
  C(280, 330, 22, RED) +
  C(280, 330, 12, '#b91c1c') +
  `<g${rot(40, 470, 250)}>${R(460, 110, 20, 200, 6, INK)}${P('M460 310H480L470 340Z', GOLD)}</g>`;

export const florist: Draw = ({ c }) => {
  const bloom = (x: number, y: number, fill: string) =>
    C(x, y, 26, fill) + C(x, y, 15, shade(fill, -0.15)) + C(x, y, 6, GOLD);
  return (
    L('M300 330L250 190M300 330L300 170M300 330L350 190', '#4f9a5a', 6) +
    bloom(240, 180, c.light) +
    bloom(300, 150, c.main) +
    bloom(360, 180, '#f7a8c4') +
    bloom(270, 220, WHITE) +
    bloom(330, 222, c.accent2) +
    P('M220 220L300 380L380 220Q300 250 220 220Z', '#f1dfc3') +
    P('M220 220L300 380L260 230Z', '#e3caa4') +
    L('M262 300Q300 318 338 300', c.accent, 8) +
    `<g${rot(-30, 450, 320)}>${C(430, 350, 16, 'none', ` stroke="${c.dark}" stroke-width="7"`)}${C(470, 350, 16, 'none', ` stroke="${c.dark}" stroke-width="7"`)}${P('M440 336L480 250L490 256L454 340ZM460 336L420 250L410 256L446 340Z', SILVER_DARK)}</g>`
  );
};

export const bridalExtras = (c: Palette) =>
  L('M250 388Q300 410 350 388', GOLD, 9) +
  L('M252 374Q300 396 348 374', GOLD_DARK, 7) +
  `<g${rot(35, 450, 220)}>${P('M430 120H470L450 250Z', '#7a3418')}${R(430, 104, 40, 20, 6, c.main)}</g>` +
  sparkle(470, 90, 12, GOLD);
