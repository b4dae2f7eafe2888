import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import {
  enqueueMail,
  mailCipher,
  recordFailedAttempt,
  removeSentMail,
  RETRY_DELAYS_MS,
  takeDueMail,
  type MailRequest,
} from '../mail/mail-queue.ts';
import { renderMail, type MailSender, type MailTemplate } from '../mail/render.ts';
import type { MailQueueRow } from '../db/schema.ts';
import type { Locale } from '@findable/core/locales';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      /** Queues a mail; it is sent right after, and tried again later if the relay fails. */
      send(mail: MailRequest): Promise<void>;
      /**
       * Queues a job for the worker's next round (within its poll interval), not right after: work whose
       * duration must not show in the answer or in the requests that follow it (forgot-password).
       */
      later(job: MailJob): Promise<void>;
      /** What the worker does with a job of this name: its recipient and the values it was queued with. */
      defineJob(name: MailJobName, run: (job: MailJob) => Promise<void>): void;
      /** Resolves once no mail is due and none is being sent by this process (tests, shutdown). */
      idle(): Promise<void>;
    };
  }
}

/** Jobs that travel through the mail queue and become mails, or nothing, when the worker takes them. */
export type MailJobName = 'reset-request';
export interface MailJob {
  name: MailJobName;
  to: string;
  locale: Locale;
  values: MailRequest['values'];
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  /** Seals the queued values (names, links): the server secret. */
  secret: string;
  /** The public origin and the operator's facts the mails name (their footer). */
  sender: MailSender;
  /** How often the worker looks for due mails besides right after a mail is queued. */
  pollMs?: number;
  retryDelaysMs?: readonly number[];
}

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox and its link is logged, so sign-up, reset and invite flows work on a laptop. Every mail goes
 * through the queue (mail/mail-queue.ts): a request never waits for the relay, and a relay that fails loses
 * nothing.
 */
export default fp<MailerOptions>(
  async (app, { smtpUrl, from, dataDir, secret, sender, pollMs = 5000, retryDelaysMs = RETRY_DELAYS_MS }) => {
    const outbox = path.join(dataDir, 'outbox');
    const cipher = mailCipher(secret);
    const transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    const jobs = new Map<string, (job: MailJob) => Promise<void>>();

    async function deliver(row: MailQueueRow) {
      const values = cipher.open(row.payload);
      const job = jobs.get(row.template);
      if (job) return job({ name: row.template as MailJobName, to: row.recipient, locale: row.locale, values });
      const template = row.template as MailTemplate;
      const { subject, text, html } = renderMail(template, row.locale, values, sender);
      const info = await transport.sendMail({
        from,
        to: row.recipient,
        subject,
        text,
        html,
        headers: { 'Content-Language': row.locale },
      });
      if (!smtpUrl) {
        mkdirSync(outbox, { recursive: true });
        const file = path.join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${template}-${randomUUID().slice(0, 8)}.eml`,
        );
        // Cast stays: nodemailer types sendMail's answer for any transport; the stream transport with `buffer: true` returns the message as a Buffer.
        writeFileSync(file, (info as unknown as { message: Buffer }).message);
        app.log.info({ to: row.recipient, template, link: values.link, file }, 'e-mail written to the outbox');
      } else {
        app.log.info({ to: row.recipient, template, messageId: info.messageId }, 'e-mail sent');
      }
    }

    /** Sends one due mail; false when none is due. */
    async function sendOne(): Promise<boolean> {
      const row = await takeDueMail(app.db);
      if (!row) return false;
      try {
        await deliver(row);
        await removeSentMail(app.db, row.id);
      } catch (error) {
        const outcome = await recordFailedAttempt(app.db, row, error, { retryDelaysMs });
        app.log[outcome === 'failed' ? 'error' : 'warn'](
          { err: error, to: row.recipient, template: row.template, attempt: row.attempts },
          outcome === 'failed' ? 'e-mail failed for good' : 'e-mail failed, will retry',
        );
      }
      return true;
    }

    let running: Promise<void> | undefined;
    let again = false;
    let closed = false;
    /** Runs the worker until nothing is due; a call while it runs makes it look once more before it stops. */
    const work = (): Promise<void> => {
      again = true;
      running ??= (async () => {
        try {
          while (again && !closed) {
            again = false;
            while (!closed && (await sendOne()));
          }
        } catch (error) {
          app.log.warn({ err: error }, 'mail queue: the database did not answer; trying again later');
        } finally {
          running = undefined;
        }
      })();
      return running;
    };
    const timer = setInterval(() => void work(), pollMs);
    timer.unref();

    app.decorate('mailer', {
      async send(mail: MailRequest) {
        await enqueueMail(app.db, cipher, mail);
        void work();
      },
      async later({ name, to, locale, values }) {
        // Cast stays: a job's name is stored in the template column; deliver() looks it up among jobs before templates.
        await enqueueMail(app.db, cipher, { to, locale, template: name as unknown as MailTemplate, values });
      },
      defineJob(name, run) {
        jobs.set(name, run);
      },
      async idle() {
        await running;
        await work();
      },
    });
    app.addHook('onReady', async () => void work());
    app.addHook('onClose', async () => {
      // Stop taking mails, and let the one being sent finish (a mail cut short is sent again after its lease).
      clearInterval(timer);
      closed = true;
      await running;
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
