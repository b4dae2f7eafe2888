import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { setPasswordHash } from '../db/users-repository.ts';
import { revokeSessions } from './refresh-tokens.ts';
import { claimToken, findUsableToken, issueToken, retireTokens } from './single-use-tokens.ts';

export const RESET_LINK_MINUTES = 60;

/**
 * A new reset link for a user; every earlier link of the user stops working. The database holds at most one
 * unused link per account (migration 0500's partial unique index): a concurrent request that inserted its
 * link first makes this insert fail, and the retry, which now sees that link, retires it.
 */
export async function issuePasswordReset(db: Kysely<Database>, userId: string): Promise<string> {
  const issue = () =>
    db.transaction().execute(async (trx) => {
      await retireTokens(trx, 'password_resets', { column: 'user_id', value: userId });
      const { token } = await issueToken(
        trx,
        'password_resets',
        { user_id: userId },
        { ttlMs: RESET_LINK_MINUTES * 60_000 },
      );
      return token;
    });
  for (let attempt = 1; ; attempt++) {
    try {
      return await issue();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Whether a reset link can still be used (checked before the slow password hashing). */
export async function isResetLinkUsable(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  return (await findUsableToken(db, 'password_resets', token, now)) !== undefined;
}

/**
 * Uses a reset link: sets the new password, ends every session of the account and retires every other link of
 * the user, all at once. Returns the user id, or undefined when the link is unknown, used or expired.
 */
export async function resetPassword(
  db: Kysely<Database>,
  token: string,
  passwordHash: string,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const reset = await claimToken(trx, 'password_resets', token);
    if (!reset) return undefined;
    await setPasswordHash(trx, reset.user_id, passwordHash);
    await retireTokens(trx, 'password_resets', { column: 'user_id', value: reset.user_id });
    await revokeSessions(trx, { userId: reset.user_id });
    return reset.user_id;
  });
}
