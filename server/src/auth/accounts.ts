import { randomUUID } from 'node:crypto';
import { LEGAL_VERSIONS } from '@findable/core/legal';
import type { Locale } from '@findable/core/locales';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUserRow, UserRow } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
export async function createAccount(db: Db, account: NewAccount): Promise<UserRow> {
  const now = new Date().toISOString();
  const row: NewUserRow = {
    id: randomUUID(),
    email: account.email,
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
  return { ...row } as UserRow;
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function createProject(db: Db, userId: string, name: string, placeId: string | null = null) {
  const now = new Date().toISOString();
  const project = { id: randomUUID(), user_id: userId, name, place_id: placeId, created_at: now, updated_at: now };
  await db.insertInto('projects').values(project).execute();
  return project;
}

/** Whether an insert failed on a unique constraint (both engines), e.g. two sign-ups with one e-mail at once. */
export function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string; message?: string })?.code ?? '') + String((error as Error)?.message ?? '');
  return /23505|UNIQUE constraint failed|unique/i.test(text);
}
