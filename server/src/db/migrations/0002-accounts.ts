import type { Kysely } from 'kysely';

/** Accounts: passwords, Google identities, legal acceptance, sessions, resets, invites and projects. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['password_hash', 'varchar(255)'],
    ['google_sub', 'varchar(255)'],
    ['account_type', 'varchar(16)'],
    ['agency_id', 'varchar(36)'],
    ['terms_version', 'varchar(32)'],
    ['terms_accepted_at', 'varchar(32)'],
    ['privacy_version', 'varchar(32)'],
    ['privacy_accepted_at', 'varchar(32)'],
    ['disclaimer_version', 'varchar(32)'],
    ['disclaimer_accepted_at', 'varchar(32)'],
  ] as const) {
    await db.schema.alterTable('users').addColumn(column, type).execute();
  }
  await db.schema.createIndex('users_google_sub').unique().on('users').column('google_sub').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('agency_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('place_id', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('projects_user').on('projects').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['projects', 'invites', 'password_resets', 'refresh_tokens']) {
    await db.schema.dropTable(table).execute();
  }
}
