import path from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle, type Engine } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
    /** PostgreSQL's pool, for its state in /metrics; null on SQLite. */
    dbPool: DatabaseHandle['pool'];
    /** PostgreSQL: the pool whose connections plan generically, where the search prepares its statements; null on SQLite. */
    dbSearchPool: DatabaseHandle['searchPool'];
    /** SQLite: the database file (the search's threads open it too); null on PostgreSQL. */
    dbFile: string | null;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  searchConnections?: number;
  dataDir: string;
  pgSchema?: string;
  applicationName?: string;
}

/** Opens the database, migrates it to the newest schema, and closes it with the server. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const sqliteFile = path.join(options.dataDir, 'findable.sqlite');
    const { db, engine, pool, searchPool } = openDatabase({
      databaseUrl: options.databaseUrl,
      ...(options.searchConnections ? { searchConnections: options.searchConnections } : {}),
      sqliteFile,
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
      ...(options.applicationName ? { applicationName: options.applicationName } : {}),
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the next query reconnects'),
    });
    const applied = await migrateToLatest(db, engine);
    if (applied.length) app.log.info({ migrations: applied, engine }, 'database migrated');
    app.decorate('db', db);
    app.decorate('dbEngine', engine);
    app.decorate('dbPool', pool);
    app.decorate('dbSearchPool', searchPool);
    app.decorate('dbFile', engine === 'sqlite' ? sqliteFile : null);
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'database' },
);
