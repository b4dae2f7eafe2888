import type { Kysely } from 'kysely';

/**
 * The outgoing mail queue (server/src/mail/mail-queue.ts): a request stores its mail here and answers; a worker
 * in every server process sends due mails and retries failed ones with a growing delay, so a failed SMTP relay
 * or a restart loses no mail. The rendered values (names, links with tokens) are stored encrypted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('recipient', 'varchar(320)', (col) => col.notNull())
    .addColumn('template', 'varchar(32)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('failed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_queue_due').on('mail_queue').columns(['failed_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
