import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { centerIndex, distanceM, gridBounds, gridFigures, gridPoints, NOT_IN_TOP } from './grid.ts';

const budapest = { lat: 47.5013, lng: 19.0588 };

describe('the map-rank grid', () => {
  it('lays 7 × 7 points 1 km apart, row by row from the north-west, with the business at the centre', () => {
    const points = gridPoints(budapest, 7, 1000);
    assert.equal(points.length, 49);
    assert.equal(centerIndex(7), 24);
    assert.deepEqual(points[24], budapest);
    const [nw, ne, sw] = [points[0]!, points[6]!, points[42]!];
    assert.ok(nw.lat > budapest.lat && nw.lng < budapest.lng, 'the first point is north-west');
    assert.ok(ne.lat > budapest.lat && ne.lng > budapest.lng, 'the first row ends north-east');
    assert.ok(sw.lat < budapest.lat && sw.lng < budapest.lng, 'the last row starts south-west');
    // Neighbours are one spacing apart in every direction; the corner is 3√2 km away.
    for (const [a, b] of [
      [24, 17],
      [24, 23],
      [24, 25],
      [24, 31],
      [0, 1],
      [0, 7],
    ] as const) {
      assert.ok(
        Math.abs(distanceM(points[a]!, points[b]!) - 1000) < 2,
        `${a}–${b}: ${distanceM(points[a]!, points[b]!)}`,
      );
    }
    assert.ok(Math.abs(distanceM(points[0]!, budapest) - 3000 * Math.SQRT2) < 5);
  });

  it('takes other sizes and spacings from the operator, and only odd sizes', () => {
    const points = gridPoints(budapest, 3, 500);
    assert.equal(points.length, 9);
    assert.deepEqual(points[4], budapest);
    assert.ok(Math.abs(distanceM(points[4], points[5]!) - 500) < 1);
    assert.throws(() => gridPoints(budapest, 4, 1000), /grid size must be an odd whole number, got 4/);
    for (const size of [0, -1, 2.5]) assert.throws(() => gridPoints(budapest, size, 1000), RangeError, String(size));
    assert.deepEqual(gridPoints(budapest, 1, 1000), [budapest], 'one point: the business');
  });

  it('bounds what a scan reads: the grid plus the reach of a result', () => {
    const box = gridBounds(budapest, 7, 1000, 5000);
    const north = { lat: box.maxLat, lng: budapest.lng };
    const east = { lat: budapest.lat, lng: box.maxLng };
    assert.ok(Math.abs(distanceM(budapest, north) - 8000) < 10);
    assert.ok(Math.abs(distanceM(budapest, east) - 8000) < 50);
    // The box is centred on the business: as far south and west as north and east.
    assert.ok(Math.abs(budapest.lat - box.minLat - (box.maxLat - budapest.lat)) < 1e-9);
    assert.ok(Math.abs(budapest.lng - box.minLng - (box.maxLng - budapest.lng)) < 1e-9);
    assert.ok(box.minLat < budapest.lat && box.minLng < budapest.lng);
  });
});

describe('grid figures', () => {
  it('gives ARP over found points, ATRP with not-found as 21, and the top-3 share, leaving failed points out', () => {
    assert.deepEqual(gridFigures([1, 3, NOT_IN_TOP, null, 5]), {
      measured: 4,
      failed: 1,
      found: 3,
      arp: 3,
      atrp: 7.5,
      topThreeShare: 50,
    });
    assert.deepEqual(gridFigures([2, 2, 3]), {
      measured: 3,
      failed: 0,
      found: 3,
      arp: 2.3,
      atrp: 2.3,
      topThreeShare: 100,
    });
  });

  it('has no ARP when the business is found nowhere, and no figures at all when every point failed', () => {
    assert.deepEqual(gridFigures([21, 21]), {
      measured: 2,
      failed: 0,
      found: 0,
      arp: null,
      atrp: 21,
      topThreeShare: 0,
    });
    assert.deepEqual(gridFigures([null, null]), {
      measured: 0,
      failed: 2,
      found: 0,
      arp: null,
      atrp: null,
      topThreeShare: null,
    });
  });
});
