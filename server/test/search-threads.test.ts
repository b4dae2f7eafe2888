import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { businessRow, insertBusinesses } from '../src/search/catalog-repository.ts';
import { searchTerms } from '../src/search/normalize.ts';
import { searchThreads } from '../src/search/sqlite/search-threads.ts';
import { buildTestApp } from './helper.ts';

describe("SQLite's search threads", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'findable-threads-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'fails a search with the reason when a thread cannot open the catalog, and tries again on the next',
    { timeout: 20_000 },
    async () => {
      const missing = path.join(dir, 'no-such.sqlite');
      const threads = searchThreads(missing, 2);
      try {
        await assert.rejects(threads.search(searchTerms('cafe')), /unable to open database file/);
        await assert.rejects(threads.search(searchTerms('cafe')), /unable to open database file/);
      } finally {
        await threads.close();
      }
      // A thread opens the file read-only: it never makes an empty database where none was.
      assert.throws(() => rmSync(missing), /ENOENT/);
    },
  );

  it('answers from the file the app writes, and refuses once closed', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const now = new Date().toISOString();
      const business = { place_id: 'threads-1', name: 'Quokka Bakery', formatted_address: '1 Wombat Lane' };
      await insertBusinesses(t.app.db, [businessRow(business, 'import', now)], 'skip');
      const threads = searchThreads(t.app.dbFile!, 2);
      // More searches at once than threads: each is answered, whichever thread takes it.
      const answers = await Promise.all(
        ['quokka', 'bakery quo', 'wombat', 'zzqx'].map((phrase) => threads.search(searchTerms(phrase))),
      );
      assert.deepEqual(
        answers.map((found) => found.map((result) => result.place_id)),
        [['threads-1'], ['threads-1'], ['threads-1'], []],
      );
      await threads.close();
      await assert.rejects(threads.search(searchTerms('quokka')), /closed/);
      // The app's own search, on threads of its own by default, answers the same.
      const response = await t.app.inject({ url: '/api/projects/searchBusiness?search=quokka%20bak' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), [business]);
    } finally {
      await t.close();
    }
  });
});
