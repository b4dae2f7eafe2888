import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { claimToken, findToken, issueToken, retireTokens, tokenHash } from '../src/auth/single-use-tokens.ts';
import { createUser } from '../src/db/users-repository.ts';
import { buildTestApp, ENGINES, skipUnless, type TestApp } from './helper.ts';

for (const engine of ENGINES) {
  describe(`single-use tokens on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    let userId: string;
    before(async () => {
      t = await buildTestApp(engine);
      await t.app.ready();
      userId = (await createUser(t.app.db, { email: 'tokens@example.com', firstName: 'T', lastName: 'K', locale: 'en-US', passwordHash: null, accountType: 'agency' })).id;
    });
    after(() => t.close());

    it('stores only the hash and lets a token be claimed once', async () => {
      const { token, id } = await issueToken(t.app.db, 'password_resets', { user_id: userId }, { ttlMs: 60_000 });
      assert.match(token, /^[\w-]{43}$/);
      const stored = await t.app.db.selectFrom('password_resets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(stored.token_hash, tokenHash(token));
      assert.notEqual(stored.token_hash, token);
      const claimed = await claimToken(t.app.db, 'password_resets', token);
      assert.equal(claimed?.id, id);
      assert.ok(claimed?.used_at);
      assert.equal(await claimToken(t.app.db, 'password_resets', token), undefined, 'a second use fails');
      assert.equal(await claimToken(t.app.db, 'password_resets', 'not-a-token'), undefined);
    });

    it('refuses an expired token', async () => {
      const { token } = await issueToken(t.app.db, 'invites', { agency_id: userId, email: 'client@example.com' }, { ttlMs: 60_000, now: new Date(Date.now() - 120_000) });
      assert.equal(await claimToken(t.app.db, 'invites', token), undefined);
      assert.equal((await findToken(t.app.db, 'invites', token))?.used_at, null, 'an expired token is not marked used');
    });

    it('lets exactly one of many concurrent claims win', async () => {
      const { token } = await issueToken(t.app.db, 'invites', { agency_id: userId, email: 'race@example.com' }, { ttlMs: 60_000 });
      const results = await Promise.all(Array.from({ length: 8 }, () => claimToken(t.app.db, 'invites', token)));
      assert.equal(results.filter(Boolean).length, 1);
    });

    it('retires every unused token of one owner', async () => {
      const first = await issueToken(t.app.db, 'password_resets', { user_id: userId }, { ttlMs: 60_000 });
      const second = await issueToken(t.app.db, 'password_resets', { user_id: userId }, { ttlMs: 60_000 });
      assert.equal(await retireTokens(t.app.db, 'password_resets', { column: 'user_id', value: userId }), 2);
      assert.equal(await claimToken(t.app.db, 'password_resets', first.token), undefined);
      assert.equal(await claimToken(t.app.db, 'password_resets', second.token), undefined);
    });

    it('serves refresh tokens the same way', async () => {
      const { token } = await issueToken(t.app.db, 'refresh_tokens', { user_id: userId, family_id: 'family-1', revoked_at: null }, { ttlMs: 60_000 });
      const claimed = await claimToken(t.app.db, 'refresh_tokens', token);
      assert.equal(claimed?.family_id, 'family-1');
      assert.equal(await claimToken(t.app.db, 'refresh_tokens', token), undefined);
    });
  });
}
