import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BusinessSearchQuerySchema,
  BusinessSearchResultsSchema,
  SEARCH_ERRORS,
  SEARCH_MAX_LENGTH,
  searchPhrase,
} from './search.ts';

describe('business search schemas', () => {
  it('trims the phrase and keeps one space between words', () => {
    const cases: Array<[string, string]> = [
      ['  Café   Central ', 'Café Central'],
      ['\tkávéház\nbudapest', 'kávéház budapest'],
      ['   ', ''],
      ['', ''],
    ];
    for (const [input, expected] of cases) assert.equal(searchPhrase(input), expected, JSON.stringify(input));
  });

  it('accepts a missing, empty or 200-character search and refuses a longer one or a list', () => {
    const valid: Array<[unknown, string]> = [
      [{}, ''],
      [{ search: '' }, ''],
      [{ search: 'x'.repeat(SEARCH_MAX_LENGTH) }, 'x'.repeat(SEARCH_MAX_LENGTH)],
    ];
    for (const [query, search] of valid) assert.deepEqual(BusinessSearchQuerySchema.parse(query), { search });
    const invalid: Array<[unknown, string]> = [
      [{ search: 'x'.repeat(SEARCH_MAX_LENGTH + 1) }, SEARCH_ERRORS.tooLong],
      [{ search: ['a', 'b'] }, SEARCH_ERRORS.invalid],
      [{ search: 5 }, SEARCH_ERRORS.invalid],
    ];
    for (const [query, message] of invalid) {
      const result = BusinessSearchQuerySchema.safeParse(query);
      assert.equal(result.success, false);
      assert.equal(result.error?.issues[0]?.message, message);
    }
  });

  it('reads at most 8 results of name, formatted_address and place_id, dropping anything else', () => {
    const one = { name: 'Café Central', formatted_address: 'Herrengasse 14, Wien', place_id: 'p1', rating: 4.5 };
    assert.deepEqual(BusinessSearchResultsSchema.parse([one]), [
      { name: 'Café Central', formatted_address: 'Herrengasse 14, Wien', place_id: 'p1' },
    ]);
    assert.equal(BusinessSearchResultsSchema.safeParse(Array(9).fill(one)).success, false);
    assert.equal(BusinessSearchResultsSchema.safeParse([{ ...one, place_id: '' }]).success, false);
    assert.equal(BusinessSearchResultsSchema.safeParse(null).success, false);
  });
});
