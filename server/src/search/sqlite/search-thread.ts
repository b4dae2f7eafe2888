/**
 * One of SQLite's search threads (./search-threads.ts starts them): a read-only connection to the catalog file,
 * answering `{ id, terms }` with `{ id, results }` or `{ id, error }`.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, SqliteDialect } from 'kysely';
import { kyselySqlite } from '../../db/node-sqlite.ts';
import type { Database } from '../../db/schema.ts';
import type { SearchTerms } from '../normalize.ts';
import { fts5Search } from './fts5-search.ts';
import type { ThreadAnswer } from './search-threads.ts';

const { file } = workerData as { file: string };
// The main connection writes; this one only reads (and fails rather than make an empty file where none is).
const sqlite = new DatabaseSync(file, { readOnly: true });
sqlite.exec('PRAGMA busy_timeout = 5000;');
const search = fts5Search(new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(sqlite) }) }));
const answer = (message: ThreadAnswer) => parentPort!.postMessage(message);

parentPort!.on('message', ({ id, terms }: { id: number; terms: SearchTerms }) => {
  search(terms).then(
    (results) => answer({ id, results }),
    (error: unknown) => answer({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
