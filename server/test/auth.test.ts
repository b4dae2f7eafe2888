import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LEGAL_VERSIONS } from '@findable/core/legal';
import { decodeAccessToken } from '@findable/core/auth/access-token';
import { buildTestApp, ENGINES, latestOutboxMail, TestClient, type TestApp } from './helper.ts';

const SIGNUP = {
  firstName: 'Anna',
  lastName: 'Kovács',
  email: 'Anna@Example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};

for (const engine of ENGINES) {
  describe(`auth API on ${engine}`, () => {
    let t: TestApp;
    before(async () => {
      // Generous limits here: these tests log in many times from one address. The limits have their own test.
      t = await buildTestApp(engine, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '1000' });
    });
    after(() => t.close());

    const userCount = async () => Number((await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('registers a user: hashed password, accepted document versions, first project, session', async () => {
      const client = new TestClient(t.app);
      const response = await client.post('/api/auth/register', { ...SIGNUP, place_id: 'demo-123', businessName: 'Aura Szépségszalon', locale: 'hu-HU' });
      assert.equal(response.statusCode, 201);
      const { accessToken } = response.json();
      const payload = decodeAccessToken(accessToken);
      assert.equal(payload.email, 'anna@example.com');
      assert.equal(payload.firstName, 'Anna');
      assert.ok(payload.exp - Date.now() / 1000 > 14 * 60 && payload.exp - Date.now() / 1000 <= 15 * 60);
      assert.ok(client.cookies.has('findable_refresh'), 'refresh cookie set');
      const refresh = response.cookies.find((c) => c.name === 'findable_refresh');
      assert.equal(refresh?.httpOnly, true);
      assert.equal(refresh?.path, '/api/auth');
      assert.equal(refresh?.sameSite, 'Lax');

      const row = await t.app.db.selectFrom('users').selectAll().where('email', '=', 'anna@example.com').executeTakeFirstOrThrow();
      assert.match(row.password_hash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      assert.doesNotMatch(JSON.stringify(row), /correct horse/);
      assert.equal(row.terms_version, LEGAL_VERSIONS.termsOfService);
      assert.equal(row.privacy_version, LEGAL_VERSIONS.privacyPolicy);
      assert.equal(row.disclaimer_version, LEGAL_VERSIONS.disclaimer);
      assert.ok(row.terms_accepted_at && row.privacy_accepted_at && row.disclaimer_accepted_at);
      assert.equal(row.locale, 'hu-HU');
      const projects = await t.app.db.selectFrom('projects').selectAll().where('user_id', '=', row.id).execute();
      assert.deepEqual(projects.map((p) => [p.name, p.place_id]), [['Aura Szépségszalon', 'demo-123']]);
      // A welcome e-mail in the user's language.
      assert.match(latestOutboxMail(t.dataDir) ?? '', /Üdvözöljük a Findable-nél, Anna/);
    });

    it('answers an e-mail that is already registered with a clear 409', async () => {
      const response = await new TestClient(t.app).post('/api/auth/register', { ...SIGNUP, email: 'anna@example.com' });
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), {
        message: 'An account with this email already exists. Log in or reset your password.',
        code: 'api.emailTaken',
      });
    });

    it('rejects bad input with a message per field and writes nothing', async () => {
      const before = await userCount();
      const client = new TestClient(t.app);
      const missing = await client.post('/api/auth/register', {});
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().code, 'api.invalidInput');
      assert.deepEqual(missing.json().fields, {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        password: 'Password is required',
        confirmPassword: 'Please confirm your password',
        terms: 'You must agree to the Terms of service',
        termsPrivacy: 'You must agree to the Privacy Policy',
        generalDisclaimer: 'You must acknowledge the Disclaimer to continue',
        email: 'Email is required',
      });
      const cases: Array<[string, unknown, RegExp]> = [
        ['bad e-mail', { ...SIGNUP, email: 'not-an-email' }, /Enter a valid email address/],
        ['short password', { ...SIGNUP, email: 'x@example.com', password: '12345', confirmPassword: '12345' }, /at least 6 characters/],
        ['mismatch', { ...SIGNUP, email: 'x@example.com', confirmPassword: 'other horse' }, /Passwords do not match/],
        ['unticked terms', { ...SIGNUP, email: 'x@example.com', terms: false }, /Terms of service/],
        ['wrong types', { ...SIGNUP, email: 'x@example.com', firstName: 42, terms: 'yes' }, /./],
        ['10 KB name', { ...SIGNUP, email: 'x@example.com', firstName: 'a'.repeat(10_240) }, /at most 100/],
        ['10 KB password', { ...SIGNUP, email: 'x@example.com', password: 'a'.repeat(10_240), confirmPassword: 'a'.repeat(10_240) }, /at most 128/],
      ];
      for (const [label, body, message] of cases) {
        const response = await client.post('/api/auth/register', body);
        assert.equal(response.statusCode, 400, label);
        assert.match(response.json().message, message, label);
      }
      const german = await client.post('/api/auth/register', { ...SIGNUP, email: 'bad' }, { 'accept-language': 'de-DE' });
      assert.equal(german.json().fields.email, 'Geben Sie eine gültige E-Mail-Adresse ein');
      const invalidJson = await client.post('/api/auth/register', '{"firstName":', {});
      assert.equal(invalidJson.statusCode, 400);
      assert.equal(typeof invalidJson.json().message, 'string');
      const wrongType = await client.request('POST', '/api/auth/register', 'firstName=a', { 'content-type': 'application/x-www-form-urlencoded' });
      assert.equal(wrongType.statusCode, 415);
      assert.equal(typeof wrongType.json().message, 'string');
      assert.equal(await userCount(), before);
    });

    it('refuses state-changing requests without the anti-forgery token', async () => {
      const noToken = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'anna@example.com', password: 'correct horse' } });
      assert.equal(noToken.statusCode, 403);
      assert.match(noToken.json().message, /anti-forgery/);
      const client = new TestClient(t.app);
      const wrong = await client.post('/api/auth/login', { email: 'anna@example.com', password: 'correct horse' }, { 'x-xsrf-token': 'forged' });
      assert.equal(wrong.statusCode, 403);
    });

    it('logs in, with one answer for a wrong password and an unknown e-mail', async () => {
      const client = new TestClient(t.app);
      const ok = await client.post('/api/auth/login', { email: 'ANNA@example.com', password: 'correct horse' });
      assert.equal(ok.statusCode, 200);
      assert.equal(decodeAccessToken(ok.json().accessToken).email, 'anna@example.com');
      const wrong = await client.post('/api/auth/login', { email: 'anna@example.com', password: 'wrong horse' });
      const unknown = await client.post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong horse' });
      assert.equal(wrong.statusCode, 401);
      assert.deepEqual(wrong.json(), unknown.json());
      assert.equal(unknown.statusCode, 401);
    });

    it('rotates the refresh token, and reuse of an old one revokes the whole family', async () => {
      const client = new TestClient(t.app);
      await client.post('/api/auth/login', { email: 'anna@example.com', password: 'correct horse' });
      const first = client.cookies.get('findable_refresh')!;
      const refreshed = await client.post('/api/auth/refresh-token');
      assert.equal(refreshed.statusCode, 200);
      assert.ok(decodeAccessToken(refreshed.json().accessToken).sub);
      const second = client.cookies.get('findable_refresh')!;
      assert.notEqual(first, second);
      // A thief replays the first token: refused, and the family (with the victim's current token) is revoked.
      const thief = new TestClient(t.app);
      thief.cookies.set('findable_refresh', first);
      assert.equal((await thief.post('/api/auth/refresh-token')).statusCode, 401);
      const victim = await client.post('/api/auth/refresh-token');
      assert.equal(victim.statusCode, 401);
      assert.equal(victim.json().message, 'Your session has ended. Please log in again.');
      const rows = await t.app.db.selectFrom('refresh_tokens').select(['token_hash', 'revoked_at']).execute();
      assert.ok(rows.every((row) => row.token_hash.length === 64), 'only hashes are stored');
      assert.ok(!rows.some((row) => row.token_hash === first || row.token_hash === second));
    });

    it('logs out by revoking the session', async () => {
      const client = new TestClient(t.app);
      await client.post('/api/auth/login', { email: 'anna@example.com', password: 'correct horse' });
      const token = client.cookies.get('findable_refresh')!;
      assert.equal((await client.post('/api/auth/logout')).statusCode, 204);
      assert.equal(client.cookies.has('findable_refresh'), false);
      const replay = new TestClient(t.app);
      replay.cookies.set('findable_refresh', token);
      assert.equal((await replay.post('/api/auth/refresh-token')).statusCode, 401);
    });

    it('resets a password through a single-use link e-mailed in the user\'s language', async () => {
      const client = new TestClient(t.app);
      const session = new TestClient(t.app);
      await session.post('/api/auth/login', { email: 'anna@example.com', password: 'correct horse' });
      const unknown = await client.post('/api/auth/forgotPassword', { email: 'nobody@example.com' });
      const known = await client.post('/api/auth/forgotPassword', { email: 'anna@example.com' });
      assert.equal(known.statusCode, 200);
      assert.deepEqual(known.json(), unknown.json());
      const mail = latestOutboxMail(t.dataDir) ?? '';
      assert.match(mail, /Subject: =\?UTF-8\?|Subject: Findable-jelsz/);
      const token = /reset-password\?token=([\w-]+)/.exec(mail)?.[1];
      assert.ok(token, 'the mail carries the reset link');
      assert.match(mail, /http:\/\/localhost:3000\/hu-HU\/auth\/reset-password\?token=/);
      const stored = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
      assert.ok(!stored.some((row) => row.token_hash === token));

      const reset = await client.post('/api/auth/resetPassword', { token, newPassword: 'new battery staple' });
      assert.equal(reset.statusCode, 200);
      const again = await client.post('/api/auth/resetPassword', { token, newPassword: 'another one' });
      assert.equal(again.statusCode, 400);
      assert.equal((await client.post('/api/auth/login', { email: 'anna@example.com', password: 'correct horse' })).statusCode, 401);
      assert.equal((await client.post('/api/auth/login', { email: 'anna@example.com', password: 'new battery staple' })).statusCode, 200);
      assert.equal((await session.post('/api/auth/refresh-token')).statusCode, 401, 'old sessions end with a new password');
    });

    it('updates the profile with the bearer token only', async () => {
      const client = new TestClient(t.app);
      const { accessToken } = (await client.post('/api/auth/login', { email: 'anna@example.com', password: 'new battery staple' })).json();
      assert.equal((await client.post('/api/auth/updateUser', { firstName: 'Anna', lastName: 'K.' })).statusCode, 401);
      const updated = await client.post('/api/auth/updateUser', { firstName: 'Anni', lastName: 'Kovács-Tóth' }, { authorization: `Bearer ${accessToken}` });
      assert.equal(updated.statusCode, 200);
      assert.equal(updated.json().user.firstName, 'Anni');
      assert.equal(decodeAccessToken(updated.json().accessToken).lastName, 'Kovács-Tóth');
      const blank = await client.post('/api/auth/updateUser', { firstName: ' ', lastName: 'x' }, { authorization: `Bearer ${accessToken}` });
      assert.equal(blank.statusCode, 400);
      const forged = await client.post('/api/auth/updateUser', { firstName: 'A', lastName: 'B' }, { authorization: `Bearer ${accessToken.slice(0, -2)}xx` });
      assert.equal(forged.statusCode, 401);
    });

    it('lets an agency invite a client, who registers through the e-mailed link once', async () => {
      const agency = new TestClient(t.app);
      const registered = await agency.post('/api/auth/register', { ...SIGNUP, email: 'agency@example.com', accountType: 'agency' });
      const auth = { authorization: `Bearer ${registered.json().accessToken}` };
      const invite = await agency.post('/api/invites', { email: 'client@example.com', locale: 'de-DE' }, auth);
      assert.equal(invite.statusCode, 201);
      const mail = latestOutboxMail(t.dataDir) ?? '';
      assert.match(mail, /hat Sie zu Findable eingeladen|Sie wurden eingeladen/);
      const token = /auth\/invite\?token=([\w-]+)/.exec(mail)?.[1];
      assert.ok(token);
      const client = new TestClient(t.app);
      const body = { token, firstName: 'Chris', lastName: 'Client', password: 'client pass', confirmPassword: 'client pass', terms: true, termsPrivacy: true, generalDisclaimer: true };
      const accepted = await client.post('/api/auth/registerWithInvite', body);
      assert.equal(accepted.statusCode, 201);
      assert.equal(decodeAccessToken(accepted.json().accessToken).email, 'client@example.com');
      const agencyRow = await t.app.db.selectFrom('users').select('id').where('email', '=', 'agency@example.com').executeTakeFirstOrThrow();
      const clientRow = await t.app.db.selectFrom('users').select('agency_id').where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
      assert.equal(clientRow.agency_id, agencyRow.id);
      assert.equal((await new TestClient(t.app).post('/api/auth/registerWithInvite', body)).statusCode, 400);
      // A business account cannot invite.
      const business = (await new TestClient(t.app).post('/api/auth/login', { email: 'anna@example.com', password: 'new battery staple' })).json();
      const refused = await new TestClient(t.app).post('/api/invites', { email: 'z@example.com' }, { authorization: `Bearer ${business.accessToken}` });
      assert.equal(refused.statusCode, 403);
    });

    it('lists, adds and renames projects; a project needs a name', async () => {
      const client = new TestClient(t.app);
      const { accessToken } = (await client.post('/api/auth/login', { email: 'anna@example.com', password: 'new battery staple' })).json();
      const auth = { authorization: `Bearer ${accessToken}` };
      const list = await client.get('/api/projects', auth);
      assert.deepEqual(list.json().map((p: { name: string }) => p.name), ['Aura Szépségszalon']);
      assert.equal((await client.post('/api/projects', { name: '' }, auth)).json().message, 'Project name is required');
      const created = await client.post('/api/projects', { name: 'Second salon' }, auth);
      assert.equal(created.statusCode, 201);
      const renamed = await client.patch(`/api/projects/${created.json().id}`, { name: 'Aura Buda' }, auth);
      assert.equal(renamed.json().name, 'Aura Buda');
      assert.equal((await client.patch('/api/projects/nope', { name: 'x' }, auth)).statusCode, 404);
      assert.equal((await client.get('/api/projects')).statusCode, 401);
    });

    it('answers Google sign-up with a clear 503 page when Google is not configured', async () => {
      const response = await t.app.inject({ url: '/api/auth/google', headers: { 'accept-language': 'de' } });
      assert.equal(response.statusCode, 503);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assert.match(response.body, /Die Registrierung mit Google ist gerade nicht verfügbar|Google/);
    });
  });
}

describe('rate limits on credentials', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', { RATE_LIMIT_AUTH_PER_IP: '8', RATE_LIMIT_AUTH_PER_EMAIL: '3' });
  });
  after(() => t.close());

  it('limits attempts per e-mail and per IP with 429 and Retry-After', async () => {
    const client = new TestClient(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/auth/login', { email: 'victim@example.com', password: 'guess' + i })).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    const limited = await client.post('/api/auth/login', { email: 'victim@example.com', password: 'x' });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.match(limited.json().message, /Too many requests/);
    // Another e-mail from the same IP still works until the per-IP limit.
    const other = [];
    for (let i = 0; i < 5; i++) other.push((await client.post('/api/auth/login', { email: `other${i}@example.com`, password: 'x' })).statusCode);
    assert.deepEqual(other.slice(0, 3), [401, 401, 401]);
    assert.equal(other.at(-1), 429, 'the per-IP limit stops a sweep over many e-mails');
  });
});
