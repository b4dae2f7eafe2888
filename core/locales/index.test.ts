import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canonicalLocalePath,
  FAMILY_NAME_FIRST,
  isLocale,
  LANGUAGES,
  LOCALES,
  matchAcceptLanguage,
  personName,
  withLocale,
  localeOfPath,
} from './index.ts';
import { formatChange, formatDate, formatPrice, formatRating } from './format.ts';

describe('matchAcceptLanguage', () => {
  const cases: Array<[string | undefined, string]> = [
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE'],
    ['hu', 'hu-HU'],
    ['de-AT', 'de-DE'],
    ['fr-FR,fr;q=0.9', 'en-US'],
    ['fr-FR, hu;q=0.5, de;q=0.7', 'de-DE'],
    ['en-GB;q=0.2, hu-HU;q=0.8', 'hu-HU'],
    ['de;q=0, hu;q=0.1', 'hu-HU'],
    ['*', 'en-US'],
    ['garbage;;;q=x', 'en-US'],
    // Equal q: the order the browser sent decides.
    ['hu;q=0.5, de;q=0.5', 'hu-HU'],
    ['de;q=0.5, hu;q=0.5', 'de-DE'],
    // Spaces around parameters and tags; tags compared without case.
    [' HU-hu ; q=0.9 , de ; q=0.3', 'hu-HU'],
    // An exact tag at a lower q loses to a language-only match at a higher q.
    ['de-CH;q=0.9, hu-HU;q=0.4', 'de-DE'],
    // A range with an unparsable q is not wanted; '*' with others comes in its turn.
    ['hu;q=abc, de;q=0.2', 'de-DE'],
    ['fr, *;q=0.5, hu;q=0.4', 'en-US'],
    ['en-US;q=0.1, de-DE', 'de-DE'],
    [';q=1, hu', 'hu-HU'],
    // q=0 means 'not this one', even when it is the only language we have.
    ['de;q=0', 'en-US'],
    ['hu-HU;q=0, fr', 'en-US'],
    // Equal q across several: still the browser's order.
    ['fr;q=0.5, hu;q=0.5, de;q=0.5', 'hu-HU'],
  ];
  for (const [header, expected] of cases) {
    it(`${JSON.stringify(header)} → ${expected}`, () => assert.equal(matchAcceptLanguage(header), expected));
  }
});

describe('withLocale', () => {
  it('swaps the first segment and keeps the rest', () => {
    assert.equal(withLocale('/en-US/local-seo', 'de-DE'), '/de-DE/local-seo');
    assert.equal(withLocale('/pricing', 'hu-HU'), '/hu-HU/pricing');
    assert.equal(withLocale('/', 'de-DE'), '/de-DE');
    assert.equal(withLocale('/hu-HU', 'en-US'), '/en-US');
  });
  it('reads the locale of a path', () => {
    assert.equal(localeOfPath('/de-DE/pricing'), 'de-DE');
    assert.equal(localeOfPath('/pricing'), undefined);
  });
  it('respells a locale segment in another case, and only that', () => {
    assert.equal(canonicalLocalePath('/en-us/pricing'), '/en-US/pricing');
    assert.equal(canonicalLocalePath('/HU-hu'), '/hu-HU');
    assert.equal(canonicalLocalePath('/De-de/legal/'), '/de-DE/legal/');
    assert.equal(canonicalLocalePath('/en-US/pricing'), undefined);
    assert.equal(canonicalLocalePath('/fr-fr/pricing'), undefined);
    assert.equal(canonicalLocalePath('/pricing'), undefined);
  });
});

describe('formatting per locale', () => {
  it('writes whole-dollar prices', () => {
    assert.equal(formatPrice('en-US', 449), '$449');
    assert.match(formatPrice('de-DE', 1490), /^1\.490\s\$$/);
    assert.match(formatPrice('hu-HU', 12490), /^12\s490\sUSD$/);
  });
  it('writes dates', () => {
    assert.equal(formatDate('en-US', '2025-08-10'), 'August 10, 2025');
    assert.equal(formatDate('de-DE', '2025-08-10'), '10. August 2025');
    assert.equal(formatDate('hu-HU', '2025-08-10'), '2025. augusztus 10.');
  });
  it('writes ratings with one decimal, and a dash for none', () => {
    assert.equal(formatRating('en-US', 4.75), '4.8');
    assert.equal(formatRating('de-DE', 4), '4,0');
    assert.equal(formatRating('hu-HU', null), '–');
  });
  it('writes changes with their sign, decimals and percentages the local way', () => {
    assert.equal(formatChange('en-US', 0.2), '+0.2');
    assert.equal(formatChange('de-DE', 0.2), '+0,2');
    assert.equal(formatChange('hu-HU', 3600), '+3600');
    assert.equal(formatChange('en-US', 38, 'percent'), '+38%');
    assert.match(formatChange('de-DE', 38, 'percent'), /^\+38\s%$/);
    assert.equal(formatChange('hu-HU', -3, 'percent'), '-3%');
  });
});

describe('the locales', () => {
  it('are exactly our three, by their tags', () => {
    assert.deepEqual([...LOCALES], ['en-US', 'de-DE', 'hu-HU']);
    for (const value of ['en-us', 'fr-FR', '', null, 42, 'en']) assert.equal(isLocale(value), false, String(value));
    for (const locale of LOCALES) assert.equal(isLocale(locale), true);
  });

  it('name their language, html lang and Open Graph locale', () => {
    assert.deepEqual(LANGUAGES, {
      'en-US': { label: 'EN', name: 'English', htmlLang: 'en-US', ogLocale: 'en_US' },
      'de-DE': { label: 'DE', name: 'Deutsch', htmlLang: 'de-DE', ogLocale: 'de_DE' },
      'hu-HU': { label: 'HU', name: 'Magyar', htmlLang: 'hu-HU', ogLocale: 'hu_HU' },
    });
    assert.deepEqual(FAMILY_NAME_FIRST, { 'en-US': false, 'de-DE': false, 'hu-HU': true });
  });

  it('write a full name in the language’s order', () => {
    assert.equal(personName('en-US', 'Anna', 'Kovács'), 'Anna Kovács');
    assert.equal(personName('de-DE', 'Anna', 'Kovács'), 'Anna Kovács');
    assert.equal(personName('hu-HU', 'Anna', 'Kovács'), 'Kovács Anna');
    assert.equal(personName('hu-HU', ' Anna ', ''), 'Anna');
  });
});
