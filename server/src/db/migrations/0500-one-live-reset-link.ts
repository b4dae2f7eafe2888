import { sql, type Kysely } from 'kysely';

/**
 * At most one usable reset link per account, held by the database itself: a partial unique index over the
 * unused links. Two concurrent forgot-password requests each retired the links they could see and inserted
 * their own, so on PostgreSQL both stayed usable (issue 31); now the second insert fails and is retried after
 * the first commits, retiring it (server/src/auth/password-resets.ts). Links left unused by that race are
 * retired here first, keeping each account's newest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update password_resets set used_at = created_at
    where used_at is null and exists (
      select 1 from password_resets newer
      where newer.user_id = password_resets.user_id and newer.used_at is null
        and (newer.created_at > password_resets.created_at or (newer.created_at = password_resets.created_at and newer.id > password_resets.id)))`.execute(
    db,
  );
  await db.schema
    .createIndex('password_resets_one_unused')
    .unique()
    .on('password_resets')
    .column('user_id')
    .where(sql.ref('used_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('password_resets_one_unused').execute();
}
