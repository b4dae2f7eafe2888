import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { rankingScore } from '../badges/eligibility.ts';
import { gridBounds, gridPoints, METRES_PER_DEGREE, NOT_IN_TOP, TOP_RESULTS } from './grid.ts';
import { findKeyword, nameMatches } from './keywords.ts';
import {
  LOCAL_PACK_MODEL,
  packScore,
  prominence,
  proximity,
  reachNeeded,
  relevance,
  scanIsComplete,
  scanWithModel,
  type PackCandidate,
} from './local-pack.ts';

const dentist = findKeyword('dentists', 'dentist')!;
const centre = { lat: 40.7128, lng: -74.006 };
/** A point `north` and `east` metres from the centre. */
const at = (north: number, east: number) => ({
  lat: centre.lat + north / METRES_PER_DEGREE,
  lng: centre.lng + east / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180)),
});
const business = (
  placeId: string,
  where: { lat: number; lng: number },
  more: Partial<PackCandidate> = {},
): PackCandidate => ({
  placeId,
  category: 'dentists',
  foldedName: 'bright smile',
  rating: 4.5,
  reviewCount: 100,
  ...where,
  ...more,
});

describe('the local-pack model', () => {
  it('is relevant by category and name: both 1.0, category 0.8, name 0.5, neither not at all', () => {
    assert.equal(relevance({ category: 'dentists', foldedName: 'city dental care' }, dentist), 1);
    assert.equal(relevance({ category: 'dentists', foldedName: 'bright smile' }, dentist), 0.8);
    assert.equal(relevance({ category: 'pharmacies', foldedName: 'zahnarzt mueller' }, dentist), 0.5);
    assert.equal(relevance({ category: 'pharmacies', foldedName: 'lowen apotheke' }, dentist), 0);
  });

  it('matches a short stem only as a whole word, a long one as the start of a word', () => {
    assert.ok(nameMatches('the corner bar', ['bar']));
    assert.ok(!nameMatches('joes barber shop', ['bar']), "'bar' is not 'barber'");
    assert.ok(nameMatches('zahnarztpraxis dr weber', ['zahn']));
  });

  it('weighs prominence 60 % rating (Bayesian, 3.0–5.0) and 40 % reviews (log, full at 1,000)', () => {
    // 4.5 from 1,000 reviews: Bayesian (4500 + 105) / 1025 = 4.4927 → 0.7463 × 0.6 + 1 × 0.4.
    assert.ok(Math.abs(prominence({ rating: 4.5, reviewCount: 1000 }) - (0.6 * ((4605 / 1025 - 3) / 2) + 0.4)) < 1e-9);
    // No reviews: the prior 4.2 → 0.6 × 0.6, and nothing for reviews.
    assert.ok(Math.abs(prominence({ rating: null, reviewCount: 0 }) - 0.36) < 1e-9);
  });

  it('halves proximity at 1.5 km and ends it beyond 5 km', () => {
    assert.equal(proximity(0), 1);
    assert.equal(proximity(1500), 0.5);
    assert.ok(Math.abs(proximity(3000) - 0.2) < 1e-12);
    assert.equal(proximity(5001), 0);
    assert.equal(LOCAL_PACK_MODEL.radiusM, 5000);
  });

  it('multiplies them: relevance × (0.25 + 0.75 × prominence) × proximity', () => {
    const near = business('a', at(0, 1500));
    const expected = 0.8 * (0.25 + 0.75 * prominence(near)) * 0.5;
    assert.ok(Math.abs(packScore(near, centre, dentist) - expected) < 1e-6);
  });

  it('ranks the business first where it is the nearest, and behind a prominent rival next to a point', () => {
    const self = business('self', centre);
    const rival = business('rival', at(1000, 0), { rating: 4.9, reviewCount: 900 });
    const points = gridPoints(centre, 3, 1000);
    const results = scanWithModel(points, [self, rival], dentist, 'self');
    assert.equal(results[4]!.rank, 1, 'at the centre');
    assert.deepEqual(results[4]!.top, ['self', 'rival']);
    assert.equal(results[1]!.rank, 2, 'at the rival’s own point, north');
    assert.deepEqual(results[1]!.top, ['rival', 'self']);
    assert.equal(results[7]!.rank, 1, 'south, nearer to the business');
  });

  it('leaves out other categories without the word, and businesses beyond 5 km', () => {
    const self = business('self', centre);
    const shop = business('shop', centre, {
      category: 'pharmacies',
      foldedName: 'corner pharmacy',
      rating: 5,
      reviewCount: 5000,
    });
    const far = business('far', at(6000, 0), { rating: 5, reviewCount: 5000 });
    const [result] = scanWithModel([centre], [self, shop, far], dentist, 'self');
    assert.deepEqual(result!.top, ['self']);
  });

  it('counts the business as 21 when twenty others rank above it, and breaks ties by place id', () => {
    const self = business('self', at(0, 200), { rating: 3, reviewCount: 1 });
    const rivals = Array.from({ length: 20 }, (_, i) =>
      business(`r${String(i).padStart(2, '0')}`, centre, { rating: 4.9, reviewCount: 500 }),
    );
    const [result] = scanWithModel([centre], [self, ...rivals], dentist, 'self');
    assert.equal(result!.rank, 21);
    assert.equal(result!.top.length, 20);
    assert.deepEqual(result!.top.slice(0, 3), ['r00', 'r01', 'r02'], 'equal scores in place-id order');
  });

  it('ranks as over the whole catalog when it reads the nearer candidates first, then as far as those ranks say', () => {
    // A crowd near the centre and a scatter out to 9 km: near reaches are complete in the crowd, not outside it.
    const candidateArb = (spread: number) =>
      fc.record({
        north: fc.integer({ min: -spread, max: spread }),
        east: fc.integer({ min: -spread, max: spread }),
        rating: fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null }),
        reviewCount: fc.nat({ max: 3000 }),
        category: fc.constantFrom('dentists', 'dentists', 'pharmacies'),
        foldedName: fc.constantFrom('bright smile', 'city dental', 'corner shop'),
      });
    let firstEnough = 0;
    let secondRead = 0;
    fc.assert(
      fc.property(
        fc.array(candidateArb(2000), { minLength: 100, maxLength: 250 }),
        fc.array(candidateArb(9000), { maxLength: 60 }),
        fc.constantFrom(1, 3, 5),
        fc.constantFrom(400, 1500, 3000),
        (crowd, scatter, size, reach) => {
          const all = [...crowd, ...scatter].map((c, i) =>
            business(`b${String(i).padStart(3, '0')}`, at(c.north, c.east), c),
          );
          const self = business('self', centre);
          const points = gridPoints(centre, size, 1000);
          const scanWithin = (reachM: number) => {
            const box = gridBounds(centre, size, 1000, reachM);
            const near = all.filter(
              (c) => c.lat >= box.minLat && c.lat <= box.maxLat && c.lng >= box.minLng && c.lng <= box.maxLng,
            );
            return scanWithModel(points, [self, ...near], dentist, 'self');
          };
          let results = scanWithin(reach);
          const needed = reachNeeded(results);
          if (needed > reach) {
            secondRead++;
            results = scanWithin(needed);
            assert.ok(scanIsComplete(results, needed), 'more candidates only raise the twentieth');
          } else firstEnough++;
          assert.deepEqual(results, scanWithModel(points, [self, ...all], dentist, 'self'));
        },
      ),
      { numRuns: 300 },
    );
    assert.ok(
      firstEnough > 20 && secondRead > 20,
      `the first read was enough in ${firstEnough} runs, a second was needed in ${secondRead}`,
    );
  });

  it('calls a scan complete only when every point has 20 results scoring above what is out of reach', () => {
    const crowd = Array.from({ length: 25 }, (_, i) =>
      business(`c${String(i).padStart(2, '0')}`, at(i * 10, 0), { rating: 4.9, reviewCount: 900 }),
    );
    const [full] = scanWithModel([centre], crowd, dentist, 'c00');
    assert.ok(scanIsComplete([full!], 1500), 'twenty prominent ones next to the point');
    assert.ok(!scanIsComplete([full!], 100), 'one 100 m away could still outscore the twentieth');
    assert.ok(scanIsComplete([full!], LOCAL_PACK_MODEL.radiusM), 'the whole reach is always complete');
    const [few] = scanWithModel([centre], crowd.slice(0, 19), dentist, 'c00');
    assert.ok(!scanIsComplete([few!], 1500), 'nineteen: anyone could be twentieth');
  });
});

/**
 * How the model ranks a search's results at a point (docs/report.md), at its edges: distances east and west (a
 * degree of longitude shrinks with the latitude), the 5 km radius at exactly 5 km, the weight of prominence
 * against distance, and ties for the last of the twenty places.
 */
describe('the local-pack model’s ranking', () => {
  it('counts reviews on a logarithmic scale, full at 1,000', () => {
    const expected = (rating: number | null, reviews: number) =>
      0.6 * Math.min(1, Math.max(0, (rankingScore(rating, reviews) - 3) / 2)) +
      0.4 * Math.min(1, Math.log1p(reviews) / Math.log1p(1000));
    for (const reviews of [1, 10, 100, 999]) {
      assert.ok(
        Math.abs(prominence({ rating: 4.5, reviewCount: reviews }) - expected(4.5, reviews)) < 1e-12,
        `${reviews} reviews`,
      );
    }
    // 100 reviews are two thirds of the way: log(101) / log(1001).
    assert.ok(
      Math.abs(
        prominence({ rating: 3, reviewCount: 100 }) -
          0.6 * ((rankingScore(3, 100) - 3) / 2) -
          (0.4 * Math.log1p(100)) / Math.log1p(1000),
      ) < 1e-12,
    );
  });

  it('keeps a business exactly 5 km away, and none beyond', () => {
    assert.ok(Math.abs(proximity(5000) - 1 / (1 + (5000 / 1500) ** 2)) < 1e-15);
    assert.equal(proximity(5000.001), 0);
    // On the prime meridian a longitude offset of 5 km is exactly 5,000 m on the grid's plane.
    const edgeCentre = { lat: 40.7128, lng: 0 };
    const edge = business('edge', {
      lat: edgeCentre.lat,
      lng: 5000 / (METRES_PER_DEGREE * Math.cos((edgeCentre.lat * Math.PI) / 180)),
    });
    const [result] = scanWithModel([edgeCentre], [edge], dentist, 'edge');
    assert.deepEqual(result, { rank: 1, top: ['edge'], cutoff: 0 });
  });

  it('measures distances east and west as well as north and south, in metres at the latitude', () => {
    const east = business('east', at(0, 1000));
    const west = business('west', at(0, -1000));
    const points = [at(0, -900), centre, at(0, 900)];
    const results = scanWithModel(points, [east, west], dentist, 'east');
    assert.deepEqual(
      results.map((result) => result.top),
      [
        ['west', 'east'],
        ['east', 'west'],
        ['east', 'west'],
      ],
      'west of the centre the west one leads; at the centre they tie (east < west by id); east of it the east one',
    );
    // 4.9 km east is in reach, 5.1 km is not: a degree of longitude is ~84 km here, not 111 km.
    const near = business('near', at(0, 4900));
    const far = business('far', at(0, -5100));
    const [result] = scanWithModel([centre], [near, far], dentist, 'near');
    assert.deepEqual(result!.top, ['near']);
  });

  it('lets distance outweigh prominence: a leader 3 km away loses to an unknown business next door', () => {
    const unknown = business('unknown', centre, { rating: null, reviewCount: 0 });
    const leader = business('leader', at(3000, 0), { rating: 5, reviewCount: 1000 });
    const [result] = scanWithModel([centre], [unknown, leader], dentist, 'unknown');
    const scores = [packScore(unknown, centre, dentist), packScore(leader, centre, dentist)];
    assert.ok(scores[0]! > scores[1]!, `${scores.join(',')}`);
    assert.deepEqual(result!.top, ['unknown', 'leader']);
  });

  it('orders by the same score as packScore, best first, for many businesses around many points', () => {
    // A fixed pseudo-random town: 60 businesses within 6 km, 25 points; every top 20 is the packScore order.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const town = Array.from({ length: 60 }, (_, i) =>
      business(`p${String(i).padStart(2, '0')}`, at((random() - 0.5) * 12_000, (random() - 0.5) * 12_000), {
        rating: i % 7 === 0 ? null : 3 + Math.round(random() * 20) / 10,
        reviewCount: Math.floor(random() * 1500),
        category: i % 5 === 0 ? 'pharmacies' : 'dentists',
        foldedName: i % 3 === 0 ? 'city dental' : 'smile studio',
      }),
    );
    const points = Array.from({ length: 25 }, (_, i) => at((Math.floor(i / 5) - 2) * 1000, ((i % 5) - 2) * 1000));
    const results = scanWithModel(points, town, dentist, 'p01');
    results.forEach((result, index) => {
      const expected = town
        .map((business) => ({ id: business.placeId, score: packScore(business, points[index]!, dentist) }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
        .slice(0, TOP_RESULTS)
        .map((entry) => entry.id);
      assert.deepEqual(result.top, expected, `point ${index}`);
      assert.equal(result.rank, expected.includes('p01') ? expected.indexOf('p01') + 1 : NOT_IN_TOP);
    });
    assert.ok(results.some((result) => result.top.length === TOP_RESULTS));
  });

  it('breaks ties by place id whatever order the businesses come in, also for the last of the twenty places', () => {
    // Equal scores in reverse id order: the lower id first.
    const few = ['c', 'b', 'a'].map((id) => business(id, centre));
    assert.deepEqual(scanWithModel([centre], few, dentist, 'a')[0], { rank: 1, top: ['a', 'b', 'c'], cutoff: 0 });
    // Twenty-one equal scores, the lowest id last: it takes its place and the highest id drops out.
    const ids = Array.from({ length: 21 }, (_, i) => `r${String(i).padStart(2, '0')}`);
    const many = [...ids.slice(1), ids[0]!].map((id) => business(id, centre));
    const [result] = scanWithModel([centre], many, dentist, 'r00');
    // The twentieth's score is every one's: the cutoff a business out of reach is measured against.
    const equal = packScore(business('r00', centre), centre, dentist);
    assert.deepEqual(result, { rank: 1, top: ids.slice(0, 20), cutoff: equal });
    // The other way round, a higher id arriving last among equals stays out.
    const [other] = scanWithModel(
      [centre],
      [...ids.slice(0, 20), 'r99'].map((id) => business(id, centre)),
      dentist,
      'r99',
    );
    assert.deepEqual(other, { rank: NOT_IN_TOP, top: ids.slice(0, 20), cutoff: equal });
    // A better business arriving after the twenty are full, with a higher id than the last, gets in.
    const best = business('zz', centre, { foldedName: 'city dental', rating: 5, reviewCount: 1000 });
    const [better] = scanWithModel(
      [centre],
      [...ids.slice(0, 20).map((id) => business(id, centre)), best],
      dentist,
      'zz',
    );
    assert.deepEqual(better, { rank: 1, top: ['zz', ...ids.slice(0, 19)], cutoff: equal });
  });
});
