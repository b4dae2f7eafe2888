import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, decodeQuotedPrintable, TestClient, type TestApp } from './helper.ts';
import { startSmtpStandIn } from './smtp-stand-in.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const SIGNUP = {
  firstName: 'Jonas',
  lastName: 'Weber',
  email: 'jonas@example.de',
  password: 'zahnarzt123',
  confirmPassword: 'zahnarzt123',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
  locale: 'de-DE',
};

describe('e-mail over SMTP', () => {
  const inbox: Received[] = [];
  /** How many of the next deliveries the relay refuses with a temporary error (451). */
  let refuseNext = 0;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let t: TestApp;

  before(async () => {
    // A real SMTP server on loopback that keeps what it receives, and can refuse for a while.
    smtp = await startSmtpStandIn((raw, session, done) => {
      if (refuseNext > 0) {
        refuseNext--;
        return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      inbox.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
      });
      done();
    });
    t = await buildTestApp(
      'sqlite',
      { SMTP_URL: smtp.url, MAIL_FROM: 'Findable <hello@findable.example>' },
      { mail: { pollMs: 20, retryDelaysMs: [50, 50] } },
    );
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  const waitForInbox = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (inbox.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(inbox.length, count);
  };

  it("sends the welcome and reset mails in the user's language, as HTML and plain text", async () => {
    const client = new TestClient(t.app);
    assert.equal((await client.post('/api/auth/register', SIGNUP)).statusCode, 201);
    await waitForInbox(1);
    assert.equal((await client.post('/api/auth/forgotPassword', { email: 'jonas@example.de' })).statusCode, 200);
    await waitForInbox(2);

    const [welcome, reset] = inbox as [Received, Received];
    assert.deepEqual(welcome.to, ['jonas@example.de']);
    assert.equal(welcome.from, 'hello@findable.example');
    assert.match(decodeQuotedPrintable(welcome.raw), /Willkommen bei Findable, Jonas/);
    const resetText = decodeQuotedPrintable(reset.raw);
    assert.match(resetText, /Content-Type: text\/plain/);
    assert.match(resetText, /Content-Type: text\/html/);
    assert.match(resetText, /Passwort zurücksetzen/);
    assert.match(resetText, /Content-Language: de-DE/);
    assert.match(resetText, /http:\/\/localhost:3000\/de-DE\/auth\/reset-password\?token=[\w-]{40,}/);
  });

  it('loses no mail when the relay refuses: the answer does not wait, and the mail goes out on a retry', async () => {
    inbox.length = 0;
    refuseNext = 2;
    const client = new TestClient(t.app);
    const known = await client.post('/api/auth/forgotPassword', { email: 'jonas@example.de' });
    const unknown = await client.post('/api/auth/forgotPassword', { email: 'nobody@example.de' });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json(), 'the same answer for a known and an unknown address');
    await waitForInbox(1);
    assert.equal(refuseNext, 0, 'the relay refused twice before it took the mail');
    assert.deepEqual(inbox[0]!.to, ['jonas@example.de']);
    assert.match(decodeQuotedPrintable(inbox[0]!.raw), /reset-password\?token=/);
    const left = await t.app.db.selectFrom('mail_queue').selectAll().execute();
    assert.deepEqual(left, [], 'a sent mail leaves the queue');
  });

  it('keeps a mail the relay never takes, marked failed with its last error, and nothing readable in it', async () => {
    refuseNext = 3;
    const client = new TestClient(t.app);
    await client.post('/api/auth/forgotPassword', { email: 'jonas@example.de' });
    const deadline = Date.now() + 5000;
    let row;
    while (Date.now() < deadline) {
      await t.app.mailer.idle();
      row = await t.app.db.selectFrom('mail_queue').selectAll().where('failed_at', 'is not', null).executeTakeFirst();
      if (row) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(row, 'the mail is marked failed after the last retry');
    assert.equal(row.attempts, 3);
    assert.match(row.last_error ?? '', /451|Try again later/);
    assert.doesNotMatch(row.payload, /token|reset-password|Jonas/, 'the stored values are sealed');
  });
});
