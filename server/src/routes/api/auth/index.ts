import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterWithInviteSchema,
  ResetPasswordSchema,
  SignupSchema,
  UpdateUserSchema,
} from '@findable/core/validation/auth';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAccount, createProject, findUserByEmail, isUniqueViolation } from '../../../auth/accounts.ts';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { newToken, tokenHash } from '../../../auth/random-token.ts';
import { revokeFamily, revokeFamilyOf, rotateRefreshToken } from '../../../auth/refresh-tokens.ts';
import type { UserRow } from '../../../db/schema.ts';
import { apiError, parseBody, requestLocale, translate } from '../../../http/api-error.ts';
import { REFRESH_COOKIE } from '../../../plugins/auth.ts';

const RESET_TOKEN_MINUTES = 60;

/** Rate limits of the credential routes: per client IP, and per e-mail address across IPs. */
export interface AuthLimits {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : '-'}`;
};

/** /api/auth: register, login, refresh-token, logout, forgotPassword, resetPassword, updateUser, registerWithInvite. */
export default async function authRoutes(app: FastifyInstance, { appUrl, limits }: { appUrl: string; limits: AuthLimits }) {
  const perIp = app.rateLimit({ max: limits.perIp, timeWindow: limits.windowMs });
  // The plugin runs one limiter per request, so the per-e-mail count (which needs the parsed body) is checked
  // by hand, with the same store (Redis when configured).
  const emailLimit = app.createRateLimit({ max: limits.perEmail, timeWindow: limits.windowMs, keyGenerator: emailKey });
  const perEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await emailLimit(request);
    // `isAllowed` only means 'on the allow list'; over the limit is `isExceeded`.
    if (result.isAllowed || !result.isExceeded) return;
    return reply
      .code(429)
      .header('retry-after', String(result.ttlInSeconds))
      .send({ message: `Too many requests. Please try again in ${result.ttlInSeconds} seconds.` });
  };
  const limited = { onRequest: [perIp], preHandler: [perEmail] };

  const sendWelcome = (user: UserRow) =>
    app.mailer
      .send({
        to: user.email,
        locale: user.locale as 'en-US',
        template: 'welcome',
        values: { name: user.first_name, link: `${appUrl}/${user.locale}/auth/report` },
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'welcome e-mail failed'));

  app.post('/register', limited, async (request, reply) => {
    const body = parseBody(SignupSchema, request);
    if (await findUserByEmail(app.db, body.email)) throw apiError(request, 409, 'api.emailTaken');
    const locale = body.locale ?? requestLocale(request);
    const passwordHash = await hashPassword(body.password);
    let user: UserRow;
    try {
      user = await app.db.transaction().execute(async (trx) => {
        const created = await createAccount(trx, {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          locale,
          passwordHash,
          accountType: body.accountType,
        });
        if (body.place_id) await createProject(trx, created.id, body.businessName ?? body.place_id, body.place_id);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError(request, 409, 'api.emailTaken');
      throw error;
    }
    await sendWelcome(user);
    return reply.code(201).send({ accessToken: await app.auth.startSession(reply, user) });
  });

  app.post('/login', limited, async (request, reply) => {
    const body = parseBody(LoginSchema, request);
    const user = await findUserByEmail(app.db, body.email);
    // The same answer, after the same work, whether or not the e-mail is registered.
    if (!(await verifyPassword(user?.password_hash, body.password)) || !user) throw apiError(request, 401, 'api.invalidCredentials');
    return { accessToken: await app.auth.startSession(reply, user) };
  });

  app.post('/refresh-token', async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    const result = presented ? await rotateRefreshToken(app.db, presented) : ({ ok: false, reason: 'unknown' } as const);
    if (!result.ok) {
      app.auth.clearRefreshCookie(reply);
      if (result.reason === 'reused') request.log.warn('refresh token reuse: the token family was revoked');
      throw apiError(request, 401, 'api.sessionEnded');
    }
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', result.userId).executeTakeFirstOrThrow();
    app.auth.setRefreshCookie(reply, result.token);
    return { accessToken: await app.auth.accessToken(user) };
  });

  app.post('/logout', async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) await revokeFamilyOf(app.db, presented);
    app.auth.clearRefreshCookie(reply);
    return reply.code(204).send();
  });

  app.post('/forgotPassword', limited, async (request) => {
    const body = parseBody(ForgotPasswordSchema, request);
    const user = await findUserByEmail(app.db, body.email);
    if (user) {
      const token = newToken();
      const created = new Date();
      await app.db
        .insertInto('password_resets')
        .values({
          id: randomUUID(),
          user_id: user.id,
          token_hash: tokenHash(token),
          created_at: created.toISOString(),
          expires_at: new Date(created.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
          used_at: null,
        })
        .execute();
      const locale = body.locale ?? (user.locale as 'en-US');
      await app.mailer.send({
        to: user.email,
        locale,
        template: 'reset',
        values: { name: user.first_name, link: `${appUrl}/${locale}/auth/reset-password?token=${token}` },
      });
    }
    return { message: translate(requestLocale(request), 'api.forgotSent') };
  });

  app.post('/resetPassword', async (request) => {
    const body = parseBody(ResetPasswordSchema, request);
    const now = new Date().toISOString();
    const reset = await app.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', tokenHash(body.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!reset) throw apiError(request, 400, 'reset.token.invalid');
    const passwordHash = await hashPassword(body.newPassword);
    const claimed = await app.db.transaction().execute(async (trx) => {
      const used = await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', reset.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', reset.user_id).execute();
      return true;
    });
    if (!claimed) throw apiError(request, 400, 'reset.token.invalid');
    // A new password ends every session of the account.
    const families = await app.db.selectFrom('refresh_tokens').select('family_id').distinct().where('user_id', '=', reset.user_id).execute();
    for (const { family_id } of families) await revokeFamily(app.db, family_id);
    return { message: translate(requestLocale(request), 'api.resetDone') };
  });

  app.post('/updateUser', async (request) => {
    const user = await app.auth.requireUser(request);
    const body = parseBody(UpdateUserSchema, request);
    const updated = { first_name: body.firstName, last_name: body.lastName, locale: body.locale ?? user.locale, updated_at: new Date().toISOString() };
    await app.db.updateTable('users').set(updated).where('id', '=', user.id).execute();
    const next = { ...user, ...updated };
    return {
      user: { id: next.id, email: next.email, firstName: next.first_name, lastName: next.last_name, locale: next.locale, accountType: next.account_type },
      accessToken: await app.auth.accessToken(next),
    };
  });

  app.post('/registerWithInvite', { onRequest: [perIp] }, async (request, reply) => {
    const body = parseBody(RegisterWithInviteSchema, request);
    const now = new Date().toISOString();
    const invite = await app.db
      .selectFrom('invites')
      .selectAll()
      .where('token_hash', '=', tokenHash(body.token))
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!invite) throw apiError(request, 400, 'invite.token.invalid');
    if (await findUserByEmail(app.db, invite.email)) throw apiError(request, 409, 'api.emailTaken');
    const passwordHash = await hashPassword(body.password);
    const user = await app.db.transaction().execute(async (trx) => {
      const accepted = await trx.updateTable('invites').set({ accepted_at: now }).where('id', '=', invite.id).where('accepted_at', 'is', null).executeTakeFirst();
      if (Number(accepted.numUpdatedRows) !== 1) throw apiError(request, 400, 'invite.token.invalid');
      return createAccount(trx, {
        email: invite.email,
        firstName: body.firstName,
        lastName: body.lastName,
        locale: requestLocale(request),
        passwordHash,
        accountType: 'business',
        agencyId: invite.agency_id,
      });
    });
    return reply.code(201).send({ accessToken: await app.auth.startSession(reply, user) });
  });
}
