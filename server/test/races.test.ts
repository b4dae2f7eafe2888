import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { businessRow, insertBusinesses } from '../src/search/catalog-repository.ts';
import { buildTestApp, ENGINES, skipUnless, TestClient, waitForMail, type TestApp } from './helper.ts';

/**
 * Check-then-write rules under real concurrency (issue 31): each request pair or triple runs at once through
 * Promise.all, and the rule must hold in the database's own write. On SQLite the single writer hides most of
 * these races; PostgreSQL is where they showed.
 */
const SIGNUP = {
  firstName: 'Rita',
  lastName: 'Race',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};
const ROUNDS = 5;

for (const engine of ENGINES) {
  describe(`races on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(engine, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '1000' });
      // The places the requests name exist in the catalog (a project may only point at one the search knows).
      const places = Array.from({ length: ROUNDS }, (_, round) => [
        ...['a', 'b', 'c'].map((place) => `place-${round}-${place}`),
        `same-${round}`,
      ]).flat();
      await insertBusinesses(
        t.app.db,
        places.map((placeId) =>
          businessRow(
            { place_id: placeId, name: placeId, formatted_address: `${placeId} street` },
            'import',
            new Date().toISOString(),
          ),
        ),
        'skip',
      );
    });
    after(() => t.close());

    const signUp = async (email: string) => {
      const client = new TestClient(t.app);
      const response = await client.post('/api/auth/register', { ...SIGNUP, email });
      assert.equal(response.statusCode, 201);
      const auth = { authorization: `Bearer ${response.json().accessToken}` };
      return { client, auth };
    };
    const usableLinks = async (email: string) =>
      (
        await t.app.db
          .selectFrom('password_resets')
          .innerJoin('users', 'users.id', 'password_resets.user_id')
          .select('password_resets.id')
          .where('users.email', '=', email)
          .where('password_resets.used_at', 'is', null)
          .where('password_resets.expires_at', '>', new Date().toISOString())
          .execute()
      ).length;

    it("sets a hand-typed project's business once when three requests name three businesses at once", async () => {
      const { client, auth } = await signUp('patch@example.com');
      for (let round = 0; round < ROUNDS; round++) {
        const created = await client.post('/api/projects', { name: `Typed ${round}` }, auth);
        assert.equal(created.statusCode, 201);
        const id = created.json().id as string;
        const answers = await Promise.all(
          ['a', 'b', 'c'].map((place) =>
            client.patch(`/api/projects/${id}`, { place_id: `place-${round}-${place}` }, auth),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode).sort();
        assert.deepEqual(statuses, [200, 409, 409], `round ${round}`);
        const winner = answers.find((answer) => answer.statusCode === 200)!.json().place_id;
        const row = await t.app.db
          .selectFrom('projects')
          .select('place_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        assert.equal(row.place_id, winner);
        for (const refused of answers.filter((answer) => answer.statusCode === 409))
          assert.equal(refused.json().code, 'api.projectPlaceSet');
      }
    });

    it('adds one business once when it is added three times at once', async () => {
      const { client, auth } = await signUp('add@example.com');
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all(
          [1, 2, 3].map(() => client.post('/api/projects', { name: 'Same', place_id: `same-${round}` }, auth)),
        );
        assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 200, 201]);
        assert.equal(new Set(answers.map((answer) => answer.json().id)).size, 1);
      }
    });

    it('leaves exactly one usable reset link after concurrent forgot-password requests, and none after a reset', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const email = `forgot-${round}@example.com`;
        await signUp(email);
        const answers = await Promise.all(
          [1, 2, 3].map((n) =>
            new TestClient(t.app, {}, { remoteAddress: `10.31.${round}.${n}` }).post('/api/auth/forgotPassword', {
              email,
            }),
          ),
        );
        assert.deepEqual(
          answers.map((answer) => answer.statusCode),
          [200, 200, 200],
        );
        await t.app.mailer.idle();
        assert.equal(await usableLinks(email), 1, `round ${round}: exactly one usable link`);
      }
      // A reset and a new request at the same moment: one link works afterwards at most.
      const email = 'forgot-0@example.com';
      const link = /reset-password\?token=([\w-]+)/.exec(
        await waitForMail(t, /To: forgot-0@example.com[\s\S]*reset-password\?token=/),
      )![1]!;
      const client = new TestClient(t.app, {}, { remoteAddress: '10.31.99.1' });
      const [reset] = await Promise.all([
        client.post('/api/auth/resetPassword', { token: link, newPassword: 'new battery staple' }),
        client.post('/api/auth/forgotPassword', { email }),
      ]);
      await t.app.mailer.idle();
      assert.ok((await usableLinks(email)) <= 1);
      assert.ok([200, 400].includes(reset.statusCode));
    });
  });
}
