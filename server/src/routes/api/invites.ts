import { randomUUID } from 'node:crypto';
import { InviteSchema } from '@findable/core/validation/auth';
import type { FastifyInstance } from 'fastify';
import { newToken, tokenHash } from '../../auth/random-token.ts';
import { apiError, parseBody, requestLocale, translate } from '../../http/api-error.ts';

const INVITE_DAYS = 7;

/** POST /api/invites: an agency invites a client by e-mail; the link leads to the invite sign-up page. */
export default async function inviteRoutes(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  app.post('/invites', { onRequest: [app.rateLimit({ max: 30, timeWindow: 3_600_000 })] }, async (request, reply) => {
    const agency = await app.auth.requireUser(request);
    if (agency.account_type !== 'agency') throw apiError(request, 403, 'api.agencyOnly');
    const body = parseBody(InviteSchema, request);
    const token = newToken();
    const created = new Date();
    await app.db
      .insertInto('invites')
      .values({
        id: randomUUID(),
        agency_id: agency.id,
        email: body.email,
        token_hash: tokenHash(token),
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + INVITE_DAYS * 86_400_000).toISOString(),
        accepted_at: null,
      })
      .execute();
    const locale = body.locale ?? requestLocale(request);
    await app.mailer.send({
      to: body.email,
      locale,
      template: 'invite',
      values: { name: '', agency: `${agency.first_name} ${agency.last_name}`, link: `${appUrl}/${locale}/auth/invite?token=${token}` },
    });
    return reply.code(201).send({ message: translate(requestLocale(request), 'api.inviteSent', { email: body.email }) });
  });
}
