import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterWithInviteSchema,
  ResetPasswordSchema,
  SignupSchema,
  UpdateUserSchema,
} from '@findable/core/validation/auth';
import { appLink } from '@findable/core/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptInvite, findUsableInvite } from '../../../auth/invites.ts';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { isResetLinkUsable, issuePasswordReset, resetPassword } from '../../../auth/password-resets.ts';
import { revokeFamilyOf } from '../../../auth/refresh-tokens.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { createProject } from '../../../db/projects-repository.ts';
import type { UserRow } from '../../../db/schema.ts';
import { createUser, findUserByEmail, findUserById, updateProfile } from '../../../db/users-repository.ts';
import { apiError, translate } from '../../../http/api-error.ts';
import { parseBody } from '../../../http/parse-input.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import { REFRESH_COOKIE } from '../../../plugins/auth.ts';

/** Rate limits of the credential routes: per client IP, and per e-mail address across IPs. */
export interface AuthLimits {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

export interface AuthRoutesOptions {
  /** Links to the application site (core/routes.ts appLink): an external one, or ours on this origin. */
  appSite: { externalAppUrl: string | null; origin: string };
  limits: AuthLimits;
}

const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : '-'}`;
};

/** /api/auth: register, login, refresh-token, logout, forgotPassword, resetPassword, updateUser, registerWithInvite. */
export default async function authRoutes(app: FastifyInstance, { appSite, limits }: AuthRoutesOptions) {
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
        values: { name: user.first_name, link: appLink('account', user.locale as 'en-US', appSite) },
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
    const result = presented ? await app.auth.rotate(presented) : ({ ok: false, reason: 'unknown' } as const);
    if (!result.ok) {
      app.auth.clearRefreshCookie(reply);
      if (result.reason === 'reused') request.log.warn('refresh token reuse: the token family was revoked');
      throw apiError(request, 401, 'api.sessionEnded');
    }
    const user = await findUserById(app.db, result.userId);
    if (!user) throw apiError(request, 401, 'api.sessionEnded');
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
      const token = await issuePasswordReset(app.db, user.id);
      const locale = body.locale ?? (user.locale as 'en-US');
      await app.mailer.send({
        to: user.email,
        locale,
        template: 'reset',
        values: { name: user.first_name, link: appLink('reset-password', locale, { ...appSite, query: { token } }) },
      });
    }
    return { message: translate(requestLocale(request), 'api.forgotSent') };
  });

  app.post('/resetPassword', async (request) => {
    const body = parseBody(ResetPasswordSchema, request);
    if (!(await isResetLinkUsable(app.db, body.token))) throw apiError(request, 400, 'reset.token.invalid');
    const passwordHash = await hashPassword(body.newPassword);
    if (!(await resetPassword(app.db, body.token, passwordHash))) throw apiError(request, 400, 'reset.token.invalid');
    return { message: translate(requestLocale(request), 'api.resetDone') };
  });

  app.post('/updateUser', async (request) => {
    const user = await app.auth.requireUser(request);
    const body = parseBody(UpdateUserSchema, request);
    const next = await updateProfile(app.db, user, body);
    return {
      user: { id: next.id, email: next.email, firstName: next.first_name, lastName: next.last_name, locale: next.locale, accountType: next.account_type },
      accessToken: await app.auth.accessToken(next),
    };
  });

  app.post('/registerWithInvite', { onRequest: [perIp] }, async (request, reply) => {
    const body = parseBody(RegisterWithInviteSchema, request);
    const invite = await findUsableInvite(app.db, body.token);
    if (!invite) throw apiError(request, 400, 'invite.token.invalid');
    if (await findUserByEmail(app.db, invite.email)) throw apiError(request, 409, 'api.emailTaken');
    const passwordHash = await hashPassword(body.password);
    const user = await acceptInvite(app.db, body.token, { firstName: body.firstName, lastName: body.lastName, locale: requestLocale(request), passwordHash });
    if (!user) throw apiError(request, 400, 'invite.token.invalid');
    return reply.code(201).send({ accessToken: await app.auth.startSession(reply, user) });
  });
}
