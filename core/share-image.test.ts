import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { badgeSvg } from './badges/badge-svg.ts';
import { BADGES } from './badges/definitions.ts';
import { logoSvg, SHARE_HEIGHT, SHARE_WIDTH, shareImageSvg, wrapText } from './share-image.ts';

/** The title lines of a share image: [y, font size, squeezed, text] per `<text font-weight="800">`. */
function titleLines(svg: string): Array<[number, number, boolean, string]> {
  return [
    ...svg.matchAll(/<text x="96" y="(\d+)" [^>]*font-size="(\d+)" font-weight="800"([^>]*)>([^<]*)<\/text>/g),
  ].map((m) => [Number(m[1]), Number(m[2]), m[3]!.includes('textLength'), m[4]!]);
}

describe('wrapText', () => {
  it('fills each line with whole words up to the width', () => {
    assert.deepEqual(wrapText('one two three four', 9, 3), ['one two', 'three', 'four']);
    assert.deepEqual(wrapText('ab cd', 5, 1), ['ab cd']);
    assert.deepEqual(wrapText('ab cd', 4, 2), ['ab', 'cd']);
  });

  it('ignores runs of spaces and blank input', () => {
    assert.deepEqual(wrapText('  ab \n  cd  ', 10, 2), ['ab cd']);
    assert.deepEqual(wrapText('   ', 10, 2), []);
  });

  it('keeps a word longer than the line whole', () => {
    assert.deepEqual(wrapText('Barrierefreiheitsstärkungsgesetz ok', 10, 3), [
      'Barrierefreiheitsstärkungsgesetz',
      'ok',
    ]);
  });

  it('returns exactly maxLines lines uncut, and cuts the rest with an ellipsis', () => {
    assert.deepEqual(wrapText('one two three', 3, 3), ['one', 'two', 'three']);
    assert.deepEqual(wrapText('one two three four', 9, 2), ['one two', 'three…']);
  });

  it('drops punctuation and spaces before the ellipsis', () => {
    assert.deepEqual(wrapText('alpha, beta, gamma', 6, 1), ['alpha…']);
    assert.deepEqual(wrapText('Cafés · Budapest', 6, 1), ['Cafés…']);
    assert.deepEqual(wrapText('Pulse – the radar', 7, 1), ['Pulse…']);
  });
});

describe('shareImageSvg', () => {
  it('is a 1200 × 630 image with the brand name', () => {
    const svg = shareImageSvg({ title: 'Local SEO for Cafés' });
    assert.equal(SHARE_WIDTH, 1200);
    assert.equal(SHARE_HEIGHT, 630);
    assert.match(
      svg,
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/,
    );
    assert.match(svg, />Findable<\/text>/);
    assert.match(svg, /<\/svg>$/);
  });

  it('sets a short title in one line at the largest size, centred on the image', () => {
    // 68 px: line height round(68 × 1.14) = 78, baseline round(330 − 78 / 2 + 68 × 0.8) = 345.
    assert.deepEqual(titleLines(shareImageSvg({ title: 'Local SEO for Cafés' })), [
      [345, 68, false, 'Local SEO for Cafés'],
    ]);
  });

  it('steps down to the first size at which the title fits three lines', () => {
    // Four 12-letter words: at 68 px (23 characters a line) one word a line, cut after three; at 62 px
    // (26 a line) two words a line. Line height 71, baseline round(330 − 142 / 2 + 49.6) = 309.
    const title = 'abcdefghijkl mnopqrstuvwx abcdefghijkl mnopqrstuvwx';
    assert.deepEqual(titleLines(shareImageSvg({ title })), [
      [309, 62, false, 'abcdefghijkl mnopqrstuvwx'],
      [380, 62, false, 'abcdefghijkl mnopqrstuvwx'],
    ]);
  });

  it('cuts a title that does not fit even at 44 px after three lines', () => {
    const lines = titleLines(shareImageSvg({ title: Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ') }));
    assert.equal(lines.length, 3);
    assert.ok(lines.every(([, size]) => size === 44));
    assert.ok(lines[2]![3].endsWith('…'));
  });

  it('squeezes a line whose single long word would run over the edge', () => {
    const [line] = titleLines(shareImageSvg({ title: 'Suchmaschinenoptimierungsagenturen' }));
    assert.deepEqual(line, [345, 68, true, 'Suchmaschinenoptimierungsagenturen']);
    assert.match(
      shareImageSvg({ title: 'Suchmaschinenoptimierungsagenturen' }),
      /textLength="1000" lengthAdjust="spacingAndGlyphs">Such/,
    );
  });

  it('escapes the title and the eyebrow, and writes the eyebrow in capitals above the title', () => {
    const svg = shareImageSvg({ title: `Tom & Jerry's <Café>`, eyebrow: 'Pulse & "more"' });
    assert.deepEqual(titleLines(svg), [[345, 68, false, 'Tom &amp; Jerry&#39;s &lt;Café&gt;']]);
    // 345 − 68 − 18 = 259.
    assert.match(svg, /<text x="96" y="259" [^>]*font-size="26"[^>]*>PULSE &amp; &quot;MORE&quot;<\/text>/);
    assert.doesNotMatch(shareImageSvg({ title: 'x' }), /font-size="26"/);
  });

  it('draws rising bars without a badge, and the badge itself on a badge page', () => {
    const plain = shareImageSvg({ title: 'Pricing' });
    assert.match(plain, /<rect x="1104" y="250" width="36" height="260" rx="18" fill="#34d399"\/>/);
    assert.doesNotMatch(plain, /translate\(690 176\)/);

    const badge = badgeSvg(BADGES[0], {
      title: 'Community Trusted',
      subtitle: 'Top rated',
      category: 'Cafés',
      year: 2026,
    });
    const svg = shareImageSvg({ title: 'Badges', badgeSvg: badge });
    assert.match(
      svg,
      /<g transform="translate\(690 176\) scale\(0\.75\)"><rect x="-14" y="-14" width="628" height="388"/,
    );
    assert.doesNotMatch(svg, /x="1104"/);
    // The badge's own root element is dropped: one <svg> and one </svg> in the image.
    assert.equal(svg.match(/<svg/g)?.length, 1);
    assert.equal(svg.match(/<\/svg>/g)?.length, 1);
    assert.ok(svg.includes('FINDABLE · 2026'));
  });

  it('narrows the title box beside a badge', () => {
    // Beside a badge the box is 600 px: 14 characters a line at 68 px.
    const badge = badgeSvg(BADGES[0], { title: 't', subtitle: 's', category: 'c', year: 2026 });
    assert.deepEqual(
      titleLines(shareImageSvg({ title: 'Local SEO for Cafés', badgeSvg: badge })).map(([, , , text]) => text),
      ['Local SEO for', 'Cafés'],
    );
  });
});

describe('logoSvg', () => {
  it('is the mark on the brand colour, 512 × 512', () => {
    const svg = logoSvg();
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512" viewBox="0 0 512 512">/);
    assert.match(svg, /<rect width="512" height="512" rx="96" fill="#4f46e5"\/>/);
    assert.match(svg, /<g transform="translate\(96 96\) scale\(10\)"><path d="M16 2C/);
  });
});
