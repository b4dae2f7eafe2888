import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { preparedStatements } from '../src/search/postgres/prepared-statements.ts';

/**
 * The statements the search runs again and again are prepared per PostgreSQL connection and planned generically
 * (server/src/search/postgres/prepared-statements.ts). What the database itself reports: which statements a connection holds
 * (`pg_prepared_statements`, which lists the session's own), with which kind of plan, and which connection answers.
 * Every run here is sequential, so the pool hands out the one connection it opened each time.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;

describe(
  'PostgreSQL statements prepared per connection',
  { skip: databaseUrl ? false : 'TEST_DATABASE_URL is not set (CI sets it)' },
  () => {
    const schema = `prepared_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    let handle: DatabaseHandle;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(text);
      await client.end();
    };
    before(async () => {
      await admin(`create schema ${schema}`);
      handle = openDatabase({ databaseUrl, pgSchema: schema, applicationName: schema });
    });
    after(async () => {
      await handle.db.destroy();
      await admin(`drop schema ${schema} cascade`);
    });

    const run = <R>(query: ReturnType<typeof sql<R>>) =>
      preparedStatements(handle.searchPool!).run(query.compile(handle.db));
    const held = () =>
      run(sql<{ statement: string; generic_plans: number; custom_plans: number }>`
    select statement, generic_plans::int, custom_plans::int from pg_prepared_statements order by prepare_time`);
    const backend = async () => (await run(sql<{ pid: number }>`select pg_backend_pid() as pid`))[0]!.pid;

    it('prepares a statement from its third run, with a generic plan, and answers the same', async () => {
      const count = sql<{
        n: number;
      }>`select count(*)::int + ${1}::int as n from pg_class where relname = ${'pg_class'}`;
      for (let i = 0; i < 2; i++) assert.deepEqual(await run(count), [{ n: 2 }]);
      assert.deepEqual(await held(), [], 'a text run twice is not kept');
      for (let i = 0; i < 3; i++) assert.deepEqual(await run(count), [{ n: 2 }]);
      const [kept] = await held();
      assert.equal(kept?.statement, count.compile(handle.db).sql);
      assert.deepEqual([kept.generic_plans, kept.custom_plans], [3, 0], 'planned once, without its values');
    });

    it('plans generically on connections whose DATABASE_URL carries options of its own', async () => {
      const url = new URL(databaseUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const other = openDatabase({ databaseUrl: url.href, applicationName: schema });
      try {
        const settings = sql<{
          mode: string;
          schema: string;
        }>`select current_setting('plan_cache_mode') as mode, current_schema() as schema`;
        assert.deepEqual(await preparedStatements(other.searchPool!).run(settings.compile(other.db)), [
          { mode: 'force_generic_plan', schema },
        ]);
      } finally {
        await other.db.destroy();
      }
    });

    it('drops a connection whose statement went stale under it, and answers on a fresh one', async () => {
      await sql`create function prepared_probe() returns table (a int) language sql as 'select 1'`.execute(handle.db);
      const probe = sql<{ a: number; b?: number }>`select * from prepared_probe()`;
      for (let i = 0; i < 3; i++) assert.deepEqual(await run(probe), [{ a: 1 }]);
      const pid = await backend();
      // A migration replaces the function with one of another result type: the prepared plan cannot be reused.
      await sql`drop function prepared_probe()`.execute(handle.db);
      await sql`create function prepared_probe() returns table (a int, b int) language sql as 'select 1, 2'`.execute(
        handle.db,
      );
      assert.deepEqual(await run(probe), [{ a: 1, b: 2 }]);
      assert.notEqual(await backend(), pid, 'the stale connection was closed');
    });

    it('runs on at most DATABASE_SEARCH_CONNECTIONS connections (4 by default), the others waiting their turn', async () => {
      const busy = sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`;
      const pids = (await Promise.all(Array.from({ length: 10 }, () => run(busy)))).map(([row]) => row!.pid);
      assert.equal(new Set(pids).size, 4);
    });

    it('keeps at most 64 statements per connection, and runs the others unnamed', async () => {
      const before = (await held()).length;
      for (let i = 0; i < 70; i++) {
        const text = sql<{ n: number }>`select ${i}::int as n, ${sql.lit(i)} as m`;
        for (let round = 0; round < 3; round++) assert.deepEqual(await run(text), [{ n: i, m: i }]);
      }
      assert.equal((await held()).length, 64, `${before} held before`);
    });
  },
);
