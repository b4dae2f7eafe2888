import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { TUNING } from '../src/search/tuning.ts';

/**
 * docs/search.md's tuning table is what someone changing the search reads first (its 'Changing the ranking
 * safely'): it must name every constant of server/src/search/tuning.ts with the value the code has.
 */
const doc = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/search.md'), 'utf8');

it("docs/search.md's tuning table has every tuning constant, with the code's value", () => {
  const table = doc.slice(doc.indexOf('### The tuning table'));
  const rows = [...table.matchAll(/^\| `(\w+)` \| ([\d,]+) \|/gm)].map(([, name, value]) => [
    name,
    Number(value!.replaceAll(',', '')),
  ]);
  assert.deepEqual(Object.fromEntries(rows), TUNING);
  assert.equal(rows.length, Object.keys(TUNING).length, 'each constant once');
});
