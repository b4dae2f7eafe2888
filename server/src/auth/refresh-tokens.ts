import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';
import { claimToken, findToken, issueToken } from './single-use-tokens.ts';

export const REFRESH_TOKEN_DAYS = 30;
const REFRESH_TOKEN_MS = REFRESH_TOKEN_DAYS * 86_400_000;

/** Issues a refresh token for a user in a new family (a sign-in). Returns the token and its family (the session). */
export async function startRefreshFamily(
  db: Kysely<Database>,
  userId: string,
): Promise<{ token: string; familyId: string }> {
  const familyId = randomUUID();
  const { token } = await issueToken(
    db,
    'refresh_tokens',
    { user_id: userId, family_id: familyId, revoked_at: null },
    { ttlMs: REFRESH_TOKEN_MS },
  );
  return { token, familyId };
}

export type RotateResult =
  | { ok: true; userId: string; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * The successor of a refresh token is derived from it with the server's key, so a second use of the same
 * token within the grace period can be answered with the very same successor without storing any token.
 */
function successorOf(key: Uint8Array, token: string): string {
  return createHmac('sha256', key).update(`refresh-successor\u0000${token}`).digest('base64url');
}

/**
 * Exchanges a refresh token for its successor in the same family. The claim and the successor are written in
 * one transaction, so a concurrent use sees both or neither.
 *
 * A token used again within `graceMs` of its first use (two tabs refreshing at once, a retried request) gets
 * the same successor, as long as the family lives (Auth0's "reuse interval"). A token used again later was
 * copied: the whole family is revoked, so neither the thief nor the victim can go on (OAuth 2.0 Security BCP,
 * refresh token rotation with reuse detection).
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  key: Uint8Array,
  presented: string,
  { graceMs, now = new Date() }: { graceMs: number; now?: Date },
): Promise<RotateResult> {
  const successor = successorOf(key, presented);
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await claimToken(trx, 'refresh_tokens', presented, now);
    if (row) {
      await issueToken(
        trx,
        'refresh_tokens',
        { user_id: row.user_id, family_id: row.family_id, revoked_at: null },
        { ttlMs: REFRESH_TOKEN_MS, token: successor, now },
      );
    }
    return row;
  });
  if (claimed) return { ok: true, userId: claimed.user_id, familyId: claimed.family_id, token: successor };

  const row = await findToken(db, 'refresh_tokens', presented);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  if (!row.used_at) return { ok: false, reason: 'expired' };
  if (now.getTime() - Date.parse(row.used_at) < graceMs) {
    const next = await findToken(db, 'refresh_tokens', successor);
    if (next && !next.revoked_at) return { ok: true, userId: row.user_id, familyId: row.family_id, token: successor };
  }
  await revokeSessions(db, { familyId: row.family_id });
  return { ok: false, reason: 'reused' };
}

/**
 * Ends sessions: every token of one family (logout) or of every family of a user (a new password) is revoked,
 * and so counts as used.
 */
export async function revokeSessions(
  db: Kysely<Database>,
  owner: { familyId: string } | { userId: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('refresh_tokens')
    .set((eb) => ({ revoked_at: now, used_at: eb.fn.coalesce('used_at', eb.val(now)) }))
    .$call((query) =>
      'familyId' in owner ? query.where('family_id', '=', owner.familyId) : query.where('user_id', '=', owner.userId),
    )
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logout: revokes the family of the presented token (whatever its state). */
export async function revokeFamilyOf(db: Kysely<Database>, token: string): Promise<void> {
  const row = await findToken(db, 'refresh_tokens', token);
  if (row) await revokeSessions(db, { familyId: row.family_id });
}

/**
 * The user of a session, if the session (the refresh-token family an access token was issued for) is still
 * alive: after logout, a password reset or detected reuse, its access tokens are refused at once.
 */
export function findSessionUser(db: Kysely<Database>, userId: string, familyId: string): Promise<UserRow | undefined> {
  return (
    db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      // eslint-disable-next-line @typescript-eslint/unbound-method -- Kysely's expression builder is meant to be destructured: its functions are closures, not methods using `this`.
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('refresh_tokens')
            .select('id')
            .where('family_id', '=', familyId)
            .where('user_id', '=', userId)
            .where('revoked_at', 'is', null),
        ),
      )
      .executeTakeFirst()
  );
}
