import { describe, expect, it } from 'vitest';
import { createRng, listingIllustration, MOTIFS, shopLogo } from './illustrations.js';

/** Tags open and close in order, ids are unique, and every url(#id) / href="#id" points at one of them. */
function checkSvg(svg: string) {
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing ${tag}`).toBe(name);
    else stack.push(name as string);
  }
  expect(stack).toEqual([]);
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const [, ref] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) expect(ids).toContain(ref);
}

describe('listingIllustration', () => {
  it.each(MOTIFS)('draws %s as a small, well-formed SVG without text', (motif) => {
    const svg = listingIllustration({ motif, hue: 205, seed: `test-${motif}` });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<text|font-family|\p{Extended_Pictographic}|NaN|undefined/u);
    expect(svg.length).toBeLessThan(6500);
    checkSvg(svg);
  });

  it.each(['karak', 'burger', 'ice_cream', 'shawarma', 'dallah'] as const)(
    'puts a small %s on a food truck sign',
    (inner) => {
      const svg = listingIllustration({ motif: 'food_truck', inner, hue: 20, seed: `${inner}-truck` });
      checkSvg(svg);
      expect(svg).toContain('scale(0.22)');
      expect(svg.length).toBeLessThan(6500);
    },
  );

  it('is a pure function of its options', () => {
    const options = { motif: 'cake', hue: 340, seed: 'red-velvet' } as const;
    expect(listingIllustration(options)).toBe(listingIllustration(options));
    expect(listingIllustration({ ...options, seed: 'other' })).not.toBe(listingIllustration(options));
    expect(listingIllustration({ ...options, hue: 200 })).not.toBe(listingIllustration(options));
  });

  it('rejects an unknown motif', () => {
    expect(() => listingIllustration({ motif: 'nope' as 'cake', hue: 0, seed: 'x' })).toThrow(
      /Unknown motif/,
    );
  });
});

describe('shopLogo', () => {
  it('shows up to two Latin initials in the Cairo font on the brand colour', () => {
    const svg = shopLogo({ initials: 'sp', color: '#d6336c', seed: 'sugar-pearl' });
    checkSvg(svg);
    expect(svg).toMatch(/font-family="Cairo, system-ui, sans-serif" font-weight="700"[^>]*>SP<\/text>/);
    expect(svg).not.toBe(shopLogo({ initials: 'sp', color: '#1864ab', seed: 'sugar-pearl' }));
    expect(svg.length).toBeLessThan(3000);
  });

  it('never lets markup through', () => {
    const svg = shopLogo({ initials: '<b>x</b>', color: 'red"/><script>', seed: 's' });
    expect(svg).not.toMatch(/<script|<b>/);
    expect(svg).toMatch(/>BX<\/text>/);
    checkSvg(svg);
  });

  it('uses dark letters on a light brand colour', () => {
    expect(shopLogo({ initials: 'A', color: '#ffe066', seed: 'a' })).toMatch(/fill="#2a2540">A</);
    expect(shopLogo({ initials: 'A', color: '#1864ab', seed: 'a' })).toMatch(/fill="#ffffff">A</);
  });
});

describe('createRng', () => {
  it('repeats for the same seed and stays in [0, 1)', () => {
    const a = createRng('haflah');
    const b = createRng('haflah');
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
