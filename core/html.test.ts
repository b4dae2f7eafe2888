import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters with a meaning in HTML and XML, and nothing else', () => {
    assert.equal(
      escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`),
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    assert.equal(escapeHtml('Café Zürich – Kávéház'), 'Café Zürich – Kávéház');
    assert.equal(escapeHtml('&amp;'), '&amp;amp;');
  });
});
