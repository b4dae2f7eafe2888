import type { Kysely } from 'kysely';

/**
 * Billing with Stripe (docs/billing.md). Nothing here is card data: Stripe keeps the card, the product keeps
 * ids, the plan and dates.
 *
 * - `billing_customers`: the one Stripe customer of an account (a unique index on each side).
 * - `billing_subscriptions`: each Stripe subscription as its webhooks last described it: plan, period,
 *   quantity (locations), Stripe's status, the period end, and `state_at`, the time of the Stripe event the row
 *   comes from, so an older event never overwrites a newer state (events may arrive out of order).
 * - `billing_events`: every webhook event applied, by its id: a repeated delivery is recognised and ignored.
 * - `users.plan_subscription_id`: the subscription the account's plan comes from (an older subscription's
 *   end does not take away the plan of a newer one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('plan', 'varchar(16)', (col) => col.notNull())
    .addColumn('period', 'varchar(16)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(32)', (col) => col.notNull())
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('period_end', 'varchar(32)')
    .addColumn('past_due_since', 'varchar(32)')
    .addColumn('state_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('billing_subscriptions_user').on('billing_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('plan_subscription_id', 'varchar(255)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('plan_subscription_id').execute();
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropTable('billing_subscriptions').execute();
  await db.schema.dropTable('billing_customers').execute();
}
