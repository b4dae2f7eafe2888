import { AccessTokenSchema, MessageSchema, UpdatedUserSchema } from '@findable/core/api';
import {
  CloseAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  normalizeEmail,
  RegisterWithInviteSchema,
  ResetPasswordSchema,
  SignupSchema,
  UpdateUserSchema,
} from '@findable/core/validation/auth';
import { appLink } from '@findable/core/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptInvite, findUsableInvite } from '../../../auth/invites.ts';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { isResetLinkUsable, issuePasswordReset, resetPassword } from '../../../auth/password-resets.ts';
import { revokeFamilyOf } from '../../../auth/refresh-tokens.ts';
import type { Config } from '../../../config.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { createProject } from '../../../db/projects-repository.ts';
import type { UserRow } from '../../../db/schema.ts';
import {
  createUser,
  deleteUserUnlessRenewing,
  findUserByEmail,
  findUserById,
  updateProfile,
} from '../../../db/users-repository.ts';
import { apiError, translate } from '../../../http/api-error.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import { answers } from '../../../http/route-schemas.ts';
import { REFRESH_COOKIE } from '../../../plugins/auth.ts';
import { clientAddress, enforceLimit, limiter, refuseWhenUsedUp } from '../../../plugins/rate-limit.ts';

export interface AuthRoutesOptions {
  /** Links to the application site (core/routes.ts appLink): an external one, or ours on this origin. */
  appSite: Config['appSite'];
  limits: Config['authLimits'];
}

/** Reset mails one mailbox receives at most per hour; more requests answer the same and send nothing. */
const RESET_MAILS_PER_HOUR = 3;

/** The known browser a login comes from (its id in the device cookie), for its own allowance's key. */
const trustedDevices = new WeakMap<FastifyRequest, string>();

/** The e-mail a credential request is about, as the limits count it. */
const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email).slice(0, 320) : '-';
};

const tags = ['auth'];

/**
 * /api/auth: register, login, refresh-token, logout, forgotPassword, resetPassword, updateUser, registerWithInvite,
 * closeAccount.
 */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { appSite, limits }) => {
  // Throttling that slows a guesser without locking the owner out (docs/decisions/007-login-throttling.md).
  const perIp = app.rateLimit(limiter('auth-ip', limits.perIp, limits.windowMs));
  const perEmailAndIp = app.createRateLimit(
    limiter('auth-email-ip', limits.perEmail, limits.windowMs, (r) => `${bodyEmail(r)}:${clientAddress(r)}`),
  );
  const perAccount = app.createRateLimit(limiter('login-account', limits.perAccount, limits.windowMs, bodyEmail));
  // Each known browser has its own allowance: keyed by the account and the browser's id (auth.ts trustDevice).
  const perTrustedDevice = app.createRateLimit(
    limiter('login-device', limits.perEmail, limits.windowMs, (r) => `${bodyEmail(r)}:${trustedDevices.get(r) ?? '-'}`),
  );
  const resetMails = app.createRateLimit(limiter('reset-mail', RESET_MAILS_PER_HOUR, 3_600_000, bodyEmail));

  const sendWelcome = (user: UserRow, withBusiness: boolean) =>
    app.mailer.send({
      to: user.email,
      locale: user.locale,
      template: withBusiness ? 'welcome' : 'welcomeNoBusiness',
      values: { name: user.first_name, link: appLink('report', user.locale, appSite) },
    });

  const registered = { schema: { tags, body: SignupSchema, response: answers({ 201: AccessTokenSchema }) } };
  app.post(
    '/register',
    {
      ...registered,
      onRequest: [perIp],
      preHandler: [(request, reply) => enforceLimit(perEmailAndIp, request, reply)],
    },
    async (request, reply) => {
      const { body } = request;
      if (await findUserByEmail(app.db, body.email)) throw apiError(request, 409, 'api.emailTaken');
      const locale = body.locale ?? requestLocale(request);
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await app.db.transaction().execute(async (trx) => {
          const created = await createUser(trx, {
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
      await sendWelcome(user, Boolean(body.place_id));
      app.auth.trustDevice(reply, user);
      return reply.code(201).send({ accessToken: await app.auth.startSession(reply, user) });
    },
  );

  app.post(
    '/login',
    { schema: { tags, body: LoginSchema, response: answers({ 200: AccessTokenSchema }) }, onRequest: [perIp] },
    async (request, reply) => {
      const { body } = request;
      const user = await findUserByEmail(app.db, body.email);
      // A browser the owner has signed in on (since the password was last set) has its own allowance, which
      // nobody else can use up; any other browser counts per e-mail and IP and, across all of them, against a
      // high ceiling per account. Only failed attempts count: a successful login is never throttled, and once an
      // allowance is used up the attempt is refused before the password is checked.
      const deviceId = app.auth.trustedDevice(request, user);
      if (deviceId) trustedDevices.set(request, deviceId);
      const allowances = deviceId ? [perTrustedDevice] : [perEmailAndIp, perAccount];
      for (const allowance of allowances) await refuseWhenUsedUp(allowance, request, reply);
      // The same answer, after the same work, whether or not the e-mail is registered.
      if (!(await verifyPassword(user?.password_hash, body.password)) || !user) {
        await Promise.all(allowances.map((allowance) => allowance(request)));
        throw apiError(request, 401, 'api.invalidCredentials');
      }
      app.auth.trustDevice(reply, user);
      return { accessToken: await app.auth.startSession(reply, user) };
    },
  );

  // The spec's refresh-token and logout calls carry no body: the refresh token is the httpOnly cookie.
  app.post(
    '/refresh-token',
    { schema: { tags, response: answers({ 200: AccessTokenSchema }) } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      const result = presented ? await app.auth.rotate(presented) : ({ ok: false, reason: 'unknown' } as const);
      if (!result.ok) {
        app.auth.clearRefreshCookie(reply);
        if (result.reason === 'reused') request.log.warn('refresh token reuse: the token family was revoked');
        throw apiError(request, 401, 'api.sessionEnded');
      }
      const user = await findUserById(app.db, result.userId);
      if (!user) throw apiError(request, 401, 'api.sessionEnded');
      app.auth.setRefreshCookie(reply, result.token);
      return { accessToken: await app.auth.accessToken(user, result.familyId) };
    },
  );

  app.post('/logout', { schema: { tags, response: answers({ 204: z.void() }) } }, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) await revokeFamilyOf(app.db, presented);
    app.auth.clearRefreshCookie(reply);
    return reply.code(204).send();
  });

  // The reset link is made and mailed by the mail queue's worker, off the request path entirely: the request
  // does the same work for any address (count the mailbox's quota, queue one row) and the worker takes it on
  // its next round, so neither the answer nor the requests after it tell a registered address from another.
  app.mailer.defineJob('reset-request', async ({ to, values }) => {
    const user = await findUserByEmail(app.db, to);
    if (!user) return;
    const token = await issuePasswordReset(app.db, user.id);
    const locale = values.locale ?? user.locale;
    await app.mailer.send({
      to: user.email,
      locale,
      template: 'reset',
      values: { name: user.first_name, link: appLink('reset-password', locale, { ...appSite, query: { token } }) },
    });
  });

  app.post(
    '/forgotPassword',
    { schema: { tags, body: ForgotPasswordSchema, response: answers({ 200: MessageSchema }) }, onRequest: [perIp] },
    async (request) => {
      const { body } = request;
      // Never a 429 for the owner's mailbox; past a few mails an hour, the newest link already sent stays valid.
      const quota = await resetMails(request);
      if (quota.isAllowed || !quota.isExceeded) {
        await app.mailer.later({
          name: 'reset-request',
          to: body.email,
          locale: body.locale ?? requestLocale(request),
          values: { name: '', link: '', ...(body.locale ? { locale: body.locale } : {}) },
        });
      }
      return { message: translate(requestLocale(request), 'api.forgotSent') };
    },
  );

  app.post(
    '/resetPassword',
    { schema: { tags, body: ResetPasswordSchema, response: answers({ 200: MessageSchema }) } },
    async (request, reply) => {
      const { body } = request;
      if (!(await isResetLinkUsable(app.db, body.token))) throw apiError(request, 400, 'reset.token.invalid');
      const passwordHash = await hashPassword(body.newPassword);
      const userId = await resetPassword(app.db, body.token, passwordHash);
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user) throw apiError(request, 400, 'reset.token.invalid');
      // Whoever could open the link controls the mailbox: this browser may sign in even while the account's
      // sign-ins from unknown browsers are throttled.
      app.auth.trustDevice(reply, user);
      return { message: translate(requestLocale(request), 'api.resetDone') };
    },
  );

  app.post(
    '/updateUser',
    { schema: { tags, body: UpdateUserSchema, response: answers({ 200: UpdatedUserSchema }) } },
    async (request) => {
      const { user, sessionId } = await app.auth.requireSession(request);
      const { body } = request;
      const next = await updateProfile(app.db, user, body);
      return {
        user: {
          id: next.id,
          email: next.email,
          firstName: next.first_name,
          lastName: next.last_name,
          locale: next.locale,
          accountType: next.account_type,
        },
        accessToken: await app.auth.accessToken(next, sessionId),
      };
    },
  );

  // The terms' 'you may close your account at any time': the account and its data go at once. A plan bought by card
  // must be cancelled first (its portal, 'Manage billing'), so that closing never leaves a subscription charging.
  app.post(
    '/closeAccount',
    { schema: { tags, body: CloseAccountSchema, response: answers({ 200: MessageSchema }) } },
    async (request, reply) => {
      const { user } = await app.auth.requireSession(request);
      if (normalizeEmail(request.body.email) !== user.email) throw apiError(request, 400, 'api.closeMismatch');
      // Not deleted: a card plan renews, unless the account is already gone (a second close at the same moment).
      if (!(await deleteUserUnlessRenewing(app.db, user.id)) && (await findUserById(app.db, user.id)))
        throw apiError(request, 409, 'api.closePlanActive');
      app.auth.clearRefreshCookie(reply);
      request.log.info({ userId: user.id }, 'account closed by its owner');
      return { message: translate(requestLocale(request), 'api.accountClosed') };
    },
  );

  app.post(
    '/registerWithInvite',
    {
      schema: { tags, body: RegisterWithInviteSchema, response: answers({ 201: AccessTokenSchema }) },
      onRequest: [perIp],
    },
    async (request, reply) => {
      const { body } = request;
      const invite = await findUsableInvite(app.db, body.token);
      if (!invite) throw apiError(request, 400, 'invite.token.invalid');
      if (await findUserByEmail(app.db, invite.email)) throw apiError(request, 409, 'api.emailTaken');
      const passwordHash = await hashPassword(body.password);
      let user: UserRow | undefined;
      try {
        user = await acceptInvite(app.db, body.token, {
          firstName: body.firstName,
          lastName: body.lastName,
          locale: requestLocale(request),
          passwordHash,
        });
      } catch (error) {
        // Two invites for one address used at the same moment: the second finds the e-mail taken.
        if (isUniqueViolation(error)) throw apiError(request, 409, 'api.emailTaken');
        throw error;
      }
      if (!user) throw apiError(request, 400, 'invite.token.invalid');
      app.auth.trustDevice(reply, user);
      return reply.code(201).send({ accessToken: await app.auth.startSession(reply, user) });
    },
  );
};
export default authRoutes;
