import { unlockOffer, type LockedReportError } from '@findable/core/report';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countUserProjects } from '../../db/projects-repository.ts';
import { findScan, scanPoints } from '../../db/scan-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import { apiError } from '../../http/api-error.ts';
import { parseBody, parseQuery } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { limiter } from '../../plugins/rate-limit.ts';
import { rankingsReport } from '../../reports/grid-scan.ts';
import { accountPlan, reportAccess } from '../../reports/report-access.ts';
import { planOpensAudit, planState } from '@findable/core/report/plan';
import { currentRankings, projectReport, type ReportResult, type ReportServices } from '../../reports/project-report.ts';
import { reportSubject } from '../../reports/report-subject.ts';
import { SearchQuotaError, SearchUnavailableError } from '../../search/provider.ts';
import { userProject } from './projects/user-projects.ts';

const REFUSALS = {
  noBusiness: { status: 409, key: 'api.reportNoBusiness' },
  unknownBusiness: { status: 404, key: 'api.reportUnknownBusiness' },
  locked: { status: 403, key: 'api.reportLocked' },
  keywordUnknown: { status: 400, key: 'api.scanKeywordUnknown' },
  scanRunning: { status: 409, key: 'api.scanRunning' },
} as const;

const KeywordQuerySchema = z.object({ keyword: z.string().max(40).optional() });
const ScanBodySchema = z.object({ keyword: z.string().max(40).optional() });
const ScanIdSchema = z.uuid();

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
export default async function reportRoutes(app: FastifyInstance, options: ReportRouteOptions) {
  const services = (request: FastifyRequest): ReportServices => ({
    db: app.db,
    provider: app.businessSearch,
    audit: options.audit,
    later: (task) => app.afterResponse(request, task),
  });

  /** A provider failure as the API's 502/503 (with Retry-After for a quota). */
  async function orProviderError<T>(request: FastifyRequest, reply: { header: (name: string, value: string) => unknown }, work: () => Promise<T>): Promise<T> {
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
    reply: { code: (status: number) => { send: (body: unknown) => unknown } },
    user: UserRow,
    reason: Exclude<ReportResult, { ok: true }>['reason'],
  ) {
    const refusal = REFUSALS[reason];
    // An open plan that does not cover this project says so; a free account has its one free report.
    const paid = reason === 'locked' && planOpensAudit(planState(accountPlan(user), Date.now(), options.graceDays));
    const error = paid ? apiError(request, 403, 'api.reportNotCovered', { count: user.plan_locations }) : apiError(request, refusal.status, refusal.key);
    if (reason !== 'locked') throw error;
    const offer = unlockOffer(user.account_type, Math.max(await countUserProjects(app.db, user.id), user.plan_locations + 1));
    return reply.code(403).send({ message: error.message, code: error.code, unlock: offer } satisfies LockedReportError);
  }

  const rate = { onRequest: [app.rateLimit(limiter('report', 60, 60_000))] };

  app.get<{ Params: { id: string } }>('/projects/:id/report', rate, async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id);
    const { keyword } = parseQuery(KeywordQuerySchema, request, 'api.scanKeywordUnknown');
    const locale = requestLocale(request);
    const access = await reportAccess(app.db, user, project.id, options.graceDays);
    const result = await orProviderError(request, reply, () =>
      projectReport(services(request), user, project, access, { language: locale, locale, keywordId: keyword }),
    );
    reply.header('cache-control', 'private, no-store');
    return result.ok ? result.report : refuse(request, reply, user, result.reason);
  });

  app.post<{ Params: { id: string } }>('/projects/:id/scans', rate, async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id);
    const { keyword } = parseBody(ScanBodySchema, request);
    const access = await reportAccess(app.db, user, project.id, options.graceDays);
    if (access.kind !== 'full') return refuse(request, reply, user, 'locked');
    if (!project.place_id) throw apiError(request, 409, 'api.reportNoBusiness');
    const locale = requestLocale(request);
    const rankings = await orProviderError(request, reply, async () => {
      const subject = await reportSubject(app.db, app.businessSearch, project.place_id!, { language: locale });
      if (!subject) throw apiError(request, 404, 'api.reportUnknownBusiness');
      return currentRankings(services(request), project, subject, { language: locale, locale, keywordId: keyword }, true);
    });
    if (rankings === 'keywordUnknown' || rankings === 'scanRunning') return refuse(request, reply, user, rankings);
    if (!rankings) throw apiError(request, 400, 'api.scanKeywordUnknown');
    reply.header('cache-control', 'private, no-store');
    return reply.code(rankings.report.status === 'running' ? 202 : 201).send(rankings.report);
  });

  app.get<{ Params: { id: string; scanId: string } }>('/projects/:id/scans/:scanId', async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id);
    const id = ScanIdSchema.safeParse(request.params.scanId);
    const scan = id.success ? await findScan(app.db, project.id, id.data) : undefined;
    if (!scan) throw apiError(request, 404, 'api.scanNotFound');
    const access = await reportAccess(app.db, user, project.id, options.graceDays);
    if (access.kind !== 'full') return refuse(request, reply, user, 'locked');
    reply.header('cache-control', 'private, no-store');
    // Progress only: the keyword choices and the comparison come with the report once the scan is done.
    return rankingsReport(scan, await scanPoints(app.db, scan.id), null, null, requestLocale(request));
  });
}
