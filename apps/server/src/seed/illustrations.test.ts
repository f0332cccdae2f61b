import { describe, expect, it } from 'vitest';
import { coverMotifs, planDemoOffers } from './demo-catalogue.js';
import { CATEGORIES, DEMO_SHOPS, ITEM_GROUPS } from './demo-catalogue-data.js';
import {
  createRng,
  listingIllustration,
  MOTIFS,
  type Motif,
  pictureOf,
  shopCover,
  shopLogo,
} from './illustrations.js';

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
      expect(svg).toContain('scale(0.44)');
      expect(svg.length).toBeLessThan(6500);
    },
  );

  it.each(['karak', 'burger', 'ice_cream', 'shawarma', 'dallah', 'breakfast', 'popcorn', 'latte'] as const)(
    'puts a %s on a food truck sign that reads at card size',
    (inner) => {
      const svg = listingIllustration({ motif: 'food_truck', inner, hue: 40, seed: `${inner}-sign` });
      expect(svg).toContain('scale(0.44)');
      expect(svg.length).toBeLessThan(6500);
    },
  );

  it('is a pure function of its options', () => {
    const options = { motif: 'red_velvet_cake', hue: 340, seed: 'red-velvet' } as const;
    expect(listingIllustration(options)).toBe(listingIllustration(options));
    expect(listingIllustration({ ...options, seed: 'other' })).not.toBe(listingIllustration(options));
    expect(listingIllustration({ ...options, hue: 200 })).not.toBe(listingIllustration(options));
  });

  it('rejects an unknown motif', () => {
    expect(() => listingIllustration({ motif: 'nope' as 'oud', hue: 0, seed: 'x' })).toThrow(/Unknown motif/);
  });
});

/** Every demo item's name, with the drawing chosen for it. */
const ITEMS = ITEM_GROUPS.flatMap((g) =>
  g.items.map(([name, , , picture]) => ({ name, picture: pictureOf(picture) })),
);
const show = ([motif, inner]: [Motif, Motif | undefined]) => (inner ? `${motif}+${inner}` : motif);

/**
 * What a name says → what its picture must be, written apart from the catalogue: the first rule whose
 * pattern matches an item's name decides (so "Cupcakes" is caught before "Cake", "Oud Incense" before
 * "Oud"). Every item must match one rule.
 */
const NAME_RULES: [RegExp, RegExp][] = [
  [/truck/i, /^food_truck\+/],
  [/karak/i, /karak/],
  [/cupcake/i, /^(cupcake_box_12|eid_cupcake_box)$/],
  [/cheesecake/i, /^cheesecake_box$/],
  [/cake pops/i, /^cake_pops$/],
  [/cake stand/i, /^cake_stand$/],
  [/three-tier/i, /^wedding_cake_3$/],
  [/two-tier/i, /^wedding_cake_2$/],
  [/\bcake\b/i, /_cake$/],
  [/candles/i, /_candles$/],
  [/coffee cups/i, /^coffee_cups$/],
  [/paper cups/i, /^paper_cups$/],
  [/coffee/i, /^dallah$/],
  [/balloon arch/i, /^balloon_arch$/],
  [/balloon garland/i, /^balloon_garland$/],
  [/number balloon/i, /^number_balloon$/],
  [/confetti balloons/i, /^confetti_balloons$/],
  [/balloon bouquet/i, /^balloons$/],
  [/balloon twister/i, /^balloon_dog$/],
  [/lantern/i, /^lantern_set$/],
  [/string lights/i, /^warm_lights$/],
  [/light canopy/i, /^light_canopy$/],
  [/marquee/i, /^marquee_letters$/],
  [/banner/i, /^birthday_banner$/],
  [/bunting/i, /^red_white_bunting$/],
  [/eid mubarak garland/i, /^eid_garland$/],
  [/tassel/i, /^tassel_garland$/],
  [/backdrop/i, /_backdrop$/],
  [/petal/i, /^petal_aisle$/],
  [/flower|florist/i, /^(flower_centrepiece|florist)$/],
  [/kosha/i, /^kosha$/],
  [/chocolate box/i, /^chocolate_box$/],
  [/chocolate fountain/i, /^chocolate_fountain$/],
  [/perfume/i, /^perfume_bottle$/],
  [/gergaoon bags/i, /^gergaoon_bags$/],
  [/gergaoon sweets/i, /^gergaoon_tray$/],
  [/gergaoon night singers/i, /^singers_night$/],
  [/eidiya/i, /^eidiya_envelopes$/],
  [/keychain/i, /^keychains$/],
  [/candy jar/i, /^candy_jar$/],
  [/soap/i, /^soap_favours$/],
  [/pen gift/i, /^pen_gift$/],
  [/dates & nuts/i, /^dates_box$/],
  [/goody bag/i, /^goody_bag$/],
  [/oud incense/i, /^incense_burner$/],
  [/oud player/i, /^oud$/],
  [/flag pins/i, /^flag_pins$/],
  [/almond/i, /^almond_favours$/],
  [/ramadan treat/i, /^ramadan_box$/],
  [/tableware/i, /^tableware$/],
  [/party hats/i, /^party_hat$/],
  [/cutlery/i, /^gold_cutlery$/],
  [/tablecloth/i, /^tablecloths$/],
  [/poppers/i, /^party_poppers$/],
  [/piñata/i, /^pinata$/],
  [/kids party pack/i, /^kids_party_pack$/],
  [/napkins/i, /^napkins$/],
  [/bubble/i, /^bubble_machine$/],
  [/photo booth/i, /^photo_booth$/],
  [/popcorn machine/i, /^popcorn_machine$/],
  [/cotton candy/i, /^cotton_candy_machine$/],
  [/\bDJ\b & lights/i, /^dj_lights$/],
  [/\bDJ\b/, /^dj_deck$/],
  [/magician/i, /^magic_hat$/],
  [/illusionist/i, /^illusion_stage$/],
  [/clown/i, /^clown$/],
  [/face painter/i, /^paint_palette$/],
  [/folk troupe/i, /^frame_drums$/],
  [/acoustic band/i, /^acoustic_guitar$/],
  [/zaffa|drummers/i, /^drum$/],
  [/karaoke/i, /^microphone$/],
  [/puppet/i, /^puppet_theatre$/],
  [/games/i, /^kids_games$/],
  [/saxophone/i, /^saxophone$/],
  [/air-conditioned .*tent/i, /^ac_tent$/],
  [/ghabga tent/i, /^ghabga_tent$/],
  [/majlis/i, /^majlis$/],
  [/chairs/i, /^banquet_chairs$/],
  [/round tables/i, /^round_tables$/],
  [/bouncy castle/i, /^bouncy_castle$/],
  [/slide/i, /^inflatable_slide$/],
  [/sound system/i, /^pa_system$/],
  [/led video screen/i, /^led_screen$/],
  [/stage platform/i, /^stage_platform$/],
  [/fan\b/i, /^cooling_fan$/],
  [/machboos/i, /^platter$/],
  [/buffet/i, /^chafing_dishes$/],
  [/sambosa/i, /^sambosa_tray$/],
  [/fruit/i, /^fruit_platter$/],
  [/halwa/i, /^halwa_tray$/],
  [/sandwich/i, /^sandwich_tray$/],
  [/luqaimat/i, /^sweets$/],
  [/skewers/i, /^skewers_platter$/],
  [/videographer/i, /^video_camera$/],
  [/drone/i, /^drone$/],
  [/photographer/i, /^camera$/],
  [/bridal henna/i, /^bridal_henna$/],
  [/henna/i, /^henna_hand$/],
  [/makeup/i, /^makeup$/],
  [/planner/i, /^planner$/],
  [/wedding coordinator/i, /^rings$/],
  [/waiters/i, /^waiter_tray$/],
  [/valet/i, /^valet_car$/],
  [/chef/i, /^chef$/],
  [/cleaning/i, /^cleaning$/],
  [/invitation/i, /^invitation_card$/],
];

describe('the demo catalogue pictures', () => {
  it.each(ITEMS)('$name gets the drawing its name says', ({ name, picture }) => {
    const rule = NAME_RULES.find(([pattern]) => pattern.test(name));
    expect(rule, `no rule for ${name}`).toBeDefined();
    expect(show(picture)).toMatch(rule?.[1] as RegExp);
  });

  it('never draws a cup as a cake, a cupcake as a whole cake, or a magician as a clown', () => {
    const of = (name: string) => show(ITEMS.find((i) => i.name === name)?.picture as [Motif, undefined]);
    expect(of('Paper Cups Pack of 50')).not.toMatch(/cake/);
    expect(of('Arabic Coffee Cups Set of 12')).not.toBe(of('Paper Cups Pack of 50'));
    expect(of('Cupcakes Box of 12')).not.toBe(of('Chocolate Birthday Cake'));
    expect(of('Three-Tier Wedding Cake')).not.toBe(of('Two-Tier Wedding Cake'));
    expect(of("Children's Magician")).not.toBe(of('Party Clown'));
  });

  it('gives every item its own drawing', () => {
    const seen = new Map<string, string>();
    for (const { name, picture } of ITEMS) {
      expect(seen.get(show(picture)), `${name} looks like ${seen.get(show(picture))}`).toBeUndefined();
      seen.set(show(picture), name);
    }
  });

  const offers = planDemoOffers();

  it('never shows two listings of one shop alike, and every picture is small and well formed', () => {
    const byShop = new Map<string, Set<string>>();
    for (const o of offers) {
      const svg = listingIllustration(o.picture);
      expect(svg.length, o.key).toBeLessThan(6500);
      expect(svg).not.toMatch(/<text|font-family|\p{Extended_Pictographic}|NaN|undefined/u);
      checkSvg(svg);
      const mine = byShop.get(o.shop.slug) ?? new Set();
      expect(mine.has(show([o.picture.motif, o.picture.inner])), o.key).toBe(false);
      mine.add(show([o.picture.motif, o.picture.inner]));
      byShop.set(o.shop.slug, mine);
    }
    expect(byShop.size).toBe(DEMO_SHOPS.length);
  });
});

describe('shopCover', () => {
  it.each(DEMO_SHOPS.map((s) => [s.slug, s] as const))(
    'draws %s a light, well-formed wide cover',
    (_, shop) => {
      const motifs = coverMotifs(shop.categories);
      expect(new Set(motifs).size).toBe(3);
      for (const m of motifs)
        expect(
          shop.categories.some((slug) => CATEGORIES.find((c) => c.slug === slug)?.coverMotifs.includes(m)),
        ).toBe(true);
      const svg = shopCover({ color: shop.color, motifs, seed: shop.slug });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"')).toBe(true);
      expect(svg).not.toMatch(/<text|font-family|\p{Extended_Pictographic}|NaN|undefined/u);
      expect(svg.length).toBeLessThan(8500);
      checkSvg(svg);
    },
  );

  it('differs from shop to shop', () => {
    const covers = DEMO_SHOPS.map((s) =>
      shopCover({ color: s.color, motifs: coverMotifs(s.categories), seed: s.slug }),
    );
    expect(new Set(covers).size).toBe(DEMO_SHOPS.length);
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
