import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LEGAL_VERSIONS } from '@findable/core/legal';
import { CATALOGS } from '@findable/core/locales/messages';
import { decodeAccessToken } from '@findable/core/auth/access-token';
import { tokenHash } from '../src/auth/single-use-tokens.ts';
import { buildTestApp, ENGINES, skipUnless, outboxMails, TestClient, waitForMail, type TestApp } from './helper.ts';

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

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

for (const engine of ENGINES) {
  describe(`auth API on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    before(async () => {
      // Generous limits here: these tests log in many times from one address. The limits have their own test.
      t = await buildTestApp(engine, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '1000' });
    });
    after(() => t.close());

    const userCount = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const login = async (client: TestClient, password = 'correct horse') => {
      const response = await client.post('/api/auth/login', { email: 'anna@example.com', password });
      assert.equal(response.statusCode, 200);
      return response.json().accessToken as string;
    };

    it('registers a user: hashed password, accepted document versions, first project, session', async () => {
      const client = new TestClient(t.app);
      const response = await client.post('/api/auth/register', {
        ...SIGNUP,
        place_id: 'demo-123',
        businessName: 'Aura Szépségszalon',
        locale: 'hu-HU',
      });
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

      const row = await t.app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'anna@example.com')
        .executeTakeFirstOrThrow();
      assert.match(row.password_hash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      assert.doesNotMatch(JSON.stringify(row), /correct horse/);
      assert.equal(row.terms_version, LEGAL_VERSIONS.termsOfService);
      assert.equal(row.privacy_version, LEGAL_VERSIONS.privacyPolicy);
      assert.equal(row.disclaimer_version, LEGAL_VERSIONS.disclaimer);
      assert.ok(row.terms_accepted_at && row.privacy_accepted_at && row.disclaimer_accepted_at);
      assert.equal(row.locale, 'hu-HU');
      const projects = await t.app.db.selectFrom('projects').selectAll().where('user_id', '=', row.id).execute();
      assert.deepEqual(
        projects.map((p) => [p.name, p.place_id]),
        [['Aura Szépségszalon', 'demo-123']],
      );
      // A welcome e-mail in the user's language, linking to the account page in that language.
      const welcome = await waitForMail(t, /Üdvözöljük a Findable-nél, Anna/);
      assert.match(welcome, /http:\/\/localhost:3000\/hu-HU\/auth\/report/);
    });

    it('answers an e-mail that is already registered with a clear 409', async () => {
      const response = await new TestClient(t.app).post('/api/auth/register', { ...SIGNUP, email: 'anna@example.com' });
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), {
        message: 'An account with this email already exists. Log in or reset your password.',
        code: 'api.emailTaken',
      });
    });

    it('takes an address whose domain is in another script as its ASCII form: Firefox and Chromium sign up one account', async () => {
      // Firefox sends the domain as typed; Chromium's e-mail field sends it in ASCII (IDNA).
      const typed = await new TestClient(t.app).post('/api/auth/register', {
        ...SIGNUP,
        email: 'Zoltan@Szépség-Szalon.hu',
      });
      assert.equal(typed.statusCode, 201, typed.body);
      assert.equal(decodeAccessToken(typed.json().accessToken).email, 'zoltan@xn--szpsg-szalon-cebc.hu');
      const again = await new TestClient(t.app).post('/api/auth/register', {
        ...SIGNUP,
        email: 'zoltan@xn--szpsg-szalon-cebc.hu',
      });
      assert.equal(again.statusCode, 409);
      const signedIn = await new TestClient(t.app).post('/api/auth/login', {
        email: 'zoltan@szépség-szalon.hu',
        password: SIGNUP.password,
      });
      assert.equal(signedIn.statusCode, 200);
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
        terms: 'You must agree to the Terms of Service',
        termsPrivacy: 'You must confirm that you have read the Privacy Policy',
        generalDisclaimer: 'You must acknowledge the Disclaimer to continue',
        email: 'Email is required',
      });
      const cases: Array<[string, unknown, RegExp]> = [
        ['bad e-mail', { ...SIGNUP, email: 'not-an-email' }, /Enter a valid email address/],
        [
          'short password',
          { ...SIGNUP, email: 'x@example.com', password: '12345', confirmPassword: '12345' },
          /at least 6 characters/,
        ],
        ['mismatch', { ...SIGNUP, email: 'x@example.com', confirmPassword: 'other horse' }, /Passwords do not match/],
        ['unticked terms', { ...SIGNUP, email: 'x@example.com', terms: false }, /Terms of Service/],
        ['wrong types', { ...SIGNUP, email: 'x@example.com', firstName: 42, terms: 'yes' }, /^First name is required$/],
        ['10 KB name', { ...SIGNUP, email: 'x@example.com', firstName: 'a'.repeat(10_240) }, /at most 100/],
        [
          '10 KB password',
          { ...SIGNUP, email: 'x@example.com', password: 'a'.repeat(10_240), confirmPassword: 'a'.repeat(10_240) },
          /at most 128/,
        ],
        [
          'NUL in a name',
          { ...SIGNUP, email: 'x@example.com', lastName: 'Ko\u0000vács' },
          /without links or the characters/,
        ],
        [
          'a link as a name',
          { ...SIGNUP, email: 'x@example.com', firstName: 'Win at https://evil.example' },
          /without links/,
        ],
        [
          'NUL in the place id',
          { ...SIGNUP, email: 'x@example.com', place_id: 'demo\u00001' },
          /check the highlighted fields/,
        ],
        [
          'a business name longer than its column',
          { ...SIGNUP, email: 'x@example.com', place_id: 'demo-1', businessName: 'B'.repeat(201) },
          /check the highlighted fields/,
        ],
        // Without a business name the place id names the project: PostgreSQL answered 500 (varchar(200)).
        [
          'a place id longer than a project name, without a name',
          { ...SIGNUP, email: 'x@example.com', place_id: 'p'.repeat(250) },
          /./,
        ],
      ];
      for (const [label, body, message] of cases) {
        const response = await client.post('/api/auth/register', body);
        assert.equal(response.statusCode, 400, label);
        assert.match(response.json().message, message, label);
      }
      // A value of the wrong type is named per field, like a missing one.
      const wrongTypes = await client.post('/api/auth/register', {
        ...SIGNUP,
        email: 'x@example.com',
        firstName: 42,
        terms: 'yes',
      });
      assert.deepEqual(wrongTypes.json().fields, {
        firstName: 'First name is required',
        terms: 'You must agree to the Terms of Service',
      });
      const german = await client.post(
        '/api/auth/register',
        { ...SIGNUP, email: 'bad' },
        { 'accept-language': 'de-DE' },
      );
      assert.equal(german.json().fields.email, 'Bitte geben Sie eine gültige E-Mail-Adresse ein');
      const invalidJson = await client.post('/api/auth/register', '{"firstName":', { 'accept-language': 'hu-HU' });
      assert.equal(invalidJson.statusCode, 400);
      assert.deepEqual(invalidJson.json(), {
        message: 'Ezt a kérést nem tudtuk értelmezni. Kérjük, töltse be újra az oldalt, és próbálja újra.',
        code: 'api.invalidJson',
      });
      const wrongType = await client.request('POST', '/api/auth/register', 'firstName=a', {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'de',
      });
      assert.equal(wrongType.statusCode, 415);
      assert.deepEqual(wrongType.json(), {
        message: 'Diese Anfrage muss im JSON-Format gesendet werden.',
        code: 'api.unsupportedMediaType',
      });
      assert.equal(await userCount(), before);
    });

    it('refuses state-changing requests without the anti-forgery token, however the path is spelled', async () => {
      const noToken = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'anna@example.com', password: 'correct horse' },
        headers: { 'accept-language': 'de-DE' },
      });
      assert.equal(noToken.statusCode, 403);
      assert.deepEqual(noToken.json(), {
        message:
          'Zu Ihrer Sicherheit ist diese Seite abgelaufen. Bitte laden Sie sie neu und versuchen Sie es noch einmal.',
        code: 'api.forgery',
      });
      const client = new TestClient(t.app);
      const wrong = await client.post(
        '/api/auth/login',
        { email: 'anna@example.com', password: 'correct horse' },
        { 'x-xsrf-token': 'forged' },
      );
      assert.equal(wrong.statusCode, 403);
      // A percent-encoded path is routed like the plain one, and checked like it.
      const encoded = await t.app.inject({ method: 'POST', url: '/%61pi/auth/logout' });
      assert.equal(encoded.statusCode, 403);
      // A cookie or header outside ASCII is a mismatch, not a crash.
      for (const [cookie, header] of [
        ['ö'.repeat(32), 'o'.repeat(32)],
        ['a'.repeat(32), 'ä'.repeat(16)],
        ['ü'.repeat(16), 'ü'.repeat(16)],
      ]) {
        const odd = await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie: `XSRF-TOKEN=${encodeURIComponent(cookie!)}`, 'x-xsrf-token': header! },
        });
        assert.equal(odd.statusCode, 403, `${cookie} / ${header}`);
      }
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

    it('rotates the refresh token, and reuse after the grace period revokes the whole family', async () => {
      const client = new TestClient(t.app);
      await login(client);
      const first = client.cookies.get('findable_refresh')!;
      const refreshed = await client.post('/api/auth/refresh-token');
      assert.equal(refreshed.statusCode, 200);
      assert.ok(decodeAccessToken(refreshed.json().accessToken).sub);
      const second = client.cookies.get('findable_refresh')!;
      assert.notEqual(first, second);
      // A thief replays the first token a minute later (past the reuse grace): refused, and the family
      // (with the victim's current token) is revoked.
      await t.app.db
        .updateTable('refresh_tokens')
        .set({ used_at: new Date(Date.now() - 60_000).toISOString() })
        .where('token_hash', '=', tokenHash(first))
        .execute();
      const thief = new TestClient(t.app);
      thief.cookies.set('findable_refresh', first);
      assert.equal((await thief.post('/api/auth/refresh-token')).statusCode, 401);
      const victim = await client.post('/api/auth/refresh-token');
      assert.equal(victim.statusCode, 401);
      assert.equal(victim.json().message, 'Your session has ended. Please log in again.');
      const rows = await t.app.db.selectFrom('refresh_tokens').select(['token_hash', 'revoked_at']).execute();
      assert.ok(
        rows.every((row) => row.token_hash.length === 64),
        'only hashes are stored',
      );
      assert.ok(!rows.some((row) => row.token_hash === first || row.token_hash === second));
    });

    it('gives two tabs refreshing at once the same new session instead of logging the user out', async () => {
      const client = new TestClient(t.app);
      await login(client);
      const cookie = `findable_refresh=${client.cookies.get('findable_refresh')}; XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`;
      const tab = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          headers: { cookie, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
        });
      const [a, b] = await Promise.all([tab(), tab()]);
      assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
      const successor = (response: typeof a) => response.cookies.find((c) => c.name === 'findable_refresh')?.value;
      assert.ok(successor(a));
      assert.equal(successor(a), successor(b), 'both tabs get the same successor');
      client.cookies.set('findable_refresh', successor(a)!);
      const next = await client.post('/api/auth/refresh-token');
      assert.equal(next.statusCode, 200, 'the successor works');
      const { accessToken } = next.json();
      assert.equal((await client.get('/api/projects', bearer(accessToken))).statusCode, 200);
    });

    it("accepts the spec's empty body on refresh-token and logout, with or without a JSON content type", async () => {
      const client = new TestClient(t.app);
      await login(client);
      for (const headers of [{ 'content-type': 'application/json' }, {}] as Array<Record<string, string>>) {
        const response = await client.request('POST', '/api/auth/refresh-token', '', headers);
        assert.equal(response.statusCode, 200, JSON.stringify(headers));
      }
      const logout = await client.request('POST', '/api/auth/logout', '', { 'content-type': 'application/json' });
      assert.equal(logout.statusCode, 204);
    });

    it('ends the session at logout: the refresh token and the access tokens of that session are refused', async () => {
      const client = new TestClient(t.app);
      const accessToken = await login(client);
      const other = new TestClient(t.app);
      const otherToken = await login(other);
      const token = client.cookies.get('findable_refresh')!;
      assert.equal((await client.get('/api/projects', bearer(accessToken))).statusCode, 200);
      assert.equal((await client.post('/api/auth/logout')).statusCode, 204);
      assert.equal(client.cookies.has('findable_refresh'), false);
      const replay = new TestClient(t.app);
      replay.cookies.set('findable_refresh', token);
      assert.equal((await replay.post('/api/auth/refresh-token')).statusCode, 401);
      const afterLogout = await client.get('/api/projects', bearer(accessToken));
      assert.equal(afterLogout.statusCode, 401, 'the access token of the ended session is refused at once');
      assert.equal(afterLogout.json().code, 'api.sessionEnded');
      assert.equal((await other.get('/api/projects', bearer(otherToken))).statusCode, 200, 'another session goes on');
    });

    it('does nothing on the request path of forgot-password that depends on the address', async () => {
      await t.app.mailer.idle();
      const queued = async () =>
        (await t.app.db.selectFrom('mail_queue').select(['template', 'recipient']).execute()).map(
          (row) => row.template,
        );
      const links = async () => (await t.app.db.selectFrom('password_resets').select('id').execute()).length;
      const linksBefore = await links();
      const client = new TestClient(t.app, {}, { remoteAddress: '10.9.9.9' });
      for (const email of ['nobody-at-all@example.com', 'anna@example.com']) {
        assert.equal((await client.post('/api/auth/forgotPassword', { email })).statusCode, 200);
        // Answered: one queued job, the same for both addresses, and no link made yet.
        assert.deepEqual(await queued(), ['reset-request']);
        assert.equal(await links(), linksBefore);
        await t.app.mailer.idle();
      }
      assert.equal(await links(), linksBefore + 1, "the worker made the registered address's link");
      await t.app.db.deleteFrom('password_resets').execute();
    });

    it('resets a password through the newest e-mailed link only, and ends every session', async () => {
      const client = new TestClient(t.app);
      const session = new TestClient(t.app);
      const sessionToken = await login(session);
      const unknown = await client.post('/api/auth/forgotPassword', { email: 'nobody@example.com' });
      const known = await client.post('/api/auth/forgotPassword', { email: 'anna@example.com' });
      assert.equal(known.statusCode, 200);
      assert.deepEqual(known.json(), unknown.json());
      const linkOf = (mail: string) => /reset-password\?token=([\w-]+)/.exec(mail)?.[1];
      const firstMail = await waitForMail(t, /reset-password\?token=/);
      assert.match(firstMail, /Subject: =\?UTF-8\?|Subject: Findable-jelsz/);
      assert.match(firstMail, /http:\/\/localhost:3000\/hu-HU\/auth\/reset-password\?token=/);
      const first = linkOf(firstMail);
      assert.ok(first, 'the mail carries the reset link');
      const stored = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
      assert.ok(!stored.some((row) => row.token_hash === first));

      // A second request: only its link works from now on.
      await client.post('/api/auth/forgotPassword', { email: 'anna@example.com' });
      const second = linkOf(await waitForMail(t, new RegExp(`reset-password\\?token=(?!${first})`)));
      assert.ok(second && second !== first);
      const stale = await client.post('/api/auth/resetPassword', { token: first, newPassword: 'stale link' });
      assert.equal(stale.statusCode, 400);
      assert.equal(stale.json().code, 'reset.token.invalid');

      const reset = await client.post('/api/auth/resetPassword', { token: second, newPassword: 'new battery staple' });
      assert.equal(reset.statusCode, 200);
      const again = await client.post('/api/auth/resetPassword', { token: second, newPassword: 'another one' });
      assert.equal(again.statusCode, 400);
      assert.equal(
        (await client.post('/api/auth/login', { email: 'anna@example.com', password: 'correct horse' })).statusCode,
        401,
      );
      assert.equal(
        (await client.post('/api/auth/login', { email: 'anna@example.com', password: 'new battery staple' }))
          .statusCode,
        200,
      );
      assert.equal(
        (await session.post('/api/auth/refresh-token')).statusCode,
        401,
        'old sessions end with a new password',
      );
      assert.equal(
        (await session.get('/api/projects', bearer(sessionToken))).statusCode,
        401,
        'and their access tokens with them',
      );
    });

    it('updates the profile with the bearer token only', async () => {
      const client = new TestClient(t.app);
      const accessToken = await login(client, 'new battery staple');
      assert.equal((await client.post('/api/auth/updateUser', { firstName: 'Anna', lastName: 'K.' })).statusCode, 401);
      const updated = await client.post(
        '/api/auth/updateUser',
        { firstName: 'Anni', lastName: 'Kovács-Tóth' },
        bearer(accessToken),
      );
      assert.equal(updated.statusCode, 200);
      assert.equal(updated.json().user.firstName, 'Anni');
      const renewed = updated.json().accessToken;
      assert.equal(decodeAccessToken(renewed).lastName, 'Kovács-Tóth');
      assert.equal(
        (await client.get('/api/projects', bearer(renewed))).statusCode,
        200,
        'the new token belongs to the same session',
      );
      const blank = await client.post('/api/auth/updateUser', { firstName: ' ', lastName: 'x' }, bearer(accessToken));
      assert.equal(blank.statusCode, 400);
      const forged = await client.post(
        '/api/auth/updateUser',
        { firstName: 'A', lastName: 'B' },
        { authorization: `Bearer ${accessToken.slice(0, -2)}xx` },
      );
      assert.equal(forged.statusCode, 401);
    });

    it('lets an agency invite a client, who registers through the e-mailed link once', async () => {
      const agency = new TestClient(t.app);
      const registered = await agency.post('/api/auth/register', {
        ...SIGNUP,
        email: 'agency@example.com',
        accountType: 'agency',
      });
      const auth = bearer(registered.json().accessToken);
      const invite = await agency.post('/api/invites', { email: 'client@example.com', locale: 'de-DE' }, auth);
      assert.equal(invite.statusCode, 201);
      const mail = await waitForMail(t, /auth\/invite\?token=/);
      assert.match(mail, /hat Sie zu Findable eingeladen|Sie wurden eingeladen/);
      const token = /auth\/invite\?token=([\w-]+)/.exec(mail)?.[1];
      assert.ok(token);
      const client = new TestClient(t.app);
      const body = {
        token,
        firstName: 'Chris',
        lastName: 'Client',
        password: 'client pass',
        confirmPassword: 'client pass',
        terms: true,
        termsPrivacy: true,
        generalDisclaimer: true,
      };
      const accepted = await client.post('/api/auth/registerWithInvite', body);
      assert.equal(accepted.statusCode, 201);
      assert.equal(decodeAccessToken(accepted.json().accessToken).email, 'client@example.com');
      const agencyRow = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'agency@example.com')
        .executeTakeFirstOrThrow();
      const clientRow = await t.app.db
        .selectFrom('users')
        .select('agency_id')
        .where('email', '=', 'client@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(clientRow.agency_id, agencyRow.id);
      assert.equal((await new TestClient(t.app).post('/api/auth/registerWithInvite', body)).statusCode, 400);
      // A business account cannot invite.
      const business = (
        await new TestClient(t.app).post('/api/auth/login', {
          email: 'anna@example.com',
          password: 'new battery staple',
        })
      ).json();
      const refused = await new TestClient(t.app).post(
        '/api/invites',
        { email: 'z@example.com' },
        bearer(business.accessToken),
      );
      assert.equal(refused.statusCode, 403);
    });

    it('answers two invites for one address used at the same moment with one account and a 409', async () => {
      const agency = new TestClient(t.app);
      const { accessToken } = (
        await agency.post('/api/auth/login', { email: 'agency@example.com', password: 'correct horse' })
      ).json();
      for (const _ of [1, 2])
        assert.equal(
          (await agency.post('/api/invites', { email: 'twice@example.com' }, bearer(accessToken))).statusCode,
          201,
        );
      await t.app.mailer.idle();
      const mails = outboxMails(t.dataDir).filter((text) => /To: twice@example.com/.test(text));
      const tokens = mails.map((text) => /auth\/invite\?token=([\w-]+)/.exec(text)![1]!);
      assert.equal(tokens.length, 2);
      const accept = (token: string) =>
        new TestClient(t.app).post('/api/auth/registerWithInvite', {
          token,
          firstName: 'Tw',
          lastName: 'Ice',
          password: 'twice pass',
          confirmPassword: 'twice pass',
          terms: true,
          termsPrivacy: true,
          generalDisclaimer: true,
        });
      const statuses = (await Promise.all(tokens.map(accept))).map((response) => response.statusCode).sort();
      assert.deepEqual(statuses, [201, 409]);
      const rows = await t.app.db.selectFrom('users').select('id').where('email', '=', 'twice@example.com').execute();
      assert.equal(rows.length, 1);
    });

    it('names the inviting person in the order of the mail’s language: Kovács Anna in Hungarian, Anna Kovács in German', async () => {
      const agency = new TestClient(t.app);
      const { accessToken } = (
        await agency.post('/api/auth/login', { email: 'agency@example.com', password: 'correct horse' })
      ).json();
      for (const [locale, email] of [
        ['hu-HU', 'order-hu@example.com'],
        ['de-DE', 'order-de@example.com'],
      ]) {
        assert.equal((await agency.post('/api/invites', { email, locale }, bearer(accessToken))).statusCode, 201);
      }
      assert.match(await waitForMail(t, /To: order-hu@example.com/), /Kovács Anna meghívta Önt a Findable-be/);
      assert.match(await waitForMail(t, /To: order-de@example.com/), /Anna Kovács lädt Sie zu Findable ein/);
    });

    it('sends invites that name the agency cleanly, never with a link or control characters', async () => {
      // An account from before names were checked, whose name carries a link and a line break.
      await t.app.db
        .updateTable('users')
        .set({ first_name: 'Claim your prize at https://evil.example', last_name: 'Now\r\nBcc: victim@example.com' })
        .where('email', '=', 'agency@example.com')
        .execute();
      const agency = new TestClient(t.app);
      const { accessToken } = (
        await agency.post('/api/auth/login', { email: 'agency@example.com', password: 'correct horse' })
      ).json();
      assert.equal(
        (await agency.post('/api/invites', { email: 'clean@example.com', locale: 'en-US' }, bearer(accessToken)))
          .statusCode,
        201,
      );
      const mail = await waitForMail(t, /To: clean@example.com/);
      assert.doesNotMatch(mail, /evil\.example|Bcc: victim/);
      assert.match(mail, /agency@example\.com/, 'the agency is named by its address instead');
      // A bare domain or a phone number is a link too (the re-probe's subject: "Bob evil-site.com/claim-prize lädt Sie … ein").
      await t.app.db
        .updateTable('users')
        .set({ first_name: 'Bob evil-site.com/claim-prize', last_name: 'Call +36 1 555 0199' })
        .where('email', '=', 'agency@example.com')
        .execute();
      assert.equal(
        (await agency.post('/api/invites', { email: 'clean2@example.com', locale: 'de-DE' }, bearer(accessToken)))
          .statusCode,
        201,
      );
      const bare = await waitForMail(t, /To: clean2@example.com/);
      assert.doesNotMatch(bare, /evil-site|555/);
      // New names with links are refused at the door.
      const refused = await agency.post(
        '/api/auth/updateUser',
        { firstName: 'Visit www.evil.example', lastName: 'X' },
        bearer(accessToken),
      );
      assert.equal(refused.statusCode, 400);
    });

    it('lists, adds and renames projects; a project needs a name', async () => {
      const client = new TestClient(t.app);
      const accessToken = await login(client, 'new battery staple');
      const auth = bearer(accessToken);
      const list = await client.get('/api/projects', auth);
      assert.deepEqual(
        list.json().map((p: { name: string }) => p.name),
        ['Aura Szépségszalon'],
      );
      assert.equal((await client.post('/api/projects', { name: '' }, auth)).json().message, 'Project name is required');
      assert.equal((await client.post('/api/projects', { name: 'Bad\u0000name' }, auth)).statusCode, 400);
      const created = await client.post('/api/projects', { name: 'Second salon' }, auth);
      assert.equal(created.statusCode, 201);
      const renamed = await client.patch(`/api/projects/${created.json().id}`, { name: 'Aura Buda' }, auth);
      assert.equal(renamed.json().name, 'Aura Buda');
      const malformed = await client.patch('/api/projects/nope', { name: 'x' }, auth);
      assert.deepEqual([malformed.statusCode, malformed.json().code], [400, 'api.projectIdInvalid']);
      const unknown = await client.patch('/api/projects/00000000-0000-4000-8000-000000000000', { name: 'x' }, auth);
      assert.deepEqual([unknown.statusCode, unknown.json().code], [404, 'api.projectNotFound']);
      const nul = await client.patch('/api/projects/n%00pe', { name: 'x' }, auth);
      assert.deepEqual([nul.statusCode, nul.json().code], [400, 'api.projectIdInvalid']);
      assert.equal((await client.get('/api/projects')).statusCode, 401);
    });

    it("closes an account on its owner's request, the address typed again, with everything of it; not while a card plan renews", async () => {
      const client = new TestClient(t.app);
      const email = 'close.me@example.com';
      const registered = await client.post('/api/auth/register', {
        ...SIGNUP,
        email,
        place_id: 'demo-77',
        businessName: 'Closing Café',
      });
      assert.equal(registered.statusCode, 201);
      const auth = bearer(registered.json().accessToken);
      const user = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const rowsOf = async () => ({
        users: (await t.app.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).length,
        projects: (await t.app.db.selectFrom('projects').select('id').where('user_id', '=', user.id).execute()).length,
        sessions: (await t.app.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', user.id).execute())
          .length,
      });
      assert.deepEqual(await rowsOf(), { users: 1, projects: 1, sessions: 1 });

      assert.equal((await client.post('/api/auth/closeAccount', { email })).statusCode, 401);
      const mistyped = await client.post('/api/auth/closeAccount', { email: 'anna@example.com' }, auth);
      assert.deepEqual([mistyped.statusCode, mistyped.json().code], [400, 'api.closeMismatch']);
      // A plan bought by card that still renews must be cancelled first; once cancelled, closing goes ahead.
      await t.app.db
        .updateTable('users')
        .set({ plan: 'pro', plan_locations: 1, plan_source: 'stripe', plan_status: 'active' })
        .where('id', '=', user.id)
        .execute();
      const renewing = await client.post('/api/auth/closeAccount', { email }, { ...auth, 'accept-language': 'de-DE' });
      assert.equal(renewing.statusCode, 409);
      assert.equal(renewing.json().message, CATALOGS['de-DE'].auth.api.closePlanActive);
      assert.deepEqual(await rowsOf(), { users: 1, projects: 1, sessions: 1 });
      await t.app.db.updateTable('users').set({ plan_status: 'canceled' }).where('id', '=', user.id).execute();

      const closed = await client.post('/api/auth/closeAccount', { email: ' Close.Me@Example.com ' }, auth);
      assert.equal(closed.statusCode, 200);
      assert.equal(closed.json().message, CATALOGS['en-US'].auth.api.accountClosed);
      assert.deepEqual(await rowsOf(), { users: 0, projects: 0, sessions: 0 });
      assert.equal(
        (await client.post('/api/auth/login', { email, password: SIGNUP.password })).statusCode,
        401,
        'the address no longer signs in',
      );
      assert.equal((await client.get('/api/projects', auth)).statusCode, 401, 'its access token is refused');

      // Two closes at the same moment (two tabs): the account is gone, and neither says a plan still renews. The
      // later one finds the account either gone before its session check (401) or gone under it (200).
      const tabs = new TestClient(t.app);
      const other = await tabs.post('/api/auth/register', { ...SIGNUP, email: 'close.twice@example.com' });
      const token = bearer(other.json().accessToken);
      const both = await Promise.all(
        [1, 2].map(() => tabs.post('/api/auth/closeAccount', { email: 'close.twice@example.com' }, token)),
      );
      assert.ok(
        both.every((answer) => answer.statusCode === 200 || answer.statusCode === 401),
        both.map((answer) => answer.body).join(' | '),
      );
      assert.ok(both.some((answer) => answer.statusCode === 200));
      assert.equal(
        (await t.app.db.selectFrom('users').select('id').where('email', '=', 'close.twice@example.com').execute())
          .length,
        0,
      );
    });

    it('answers Google sign-up with a clear 503 page when Google is not configured', async () => {
      const response = await t.app.inject({ url: '/api/auth/google', headers: { 'accept-language': 'de' } });
      assert.equal(response.statusCode, 503);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assert.ok(response.body.includes(CATALOGS['de-DE'].auth.api.googleUnavailable), 'the reason, in German');
      assert.match(response.body, /href="http:\/\/localhost:3000\/de-DE\/auth\/register"/);
    });
  });
}
