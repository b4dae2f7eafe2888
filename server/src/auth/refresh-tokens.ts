import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newToken, tokenHash } from './random-token.ts';

export const REFRESH_TOKEN_DAYS = 30;

const now = () => new Date().toISOString();

/** Issues a refresh token for a user, in a new family (a sign-in) or an existing one (a rotation). */
export async function createRefreshToken(db: Kysely<Database>, userId: string, familyId: string = randomUUID()): Promise<string> {
  const token = newToken();
  const created = new Date();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: tokenHash(token),
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString(),
      used_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

export type RotateResult =
  | { ok: true; userId: string; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already used means it was
 * copied: the whole family is revoked, so neither the thief nor the victim can go on (OAuth 2.0 Security
 * BCP, refresh token rotation with reuse detection). Marking a token used is a conditional update, so two
 * concurrent uses — on one process or several — cannot both succeed.
 */
export async function rotateRefreshToken(db: Kysely<Database>, token: string): Promise<RotateResult> {
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  if (row.used_at) {
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }
  if (row.expires_at <= now()) return { ok: false, reason: 'expired' };
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, userId: row.user_id, token: await createRefreshToken(db, row.user_id, row.family_id) };
}

export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Logout: revokes the family of the presented token (whatever its state). */
export async function revokeFamilyOf(db: Kysely<Database>, token: string): Promise<void> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id);
}
