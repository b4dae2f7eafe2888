import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { priceFor } from '../pricing/price-table.ts';
import { LOCKED_SECTIONS, REPORT_SECTIONS, unlockOffer } from './report.ts';

describe('the free report and its unlock offer', () => {
  it('locks every section of the full audit but the overview', () => {
    assert.deepEqual([...LOCKED_SECTIONS], ['rankings', 'competitors', 'reviews', 'fixes']);
    assert.deepEqual(
      REPORT_SECTIONS.filter((section) => !(LOCKED_SECTIONS as readonly string[]).includes(section)),
      ['overview'],
    );
  });

  it('offers Pro to a business and Agency to an agency, for as many locations as they have, at the /pricing price', () => {
    assert.deepEqual(unlockOffer('business', 1), { plan: 'pro', places: 1, monthlyUsd: priceFor('pro', 1, 'monthly') });
    assert.deepEqual(unlockOffer(undefined, 3), { plan: 'pro', places: 3, monthlyUsd: priceFor('pro', 3, 'monthly') });
    assert.deepEqual(unlockOffer(null, 2), { plan: 'pro', places: 2, monthlyUsd: priceFor('pro', 2, 'monthly') });
    assert.deepEqual(unlockOffer('agency', 7), {
      plan: 'agency',
      places: 7,
      monthlyUsd: priceFor('agency', 7, 'monthly'),
    });
    assert.notEqual(
      priceFor('pro', 1, 'monthly'),
      priceFor('pro', 3, 'monthly'),
      'the tiers differ, so the count matters',
    );
  });

  it("prices at least one location and at most the table's 50, in whole locations", () => {
    assert.equal(unlockOffer('business', 0).places, 1);
    assert.equal(unlockOffer('business', -4).places, 1);
    assert.equal(unlockOffer('business', 2.7).places, 2);
    assert.equal(unlockOffer('agency', 50).places, 50);
    assert.equal(unlockOffer('agency', 51).places, 50);
    assert.equal(unlockOffer('agency', 51).monthlyUsd, priceFor('agency', 50, 'monthly'));
  });
});
