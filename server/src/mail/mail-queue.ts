import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Locale } from '@findable/core/locales';
import type { Kysely } from 'kysely';
import type { Database, MailQueueRow } from '../db/schema.ts';
import type { MailTemplate, MailValues } from './render.ts';

/**
 * The outgoing mail queue (migration 0201): requests store a mail and answer at once; the mailer plugin's
 * worker sends due mails, and a failed attempt is tried again later with a growing delay. Any number of server
 * processes work on one queue: a mail is taken with a lease in one conditional update, so only one sends it.
 */

export interface MailRequest {
  to: string;
  locale: Locale;
  template: MailTemplate;
  values: MailValues;
}

/** After a failed attempt, wait this long before the next; after the last, the mail is marked failed. */
export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000, 7_200_000];
/** How long a worker may take to send a mail before another may try it (a process that died meanwhile). */
export const LEASE_MS = 60_000;

/**
 * Seals the values of a mail (names, links that carry single-use tokens) with AES-256-GCM under a key derived
 * from the server secret: a copy of the table grants none of the links waiting in it.
 */
export function mailCipher(secret: string) {
  const key = createHash('sha256').update(`mail-queue\u0000${secret}`).digest();
  return {
    seal(values: MailValues): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },
    open(payload: string): MailValues {
      const data = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return JSON.parse(
        Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8'),
      ) as MailValues;
    },
  };
}
export type MailCipher = ReturnType<typeof mailCipher>;

export async function enqueueMail(
  db: Kysely<Database>,
  cipher: MailCipher,
  mail: MailRequest,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('mail_queue')
    .values({
      id,
      recipient: mail.to,
      template: mail.template,
      locale: mail.locale,
      payload: cipher.seal(mail.values),
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      last_error: null,
      failed_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** Takes the mail that has waited longest among those due and not being sent, for LEASE_MS. */
export async function takeDueMail(db: Kysely<Database>, now = new Date()): Promise<MailQueueRow | undefined> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('mail_queue')
    .select('id')
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .orderBy('next_attempt_at')
    .limit(5)
    .execute();
  for (const { id } of due) {
    const taken = await db
      .updateTable('mail_queue')
      .set((eb) => ({
        locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
      .returningAll()
      .executeTakeFirst();
    if (taken) return taken;
  }
  return undefined;
}

/** A sent mail leaves the queue (with it the only stored copy of its links). */
export async function removeSentMail(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('mail_queue').where('id', '=', id).execute();
}

/** Schedules the next attempt after a failed one, or marks the mail failed after the last. Returns which. */
export async function recordFailedAttempt(
  db: Kysely<Database>,
  row: MailQueueRow,
  error: unknown,
  { retryDelaysMs = RETRY_DELAYS_MS, now = new Date() }: { retryDelaysMs?: readonly number[]; now?: Date } = {},
): Promise<'retry' | 'failed'> {
  const delay = retryDelaysMs[row.attempts - 1];
  const lastError = String((error as Error)?.message ?? error).slice(0, 500);
  await db
    .updateTable('mail_queue')
    .set(
      delay === undefined
        ? { locked_until: null, last_error: lastError, failed_at: now.toISOString() }
        : { locked_until: null, last_error: lastError, next_attempt_at: new Date(now.getTime() + delay).toISOString() },
    )
    .where('id', '=', row.id)
    .execute();
  return delay === undefined ? 'failed' : 'retry';
}
