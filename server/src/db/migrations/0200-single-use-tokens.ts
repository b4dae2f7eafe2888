import type { Kysely } from 'kysely';

/**
 * Refresh tokens, reset links and invites are claimed by one module (server/src/auth/single-use-tokens.ts),
 * so the three tables name the moment of use alike: `used_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invites').renameColumn('accepted_at', 'used_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invites').renameColumn('used_at', 'accepted_at').execute();
}
