import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES } from '../locales/index.ts';
import { fixesByImpact } from '../report/fixes.ts';
import { gridFigures } from '../report/grid.ts';
import { SCORE_METHOD_VERSION, visibilityScore } from '../report/visibility-score.ts';
import { SAMPLE_BUSINESS, SAMPLE_PEERS, SAMPLE_RIVALS } from './sample-business.ts';
import { sampleReport } from './sample-report.ts';

const report = sampleReport('2026-11-02T09:00:00.000Z');
const rankings = report.rankings!;

describe('the sample report (Café Aurora)', () => {
  it('is a full audit of the sample business, computed by the published method from its peers', () => {
    const computed = visibilityScore(SAMPLE_BUSINESS, SAMPLE_PEERS);
    assert.equal(report.access, 'full');
    assert.deepEqual(report.business, {
      placeId: 'sample-cafe-aurora',
      name: 'Café Aurora',
      formattedAddress: '1061 Budapest, Király utca 26.',
      category: 'cafes',
      city: 'Budapest',
    });
    assert.equal(report.computedAt, '2026-11-02T09:00:00.000Z');
    assert.equal(report.source, 'sample');
    assert.equal(report.methodVersion, SCORE_METHOD_VERSION);
    assert.equal(report.score, computed.score);
    assert.equal(report.band, computed.band);
    assert.deepEqual(report.parts, computed.parts);
    assert.equal(report.facts.rank, computed.rank);
    assert.equal(report.facts.peers, 15);
    assert.equal(report.facts.rating, 4.8);
    assert.equal(report.facts.reviewCount, 312);
    assert.ok(report.facts.percentile !== null && report.facts.percentile > 0 && report.facts.percentile < 100);
  });

  it('finds the one gap of the listing (no website), and its fixes are the method’s, largest gain first', () => {
    assert.deepEqual(report.missing, ['website']);
    assert.deepEqual(report.fixes, fixesByImpact(SAMPLE_BUSINESS, SAMPLE_PEERS));
    assert.deepEqual(
      report.fixes.map((fix) => [fix.kind, fix.gain]),
      [
        ['reviews', 8.2],
        ['rating', 5.7],
        ['field', 3.3],
      ],
    );
  });

  it('draws a 7 × 7 grid for the café’s main search with the café first at its centre', () => {
    assert.equal(rankings.size, 7);
    assert.equal(rankings.ranks.length, 49);
    assert.equal(rankings.ranks[24], 1);
    assert.deepEqual(rankings.figures, gridFigures(rankings.ranks));
    assert.equal(rankings.figures.arp, 3.4);
    assert.equal(rankings.keyword, 'coffee shop');
    assert.equal(sampleReport('2026-11-02T09:00:00.000Z', 'de-DE').rankings!.keyword, 'Café');
    assert.equal(sampleReport('2026-11-02T09:00:00.000Z', 'hu-HU').rankings!.keyword, 'kávézó');
  });

  it('compares the café with its three named rivals, whose ratings and reviews are their catalog figures', () => {
    const [you, ...rivals] = report.competitors;
    assert.deepEqual(you, {
      name: 'Café Aurora',
      you: true,
      rating: 4.8,
      reviews: 312,
      averageRank: 3.4,
      pointsAhead: 0,
    });
    assert.deepEqual(
      rivals.map((rival) => rival.name),
      [...SAMPLE_RIVALS],
    );
    for (const rival of rivals) {
      const peer = SAMPLE_PEERS.find((p) => p.name === rival.name);
      assert.ok(peer, rival.name);
      assert.equal(rival.rating, peer.rating);
      assert.equal(rival.reviews, peer.reviewCount);
      assert.ok(rival.pointsAhead > 0 && rival.pointsAhead <= 49, rival.name);
    }
  });

  it('shows review figures the data has, against the peers, and no review texts it does not have', () => {
    assert.equal(report.reviews.count, 312);
    assert.equal(report.reviews.peersMedianCount, 354, 'the median of the 14 peers’ counts');
    assert.equal(report.reviews.toLeaders, report.reviews.leaderCount - 312);
    assert.equal(report.reviews.latest, null);
  });

  for (const locale of LOCALES) {
    it(`${locale}: names the search in the page’s language`, () => {
      const local = sampleReport('2026-11-02T09:00:00.000Z', locale).rankings!;
      assert.ok(local.keywords.some((choice) => choice.text === local.keyword));
    });
  }
});
