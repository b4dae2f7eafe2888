import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findUsableInvite } from '../src/auth/invites.ts';
import { isResetLinkUsable } from '../src/auth/password-resets.ts';
import { revokeFamilyOf, rotateRefreshToken, startRefreshFamily } from '../src/auth/refresh-tokens.ts';
import {
  claimToken,
  findToken,
  findUsableToken,
  issueToken,
  retireTokens,
  tokenHash,
} from '../src/auth/single-use-tokens.ts';
import { isUniqueViolation } from '../src/db/errors.ts';
import { createUser } from '../src/db/users-repository.ts';
import { buildTestApp, ENGINES, skipUnless, type TestApp } from './helper.ts';

for (const engine of ENGINES) {
  describe(`single-use tokens on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    let userId: string;
    before(async () => {
      t = await buildTestApp(engine);
      await t.app.ready();
      userId = (
        await createUser(t.app.db, {
          email: 'tokens@example.com',
          firstName: 'T',
          lastName: 'K',
          locale: 'en-US',
          passwordHash: null,
          accountType: 'agency',
        })
      ).id;
    });
    after(() => t.close());

    it('stores only the hash and lets a token be claimed once', async () => {
      const { token, id } = await issueToken(t.app.db, 'password_resets', { user_id: userId }, { ttlMs: 60_000 });
      assert.match(token, /^[\w-]{43}$/);
      const stored = await t.app.db
        .selectFrom('password_resets')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(stored.token_hash, tokenHash(token));
      assert.notEqual(stored.token_hash, token);
      const claimed = await claimToken(t.app.db, 'password_resets', token);
      assert.equal(claimed?.id, id);
      assert.ok(claimed?.used_at);
      assert.equal(await claimToken(t.app.db, 'password_resets', token), undefined, 'a second use fails');
      assert.equal(await claimToken(t.app.db, 'password_resets', 'not-a-token'), undefined);
    });

    it('refuses an expired token', async () => {
      const { token } = await issueToken(
        t.app.db,
        'invites',
        { agency_id: userId, email: 'client@example.com' },
        { ttlMs: 60_000, now: new Date(Date.now() - 120_000) },
      );
      assert.equal(await claimToken(t.app.db, 'invites', token), undefined);
      assert.equal((await findToken(t.app.db, 'invites', token))?.used_at, null, 'an expired token is not marked used');
    });

    it('lets exactly one of many concurrent claims win', async () => {
      const { token } = await issueToken(
        t.app.db,
        'invites',
        { agency_id: userId, email: 'race@example.com' },
        { ttlMs: 60_000 },
      );
      const results = await Promise.all(Array.from({ length: 8 }, () => claimToken(t.app.db, 'invites', token)));
      assert.equal(results.filter(Boolean).length, 1);
    });

    it('retires every unused token of one owner', async () => {
      // Invites: an account holds one unused reset link at most (migration 0500), an agency many invites.
      await retireTokens(t.app.db, 'invites', { column: 'agency_id', value: userId });
      const first = await issueToken(
        t.app.db,
        'invites',
        { agency_id: userId, email: 'one@example.com' },
        { ttlMs: 60_000 },
      );
      const second = await issueToken(
        t.app.db,
        'invites',
        { agency_id: userId, email: 'two@example.com' },
        { ttlMs: 60_000 },
      );
      assert.equal(await retireTokens(t.app.db, 'invites', { column: 'agency_id', value: userId }), 2);
      assert.equal(await claimToken(t.app.db, 'invites', first.token), undefined);
      assert.equal(await claimToken(t.app.db, 'invites', second.token), undefined);
    });

    it('holds one unused reset link per account in the database itself', async () => {
      await retireTokens(t.app.db, 'password_resets', { column: 'user_id', value: userId });
      await issueToken(t.app.db, 'password_resets', { user_id: userId }, { ttlMs: 60_000 });
      await assert.rejects(
        issueToken(t.app.db, 'password_resets', { user_id: userId }, { ttlMs: 60_000 }),
        isUniqueViolation,
      );
      await retireTokens(t.app.db, 'password_resets', { column: 'user_id', value: userId });
    });

    it('tells a usable token from a used, an expired and an unknown one without using it', async () => {
      const now = new Date('2026-11-24T10:00:00.000Z');
      await retireTokens(t.app.db, 'password_resets', { column: 'user_id', value: userId });
      const { token } = await issueToken(t.app.db, 'password_resets', { user_id: userId }, { ttlMs: 60_000, now });
      const at = (ms: number) => new Date(now.getTime() + ms);
      assert.ok(await findUsableToken(t.app.db, 'password_resets', token, at(59_999)));
      assert.equal(
        await findUsableToken(t.app.db, 'password_resets', token, at(60_000)),
        undefined,
        'expired at its expiry instant',
      );
      assert.equal(await isResetLinkUsable(t.app.db, token, at(0)), true);
      assert.equal(await isResetLinkUsable(t.app.db, token, at(60_000)), false);
      assert.equal(await isResetLinkUsable(t.app.db, 'unknown-token-value'), false);
      assert.ok(await claimToken(t.app.db, 'password_resets', token, at(1)), 'checking did not use it');
      assert.equal(await isResetLinkUsable(t.app.db, token, at(2)), false, 'used');

      const invite = await issueToken(
        t.app.db,
        'invites',
        { agency_id: userId, email: 'usable@example.com' },
        { ttlMs: 60_000, now },
      );
      assert.equal((await findUsableInvite(t.app.db, invite.token, at(0)))?.email, 'usable@example.com');
      assert.equal(await findUsableInvite(t.app.db, invite.token, at(60_000)), undefined);
      await claimToken(t.app.db, 'invites', invite.token, at(1));
      assert.equal(await findUsableInvite(t.app.db, invite.token, at(2)), undefined);
    });

    describe('refresh token rotation', () => {
      const key = new Uint8Array(32).fill(7);
      const rotate = (token: string, now: Date, graceMs = 10_000) =>
        rotateRefreshToken(t.app.db, key, token, { graceMs, now });

      it('hands out the same successor for a second use within the grace period, and revokes the family after it', async () => {
        const { token, familyId } = await startRefreshFamily(t.app.db, userId);
        const now = new Date();
        const first = await rotate(token, now);
        assert.equal(first.ok, true);
        assert.ok(first.ok && first.familyId === familyId && first.userId === userId && first.token !== token);
        const again = await rotate(token, new Date(now.getTime() + 9_999));
        assert.deepEqual(again, first, 'two tabs at once get one successor');
        assert.deepEqual(await rotate(token, new Date(now.getTime() + 10_000)), { ok: false, reason: 'reused' });
        // Reuse revoked the whole family: the successor no longer works either.
        assert.deepEqual(await rotate(first.ok ? first.token : '', new Date(now.getTime() + 10_001)), {
          ok: false,
          reason: 'revoked',
        });
      });

      it('does not hand out the successor of a family revoked within the grace period', async () => {
        const { token } = await startRefreshFamily(t.app.db, userId);
        const now = new Date();
        await rotate(token, now);
        await revokeFamilyOf(t.app.db, token);
        assert.deepEqual(await rotate(token, new Date(now.getTime() + 1_000)), { ok: false, reason: 'revoked' });
      });

      it('names why a token is refused: unknown, expired, revoked at logout', async () => {
        assert.deepEqual(await rotate('never-issued-token', new Date()), { ok: false, reason: 'unknown' });
        const expired = await issueToken(
          t.app.db,
          'refresh_tokens',
          { user_id: userId, family_id: 'family-old', revoked_at: null },
          { ttlMs: 1_000, now: new Date(Date.now() - 5_000) },
        );
        assert.deepEqual(await rotate(expired.token, new Date()), { ok: false, reason: 'expired' });
        const { token, familyId } = await startRefreshFamily(t.app.db, userId);
        await revokeFamilyOf(t.app.db, token);
        assert.deepEqual(await rotate(token, new Date()), { ok: false, reason: 'revoked' });
        const stored = await t.app.db
          .selectFrom('refresh_tokens')
          .selectAll()
          .where('family_id', '=', familyId)
          .execute();
        assert.ok(stored.length === 1 && stored[0]!.revoked_at && stored[0]!.used_at);
      });

      it('leaves other families alone when one is revoked', async () => {
        const a = await startRefreshFamily(t.app.db, userId);
        const b = await startRefreshFamily(t.app.db, userId);
        await revokeFamilyOf(t.app.db, a.token);
        await revokeFamilyOf(t.app.db, 'never-issued-token');
        assert.equal((await rotate(b.token, new Date())).ok, true);
      });
    });

    it('serves refresh tokens the same way', async () => {
      const { token } = await issueToken(
        t.app.db,
        'refresh_tokens',
        { user_id: userId, family_id: 'family-1', revoked_at: null },
        { ttlMs: 60_000 },
      );
      const claimed = await claimToken(t.app.db, 'refresh_tokens', token);
      assert.equal(claimed?.family_id, 'family-1');
      assert.equal(await claimToken(t.app.db, 'refresh_tokens', token), undefined);
    });
  });
}
