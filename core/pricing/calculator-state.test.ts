import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { calculatorQuery, calculatorStateFromQuery, stepPlaces } from './calculator-state.ts';

describe('the pricing calculator state in the URL', () => {
  it('reads places and billing, and falls back to 1 place monthly for anything else', () => {
    const read = (query: string) => calculatorStateFromQuery(new URLSearchParams(query));
    assert.deepEqual(read('places=12&billing=annual'), { places: 12, billing: 'annual' });
    assert.deepEqual(read('places=50&billing=monthly'), { places: 50, billing: 'monthly' });
    assert.deepEqual(read(''), { places: 1, billing: 'monthly' });
    for (const bad of ['places=0', 'places=51', 'places=2.5', 'places=abc', 'places=', 'places=-3']) {
      assert.equal(read(bad).places, 1, bad);
    }
    assert.equal(read('billing=ANNUAL').billing, 'monthly');
    assert.equal(read('billing=yearly').billing, 'monthly');
  });

  it('writes the state into the query and keeps the other parameters', () => {
    const query = calculatorQuery(new URLSearchParams('utm_source=mail&places=3'), { places: 7, billing: 'annual' });
    assert.equal(query.toString(), 'utm_source=mail&places=7&billing=annual');
    assert.deepEqual(calculatorStateFromQuery(query), { places: 7, billing: 'annual' });
  });

  it('steps by one within 1 and 50', () => {
    assert.equal(stepPlaces(5, 1), 6);
    assert.equal(stepPlaces(5, -1), 4);
    assert.equal(stepPlaces(1, -1), 1);
    assert.equal(stepPlaces(50, 1), 50);
  });
});
