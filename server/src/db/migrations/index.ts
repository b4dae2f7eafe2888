import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001-users.ts';
import * as m0002 from './0002-accounts.ts';
import * as m0100 from './0100-businesses.ts';
import * as m0101 from './0101-postgres-name-prefix-covering.ts';
import * as m0200 from './0200-single-use-tokens.ts';
import * as m0201 from './0201-mail-queue.ts';
import * as m0300 from './0300-reports.ts';
import * as m0301 from './0301-postgres-search-postings.ts';
import * as m0302 from './0302-search-terms-name-docs.ts';
import * as m0303 from './0303-postgres-name-word-pairs.ts';
import * as m0304 from './0304-postgres-search-functions.ts';
import * as m0400 from './0400-plans-and-grid-scans.ts';
import * as m0401 from './0401-typed-businesses.ts';
import * as m0410 from './0410-billing.ts';
import * as m0500 from './0500-one-live-reset-link.ts';
import * as m0600 from './0600-peer-group-figures.ts';
import * as m0700 from './0700-sqlite-search-index-one-segment.ts';
import * as m0800 from './0800-closed-accounts.ts';
import * as m0900 from './0900-grid-scan-alive.ts';

/**
 * All migrations in order. Listed in code (not read from disk) so they work the same wherever the server
 * runs. A new migration's name must sort after every existing one: Kysely refuses to run a migration that
 * sorts before one a database already has.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-users': m0001,
  '0002-accounts': m0002,
  '0100-businesses': m0100,
  '0101-postgres-name-prefix-covering': m0101,
  '0200-single-use-tokens': m0200,
  '0201-mail-queue': m0201,
  '0300-reports': m0300,
  '0301-postgres-search-postings': m0301,
  '0302-search-terms-name-docs': m0302,
  '0303-postgres-name-word-pairs': m0303,
  '0304-postgres-search-functions': m0304,
  '0400-plans-and-grid-scans': m0400,
  '0401-typed-businesses': m0401,
  '0410-billing': m0410,
  '0500-one-live-reset-link': m0500,
  '0600-peer-group-figures': m0600,
  '0700-sqlite-search-index-one-segment': m0700,
  '0800-closed-accounts': m0800,
  '0900-grid-scan-alive': m0900,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
