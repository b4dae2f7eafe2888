import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { skipUnless } from './helper.ts';

// Many installations (and test runs) share one PostgreSQL, each in its own schema, creating and dropping schemas
// while the others migrate. CI once failed a run with "schema test_… does not exist": Kysely's introspector read a
// schema another test file dropped in that moment.
describe('PostgreSQL shared with installations that come and go', { skip: skipUnless('postgres') }, () => {
  const url = process.env.TEST_DATABASE_URL;
  const schema = `shared_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;

  before(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    handle = openDatabase({ databaseUrl: url, pgSchema: schema, applicationName: schema });
    await migrateToLatest(handle.db, 'postgres');
  });
  after(async () => {
    await handle?.db.destroy();
    await admin?.query(`drop schema ${schema} cascade`);
    await admin?.end();
  });

  it('migrates and reads its tables while other schemas are created and dropped', async () => {
    let stop = false;
    let dropped = 0;
    const churn = (async () => {
      while (!stop) {
        const other = `${schema}_other_${dropped}`;
        await admin.query(`create schema ${other}; create table ${other}.t (id serial primary key, name text)`);
        await admin.query(`drop schema ${other} cascade`);
        dropped += 1;
      }
    })();
    const failures: string[] = [];
    let reads = 0;
    try {
      // Kysely's own introspector failed about one read in seventy under this churn; 1.5 s is ~1,000 reads.
      for (const started = Date.now(); Date.now() - started < 1500; reads += 1) {
        try {
          if (reads % 50 === 0) await migrateToLatest(handle.db, 'postgres');
          else await handle.db.introspection.getTables();
        } catch (error) {
          failures.push(String(error));
        }
      }
    } finally {
      stop = true;
      await churn;
    }
    assert.ok(dropped >= 20, `only ${dropped} schemas were dropped meanwhile`);
    assert.deepEqual(failures.slice(0, 3), [], `${failures.length} of ${reads} reads failed`);
  });

  it("reads its own schema's tables only, with their columns", async () => {
    await admin.query(`create schema ${schema}_neighbour; create table ${schema}_neighbour.users (other int)`);
    try {
      const tables = await handle.db.introspection.getTables();
      assert.deepEqual(new Set(tables.map((table) => table.schema)), new Set([schema]));
      const column = (table: string, name: string) => {
        const found = tables.find((it) => it.name === table)?.columns.find((it) => it.name === name);
        return { type: found?.dataType, nullable: found?.isNullable, generated: found?.isAutoIncrementing };
      };
      assert.deepEqual(column('users', 'email'), { type: 'varchar', nullable: false, generated: false });
      assert.deepEqual(column('businesses', 'id'), { type: 'int4', nullable: false, generated: true });
      assert.ok(!tables.some((table) => table.name === 'kysely_migration'), 'the migrator’s own tables are left out');
      const internal = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
      assert.ok(internal.some((table) => table.name === 'kysely_migration'));
    } finally {
      await admin.query(`drop schema ${schema}_neighbour cascade`);
    }
  });
});
