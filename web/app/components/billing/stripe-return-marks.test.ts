import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutStripeReturnMarks } from './stripe-return-marks.ts';

describe("Stripe's return marks", () => {
  it('are left out of a search, which keeps its other parameters', () => {
    assert.equal(withoutStripeReturnMarks('?portal=return'), '');
    assert.equal(withoutStripeReturnMarks('?checkout=success&project=7'), '?project=7');
    assert.equal(withoutStripeReturnMarks('?places=12&checkout=canceled&portal=return'), '?places=12');
  });

  it('leave a search without them as it was, spelling included', () => {
    assert.equal(withoutStripeReturnMarks(''), '');
    assert.equal(withoutStripeReturnMarks('?q=caf%C3%A9+budapest'), '?q=caf%C3%A9+budapest');
  });
});
