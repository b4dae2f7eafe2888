import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { GERBEAUD, googlePlaces } from './google-places-answers.ts';
import { buildTestApp, skipUnless, TestClient, until, waitForMail, type TestApp } from './helper.ts';
import { PlacesStandIn, type Seen } from './places-stand-in.ts';
import { startSmtpStandIn } from './smtp-stand-in.ts';

/**
 * When the answer comes (docs/testing.md, class 1): where the rule is that an answer does not wait for slow
 * work, the work is made to wait for the test (a relay that holds every mail, a locked table, Google points
 * answered one at a time), and the answer must arrive while it still waits. A server that waited would hang
 * here until the test's own timeout, so each test has a short one.
 */

const SIGNUP = {
  firstName: 'Tim',
  lastName: 'Timing',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};
const WAIT = { timeout: 30_000 };

/** A gate the test opens: everything that waits on it goes on once it is opened. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('an SMTP relay that holds every mail until the test lets it go', () => {
  const received: string[] = [];
  let relay = gate();
  /** Mails the relay has been handed and not yet accepted. */
  let holding = 0;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let t: TestApp;
  before(async () => {
    smtp = await startSmtpStandIn((raw, _session, done) => {
      holding++;
      void relay.opened.then(() => {
        holding--;
        received.push(raw);
        done();
      });
    });
    t = await buildTestApp('sqlite', { SMTP_URL: smtp.url }, { mail: { pollMs: 20 } });
  });
  after(async () => {
    relay.open();
    await t.close();
    await smtp.close();
  });

  it(
    'answers a sign-up and a forgotten password while the relay still holds their mails, which go out once it takes them',
    WAIT,
    async (context) => {
      // A server that waited for the relay would otherwise wait forever: the relay lets go after 10 s regardless,
      // and the answers must have come while it held the mail.
      const safety = setTimeout(() => relay.open(), 10_000);
      context.after(() => clearTimeout(safety));
      const client = new TestClient(t.app);
      const registered = await client.post('/api/auth/register', { ...SIGNUP, email: 'held@example.com' });
      assert.equal(registered.statusCode, 201);
      assert.deepEqual(received, [], 'the sign-up was answered before the relay took its mail');
      await until(async () => (holding === 1 ? true : undefined), 'the welcome mail at the relay');
      const forgot = await client.post('/api/auth/forgotPassword', { email: 'held@example.com' });
      assert.equal(forgot.statusCode, 200);
      assert.deepEqual(received, [], 'nothing delivered yet: both answers came while the relay held the mail');

      relay.open();
      await until(async () => (received.length === 2 ? true : undefined), 'both mails delivered');
      await t.app.mailer.idle();
      assert.match(received.join('\n'), /reset-password\?token=/);
      relay = gate();
    },
  );
});

for (const engine of ['postgres'] as const) {
  describe(`forgot-password on a database that is slow to answer (${engine})`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(engine);
    });
    after(() => t.close());

    it(
      'answers before it looks the address up: the same 200 while the users table is locked, the mail once it is free',
      WAIT,
      async () => {
        const client = new TestClient(t.app);
        assert.equal(
          (await client.post('/api/auth/register', { ...SIGNUP, email: 'locked@example.com' })).statusCode,
          201,
        );
        await t.app.afterResponse.settled();
        await t.app.mailer.idle();
        const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await locker.connect();
        let locked = true;
        const unlock = () => {
          locked = false;
          return locker.query('commit');
        };
        // A server that waited for the table would otherwise wait forever: the lock ends after 10 s regardless,
        // and the answers must have come while it was held.
        const safety = setTimeout(() => void unlock(), 10_000);
        try {
          await locker.query('begin');
          await locker.query(`lock table ${t.pgName}.users in access exclusive mode`);
          const known = await client.post('/api/auth/forgotPassword', { email: 'locked@example.com' });
          const unknown = await client.post('/api/auth/forgotPassword', { email: 'nobody@example.com' });
          assert.equal(locked, true, 'the answers came while the users table was locked');
          assert.deepEqual([known.statusCode, known.body], [unknown.statusCode, unknown.body]);
          assert.equal(known.statusCode, 200);
        } finally {
          clearTimeout(safety);
          if (locked) await unlock();
          await locker.end();
        }
        assert.match(await waitForMail(t, /reset-password\?token=/), /To: locked@example\.com/);
      },
    );
  });
}

describe('a full audit on a Google that answers each point when the test says (3 × 3 grid)', () => {
  const google = new PlacesStandIn();
  const answer = googlePlaces(() => false);
  /** Text Search requests waiting for their answer, in the order they came. */
  const held: Array<() => void> = [];
  /** Whether Google answers at once instead of holding its Text Search answers. */
  let answerAtOnce = false;
  let t: TestApp;
  before(async () => {
    google.answer = (request: Seen, response: ServerResponse) => {
      if (request.url === '/v1/places:searchText' && !answerAtOnce) held.push(() => answer(request, response));
      else answer(request, response);
    };
    await google.start();
    t = await buildTestApp('sqlite', {
      GOOGLE_PLACES_API_KEY: 'test-key',
      GOOGLE_PLACES_URL: google.origin,
      AUDIT_GRID_SIZE: '3',
    });
  });
  after(async () => {
    answerAtOnce = true;
    for (const release of held.splice(0)) release();
    await t.close();
    await google.stop();
  });

  it(
    'answers the report and a new scan (202) before any point has answered, and shows each point as it answers',
    WAIT,
    async () => {
      const client = new TestClient(t.app);
      const registered = await client.post('/api/auth/register', {
        ...SIGNUP,
        email: 'points@example.com',
        place_id: GERBEAUD.id,
        businessName: 'Gerbeaud',
      });
      assert.equal(registered.statusCode, 201, registered.body);
      const auth = { authorization: `Bearer ${registered.json().accessToken}` };
      const [project] = (await client.get('/api/projects', auth)).json<Array<{ id: string }>>();
      await t.app.db
        .updateTable('users')
        .set({ plan: 'pro', plan_locations: 1 })
        .where('email', '=', 'points@example.com')
        .execute();

      const report = await client.get(`/api/projects/${project!.id}/report`, auth);
      assert.equal(report.statusCode, 200);
      assert.deepEqual(
        [report.json().rankings.status, report.json().rankings.done],
        ['running', 0],
        'the report came while Google held every point',
      );
      answerAtOnce = true;
      for (const release of held.splice(0)) release();
      await t.app.afterResponse.settled();
      answerAtOnce = false;

      const scan = await client.post(`/api/projects/${project!.id}/scans`, { keyword: 'espressoBar' }, auth);
      assert.equal(scan.statusCode, 202);
      assert.deepEqual([scan.json().status, scan.json().done], ['running', 0]);
      const progress = async () =>
        (await client.get(`/api/projects/${project!.id}/scans/${scan.json().scanId}`, auth)).json();
      // Four points answer: the progress shows those four while the other five still wait.
      await until(async () => (held.length >= 4 ? true : undefined), 'points asked');
      for (const release of held.splice(0, 4)) release();
      await until(async () => ((await progress()).done >= 4 ? true : undefined), 'four points written');
      assert.deepEqual([(await progress()).status, (await progress()).done], ['running', 4]);
      // Each point written is a sign of life: a scan longer than two minutes is not given up while it writes.
      const { started_at, alive_at } = await t.app.db
        .selectFrom('grid_scans')
        .select(['started_at', 'alive_at'])
        .where('id', '=', scan.json().scanId)
        .executeTakeFirstOrThrow();
      assert.ok(alive_at && alive_at > started_at, `alive at ${alive_at}, started at ${started_at}`);
      answerAtOnce = true;
      for (const release of held.splice(0)) release();
      await t.app.afterResponse.settled();
      assert.deepEqual([(await progress()).status, (await progress()).done], ['done', 9]);
    },
  );
});
