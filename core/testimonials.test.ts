import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VERTICALS } from './routes.ts';
import { LANDING_TESTIMONIALS, nameOf, TESTIMONIALS, testimonialsFor } from './testimonials.ts';

describe('testimonials', () => {
  it('show a vertical its own kind of business first, then related kinds, and all nine once', () => {
    assert.deepEqual(testimonialsFor('dentists').map((item) => item.id).slice(0, 3), ['t2', 't7', 't6']);
    assert.equal(testimonialsFor('barbers')[0]!.id, 't4');
    assert.equal(testimonialsFor('cafes')[0]!.id, 't5');
    // No pharmacy among the nine: the other health and professional practices come first.
    assert.deepEqual(testimonialsFor('pharmacies').slice(0, 3).map((item) => item.kind), ['dentists', 'lawyers', 'dentists']);
    for (const vertical of VERTICALS) {
      const ids = testimonialsFor(vertical).map((item) => item.id);
      assert.deepEqual([...ids].sort(), TESTIMONIALS.map((item) => item.id), vertical);
    }
  });

  it('appear on the landing page once each: story, carousel, wall', () => {
    const ids = [LANDING_TESTIMONIALS.story, ...LANDING_TESTIMONIALS.carousel, ...LANDING_TESTIMONIALS.wall].map((item) => item.id);
    assert.deepEqual([...ids].sort(), TESTIMONIALS.map((item) => item.id));
    assert.ok(LANDING_TESTIMONIALS.carousel.length >= 5, 'four in view never show a card twice');
  });

  it('write Hungarian names family name first on Hungarian pages only', () => {
    const anna = TESTIMONIALS.find((item) => item.id === 't3')!;
    assert.equal(nameOf(anna, 'hu-HU'), 'Kovács Anna');
    assert.equal(nameOf(anna, 'de-DE'), 'Anna Kovács');
    assert.equal(nameOf(TESTIMONIALS[0]!, 'hu-HU'), 'Sofia Martínez');
  });
});
