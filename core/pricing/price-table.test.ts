import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MAX_PLACES, parsePlacesInput, PLANS, priceFor, PricingError } from './price-table.ts';

describe('priceFor at every tier boundary', () => {
  const table: Array<[number, number, number, number]> = [
    // places, basic, pro, agency (monthly)
    [1, 19, 29, 49],
    [2, 29, 39, 59],
    [5, 29, 39, 59],
    [6, 39, 59, 79],
    [10, 39, 59, 79],
    [11, 49, 79, 99],
    [20, 49, 79, 99],
    [21, 79, 119, 149],
    [30, 79, 119, 149],
    [31, 119, 169, 209],
    [40, 119, 169, 209],
    [41, 169, 249, 329],
    [50, 169, 249, 329],
  ];
  for (const [places, basic, pro, agency] of table) {
    it(`${places} place(s): ${basic} / ${pro} / ${agency} a month, ten times that a year`, () => {
      assert.equal(priceFor('basic', places, 'monthly'), basic);
      assert.equal(priceFor('pro', places, 'monthly'), pro);
      assert.equal(priceFor('agency', places, 'monthly'), agency);
      assert.equal(priceFor('basic', places, 'annual'), basic * 10);
      assert.equal(priceFor('pro', places, 'annual'), pro * 10);
      assert.equal(priceFor('agency', places, 'annual'), agency * 10);
    });
  }
});

describe('priceFor errors', () => {
  it('takes plan names in any case', () => {
    assert.equal(priceFor('PRO', 1, 'monthly'), 29);
    assert.equal(priceFor(' Agency ', 2, 'monthly'), 59);
  });
  for (const name of ['premium', '', 'pro2', 'enterprise']) {
    it(`rejects the plan name ${JSON.stringify(name)}`, () => {
      assert.throws(
        () => priceFor(name, 1, 'monthly'),
        (error: unknown) =>
          error instanceof PricingError &&
          error.code === 'invalid-plan' &&
          error.message === "Invalid package name. Use 'basic', 'pro', or 'agency'.",
      );
    });
  }
  for (const places of [0, -1, 51, 1000, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
    it(`rejects ${places} places`, () => {
      assert.throws(
        () => priceFor('pro', places, 'monthly'),
        (error: unknown) =>
          error instanceof PricingError &&
          error.code === 'out-of-range' &&
          error.message === 'Number of places exceeds maximum range.',
      );
    });
  }
});

describe('priceFor properties', () => {
  const places = fc.integer({ min: 1, max: MAX_PLACES });
  const plan = fc.constantFrom(...PLANS);
  it('annual is always ten times monthly', () => {
    fc.assert(fc.property(plan, places, (p, n) => priceFor(p, n, 'annual') === priceFor(p, n, 'monthly') * 10));
  });
  it('never gets cheaper with more places', () => {
    fc.assert(
      fc.property(plan, places, places, (p, a, b) =>
        a <= b ? priceFor(p, a, 'monthly') <= priceFor(p, b, 'monthly') : true,
      ),
    );
  });
  it('orders the plans basic < pro < agency for the same places', () => {
    fc.assert(
      fc.property(
        places,
        (n) =>
          priceFor('basic', n, 'monthly') < priceFor('pro', n, 'monthly') &&
          priceFor('pro', n, 'monthly') < priceFor('agency', n, 'monthly'),
      ),
    );
  });
  it('is a whole number of dollars', () => {
    fc.assert(
      fc.property(plan, places, fc.constantFrom('monthly' as const, 'annual' as const), (p, n, b) =>
        Number.isInteger(priceFor(p, n, b)),
      ),
    );
  });
});

describe('parsePlacesInput', () => {
  const cases: Array<[string, ReturnType<typeof parsePlacesInput>]> = [
    ['1', { ok: true, places: 1 }],
    [' 12 ', { ok: true, places: 12 }],
    ['50', { ok: true, places: 50 }],
    ['', { ok: false, reason: 'empty' }],
    ['   ', { ok: false, reason: 'empty' }],
    ['0', { ok: false, reason: 'tooLow' }],
    ['-3', { ok: false, reason: 'tooLow' }],
    ['51', { ok: false, reason: 'tooHigh' }],
    ['2.5', { ok: false, reason: 'decimal' }],
    ['2,5', { ok: false, reason: 'decimal' }],
    ['12.75', { ok: false, reason: 'decimal' }],
    ['+2,5', { ok: false, reason: 'decimal' }],
    ['-1.5', { ok: false, reason: 'decimal' }],
    ['2.5x', { ok: false, reason: 'notNumber' }],
    ['x2.5', { ok: false, reason: 'notNumber' }],
    ['*2.5', { ok: false, reason: 'notNumber' }],
    ['abc', { ok: false, reason: 'notNumber' }],
    ['1e2', { ok: false, reason: 'notNumber' }],
    ['12abc', { ok: false, reason: 'notNumber' }],
  ];
  for (const [text, expected] of cases) {
    it(`${JSON.stringify(text)} → ${JSON.stringify(expected)}`, () =>
      assert.deepEqual(parsePlacesInput(text), expected));
  }
});
