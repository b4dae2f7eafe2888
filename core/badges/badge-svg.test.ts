import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGS } from '../locales/messages/index.ts';
import { createTranslator } from '../locales/translate.ts';
import { badgeSvg, badgeText } from './badge-svg.ts';
import { BADGES, type Badge } from './definitions.ts';

const TEXT = { title: 'Top 25', subtitle: 'Among the best in town', category: 'Cafés', year: 2026 };
const withHue = (hue: number) => ({ ...BADGES[0], hue }) as unknown as Badge;
/** The medal's gradient stops: [light, mid] of the background and [mid, dark] of the medal. */
const colours = (svg: string) => [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]);

describe('badgeSvg', () => {
  it('is a 600 × 360 image labelled with its title and category', () => {
    const svg = badgeSvg(BADGES[1], TEXT);
    assert.match(
      svg,
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="360" viewBox="0 0 600 360" role="img" aria-label="Top 25 – Cafés">/,
    );
    assert.match(svg, /<rect x="4" y="4" width="592" height="352" rx="36"/);
    assert.match(svg, /<\/svg>$/);
  });

  it('writes the year, title, subtitle and category on their lines', () => {
    const svg = badgeSvg(BADGES[1], TEXT);
    assert.match(svg, /<text x="286" y="112" [^>]*>FINDABLE · 2026<\/text>/);
    assert.match(svg, /<text x="286" y="162" [^>]*font-size="32" font-weight="800" fill="#7a4a00">Top 25<\/text>/);
    assert.match(svg, /<text x="286" y="200" [^>]*font-size="19" fill="#3d4354">Among the best in town<\/text>/);
    assert.match(svg, /<text x="306" y="252" [^>]*fill="#ffffff">Cafés<\/text>/);
  });

  it('names its gradients with the prefix it is given, so several badges can be drawn in one page', () => {
    const plain = badgeSvg(BADGES[1], TEXT);
    assert.deepEqual(
      [...plain.matchAll(/id="([^"]+)"/g)].map((m) => m[1]),
      ['bg', 'medal'],
    );
    const inline = badgeSvg(BADGES[1], TEXT, 'badge-best25-');
    assert.deepEqual(
      [...inline.matchAll(/id="([^"]+)"/g)].map((m) => m[1]),
      ['badge-best25-bg', 'badge-best25-medal'],
    );
    assert.deepEqual(
      [...inline.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]),
      ['badge-best25-bg', 'badge-best25-medal'],
    );
    assert.equal(inline.replaceAll('badge-best25-', ''), plain);
  });

  it("takes its texts from the catalog in the reader's language, naming a known business type there", () => {
    const t = createTranslator('hu-HU', CATALOGS['hu-HU'], 'badges');
    const text = badgeText(BADGES[1], t, 'restaurants · Szeged', 2031);
    assert.deepEqual(text, {
      title: CATALOGS['hu-HU'].badges.best25.title,
      subtitle: CATALOGS['hu-HU'].badges.best25.subtitle,
      category: 'Éttermek · Szeged',
      year: 2031,
    });
  });

  it('escapes the category, which comes from the URL', () => {
    const svg = badgeSvg(BADGES[0], { ...TEXT, category: `<script>"x"&'y'` });
    assert.ok(!svg.includes('<script>'));
    assert.match(svg, />&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;<\/text>/);
    assert.match(svg, /aria-label="Top 25 – &lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;"/);
  });

  it('cuts long texts to their line with an ellipsis, and keeps texts that fit', () => {
    const svg = badgeSvg(BADGES[0], {
      ...TEXT,
      title: 'A'.repeat(25),
      subtitle: 'b'.repeat(38),
      category: 'c'.repeat(35),
    });
    assert.ok(svg.includes(`>${'A'.repeat(23)}…</text>`));
    assert.ok(svg.includes(`>${'b'.repeat(38)}</text>`));
    assert.ok(svg.includes(`>${'c'.repeat(33)}…</text>`));
    assert.ok(badgeSvg(BADGES[0], { ...TEXT, title: 'A'.repeat(24) }).includes(`>${'A'.repeat(24)}</text>`));
  });

  it('sizes the category pill to its text, up to 250 px, and squeezes only what would run over', () => {
    // 'Cafés': ceil(5 × 18 × 0.62) = 56 px of text + 40 of padding.
    const short = badgeSvg(BADGES[0], TEXT);
    assert.match(short, /<rect x="286" y="226" width="96" height="40" rx="20"/);
    assert.doesNotMatch(short, /textLength/);
    const long = badgeSvg(BADGES[0], {
      ...TEXT,
      title: 'Customers’ Choice 2026 ok',
      category: 'Kávézók és cukrászdák Budapest',
    });
    assert.match(long, /<rect x="286" y="226" width="290" height="40" rx="20"/);
    assert.match(long, /textLength="250" lengthAdjust="spacingAndGlyphs">Kávézók/);
    assert.match(long, /textLength="280" lengthAdjust="spacingAndGlyphs">Customers’ Choice/);
  });

  it('colours each badge by its hue band', () => {
    assert.deepEqual(colours(badgeSvg(withHue(39), TEXT)), ['#fde8e4', '#ffffff', '#dc4b3e', '#8a1c1c']);
    assert.deepEqual(colours(badgeSvg(withHue(40), TEXT)), ['#fdf3d7', '#ffffff', '#d99a06', '#7a4a00']);
    assert.deepEqual(colours(badgeSvg(withHue(119), TEXT)), ['#fdf3d7', '#ffffff', '#d99a06', '#7a4a00']);
    assert.deepEqual(colours(badgeSvg(withHue(120), TEXT)), ['#e0f6ec', '#ffffff', '#12a36b', '#05603a']);
    assert.deepEqual(colours(badgeSvg(withHue(199), TEXT)), ['#e0f6ec', '#ffffff', '#12a36b', '#05603a']);
    assert.deepEqual(colours(badgeSvg(withHue(200), TEXT)), ['#e3ecfd', '#ffffff', '#3b6fe0', '#1e3a8a']);
    assert.deepEqual(colours(badgeSvg(withHue(259), TEXT)), ['#e3ecfd', '#ffffff', '#3b6fe0', '#1e3a8a']);
    assert.deepEqual(colours(badgeSvg(withHue(260), TEXT)), ['#ebe8fe', '#ffffff', '#5b4cf0', '#3b2a8c']);
  });

  it('draws a lapsed badge grey with its label in red, cut to 30 characters', () => {
    const svg = badgeSvg(BADGES[0], { ...TEXT, lapsedLabel: 'No longer earned since 1 November 2026' });
    assert.deepEqual(colours(svg), ['#eceef3', '#ffffff', '#7b7f8c', '#3f4250']);
    assert.match(svg, /<text x="286" y="300" [^>]*fill="#b42318">No longer earned since 1 Nove…<\/text>/);
    assert.doesNotMatch(badgeSvg(BADGES[0], TEXT), /y="300"/);
  });
});
