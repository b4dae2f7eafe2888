import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Engine } from '../src/db/database.ts';
import { DEMO_CATALOG_SIZE } from '../src/search/demo-catalog.ts';
import { ENGINES, skipUnless, TestClient } from './helper.ts';

/**
 * After a restart with other settings (docs/testing.md, class 4): what is kept across starts in DATA_DIR or
 * the database (the pages rewritten for SITE_URL and the operator, the signing key, the migrations, the seeded
 * catalog) is checked by starting again on the same DATA_DIR (and PostgreSQL schema), with other settings where
 * the settings decide what is served.
 */

const SIGNUP = {
  firstName: 'Rhea',
  lastName: 'Restart',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One installation: a DATA_DIR (and a PostgreSQL schema) that outlives the servers started on it. */
function installation(engine: Engine = 'sqlite') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-restart-'));
  const schema =
    engine === 'postgres' ? `restart_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    dataDir,
    schema,
    query,
    async init() {
      if (schema) await query(`create schema ${schema}`);
    },
    /** Starts a server on this installation with these settings. */
    start(env: Record<string, string> = {}) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(schema ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
        ...env,
      });
      return buildApp(config, { logger: false, ...(schema ? { pgSchema: schema, pgApplicationName: schema } : {}) });
    },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (schema) await query(`drop schema ${schema} cascade`);
    },
  };
}

/** Starts, runs `use`, and closes: one life of a server. */
async function life<T>(
  install: ReturnType<typeof installation>,
  env: Record<string, string>,
  use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const app = await install.start(env);
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
  }
}

describe('a restart with another SITE_URL and operator on the same DATA_DIR', () => {
  const install = installation();
  after(() => install.remove());

  const FIRST = {
    SITE_URL: 'https://www.first-origin.test',
    OPERATOR_LEGAL_NAME: 'First Operator GmbH',
    OPERATOR_CITY: 'Hamburg',
  };
  const SECOND = {
    SITE_URL: 'https://www.second-origin.test',
    OPERATOR_LEGAL_NAME: 'Second Operator Kft.',
    OPERATOR_CITY: 'Debrecen',
  };
  const served = (app: Awaited<ReturnType<typeof buildApp>>) =>
    Promise.all(
      ['/en-US/pricing', '/en-US/legal', '/sitemap.xml'].map(async (url) => (await app.inject({ url })).body),
    ).then((bodies) => bodies.join('\n'));

  it('serves the new origin and operator, never the pages rewritten for the old ones, and the old ones again when set back', async () => {
    const first = await life(install, FIRST, served);
    assert.match(first, /https:\/\/www\.first-origin\.test\/en-US\/pricing/);
    assert.match(first, /First Operator GmbH/);

    const second = await life(install, SECOND, served);
    assert.match(second, /<link rel="canonical" href="https:\/\/www\.second-origin\.test\/en-US\/pricing"\/>/);
    assert.match(second, /<loc>https:\/\/www\.second-origin\.test\//);
    assert.match(second, /Second Operator Kft\./);
    assert.match(second, /Debrecen/);
    assert.doesNotMatch(second, /first-origin|First Operator|Hamburg/);

    const again = await life(install, FIRST, served);
    assert.equal(again, first, 'back to the first settings: the same pages as the first start');
    assert.equal(readdirSync(path.join(install.dataDir, 'public-build')).length, 2, 'one rewritten build per settings');
  });
});

describe('the signing key across restarts', () => {
  const install = installation();
  after(() => install.remove());
  const SET = { JWT_SECRET: 'a-configured-secret-of-at-least-32-characters' };

  it('is made once in DATA_DIR and kept when JWT_SECRET is unset, and is JWT_SECRET when set', async () => {
    const accessToken = await life(install, {}, async (app) => {
      const response = await new TestClient(app).post('/api/auth/register', { ...SIGNUP, email: 'key@example.com' });
      assert.equal(response.statusCode, 201);
      return response.json().accessToken as string;
    });
    const projects = (env: Record<string, string>) =>
      life(
        install,
        env,
        async (app) => (await app.inject({ url: '/api/projects', headers: bearer(accessToken) })).statusCode,
      );
    assert.equal(await projects({}), 200, 'a restart keeps the made key: sessions go on');
    assert.equal(await projects(SET), 401, 'with JWT_SECRET set, tokens signed with the made key are refused');
    const signedWithSet = await life(install, SET, async (app) => {
      const response = await new TestClient(app).post('/api/auth/login', {
        email: 'key@example.com',
        password: SIGNUP.password,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(
        (await app.inject({ url: '/api/projects', headers: bearer(response.json().accessToken) })).statusCode,
        200,
      );
      return response.json().accessToken as string;
    });
    assert.equal(await projects({}), 200, 'unset again: the key made at the first start, not a new one');
    assert.equal(
      await life(
        install,
        {},
        async (app) => (await app.inject({ url: '/api/projects', headers: bearer(signedWithSet) })).statusCode,
      ),
      401,
    );
  });
});

for (const engine of ENGINES) {
  describe(`a second start on a migrated database (${engine})`, { skip: skipUnless(engine) }, () => {
    let install: ReturnType<typeof installation>;
    before(async () => {
      install = installation(engine);
      await install.init();
    });
    after(() => install.remove());

    it('runs no migration again, keeps the data and starts cleanly', async () => {
      const migrations = (app: Awaited<ReturnType<typeof buildApp>>) =>
        app.db
          .selectFrom('kysely_migration' as never)
          .select(['name' as never, 'timestamp' as never])
          .orderBy('name' as never)
          .execute();
      const first = await life(install, {}, async (app) => {
        assert.equal(
          (await new TestClient(app).post('/api/auth/register', { ...SIGNUP, email: 'migrated@example.com' }))
            .statusCode,
          201,
        );
        return migrations(app);
      });
      assert.ok(first.length > 0);
      const second = await life(install, {}, async (app) => {
        const login = await new TestClient(app).post('/api/auth/login', {
          email: 'migrated@example.com',
          password: SIGNUP.password,
        });
        assert.equal(login.statusCode, 200, 'the account of the first start signs in');
        return migrations(app);
      });
      assert.deepEqual(second, first, 'the same migrations, applied at the same times');
    });
  });
}

describe('the demo catalog across restarts', () => {
  const install = installation();
  after(() => install.remove());

  it('is seeded at the first start only: a business removed by the operator is not put back by a restart', async () => {
    const count = (app: Awaited<ReturnType<typeof buildApp>>) =>
      app.db
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const removed = await life(install, { DEMO_CATALOG: 'true' }, async (app) => {
      assert.equal(await count(app), DEMO_CATALOG_SIZE);
      const one = await app.db
        .selectFrom('businesses')
        .select('place_id')
        .orderBy('place_id')
        .executeTakeFirstOrThrow();
      await app.db.deleteFrom('businesses').where('place_id', '=', one.place_id).execute();
      return one.place_id;
    });
    await life(install, { DEMO_CATALOG: 'true' }, async (app) => {
      assert.equal(await count(app), DEMO_CATALOG_SIZE - 1);
      assert.equal(
        await app.db.selectFrom('businesses').select('place_id').where('place_id', '=', removed).executeTakeFirst(),
        undefined,
      );
    });
  });
});
