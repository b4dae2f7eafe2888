import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES } from '../locales/index.ts';
import { VERTICALS } from '../routes.ts';
import { findKeyword, keywordsFor, nameMatches, SCAN_KEYWORDS } from './keywords.ts';

describe('the searches a scan measures', () => {
  it('gives every category two or three searches, its main one first, each with a text in every language', () => {
    for (const category of VERTICALS) {
      const keywords = keywordsFor(category);
      assert.ok(keywords.length >= 2 && keywords.length <= 3, `${category}: ${keywords.length}`);
      for (const keyword of keywords) {
        for (const locale of LOCALES)
          assert.match(keyword.text[locale], /^\S.*\S$|^\S$/u, `${keyword.id} in ${locale}`);
      }
    }
    assert.deepEqual(
      VERTICALS.map((category) => keywordsFor(category)[0]!.text['en-US']),
      [
        'restaurant',
        'coffee shop',
        'hair salon',
        'dentist',
        'bar',
        'barbershop',
        'lawyer',
        'gym',
        'pharmacy',
        'massage',
      ],
    );
    assert.equal(
      SCAN_KEYWORDS.length,
      VERTICALS.reduce((sum, category) => sum + keywordsFor(category).length, 0),
      'every search belongs to a category',
    );
    assert.equal(new Set(SCAN_KEYWORDS.map((keyword) => keyword.id)).size, SCAN_KEYWORDS.length, 'ids are unique');
    for (const keyword of SCAN_KEYWORDS)
      assert.match(
        keyword.id,
        /^[a-z][a-zA-Z]+$/,
        'an id is a camelCase word (the API and the page name searches by it)',
      );
  });

  it('names in each search the folded word stems a business name must contain (lower case, no accents)', () => {
    for (const keyword of SCAN_KEYWORDS) {
      assert.ok(keyword.stems.length > 0, keyword.id);
      for (const stem of keyword.stems) assert.match(stem, /^[a-z]{3,}$/, `${keyword.id}: ${stem}`);
      assert.equal(new Set(keyword.stems).size, keyword.stems.length, `${keyword.id}: no stem twice`);
    }
    // The main search of a category matches the names its own word makes, in every language.
    assert.equal(nameMatches('zahnarztpraxis dr muller', findKeyword('dentists', 'dentist')!.stems), true);
    assert.equal(nameMatches('kiraly etterem', findKeyword('restaurants', 'restaurant')!.stems), true);
    assert.equal(nameMatches('stadt apotheke', findKeyword('pharmacies', 'pharmacy')!.stems), true);
  });

  it('finds a search by id only within its own category, and none for a category without a list', () => {
    assert.equal(findKeyword('cafes', 'espressoBar')?.text['de-DE'], 'Espressobar');
    assert.equal(findKeyword('bars', 'espressoBar'), undefined);
    assert.equal(findKeyword('cafes', 'nope'), undefined);
    assert.deepEqual(keywordsFor('florists'), []);
    assert.deepEqual(keywordsFor(null), []);
  });

  it('matches a stem of four letters or more at the start of a word, a shorter one only as a whole word', () => {
    assert.equal(nameMatches('bright dental care', ['dent']), true);
    assert.equal(nameMatches('accident repair', ['dent']), false, 'not inside a word');
    assert.equal(nameMatches('the bar', ['bar']), true);
    assert.equal(nameMatches('barista corner', ['bar']), false, 'a three-letter stem is a whole word');
    assert.equal(nameMatches('barista corner', ['bari']), true, 'four letters match a word start');
    assert.equal(nameMatches('central', ['bar', 'cafe']), false);
    assert.equal(nameMatches('cafe central', ['bar', 'cafe']), true, 'any of the stems');
  });
});
