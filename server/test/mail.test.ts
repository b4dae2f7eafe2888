import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, TestClient, type TestApp } from './helper.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes quoted-printable soft breaks and =XX bytes, enough to read a message's text. */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run.replace(/=/g, '%'));
    } catch {
      return run;
    }
  });

describe('e-mail over SMTP', () => {
  const inbox: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  before(async () => {
    // A real SMTP server on loopback that keeps what it receives.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Findable <hello@findable.example>' });
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the welcome and reset mails in the user\'s language, as HTML and plain text', async () => {
    const client = new TestClient(t.app);
    const registered = await client.post('/api/auth/register', {
      firstName: 'Jonas',
      lastName: 'Weber',
      email: 'jonas@example.de',
      password: 'zahnarzt123',
      confirmPassword: 'zahnarzt123',
      terms: true,
      termsPrivacy: true,
      generalDisclaimer: true,
      locale: 'de-DE',
    });
    assert.equal(registered.statusCode, 201);
    const forgot = await client.post('/api/auth/forgotPassword', { email: 'jonas@example.de' });
    assert.equal(forgot.statusCode, 200);

    assert.equal(inbox.length, 2);
    const [welcome, reset] = inbox as [Received, Received];
    assert.deepEqual(welcome.to, ['jonas@example.de']);
    assert.equal(welcome.from, 'hello@findable.example');
    assert.match(decode(welcome.raw), /Willkommen bei Findable, Jonas/);
    const resetText = decode(reset.raw);
    assert.match(resetText, /Content-Type: text\/plain/);
    assert.match(resetText, /Content-Type: text\/html/);
    assert.match(resetText, /Passwort zurücksetzen/);
    assert.match(resetText, /Content-Language: de-DE/);
    assert.match(resetText, /http:\/\/localhost:3000\/de-DE\/auth\/reset-password\?token=[\w-]{40,}/);
  });
});
