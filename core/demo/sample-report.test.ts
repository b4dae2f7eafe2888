import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES } from '../locales/index.ts';
import { CATALOGS } from '../locales/messages/index.ts';
import { averageRank } from '../report/report.ts';
import { SCORE_METHOD_VERSION, visibilityScore } from '../report/visibility-score.ts';
import { SAMPLE_BUSINESS, SAMPLE_PEERS, SAMPLE_RIVALS } from './sample-business.ts';
import { sampleReport } from './sample-report.ts';

const report = sampleReport('2026-11-02T09:00:00.000Z');
const IMPACT_ORDER = ['high', 'medium', 'low'];

/** A text of the report catalog by its dotted path, or undefined. */
function reportText(locale: (typeof LOCALES)[number], dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], CATALOGS[locale].report);
}

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
    assert.equal(report.rank, computed.rank);
    assert.equal(report.peers, computed.peers);
    assert.equal(report.rating, 4.8);
    assert.equal(report.reviewCount, 312);
  });

  it('finds the one gap of the listing (no website) and lists adding it as an open fix', () => {
    assert.deepEqual(report.missing, ['website']);
    const website = report.fixes.find((fix) => fix.key === 'website');
    assert.deepEqual(website, { key: 'website', impact: 'high', done: false });
  });

  it('ranks the café against all 14 other cafés of the sample catalog', () => {
    assert.equal(SAMPLE_PEERS.length, 14);
    assert.equal(report.peers, 15);
    assert.ok(report.rank !== null && report.rank > 1 && report.rank <= 15, `rank ${report.rank}`);
  });

  it('draws a 7 × 7 geo-grid with the café first at its centre', () => {
    assert.equal(report.rankings.size, 7);
    assert.equal(report.rankings.ranks.length, 49);
    assert.equal(report.rankings.ranks[24], 1);
    assert.ok(report.rankings.ranks.every((rank) => Number.isInteger(rank) && rank >= 1));
  });

  it('compares the café with its three named rivals, whose ratings and reviews are their catalog figures', () => {
    const [you, ...rivals] = report.competitors;
    // 166 rank points over 49 grid points.
    assert.deepEqual(you, { name: 'Café Aurora', you: true, rating: 4.8, reviews: 312, averageRank: 3.4 });
    assert.equal(averageRank(report.rankings.ranks), 3.4);
    assert.deepEqual(
      rivals.map((rival) => rival.name),
      [...SAMPLE_RIVALS],
    );
    for (const rival of rivals) {
      const peer = SAMPLE_PEERS.find((p) => p.name === rival.name);
      assert.ok(peer, rival.name);
      assert.equal(rival.you, undefined);
      assert.equal(rival.rating, peer.rating);
      assert.equal(rival.reviews, peer.reviewCount);
      assert.ok(rival.averageRank >= 1, rival.name);
    }
  });

  it('splits the sentiment into shares that add up to 100 %', () => {
    const { positive, neutral, negative } = report.reviews.sentiment;
    assert.equal(positive + neutral + negative, 100);
    assert.ok(positive > neutral && neutral > negative);
  });

  it('says how many reviews wait for a reply in the figures and in the fix that asks for them', () => {
    assert.equal(report.reviews.unanswered, 6);
    assert.match(String(reportText('en-US', 'fixes.items.replies')), /\b6 unanswered reviews\b/);
    assert.ok(report.reviews.replyRate > 0 && report.reviews.replyRate < 100);
  });

  it('orders the topics by share, praised ones before complaints', () => {
    const topics = report.reviews.topics;
    assert.deepEqual(
      topics.map((topic) => [topic.key, topic.positive]),
      [
        ['staff', true],
        ['food', true],
        ['wait', false],
        ['price', false],
      ],
    );
    assert.deepEqual(
      topics.map((topic) => topic.share),
      topics.map((topic) => topic.share).toSorted((a, b) => b - a),
    );
  });

  it('lists 12 fixes, the open ones first, each group ordered by impact', () => {
    const open = report.fixes.filter((fix) => !fix.done);
    const done = report.fixes.filter((fix) => fix.done);
    assert.equal(report.fixes.length, 12);
    assert.equal(open.length, 7);
    assert.deepEqual(report.fixes, [...open, ...done]);
    for (const group of [open, done]) {
      const ranks = group.map((fix) => IMPACT_ORDER.indexOf(fix.impact));
      assert.deepEqual(
        ranks,
        ranks.toSorted((a, b) => a - b),
      );
    }
    assert.equal(new Set(report.fixes.map((fix) => fix.key)).size, 12);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every fix, topic and keyword it names has its text in the report catalog`, () => {
      const keys = [
        ...report.fixes.map((fix) => `fixes.items.${fix.key}`),
        ...report.reviews.topics.map((topic) => `reviews.topics.${topic.key}`),
        `rankings.keywords.${report.rankings.keyword}`,
      ];
      assert.deepEqual(
        keys.filter((key) => typeof reportText(locale, key) !== 'string'),
        [],
      );
    });
  }
});
