import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isResetLinkUsable, issuePasswordReset } from '../src/auth/password-resets.ts';
import { tokenHash } from '../src/auth/single-use-tokens.ts';
import { buildTestApp, TestClient, waitForMail, type TestApp } from './helper.ts';

/**
 * Two of a thing alive at once (docs/testing.md, class 3): where a rule is about "the others" (the other
 * sessions, links, invites), the others are created first, so a rule that reaches too far or not far enough
 * fails here.
 */

const SIGNUP = {
  firstName: 'Toni',
  lastName: 'Twice',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('two of a thing alive at once', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '1000' });
  });
  after(() => t.close());

  /** A browser signed in to the account: its client and access token. */
  const browser = async (email: string) => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/login', { email, password: SIGNUP.password });
    assert.equal(response.statusCode, 200);
    return { client, accessToken: response.json().accessToken as string };
  };
  const register = async (email: string, extra: Record<string, unknown> = {}) => {
    const response = await new TestClient(t.app).post('/api/auth/register', { ...SIGNUP, email, ...extra });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().accessToken as string;
  };
  const projects = (accessToken: string) =>
    t.app.inject({ url: '/api/projects', headers: bearer(accessToken) }).then((r) => r.statusCode);

  it("revokes only the family of a replayed refresh token: the account's other session goes on", async () => {
    await register('families@example.com');
    const [laptop, phone] = [await browser('families@example.com'), await browser('families@example.com')];
    const stolen = laptop.client.cookies.get('findable_refresh')!;
    assert.equal((await laptop.client.post('/api/auth/refresh-token')).statusCode, 200);
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token_hash', '=', tokenHash(stolen))
      .execute();
    const thief = new TestClient(t.app);
    thief.cookies.set('findable_refresh', stolen);
    assert.equal((await thief.post('/api/auth/refresh-token')).statusCode, 401);
    assert.equal(
      (await laptop.client.post('/api/auth/refresh-token')).statusCode,
      401,
      "the replayed token's family ends",
    );
    assert.equal(await projects(laptop.accessToken), 401);
    const refreshed = await phone.client.post('/api/auth/refresh-token');
    assert.equal(refreshed.statusCode, 200, 'the other session refreshes');
    assert.equal(await projects(refreshed.json().accessToken), 200);
    assert.equal(await projects(phone.accessToken), 200);
  });

  it("keeps one live reset link per account: a newer one retires the older, a reset retires it, and other accounts' links and sessions go on", async () => {
    await register('two-links@example.com');
    await register('bystander@example.com');
    const bystander = await browser('bystander@example.com');
    const [owner, other] = await Promise.all(
      ['two-links@example.com', 'bystander@example.com'].map((email) =>
        t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
      ),
    );
    // Two links asked for one after the other (the database keeps at most one unused link per account), and one
    // of another account.
    const first = await issuePasswordReset(t.app.db, owner!.id);
    const second = await issuePasswordReset(t.app.db, owner!.id);
    const othersLink = await issuePasswordReset(t.app.db, other!.id);
    assert.equal(await isResetLinkUsable(t.app.db, first), false, 'the newer link retires the older one');
    assert.equal(await isResetLinkUsable(t.app.db, second), true);
    const session = await browser('two-links@example.com');

    const client = new TestClient(t.app);
    const stale = await client.post('/api/auth/resetPassword', { token: first, newPassword: 'first link' });
    assert.deepEqual(
      [stale.statusCode, stale.json().code],
      [400, 'reset.token.invalid'],
      'the older link of the account is retired',
    );
    assert.equal(
      (await client.post('/api/auth/resetPassword', { token: second, newPassword: 'second link' })).statusCode,
      200,
    );
    assert.equal(await isResetLinkUsable(t.app.db, second), false, 'used once, then no link works');
    assert.equal(await projects(session.accessToken), 401, "the account's sessions end");
    assert.equal(await projects(bystander.accessToken), 200, "another account's session goes on");
    assert.equal(
      (await client.post('/api/auth/resetPassword', { token: othersLink, newPassword: 'bystander pass' })).statusCode,
      200,
      "another account's link still works",
    );
  });

  it("keeps an agency's other invites usable when one client registers, and a second invite does not retire the first", async () => {
    const agency = bearer(await register('two-invites@example.com', { accountType: 'agency' }));
    const client = new TestClient(t.app);
    for (const email of ['first-client@example.com', 'second-client@example.com']) {
      assert.equal((await client.post('/api/invites', { email }, agency)).statusCode, 201);
    }
    const tokenFor = async (email: string) =>
      /auth\/invite\?token=([\w-]+)/.exec(
        await waitForMail(t, new RegExp(`To: ${email}[\\s\\S]*invite\\?token=`)),
      )![1]!;
    const accept = (token: string) =>
      new TestClient(t.app)
        .post('/api/auth/registerWithInvite', { ...SIGNUP, token, firstName: 'Cleo', lastName: 'Client' })
        .then((r) => r.statusCode);
    const [first, second] = [await tokenFor('first-client@example.com'), await tokenFor('second-client@example.com')];
    assert.equal(await accept(second), 201);
    assert.equal(await accept(first), 201, 'the first invite still works after the second was sent and used');
    assert.equal(await accept(first), 400, 'each once');
  });
});
