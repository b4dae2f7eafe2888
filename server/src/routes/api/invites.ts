import { InviteSchema } from '@findable/core/validation/auth';
import { appLink } from '@findable/core/routes';
import type { FastifyInstance } from 'fastify';
import { issueInvite } from '../../auth/invites.ts';
import type { Config } from '../../config.ts';
import { apiError, translate } from '../../http/api-error.ts';
import { parseBody } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';

/** POST /api/invites: an agency invites a client by e-mail; the link leads to the invite sign-up page. */
export default async function inviteRoutes(app: FastifyInstance, { appSite }: { appSite: Config['appSite'] }) {
  app.post('/invites', { onRequest: [app.rateLimit({ max: 30, timeWindow: 3_600_000 })] }, async (request, reply) => {
    const agency = await app.auth.requireUser(request);
    if (agency.account_type !== 'agency') throw apiError(request, 403, 'api.agencyOnly');
    const body = parseBody(InviteSchema, request);
    const token = await issueInvite(app.db, agency.id, body.email);
    const locale = body.locale ?? requestLocale(request);
    await app.mailer.send({
      to: body.email,
      locale,
      template: 'invite',
      values: { name: '', agency: `${agency.first_name} ${agency.last_name}`, link: appLink('invite', locale, { ...appSite, query: { token } }) },
    });
    return reply.code(201).send({ message: translate(requestLocale(request), 'api.inviteSent', { email: body.email }) });
  });
}
