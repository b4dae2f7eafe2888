import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  asGroupMember,
  groupScores,
  percentileAmong,
  rankAmong,
  scoreBand,
  scoreFromGroup,
  SCORE_WEIGHTS,
  visibilityScore,
  type Peer,
  type ScoredBusiness,
} from './visibility-score.ts';

const cafe: ScoredBusiness = {
  placeId: 'cafe',
  rating: 4.6,
  reviewCount: 120,
  category: 'cafes',
  city: 'Budapest',
  address: 'Király u. 12, 1061 Budapest',
  lat: 47.5,
  lng: 19.06,
  website: 'https://cafe.example',
  phone: '+36 1 234 5678',
};
const peers: Peer[] = [
  { placeId: 'leader', rating: 4.8, reviewCount: 300 },
  { placeId: 'middle', rating: 4.2, reviewCount: 40 },
  { placeId: 'last', rating: 3.9, reviewCount: 12 },
];

describe('visibility score', () => {
  // Each row: what differs from the complete café above, and the parts and score that follow (docs/report.md).
  const cases: Array<{
    name: string;
    business?: Partial<ScoredBusiness>;
    peers?: Peer[];
    parts: Record<string, number>;
    score: number;
    rank: number | null;
    total: number | null;
  }> = [
    {
      name: 'a complete listing, second of four',
      parts: { reputation: 24.2, rank: 20, reviews: 19, listing: 20 },
      score: 83,
      rank: 2,
      total: 4,
    },
    {
      name: 'no reviews: no reputation, no review points, ranked by the prior',
      business: { rating: null, reviewCount: 0 },
      parts: { reputation: 0, rank: 10, reviews: 0, listing: 20 },
      score: 30,
      rank: 3,
      total: 4,
    },
    {
      name: 'alone in its city: first of one, reviews against the floor of 50',
      peers: [],
      parts: { reputation: 24.2, rank: 30, reviews: 20, listing: 20 },
      score: 94,
      rank: 1,
      total: 1,
    },
    {
      name: 'alone with few reviews: the floor keeps the review part honest',
      business: { reviewCount: 8 },
      peers: [],
      parts: { reputation: 20.5, rank: 30, reviews: 11.2, listing: 20 },
      score: 82,
      rank: 1,
      total: 1,
    },
    {
      name: 'unknown category: nobody to compare with, so no rank or review-volume points, and a listing gap',
      business: { category: null },
      parts: { reputation: 24.2, rank: 0, reviews: 0, listing: 16.7 },
      score: 41,
      rank: null,
      total: null,
    },
    {
      name: 'rating 5.0 from 2 reviews is pulled towards 4.2',
      business: { rating: 5, reviewCount: 2 },
      parts: { reputation: 19.9, rank: 20, reviews: 4.6, listing: 20 },
      score: 64,
      rank: 2,
      total: 4,
    },
    {
      name: 'an empty listing: name only',
      business: { address: '', category: null, city: null, lat: null, lng: null, website: null, phone: '  ' },
      parts: { reputation: 24.2, rank: 0, reviews: 0, listing: 0 },
      score: 24,
      rank: null,
      total: null,
    },
    {
      name: 'the local leader with everything',
      business: { rating: 4.9, reviewCount: 900 },
      parts: { reputation: 29.7, rank: 30, reviews: 20, listing: 20 },
      score: 100,
      rank: 1,
      total: 4,
    },
  ];
  for (const row of cases) {
    it(row.name, () => {
      const result = visibilityScore({ ...cafe, ...row.business }, row.peers ?? peers);
      assert.deepEqual(result.parts, row.parts);
      assert.equal(result.score, row.score);
      assert.equal(result.rank, row.rank);
      assert.equal(result.peers, row.total);
      assert.equal(result.band, scoreBand(row.score));
    });
  }

  it('names what the listing lacks, in the published order', () => {
    const result = visibilityScore({ ...cafe, phone: null, lat: null, website: '' }, peers);
    assert.deepEqual(result.missing, ['coordinates', 'website', 'phone']);
    assert.equal(result.parts.listing, 10);
  });

  it('counts a field only when it holds something: blanks, one coordinate or non-numbers are missing', () => {
    const cases: Array<[Partial<ScoredBusiness>, string[]]> = [
      [{ address: '   ' }, ['address']],
      [{ address: null }, ['address']],
      [{ category: ' ' }, ['category']],
      [{ city: '\t' }, ['city']],
      [{ lat: null }, ['coordinates']],
      [{ lng: null }, ['coordinates']],
      [{ lat: Number.NaN }, ['coordinates']],
      [{ lng: Number.POSITIVE_INFINITY }, ['coordinates']],
      [{ website: '  ' }, ['website']],
      [{ phone: ' ' }, ['phone']],
      [
        { address: '', category: '', city: '', lat: null, lng: null, website: '', phone: '' },
        ['address', 'category', 'city', 'coordinates', 'website', 'phone'],
      ],
    ];
    for (const [change, missing] of cases)
      assert.deepEqual(visibilityScore({ ...cafe, ...change }, peers).missing, missing, JSON.stringify(change));
    // The equator and the prime meridian are real places.
    assert.deepEqual(visibilityScore({ ...cafe, lat: 0, lng: 0 }, peers).missing, []);
  });

  it('gives no reputation for a rating without reviews, or reviews without a rating', () => {
    assert.equal(visibilityScore({ ...cafe, rating: 4.9, reviewCount: 0 }, peers).parts.reputation, 0);
    assert.equal(visibilityScore({ ...cafe, rating: null, reviewCount: 25 }, peers).parts.reputation, 0);
    assert.ok(visibilityScore({ ...cafe, rating: 4.9, reviewCount: 1 }, peers).parts.reputation > 0);
  });

  it('counts the business once when it is among its peers, whatever their order', () => {
    const withSelf = [...peers, { placeId: 'cafe', rating: 4.6, reviewCount: 120 }];
    assert.deepEqual(visibilityScore(cafe, withSelf), visibilityScore(cafe, peers));
    assert.deepEqual(visibilityScore(cafe, [...peers].reverse()), visibilityScore(cafe, peers));
    assert.deepEqual(rankAmong({ placeId: 'cafe', rating: 4.6, reviewCount: 120 }, withSelf), { rank: 2, total: 4 });
  });

  it('treats averages that differ by floating-point noise as equal, so more reviews decide', () => {
    // A rating of 4.2000000000000001 from 8 reviews against a peer without a rating (the prior, 4.2) and 9.
    const noisy = visibilityScore({ ...cafe, placeId: 'self', rating: 4.2 + 1e-15, reviewCount: 8 }, [
      { placeId: 'p', rating: null, reviewCount: 9 },
    ]);
    assert.equal(noisy.rank, 2);
  });

  it('bands: low below 40, fair below 70, good below 85, excellent from 85', () => {
    assert.deepEqual([0, 39, 40, 69, 70, 84, 85, 100].map(scoreBand), [
      'low',
      'low',
      'fair',
      'fair',
      'good',
      'good',
      'excellent',
      'excellent',
    ]);
  });

  it('weights add up to 100', () => {
    assert.equal(
      Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0),
      100,
    );
  });

  const peerArb = fc.record({
    placeId: fc.string({ minLength: 1, maxLength: 6 }).map((id) => `p-${id}`),
    rating: fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null }),
    reviewCount: fc.nat(5000),
  });

  it('stays within 0–100, whole, and the parts add up to it (within rounding)', () => {
    fc.assert(
      fc.property(peerArb, fc.array(peerArb, { maxLength: 30 }), fc.boolean(), (self, others, complete) => {
        const business = {
          ...cafe,
          ...self,
          placeId: 'self',
          ...(complete ? {} : { website: null, phone: null, category: null }),
        };
        const result = visibilityScore(business, others);
        assert.ok(Number.isInteger(result.score) && result.score >= 0 && result.score <= 100);
        const sum = Object.values(result.parts).reduce((a, b) => a + b, 0);
        assert.ok(Math.abs(sum - result.score) <= 0.75, `${sum} vs ${result.score}`);
      }),
    );
  });

  // At a rating below the typical 4.2, more reviews rightly make the average (and the score) worse.
  it('never goes down with more reviews at a good rating, or with a better rating and the same reviews', () => {
    fc.assert(
      fc.property(
        fc.array(peerArb, { maxLength: 20 }),
        fc.double({ min: 4.2, max: 5, noNaN: true }),
        fc.nat(2000),
        fc.nat(200),
        (others, rating, reviews, more) => {
          const at = (r: number, n: number) =>
            visibilityScore({ ...cafe, placeId: 'self', rating: r, reviewCount: n }, others).score;
          assert.ok(at(rating, reviews + more) >= at(rating, reviews));
          assert.ok(at(Math.min(5, rating + 0.3), reviews) >= at(rating, reviews));
        },
      ),
    );
  });

  // The three rules of a score that says only what it measures (docs/report.md 'Properties').
  it('never goes down with one more 5-star review', () => {
    fc.assert(
      fc.property(
        fc.array(peerArb, { maxLength: 25 }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.nat(3000),
        fc.boolean(),
        (others, rating, reviews, complete) => {
          const listing = complete ? {} : { website: null, phone: null };
          const before = {
            ...cafe,
            ...listing,
            placeId: 'self',
            rating: reviews ? rating : null,
            reviewCount: reviews,
          };
          const after = {
            ...before,
            rating: ((reviews ? rating * reviews : 0) + 5) / (reviews + 1),
            reviewCount: reviews + 1,
          };
          assert.ok(visibilityScore(after, others).exact >= visibilityScore(before, others).exact - 1e-9);
        },
      ),
    );
  });

  it('never reaches the top band with three reviews or fewer', () => {
    fc.assert(
      fc.property(
        fc.array(peerArb, { maxLength: 25 }),
        fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null }),
        fc.nat(3),
        (others, rating, reviews) => {
          const result = visibilityScore({ ...cafe, placeId: 'self', rating, reviewCount: reviews }, others);
          assert.notEqual(result.band, 'excellent');
        },
      ),
    );
  });

  it('never scores a complete listing below the same listing with a field missing', () => {
    const blank: Record<string, Partial<typeof cafe>> = {
      address: { address: null },
      category: { category: null },
      city: { city: null },
      coordinates: { lat: null, lng: null },
      website: { website: null },
      phone: { phone: null },
    };
    fc.assert(
      fc.property(
        peerArb,
        fc.array(peerArb, { maxLength: 25 }),
        fc.constantFrom(...Object.keys(blank)),
        (self, others, field) => {
          const complete = { ...cafe, ...self, placeId: 'self' };
          assert.ok(
            visibilityScore(complete, others).exact >=
              visibilityScore({ ...complete, ...blank[field] }, others).exact - 1e-9,
          );
        },
      ),
    );
  });

  it('scores every member of a group in one pass exactly as one by one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(peerArb, { selector: (peer) => peer.placeId, minLength: 1, maxLength: 25 }),
        fc.boolean(),
        (members, complete) => {
          const group = members.map((member) => ({ ...cafe, ...member, ...(complete ? {} : { website: null }) }));
          const together = groupScores(group.map(asGroupMember));
          group.forEach((member, i) => {
            const alone = visibilityScore(member, group);
            assert.deepEqual(together[i], {
              rank: alone.rank,
              total: alone.peers,
              exact: alone.exact,
              leaderReviews: alone.leaderReviews,
            });
            assert.deepEqual(scoreFromGroup(member, together[i]), alone);
          });
        },
      ),
    );
  });

  it("places a score among its peers' as the share of lower ones", () => {
    assert.equal(percentileAmong(50, [10, 20, 60, 70]), 50);
    assert.equal(percentileAmong(50, [50, 50]), 0, 'an equal score is not lower');
    assert.equal(percentileAmong(90, [10, 20, 30]), 100);
    assert.equal(percentileAmong(5, []), null, 'alone: no percentile');
  });
});
