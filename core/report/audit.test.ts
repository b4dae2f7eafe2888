import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { competitorsFromScan, median, scoreInGroup } from './audit.ts';
import { fixesByImpact } from './fixes.ts';
import { asGroupMember, type Peer, type ScoredBusiness } from './visibility-score.ts';

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

  it('breaks a tie of points ahead by the better average rank, then by place id, and never lists the business', () => {
    const points = [
      { rank: 3, top: ['a', 'b', 'self'] },
      { rank: 3, top: ['b', 'a', 'self'] },
      { rank: 1, top: ['self', 'b'] },
      { rank: 3, top: ['d', 'c', 'self'] },
      { rank: 3, top: ['c', 'd', 'self'] },
    ];
    // b is ahead at 2 points with ranks 2, 1, 2, 21, 21 (9.4); a at 2 with 1, 2, 21, 21, 21 (13.2); c and d
    // tie on both (at 2 points, 1 + 2 + 21 × 3 = 66 → 13.2), so the place id decides.
    assert.deepEqual(competitorsFromScan(points, 'self'), [
      { placeId: 'b', pointsAhead: 2, averageRank: 9.4 },
      { placeId: 'a', pointsAhead: 2, averageRank: 13.2 },
      { placeId: 'c', pointsAhead: 2, averageRank: 13.2 },
      { placeId: 'd', pointsAhead: 2, averageRank: 13.2 },
    ]);
  });

  it('orders place ids of a full tie by code unit, whatever the locale would say', () => {
    // Both rivals are ahead at both points, at ranks 1 and 2 (1.5 each). Google's place ids mix cases: a locale's
    // collation puts 'ChIJa…' first, code units 'ChIJB…'.
    const points = [
      { rank: 3, top: ['ChIJa1', 'ChIJB2', 'self'] },
      { rank: 3, top: ['ChIJB2', 'ChIJa1', 'self'] },
    ];
    assert.deepEqual(competitorsFromScan(points, 'self'), [
      { placeId: 'ChIJB2', pointsAhead: 2, averageRank: 1.5 },
      { placeId: 'ChIJa1', pointsAhead: 2, averageRank: 1.5 },
    ]);
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
    assert.deepEqual(
      { ...fixes[0], gain: undefined },
      { kind: 'rating', from: 3.8, to: 4.2, gain: undefined, atLeast: false },
    );
    assert.ok(fixes[0]!.gain > 0);
  });

  it('fills each missing listing field on its own: city and coordinates are a sixth of 20 points each', () => {
    assert.deepEqual(fixesByImpact({ ...cafe, city: null, lat: null, lng: null, website: 'w', phone: 'p' }, peers), [
      { kind: 'field', field: 'city', gain: 3.3, atLeast: false },
      { kind: 'field', field: 'coordinates', gain: 3.3, atLeast: false },
      { kind: 'reviews', from: 120, to: 154, gain: 0.9, atLeast: false },
    ]);
  });

  it('takes the leaders’ rating from the three best-placed other peers with a rating, never the business itself', () => {
    const low = { ...cafe, website: 'w', phone: 'p', rating: 3.5, reviewCount: 500 };
    const crowd: Peer[] = [
      ...peers,
      { placeId: 'cafe', rating: 5, reviewCount: 900 },
      { placeId: 'unrated', rating: null, reviewCount: 0 },
      { placeId: 'second', rating: 4.9, reviewCount: 250 },
    ];
    // Best placed: second 4.9, leader 4.8, middle 4.2 → the median 4.8 (with the business's own 5.0 it would be 4.9).
    const [fix, ...rest] = fixesByImpact(low, crowd);
    assert.deepEqual(
      [fix!.kind, fix!.kind === 'rating' && fix!.from, fix!.kind === 'rating' && fix!.to, rest],
      ['rating', 3.5, 4.8, []],
    );
    assert.ok(fix!.gain > 0);
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

describe('a score in its peer group', () => {
  const business = (placeId: string, rating: number, reviewCount: number): ScoredBusiness => ({
    placeId,
    rating,
    reviewCount,
    category: 'cafes',
    city: 'Budapest',
    address: 'Király u. 12',
    lat: 47.5,
    lng: 19.06,
    website: 'https://cafe.example',
    phone: '+36 1 234 5678',
  });
  const group = [
    business('p1', 4.8, 300),
    business('p2', 4.5, 100),
    business('p3', 4.2, 40),
    business('p4', 4, 20),
    business('p5', 3.9, 12),
  ].map(asGroupMember);
  const cafe = business('cafe', 4.6, 120);

  it('places the business among five peers: rank, percentile, badges, and confidence', () => {
    assert.deepEqual(scoreInGroup(cafe, group).facts, {
      rating: 4.6,
      reviewCount: 120,
      rank: 2,
      peers: 6,
      percentile: 80,
      lowConfidence: false,
      // Second of six: no Top badge, which needs a field of twice its places (docs/badges.md).
      badges: [],
    });
    assert.deepEqual(
      scoreInGroup(cafe, [asGroupMember(cafe), ...group]),
      scoreInGroup(cafe, group),
      'the business in its own group counts once',
    );
    // In a field of sixty (these five and 54 with fewer reviews), still second: Top 25, which needs fifty.
    const field = [...group, ...Array.from({ length: 54 }, (_, i) => asGroupMember(business(`q${i}`, 3.8, 5)))];
    assert.deepEqual(scoreInGroup(cafe, field).facts.badges, ['top25']);
  });

  it('has low confidence below five other peers or ten reviews, at the edge of each', () => {
    assert.equal(scoreInGroup(cafe, group.slice(0, 4)).facts.lowConfidence, true, 'four others');
    assert.equal(scoreInGroup(business('cafe', 4.6, 9), group).facts.lowConfidence, true, 'nine reviews');
    assert.equal(
      scoreInGroup(business('cafe', 4.6, 10), group).facts.lowConfidence,
      false,
      'ten reviews and five others',
    );
  });

  it('compares nothing for a business without a category: no rank, peers, percentile or badges', () => {
    const { facts } = scoreInGroup({ ...cafe, category: ' ' }, group);
    assert.deepEqual(
      [facts.rank, facts.peers, facts.percentile, facts.badges, facts.lowConfidence],
      [null, null, null, [], true],
    );
  });
});
