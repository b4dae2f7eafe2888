import type { Kysely } from 'kysely';

/**
 * `closed_accounts`: the ids of accounts their owners closed in the last days, and when (nothing else of them). A
 * Checkout opened before the close can still be paid after it; the subscription's events then name an account that is
 * gone, and this table tells the webhook that the account was ours, so it cancels the subscription at Stripe rather
 * than leave it charging (server/src/billing/webhook-events.ts). An unknown id stays ignored: a Stripe account may
 * serve other installations too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('closed_accounts')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('closed_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('closed_accounts').execute();
}
