import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isUsableParam, resolveBadge } from './definitions.ts';
import { evaluateBadges, nearestTopBadge, rankingScore } from './eligibility.ts';

const earned = (standing: Parameters<typeof evaluateBadges>[0]) =>
  evaluateBadges(standing)
    .filter((badge) => badge.earned)
    .map((badge) => badge.type);

describe('badges', () => {
  it('resolves types, ids and aliases', () => {
    const cases: Array<[string, string]> = [
      ['trusted', 'trusted'],
      ['community-trusted', 'trusted'],
      ['top-25', 'top25'],
      ['best25', 'top25'],
      ['TOP50', 'top50'],
      [' best100 ', 'top100'],
      ['customers-choice', 'favourite'],
      ['customer-favorite', 'favourite'],
      ['mostloved', 'favourite'],
    ];
    for (const [name, type] of cases) {
      assert.equal(resolveBadge(name)?.type, type, name);
    }
    assert.equal(resolveBadge('gold'), undefined);
    assert.equal(resolveBadge(''), undefined);
  });

  it('applies the unlock-badge parameter rule', () => {
    for (const bad of ['', '   ', 'null', 'undefined', ' null ', null, undefined])
      assert.equal(isUsableParam(bad), false, String(bad));
    assert.equal(isUsableParam(' cafe '), true);
  });

  it('awards by rating, rank and reviews', () => {
    assert.deepEqual(earned({ rating: 4.9, reviewCount: 12, rank: 30, total: 250 }), ['trusted', 'top50', 'top100']);
    assert.deepEqual(earned({ rating: 4.89, reviewCount: 500, rank: 1, total: 250 }), [
      'top25',
      'top50',
      'top100',
      'favourite',
    ]);
    assert.deepEqual(earned({ rating: 4.7, reviewCount: 99, rank: 101, total: 300 }), []);
    assert.deepEqual(earned({ rating: null, reviewCount: 0, rank: 140, total: 140 }), []);
  });

  it('draws each line where docs/badges.md draws it: rank 25, 50 and 100 still earn, a rating of exactly 4.9 or 4.7 with 100 reviews earns', () => {
    const at = (rank: number) => earned({ rating: 4, reviewCount: 10, rank, total: 300 });
    assert.deepEqual(at(25), ['top25', 'top50', 'top100']);
    assert.deepEqual(at(26), ['top50', 'top100']);
    assert.deepEqual(at(50), ['top50', 'top100']);
    assert.deepEqual(at(51), ['top100']);
    assert.deepEqual(at(100), ['top100']);
    assert.deepEqual(at(101), []);
    const reviews = (rating: number | null, reviewCount: number) =>
      earned({ rating, reviewCount, rank: 200, total: 300 });
    assert.deepEqual(reviews(4.9, 1), ['trusted']);
    assert.deepEqual(reviews(4.9, 0), []);
    // A rating without reviews (a listing's stale figure) earns nothing.
    assert.deepEqual(reviews(5, 0), []);
    assert.deepEqual(reviews(4.7, 100), ['favourite']);
    assert.deepEqual(reviews(4.69, 100), []);
    assert.deepEqual(reviews(4.7, 99), []);
    assert.deepEqual(reviews(4.9, 100), ['trusted', 'favourite']);
  });

  it('gives a Top badge only in a field of at least twice its places: the third of twelve cafés earns none', () => {
    const at = (rank: number, total: number) => earned({ rating: 4, reviewCount: 10, rank, total });
    assert.deepEqual(at(3, 12), []);
    assert.deepEqual(at(1, 49), []);
    assert.deepEqual(at(1, 50), ['top25']);
    assert.deepEqual(at(1, 99), ['top25']);
    assert.deepEqual(at(26, 100), ['top50']);
    assert.deepEqual(at(1, 199), ['top25', 'top50']);
    assert.deepEqual(at(1, 200), ['top25', 'top50', 'top100']);
    // The rating badges do not depend on the field.
    assert.deepEqual(earned({ rating: 4.9, reviewCount: 120, rank: 1, total: 3 }), ['trusted', 'favourite']);
  });

  it('names the nearest Top badge the field allows and the places to climb, or the field the first one needs', () => {
    assert.deepEqual(nearestTopBadge({ rank: 3, total: 12 }), { type: 'top25', places: 25, field: 50 });
    assert.deepEqual(nearestTopBadge({ rank: 26, total: 60 }), { type: 'top25', places: 25, climb: 1 });
    assert.deepEqual(nearestTopBadge({ rank: 60, total: 150 }), { type: 'top50', places: 50, climb: 10 });
    assert.deepEqual(nearestTopBadge({ rank: 140, total: 300 }), { type: 'top100', places: 100, climb: 40 });
  });

  it('ranks many good reviews above a few perfect ones', () => {
    assert.ok(rankingScore(4.8, 400) > rankingScore(5, 10));
    assert.ok(rankingScore(4.5, 50) > rankingScore(4.5, 5));
  });
});
