import { matchAcceptLanguage } from '@findable/core/locales';
import { unlockOffer } from '@findable/core/report';
import type { FastifyInstance } from 'fastify';
import { countUserProjects } from '../../db/projects-repository.ts';
import { apiError } from '../../http/api-error.ts';
import { limiter } from '../../plugins/rate-limit.ts';
import { freeReport } from '../../reports/free-report.ts';
import { SearchQuotaError, SearchUnavailableError } from '../../search/provider.ts';
import { userProject } from './projects/user-projects.ts';

const REFUSALS = {
  noBusiness: { status: 409, key: 'api.reportNoBusiness' },
  unknownBusiness: { status: 404, key: 'api.reportUnknownBusiness' },
  locked: { status: 403, key: 'api.reportLocked' },
} as const;

/**
 * GET /api/projects/:id/report: the report of one of the user's projects. A free account gets its one free
 * report (the score and what it was computed from, docs/report.md) and nothing of the locked sections; any
 * further business is refused with the plan that would unlock it.
 */
export default async function reportRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/projects/:id/report', { onRequest: [app.rateLimit(limiter('report', 60, 60_000))] }, async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id);
    let result;
    try {
      result = await freeReport(app.db, user, project, app.businessSearch, matchAcceptLanguage(request.headers['accept-language']));
    } catch (error) {
      if (error instanceof SearchQuotaError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof SearchUnavailableError) {
        request.log.error({ err: error }, 'report: the place could not be looked up');
        throw apiError(request, error instanceof SearchQuotaError ? 503 : 502, 'api.reportUnavailable');
      }
      throw error;
    }
    reply.header('cache-control', 'private, no-store');
    if (result.ok) return result.report;
    const refusal = REFUSALS[result.reason];
    const error = apiError(request, refusal.status, refusal.key);
    if (result.reason !== 'locked') throw error;
    // The way to unlock it: the plan and price for the account's number of businesses (the /pricing table).
    const offer = unlockOffer(user.account_type, await countUserProjects(app.db, user.id));
    return reply.code(403).send({ message: error.message, code: error.code, unlock: offer });
  });
}
