import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planOpensAudit, planState, type AccountPlan } from './plan.ts';

const DAY = 86_400_000;
const now = Date.parse('2026-11-28T12:00:00.000Z');
const ago = (days: number) => new Date(now - days * DAY).toISOString();
const pro = (plan: Partial<AccountPlan> = {}): AccountPlan => ({
  plan: 'pro',
  locations: 1,
  status: 'active',
  periodEnd: null,
  pastDueSince: null,
  ...plan,
});

describe("an account's plan state", () => {
  it('keeps a failed renewal open for the grace days, counted in days: open at 6 days of 7, suspended at 7 and 8', () => {
    assert.equal(planState(pro({ status: 'past_due', pastDueSince: ago(6) }), now, 7), 'pastDue');
    assert.equal(
      planState(pro({ status: 'past_due', pastDueSince: new Date(now - 7 * DAY + 1).toISOString() }), now, 7),
      'pastDue',
      'a millisecond before the seventh day ends',
    );
    assert.equal(planState(pro({ status: 'past_due', pastDueSince: ago(7) }), now, 7), 'suspended');
    assert.equal(planState(pro({ status: 'past_due', pastDueSince: ago(8) }), now, 7), 'suspended');
    // Another operator's grace, and none at all.
    assert.equal(planState(pro({ status: 'past_due', pastDueSince: ago(13) }), now, 14), 'pastDue');
    assert.equal(planState(pro({ status: 'past_due', pastDueSince: ago(0) }), now, 0), 'suspended');
    // A renewal that just failed, with no date recorded, starts its grace now.
    assert.equal(planState(pro({ status: 'past_due' }), now, 7), 'pastDue');
  });

  it('keeps a cancelled plan until the end of its paid period, then the account is free', () => {
    assert.equal(
      planState(pro({ status: 'canceled', periodEnd: new Date(now + 1000).toISOString() }), now, 7),
      'active',
    );
    assert.equal(planState(pro({ status: 'canceled', periodEnd: new Date(now).toISOString() }), now, 7), 'free');
    assert.equal(planState(pro({ status: 'canceled', periodEnd: null }), now, 7), 'free');
  });

  it('is free on the free plan or a plan of no locations, and active while paid', () => {
    assert.equal(planState(pro({ plan: 'free' }), now, 7), 'free');
    assert.equal(planState(pro({ locations: 0 }), now, 7), 'free');
    assert.equal(planState(pro({ plan: 'agency', locations: 12 }), now, 7), 'active');
  });

  it('opens the full audit while active or within the grace, and not when free or suspended', () => {
    assert.deepEqual(
      (['active', 'pastDue', 'suspended', 'free'] as const).map((state) => planOpensAudit(state)),
      [true, true, false, false],
    );
  });
});
