import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@findable/core/locales';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { renderMail, type MailSender, type MailTemplate } from '../mail/render.ts';

export interface MailRequest {
  to: string;
  locale: Locale;
  template: MailTemplate;
  values: { name: string; link: string; agency?: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(mail: MailRequest): Promise<void> };
  }
}

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox and its link is logged, so sign-up, reset and invite flows work on a laptop.
 */
export default fp<{ smtpUrl: string | undefined; from: string; dataDir: string; sender: MailSender }>(
  async (app, { smtpUrl, from, dataDir, sender }) => {
    const outbox = path.join(dataDir, 'outbox');
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    app.decorate('mailer', {
      async send({ to, locale, template, values }: MailRequest) {
        const { subject, text, html } = renderMail(template, locale, values, sender);
        const info = await transport.sendMail({ from, to, subject, text, html, headers: { 'Content-Language': locale } });
        if (!smtpUrl) {
          mkdirSync(outbox, { recursive: true });
          const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${template}-${randomUUID().slice(0, 8)}.eml`);
          writeFileSync(file, (info as unknown as { message: Buffer }).message);
          app.log.info({ to, template, link: values.link, file }, 'e-mail written to the outbox');
        } else {
          app.log.info({ to, template, messageId: info.messageId }, 'e-mail sent');
        }
      },
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer' },
);
