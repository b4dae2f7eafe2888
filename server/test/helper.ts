import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Engine } from '../src/db/database.ts';

/** The engines the integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * Builds the app in-process on a fresh database: a temporary SQLite file, or a new PostgreSQL schema that
 * is dropped afterwards. `env` adds environment variables to the parsed configuration.
 */
export async function buildTestApp(engine: Engine, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-api-'));
  let schema: string | undefined;
  if (engine === 'postgres') {
    schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(engine === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false, ...(schema ? { pgSchema: schema } : {}) });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (schema) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    },
  };
}
