import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { businessRow, insertBusinesses } from '../src/search/catalog-repository.ts';
import { searchTerms } from '../src/search/normalize.ts';
import { localSearchProvider, THREADS_RETRY_MS } from '../src/search/local-provider.ts';
import { SearchThreadFailure, searchThreads } from '../src/search/sqlite/search-threads.ts';
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
        for (let i = 0; i < 2; i++) {
          await assert.rejects(threads.search(searchTerms('cafe')), (error) => {
            assert.ok(error instanceof SearchThreadFailure);
            assert.match(error.message, /unable to open database file/);
            return true;
          });
        }
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
      // A search still waiting when the server closes is refused as closed, not as a failure to answer elsewhere.
      const closing = searchThreads(t.app.dbFile!, 1);
      const waiting = closing.search(searchTerms('quokka'));
      await closing.close();
      await assert.rejects(waiting, (error) => {
        assert.ok(!(error instanceof SearchThreadFailure));
        assert.match((error as Error).message, /closed/);
        return true;
      });
      // The app's own search, on threads of its own by default, answers the same.
      const response = await t.app.inject({ url: '/api/projects/searchBusiness?search=quokka%20bak' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), [business]);
    } finally {
      await t.close();
    }
  });

  it(
    'searches on the main thread when the threads cannot answer, says so once, and tries them again a minute later',
    { timeout: 30_000 },
    async () => {
      const t = await buildTestApp('sqlite');
      const failures: Error[] = [];
      let clock = 1_000;
      // The threads are pointed at a file that does not exist; the main connection is the app's.
      const provider = localSearchProvider(t.app.db, 'sqlite', {
        sqliteThreads: { file: path.join(dir, 'gone.sqlite'), count: 2 },
        onThreadsFailed: (error) => failures.push(error),
        now: () => clock,
      });
      try {
        const now = new Date().toISOString();
        const business = { place_id: 'fallback-1', name: 'Wallaby Books', formatted_address: '2 Emu Road' };
        await insertBusinesses(t.app.db, [businessRow(business, 'import', now)], 'skip');
        const found = await Promise.all(['wallaby', 'books wal', 'emu'].map((phrase) => provider.search(phrase)));
        assert.deepEqual(found, [[business], [business], [business]]);
        assert.equal(failures.length, 1, 'one failure told, however many searches it moved');
        assert.match(failures[0]!.message, /unable to open database file/);
        // Within the minute the threads are not tried again; after it they are, and fail again.
        clock += THREADS_RETRY_MS - 1;
        assert.deepEqual(await provider.search('wallaby'), [business]);
        assert.equal(failures.length, 1);
        clock += 1;
        assert.deepEqual(await provider.search('wallaby'), [business]);
        assert.equal(failures.length, 2);
      } finally {
        await provider.close?.();
        await t.close();
      }
    },
  );
});
