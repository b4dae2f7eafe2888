import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { competitorsFromScan, median } from './audit.ts';
import { fixesByImpact } from './fixes.ts';
import type { Peer, ScoredBusiness } from './visibility-score.ts';

describe('competitors from a scan', () => {
  it('counts the points where each rival is above the business and its average rank over measured points', () => {
    const points = [
      { rank: 2, top: ['a', 'self', 'b'] },
      { rank: 21, top: ['b', 'a'] },
      { rank: null, top: [] },
    ];
    assert.deepEqual(competitorsFromScan(points, 'self'), [
      { placeId: 'a', pointsAhead: 2, averageRank: 1.5 },
      { placeId: 'b', pointsAhead: 1, averageRank: 2 },
    ]);
  });

  it('lists at most ten, the most points ahead first', () => {
    const top = Array.from({ length: 15 }, (_, i) => `r${String(i).padStart(2, '0')}`);
    const result = competitorsFromScan([{ rank: 21, top }], 'self');
    assert.equal(result.length, 10);
    assert.equal(result[0]!.placeId, 'r00');
  });

  it('takes the middle of a list as its median', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 2, 3]), 2.5);
    assert.equal(median([]), null);
  });
});

describe('fixes by measured impact', () => {
  // The café of visibility-score.test.ts, without website and phone, among three cafés.
  const cafe: ScoredBusiness = {
    placeId: 'cafe',
    rating: 4.6,
    reviewCount: 120,
    category: 'cafes',
    city: 'Budapest',
    address: 'Király u. 12',
    lat: 47.5,
    lng: 19.06,
    website: null,
    phone: null,
  };
  const peers: Peer[] = [
    { placeId: 'leader', rating: 4.8, reviewCount: 300 },
    { placeId: 'middle', rating: 4.2, reviewCount: 40 },
    { placeId: 'last', rating: 3.9, reviewCount: 12 },
  ];

  it('worked out by hand: a listing field is a sixth of 20 points; reaching the leaders’ 154 reviews is +0.9', () => {
    // Reviews: leaders (300 + 120 + 40) / 3 = 153.3 → 154. Reputation (4.6 × 154 + 105) / 179 = 4.544 → 24.38
    // (+0.21); review volume log 155 / log 165.7 (the leaders with 154) = 0.987 → 19.74 (+0.71); rank stays 2nd.
    // Rating: the three best-placed peers' median is 4.2, below 4.6: no rating fix.
    assert.deepEqual(fixesByImpact(cafe, peers), [
      { kind: 'field', field: 'website', gain: 3.3, atLeast: false },
      { kind: 'field', field: 'phone', gain: 3.3, atLeast: false },
      { kind: 'reviews', from: 120, to: 154, gain: 0.9, atLeast: false },
    ]);
  });

  it('raises the rating to the leaders’ median when below it, and lists only fixes that gain', () => {
    const weak = { ...cafe, website: 'https://x.example', phone: '1', rating: 3.8, reviewCount: 400 };
    const fixes = fixesByImpact(weak, peers);
    assert.deepEqual(
      fixes.map((fix) => fix.kind),
      ['rating'],
      'more reviews at 3.8 would lower the average: not a fix; it has more reviews than the leaders anyway',
    );
    assert.deepEqual({ ...fixes[0], gain: undefined }, { kind: 'rating', from: 3.8, to: 4.2, gain: undefined, atLeast: false });
    assert.ok(fixes[0]!.gain > 0);
  });

  it('counts only the listing part for a missing category, as "at least"', () => {
    const fixes = fixesByImpact({ ...cafe, category: null, website: 'w', phone: 'p' }, []);
    assert.deepEqual(fixes, [{ kind: 'field', field: 'category', gain: 3.3, atLeast: true }]);
  });

  it('sorts by gain, so the list is the order of impact', () => {
    const fixes = fixesByImpact({ ...cafe, reviewCount: 3, rating: 5 }, peers);
    const gains = fixes.map((fix) => fix.gain);
    assert.deepEqual(
      gains,
      [...gains].sort((a, b) => b - a),
    );
    assert.equal(fixes[0]!.kind, 'reviews', 'from 3 reviews, the leaders’ count gains most');
  });
});
