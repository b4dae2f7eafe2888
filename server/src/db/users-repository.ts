import { randomUUID } from 'node:crypto';
import { LEGAL_VERSIONS } from '@findable/core/legal';
import { normalizeEmail } from '@findable/core/validation/auth';
import type { Locale } from '@findable/core/locales';
import type { Kysely } from 'kysely';
import type { Database, NewUserRow, PlanId, UserRow } from './schema.ts';

/** The plan columns of an account on the free plan (a new one, or one whose plan has ended or been taken back). */
export const FREE_PLAN = {
  plan: 'free',
  plan_locations: 0,
  plan_source: null,
  plan_status: 'active',
  plan_period_end: null,
  plan_past_due_since: null,
  plan_subscription_id: null,
} as const satisfies Partial<UserRow>;

/** Reads and writes of `users` (kysely's example: repositories take the database or a transaction first). */

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  passwordHash: string | null;
  googleSub?: string | null;
  accountType: 'business' | 'agency';
  agencyId?: string | null;
}

/** Creates a user who has accepted the current terms, privacy policy and disclaimer (recorded with versions). */
export async function createUser(db: Kysely<Database>, account: NewAccount): Promise<UserRow> {
  const now = new Date().toISOString();
  const row: NewUserRow = {
    id: randomUUID(),
    email: normalizeEmail(account.email),
    first_name: account.firstName,
    last_name: account.lastName,
    locale: account.locale,
    created_at: now,
    updated_at: now,
    password_hash: account.passwordHash,
    google_sub: account.googleSub ?? null,
    account_type: account.accountType,
    agency_id: account.agencyId ?? null,
    terms_version: LEGAL_VERSIONS.termsOfService,
    terms_accepted_at: now,
    privacy_version: LEGAL_VERSIONS.privacyPolicy,
    privacy_accepted_at: now,
    disclaimer_version: LEGAL_VERSIONS.disclaimer,
    disclaimer_accepted_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return { ...row, free_report_project_id: null, ...FREE_PLAN, plan_updated_at: null } as UserRow;
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserByGoogleSubject(db: Kysely<Database>, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', subject).executeTakeFirst();
}

export async function linkGoogleSubject(db: Kysely<Database>, userId: string, subject: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ google_sub: subject, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(db: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Changes the names and language; returns the user as stored now. */
export async function updateProfile(
  db: Kysely<Database>,
  user: UserRow,
  profile: { firstName: string; lastName: string; locale?: Locale | undefined },
): Promise<UserRow> {
  const changes = {
    first_name: profile.firstName,
    last_name: profile.lastName,
    locale: profile.locale ?? user.locale,
    updated_at: new Date().toISOString(),
  };
  await db.updateTable('users').set(changes).where('id', '=', user.id).execute();
  return { ...user, ...changes };
}

/**
 * How long a closed account's id is kept (migration 0800): longer than a Checkout session stays open (24 hours) and
 * than Stripe retries a webhook (3 days).
 */
const CLOSED_ACCOUNT_DAYS = 30;

/**
 * Deletes an account and, by the foreign keys' cascade, everything of it: projects, reports and scans, sessions,
 * reset links, invites it sent, its billing rows; unless a plan bought by card still renews (`plan_source`
 * 'stripe', not cancelled). The condition is part of the one statement, so a subscription applied by a webhook at
 * the same moment is either seen or keeps the account. The id alone is kept for a while in `closed_accounts`, so a
 * Checkout paid after the close is canceled (billing/webhook-events.ts). True when the account was deleted.
 */
export async function deleteUserUnlessRenewing(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('users')
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('plan_source', 'is', null), eb('plan_source', '!=', 'stripe'), eb('plan_status', '=', 'canceled')]),
      )
      .executeTakeFirst();
    if (!Number(result.numDeletedRows)) return false;
    const now = Date.now();
    await trx
      .deleteFrom('closed_accounts')
      .where('closed_at', '<', new Date(now - CLOSED_ACCOUNT_DAYS * 86_400_000).toISOString())
      .execute();
    await trx
      .insertInto('closed_accounts')
      .values({ user_id: id, closed_at: new Date(now).toISOString() })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    return true;
  });
}

/** Whether an account of this id was closed by its owner in the last CLOSED_ACCOUNT_DAYS. */
export async function wasClosed(db: Kysely<Database>, id: string): Promise<boolean> {
  const since = new Date(Date.now() - CLOSED_ACCOUNT_DAYS * 86_400_000).toISOString();
  const row = await db
    .selectFrom('closed_accounts')
    .select('user_id')
    .where('user_id', '=', id)
    .where('closed_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An operator's grant (`npm run account:plan`): the plan and locations, active, marked manual; `free` takes a
 * plan back. Returns the user as stored, or undefined when no account has the address.
 */
export async function setManualPlan(
  db: Kysely<Database>,
  email: string,
  plan: PlanId,
  locations: number,
): Promise<UserRow | undefined> {
  const now = new Date().toISOString();
  return db
    .updateTable('users')
    .set({
      plan,
      plan_locations: plan === 'free' ? 0 : locations,
      plan_source: plan === 'free' ? null : 'manual',
      plan_status: 'active',
      plan_period_end: null,
      plan_past_due_since: null,
      plan_updated_at: now,
      // A manual grant stands on its own: the end of an earlier Stripe subscription leaves it be.
      plan_subscription_id: null,
      updated_at: now,
    })
    .where('email', '=', normalizeEmail(email))
    .returningAll()
    .executeTakeFirst();
}
