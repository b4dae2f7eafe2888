import { ApiErrorSchema, ProjectParamsSchema, ReportSchema, ScanSchema } from '@findable/core/api';
import { unlockOffer, type LockedReportError } from '@findable/core/report';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countUserProjects } from '../../db/projects-repository.ts';
import { findScan, giveUpAbandonedScans, isAbandoned, scanPoints } from '../../db/scan-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import { apiError } from '../../http/api-error.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { answers } from '../../http/route-schemas.ts';
import { userProject } from '../../http/user-project.ts';
import { limiter } from '../../plugins/rate-limit.ts';
import { rankingsReport } from '../../reports/grid-scan.ts';
import { accountPlan, reportAccess } from '../../reports/report-access.ts';
import { planOpensAudit, planState } from '@findable/core/report/plan';
import {
  currentRankings,
  projectReport,
  type ReportResult,
  type ReportServices,
} from '../../reports/project-report.ts';
import { reportSubject } from '../../reports/report-subject.ts';
import { SearchQuotaError, SearchUnavailableError } from '../../search/provider.ts';

const REFUSALS = {
  noBusiness: { status: 409, key: 'api.reportNoBusiness' },
  unknownBusiness: { status: 404, key: 'api.reportUnknownBusiness' },
  locked: { status: 403, key: 'api.reportLocked' },
  keywordUnknown: { status: 400, key: 'api.scanKeywordUnknown' },
  scanRunning: { status: 409, key: 'api.scanRunning' },
} as const;

/** A keyword id of the business's category ('plumber-near-me'); one the category does not have is a 400 too. */
const KeywordQuerySchema = z.object({
  keyword: z.string({ error: 'api.scanKeywordUnknown' }).max(40, 'api.scanKeywordUnknown').optional(),
});
const ScanBodySchema = z.object({ keyword: z.string().max(40).optional() });
/** A scan id that is no UUID finds no scan: a 404 like any other unknown scan, so it is checked by the handler. */
const ScanParamsSchema = ProjectParamsSchema.extend({ scanId: z.string() });
const ScanIdSchema = z.uuid();
/** A project the plan does not cover is refused with the plan and price that unlock it. */
const LockedSchema = ApiErrorSchema.extend({
  unlock: z.object({ plan: z.string(), places: z.number(), monthlyUsd: z.number() }).optional(),
});

export interface ReportRouteOptions {
  audit: ReportServices['audit'];
  graceDays: number;
}

/**
 * The report of one of the user's projects (docs/report.md):
 * - GET /api/projects/:id/report[?keyword=]: the full audit for a project the account's plan covers, else the
 *   free report (score and public figures) or 403 with the plan that unlocks it;
 * - POST /api/projects/:id/scans {keyword}: a new map-rank scan (full audit only; 409 while one runs);
 * - GET /api/projects/:id/scans/:scanId: a scan's progress and figures (the page polls a Google scan).
 */
const reportRoutes: FastifyPluginAsyncZod<ReportRouteOptions> = async (app, options) => {
  const tags = ['reports'];
  const services = (request: FastifyRequest): ReportServices => ({
    db: app.db,
    provider: app.businessSearch,
    audit: options.audit,
    later: (task) => app.afterResponse(request, task),
  });

  /** A provider failure as the API's 502/503 (with Retry-After for a quota). */
  async function orProviderError<T>(
    request: FastifyRequest,
    reply: { header: (name: string, value: string) => unknown },
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SearchUnavailableError)) throw error;
      if (error instanceof SearchQuotaError) reply.header('retry-after', String(error.retryAfterSeconds));
      request.log.error({ err: error }, 'report: the provider failed');
      throw apiError(request, error instanceof SearchQuotaError ? 503 : 502, 'api.reportUnavailable');
    }
  }

  /** A refusal in the request's language; a locked project carries the plan and price that unlock it. */
  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    reason: Exclude<ReportResult, { ok: true }>['reason'],
  ) {
    const refusal = REFUSALS[reason];
    // An open plan that does not cover this project says so; a free account has its one free report.
    const paid = reason === 'locked' && planOpensAudit(planState(accountPlan(user), Date.now(), options.graceDays));
    const error = paid
      ? apiError(request, 403, 'api.reportNotCovered', { count: user.plan_locations })
      : apiError(request, refusal.status, refusal.key);
    if (reason !== 'locked') throw error;
    const offer = unlockOffer(
      user.account_type,
      Math.max(await countUserProjects(app.db, user.id), user.plan_locations + 1),
    );
    return reply
      .code(403)
      .send({ message: error.message, code: error.code, unlock: offer } satisfies LockedReportError);
  }

  const rate = { onRequest: [app.rateLimit(limiter('report', 60, 60_000))] };

  const reportSchema = {
    tags,
    params: ProjectParamsSchema,
    querystring: KeywordQuerySchema,
    response: answers({ 200: ReportSchema, 403: LockedSchema }),
  };
  app.get('/projects/:id/report', { ...rate, schema: reportSchema }, async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id, request.params.id);
    const { keyword } = request.query;
    const locale = requestLocale(request);
    const access = await reportAccess(app.db, user, project.id, options.graceDays);
    const result = await orProviderError(request, reply, () =>
      projectReport(services(request), user, project, access, { language: locale, locale, keywordId: keyword }),
    );
    reply.header('cache-control', 'private, no-store');
    return result.ok ? result.report : refuse(request, reply, user, result.reason);
  });

  const scanSchema = {
    tags,
    params: ProjectParamsSchema,
    body: ScanBodySchema,
    response: answers({ 201: ScanSchema, 202: ScanSchema, 403: LockedSchema }),
  };
  app.post('/projects/:id/scans', { ...rate, schema: scanSchema }, async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id, request.params.id);
    const { keyword } = request.body;
    const access = await reportAccess(app.db, user, project.id, options.graceDays);
    if (access.kind !== 'full') return refuse(request, reply, user, 'locked');
    if (!project.place_id) throw apiError(request, 409, 'api.reportNoBusiness');
    const locale = requestLocale(request);
    const rankings = await orProviderError(request, reply, async () => {
      const subject = await reportSubject(app.db, app.businessSearch, project.place_id!, { language: locale });
      if (!subject) throw apiError(request, 404, 'api.reportUnknownBusiness');
      return currentRankings(
        services(request),
        project,
        subject,
        { language: locale, locale, keywordId: keyword },
        true,
      );
    });
    if (rankings === 'keywordUnknown' || rankings === 'scanRunning') return refuse(request, reply, user, rankings);
    if (!rankings) throw apiError(request, 400, 'api.scanKeywordUnknown');
    reply.header('cache-control', 'private, no-store');
    return reply.code(rankings.report.status === 'running' ? 202 : 201).send(rankings.report);
  });

  const progressSchema = { tags, params: ScanParamsSchema, response: answers({ 200: ScanSchema, 403: LockedSchema }) };
  app.get('/projects/:id/scans/:scanId', { schema: progressSchema }, async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id, request.params.id);
    const id = ScanIdSchema.safeParse(request.params.scanId);
    let scan = id.success ? await findScan(app.db, project.id, id.data) : undefined;
    if (!scan) throw apiError(request, 404, 'api.scanNotFound');
    const access = await reportAccess(app.db, user, project.id, options.graceDays);
    if (access.kind !== 'full') return refuse(request, reply, user, 'locked');
    // Its process ended while it ran: answered as failed, so the page reloads the report, which starts another.
    if (isAbandoned(scan)) {
      await giveUpAbandonedScans(app.db, project.id);
      scan = (await findScan(app.db, project.id, scan.id))!;
    }
    reply.header('cache-control', 'private, no-store');
    // Progress only: the keyword choices and the comparison come with the report once the scan is done.
    return rankingsReport(scan, await scanPoints(app.db, scan.id), null, null, requestLocale(request));
  });
};
export default reportRoutes;
