import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deferHiddenPanels, fragmentPath } from './deferred-panels.ts';

describe('deferHiddenPanels', () => {
  const rankings = '<div class="grid"><div><p>Map rankings</p></div><svg><text>1</text></svg></div>';
  const reviews = '<h3>Reviews</h3><div></div>';
  const page = [
    '<main><div data-static="_R_1_"><div role="tablist"></div>',
    '<div role="tabpanel" id="p-overview" tabindex="0"><p>Overview</p></div>',
    `<div role="tabpanel" id="p-rankings" hidden="" tabindex="0" data-testid="report-panel-rankings" data-defer="">${rankings}</div>`,
    `<div role="tabpanel" id="p-reviews" hidden="" data-defer="">${reviews}</div>`,
    '<div role="tabpanel" id="p-empty" hidden="" data-defer=""></div>',
    '</div><p>After</p></main>',
  ].join('');

  it('empties each deferred panel, names its file in data-fragment and returns the markup to write there', () => {
    const { html, fragments } = deferHiddenPanels(page);
    assert.deepEqual(
      [...fragments],
      [
        [fragmentPath(rankings), rankings],
        [fragmentPath(reviews), reviews],
      ],
    );
    assert.equal(
      html,
      [
        '<main><div data-static="_R_1_"><div role="tablist"></div>',
        '<div role="tabpanel" id="p-overview" tabindex="0"><p>Overview</p></div>',
        `<div role="tabpanel" id="p-rankings" hidden="" tabindex="0" data-testid="report-panel-rankings" data-fragment="${fragmentPath(rankings)}"></div>`,
        `<div role="tabpanel" id="p-reviews" hidden="" data-fragment="${fragmentPath(reviews)}"></div>`,
        '<div role="tabpanel" id="p-empty" hidden=""></div>',
        '</div><p>After</p></main>',
      ].join(''),
    );
  });

  it('names a file by its content, so the same panel on two pages is one file', () => {
    const other = page.replace('<p>After</p>', '<p>Another page</p>');
    assert.deepEqual([...deferHiddenPanels(other).fragments.keys()], [...deferHiddenPanels(page).fragments.keys()]);
    assert.match(fragmentPath(rankings), /^\/assets\/panel-[0-9a-f]{16}\.html$/);
    assert.notEqual(fragmentPath(rankings), fragmentPath(reviews));
  });

  it('leaves a page without deferred panels as it is', () => {
    const plain = '<main><div role="tabpanel" hidden=""><p>Kept</p></div></main>';
    assert.deepEqual(deferHiddenPanels(plain), { html: plain, fragments: new Map() });
  });

  it('refuses markup whose deferred panel never closes, rather than cut the page', () => {
    assert.throws(() => deferHiddenPanels('<div data-defer=""><div></div>'), /unclosed/);
  });
});
