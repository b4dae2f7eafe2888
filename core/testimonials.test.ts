import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES } from './locales/index.ts';
import { CATALOGS } from './locales/messages/index.ts';
import { VERTICALS } from './routes.ts';
import { LANDING_TESTIMONIALS, nameOf, ownTestimonialOf, TESTIMONIALS, testimonialsFor } from './testimonials.ts';

describe('testimonials', () => {
  it('show a vertical its own kind of business first, then related kinds, and all nine once', () => {
    assert.deepEqual(
      testimonialsFor('dentists')
        .map((item) => item.id)
        .slice(0, 3),
      ['t2', 't7', 't6'],
    );
    assert.equal(testimonialsFor('barbers')[0]!.id, 't4');
    assert.equal(testimonialsFor('cafes')[0]!.id, 't5');
    // No pharmacy among the nine: the other health and professional practices come first.
    assert.deepEqual(
      testimonialsFor('pharmacies')
        .slice(0, 3)
        .map((item) => item.kind),
      ['dentists', 'lawyers', 'dentists'],
    );
    for (const vertical of VERTICALS) {
      const ids = testimonialsFor(vertical).map((item) => item.id);
      assert.deepEqual(
        [...ids].sort(),
        TESTIMONIALS.map((item) => item.id),
        vertical,
      );
    }
  });

  it('give each vertical page’s registration dialog a testimonial of its own trade where one exists', () => {
    const own = Object.fromEntries(VERTICALS.map((vertical) => [vertical, ownTestimonialOf(vertical)?.id]));
    assert.deepEqual(own, {
      restaurants: 't1',
      cafes: 't5',
      'hair-salons': 't3',
      dentists: 't2',
      bars: undefined,
      barbers: 't4',
      lawyers: 't6',
      gyms: 't8',
      pharmacies: undefined,
      'massage-salons': undefined,
    });
  });

  it('order related kinds of business after the vertical’s own kind', () => {
    const kinds = (vertical: (typeof VERTICALS)[number], count: number) =>
      testimonialsFor(vertical)
        .slice(0, count)
        .map((item) => item.kind);
    // No bar among the nine: the restaurant and the café come first, then the rest in their usual order.
    assert.deepEqual(kinds('bars', 3), ['restaurants', 'cafes', 'dentists']);
    assert.deepEqual(kinds('restaurants', 2), ['restaurants', 'cafes']);
    assert.deepEqual(kinds('hair-salons', 3), ['hair-salons', 'barbers', 'restaurants']);
    // Massage salons belong with the beauty trades and with the gyms.
    assert.deepEqual(kinds('massage-salons', 4), ['hair-salons', 'barbers', 'gyms', 'restaurants']);
    assert.deepEqual(kinds('gyms', 2), ['gyms', 'restaurants']);
    assert.deepEqual(kinds('lawyers', 3), ['lawyers', 'dentists', 'dentists']);
  });

  it('are nine people with a name, a business and a city, each of a kind the site has a page for', () => {
    assert.deepEqual(
      TESTIMONIALS.map((item) => item.id),
      ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9'],
    );
    for (const item of TESTIMONIALS) {
      assert.match(item.name, /^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u, item.id);
      assert.ok(item.business.length > 3 && item.city.length > 3, item.id);
      assert.ok(
        item.kind === 'agency' || (VERTICALS as readonly string[]).includes(item.kind),
        `${item.id}: ${item.kind}`,
      );
    }
    assert.equal(new Set(TESTIMONIALS.map((item) => item.business)).size, 9);
    assert.deepEqual(
      TESTIMONIALS.filter((item) => item.kind === 'agency').map((item) => item.business),
      ['BrightPath Marketing'],
    );
  });

  it('carry the headline figures the spec names: +3,600 visitors, +120 reviews, +87% bookings, Top 5, Top 10', () => {
    assert.deepEqual(
      TESTIMONIALS.filter((item) => item.usp).map((item) => [item.id, item.usp]),
      [
        ['t1', { kind: 'plus', value: 3600 }],
        ['t3', { kind: 'plus', value: 120 }],
        ['t4', { kind: 'percent', value: 87 }],
        ['t6', { kind: 'top', value: 5 }],
        ['t8', { kind: 'top', value: 10 }],
      ],
    );
  });

  for (const locale of LOCALES) {
    it(`${locale}: each has its words in the testimonials catalog, a quote or a figure's caption`, () => {
      const catalog = CATALOGS[locale].testimonials as unknown as Record<string, Record<string, unknown> | undefined>;
      const problems = TESTIMONIALS.filter(
        (item) => typeof catalog[item.id]?.[item.usp ? 'sup' : 'quote'] !== 'string',
      ).map((item) => item.id);
      assert.deepEqual(problems, []);
    });
  }

  it('appear on the landing page once each: story, carousel, wall', () => {
    const ids = [LANDING_TESTIMONIALS.story, ...LANDING_TESTIMONIALS.carousel, ...LANDING_TESTIMONIALS.wall].map(
      (item) => item.id,
    );
    assert.deepEqual(
      [...ids].sort(),
      TESTIMONIALS.map((item) => item.id),
    );
    assert.ok(LANDING_TESTIMONIALS.carousel.length >= 5, 'four in view never show a card twice');
  });

  it('write Hungarian names family name first on Hungarian pages only', () => {
    const anna = TESTIMONIALS.find((item) => item.id === 't3')!;
    assert.equal(nameOf(anna, 'hu-HU'), 'Kovács Anna');
    assert.equal(nameOf(anna, 'de-DE'), 'Anna Kovács');
    assert.equal(nameOf(TESTIMONIALS[0]!, 'hu-HU'), 'Sofia Martínez');
    const gabor = TESTIMONIALS.find((item) => item.id === 't6')!;
    assert.equal(nameOf(gabor, 'hu-HU'), 'Tóth Gábor');
    assert.equal(nameOf(gabor, 'en-US'), 'Gábor Tóth');
    assert.deepEqual(
      TESTIMONIALS.filter((item) => item.localName).map((item) => item.id),
      ['t3', 't6'],
    );
  });
});
