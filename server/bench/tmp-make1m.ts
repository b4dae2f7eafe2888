import path from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { businessRow, insertBusinesses } from '../src/search/catalog-repository.ts';
import { demoBusinesses } from '../src/search/demo-catalog.ts';
const dir = '/tmp/bench1m';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const { db } = openDatabase({ sqliteFile: path.join(dir, 'findable.sqlite') });
await migrateToLatest(db);
const now = new Date().toISOString();
for (let start = 0; start < 1_000_000; start += 50_000) {
  const rows = Array.from(demoBusinesses(50_000, { start }), (b) => businessRow(b, 'demo', now));
  await db.transaction().execute((trx) => insertBusinesses(trx, rows, 'skip'));
}
await db.destroy();
