import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';
import { createUser, type NewAccount } from '../db/users-repository.ts';
import { claimToken, findUsableToken, issueToken } from './single-use-tokens.ts';

export const INVITE_DAYS = 7;

/** An agency's invitation of a client by e-mail: the token for the link. */
export async function issueInvite(db: Kysely<Database>, agencyId: string, email: string): Promise<string> {
  const { token } = await issueToken(
    db,
    'invites',
    { agency_id: agencyId, email },
    { ttlMs: INVITE_DAYS * 86_400_000 },
  );
  return token;
}

/** The invite of a usable link (unused, unexpired), to check before the slow password hashing. */
export function findUsableInvite(db: Kysely<Database>, token: string, now = new Date()) {
  return findUsableToken(db, 'invites', token, now);
}

/**
 * Accepts an invite: claims it and creates the client's account, linked to the agency, in one transaction.
 * Undefined when the link was used or expired meanwhile. A unique-constraint error means the e-mail was
 * registered meanwhile (isUniqueViolation); nothing is written then.
 */
export async function acceptInvite(
  db: Kysely<Database>,
  token: string,
  account: Omit<NewAccount, 'email' | 'agencyId' | 'accountType'>,
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const invite = await claimToken(trx, 'invites', token);
    if (!invite) return undefined;
    return createUser(trx, { ...account, email: invite.email, accountType: 'business', agencyId: invite.agency_id });
  });
}
