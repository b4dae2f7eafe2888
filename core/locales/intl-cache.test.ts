import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDate, formatNumber, formatPrice } from './format.ts';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache.ts';
import { createTranslator } from './translate.ts';

describe('Intl formatters made once', () => {
  it('answers the same formatter for the same locale and options, another for other ones', () => {
    assert.equal(numberFormat('de-DE', { style: 'percent' }), numberFormat('de-DE', { style: 'percent' }));
    assert.notEqual(numberFormat('de-DE', { style: 'percent' }), numberFormat('hu-HU', { style: 'percent' }));
    assert.notEqual(numberFormat('de-DE'), numberFormat('de-DE', { style: 'percent' }));
    assert.equal(dateTimeFormat('hu-HU', { month: 'long' }), dateTimeFormat('hu-HU', { month: 'long' }));
    assert.notEqual(dateTimeFormat('hu-HU', { month: 'long' }), dateTimeFormat('hu-HU', { dateStyle: 'long' }));
    assert.equal(pluralRules('en-US'), pluralRules('en-US'));
  });

  it('formats as a new Intl object does, whatever was formatted before', () => {
    assert.equal(formatNumber('de-DE', 1234.5), '1.234,5');
    assert.equal(formatNumber('de-DE', 0.38, { style: 'percent' }), '38\u00a0%');
    assert.equal(formatNumber('hu-HU', 1234.5), new Intl.NumberFormat('hu-HU').format(1234.5));
    assert.equal(formatPrice('en-US', 29), '$29');
    assert.equal(
      formatPrice('de-DE', 29),
      new Intl.NumberFormat('de-DE', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }).format(29),
    );
    assert.equal(formatDate('en-US', '2026-11-28'), 'November 28, 2026');
    assert.equal(formatDate('hu-HU', '2026-11-28'), '2026. november 28.');
  });

  it('chooses plural forms and formats numbers in a translated text per locale', () => {
    const t = createTranslator('de-DE', { x: { n_one: '{{count}} Bewertung', n_other: '{{count}} Bewertungen' } }, 'x');
    assert.equal(t('n', { count: 1 }), '1 Bewertung');
    assert.equal(t('n', { count: 1200 }), '1.200 Bewertungen');
  });
});
