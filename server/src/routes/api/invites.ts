import { personName, type Locale } from '@findable/core/locales';
import { InviteSchema } from '@findable/core/validation/auth';
import { isPlainName } from '@findable/core/validation/text';
import { appLink } from '@findable/core/routes';
import { MessageSchema } from '@findable/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueInvite } from '../../auth/invites.ts';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema.ts';
import { apiError, translate } from '../../http/api-error.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { answers } from '../../http/route-schemas.ts';
import { enforceLimit, limiter } from '../../plugins/rate-limit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The inviting agency, for the per-agency limit. */
    agencyId?: string;
  }
}

/** Invitations per client IP and hour, and per agency and day: enough for onboarding, too few for spam. */
const INVITES_PER_IP_HOUR = 30;
const INVITES_PER_AGENCY_DAY = 100;

/**
 * The agency as an invite names it: its person's name in the mail's language order (family name first in
 * Hungarian) when it is a plain name, else its e-mail address.
 */
const agencyName = (agency: UserRow, locale: Locale) => {
  const name = personName(locale, agency.first_name, agency.last_name);
  return isPlainName(name) ? name : agency.email;
};

/** POST /api/invites: an agency invites a client by e-mail; the link leads to the invite sign-up page. */
const inviteRoutes: FastifyPluginAsyncZod<{ appSite: Config['appSite'] }> = async (app, { appSite }) => {
  const perAgency = app.createRateLimit(
    limiter('invite-agency', INVITES_PER_AGENCY_DAY, 86_400_000, (request) => request.agencyId ?? '-'),
  );
  const schema = { tags: ['invites'], body: InviteSchema, response: answers({ 201: MessageSchema }) };
  app.post(
    '/invites',
    { schema, onRequest: [app.rateLimit(limiter('invite-ip', INVITES_PER_IP_HOUR, 3_600_000))] },
    async (request, reply) => {
      const agency = await app.auth.requireUser(request);
      if (agency.account_type !== 'agency') throw apiError(request, 403, 'api.agencyOnly');
      request.agencyId = agency.id;
      await enforceLimit(perAgency, request, reply);
      const { body } = request;
      const token = await issueInvite(app.db, agency.id, body.email);
      const locale = body.locale ?? requestLocale(request);
      await app.mailer.send({
        to: body.email,
        locale,
        template: 'invite',
        values: {
          name: '',
          agency: agencyName(agency, locale),
          link: appLink('invite', locale, { ...appSite, query: { token } }),
        },
      });
      return reply
        .code(201)
        .send({ message: translate(requestLocale(request), 'api.inviteSent', { email: body.email }) });
    },
  );
};
export default inviteRoutes;
