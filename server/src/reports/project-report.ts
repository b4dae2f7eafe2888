import type { Locale } from '@findable/core/locales';
import {
  LOCKED_SECTIONS,
  type Competitor,
  type FreeReport,
  type FullReport,
  type RankingsReport,
  type ReportSummary,
} from '@findable/core/report';
import { median, scoreInGroup } from '@findable/core/report/audit';
import { fixesByImpact } from '@findable/core/report/fixes';
import { findKeyword, keywordsFor } from '@findable/core/report/keywords';
import { SCORE_METHOD_VERSION, scoreBand, type VisibilityScore } from '@findable/core/report/score';
import type { Kysely } from 'kysely';
import { updateProject } from '../db/projects-repository.ts';
import { claimFreeReport, insertReport, latestReport } from '../db/report-repository.ts';
import {
  giveUpAbandonedScans,
  insertRunningScan,
  isAbandoned,
  latestScans,
  newestScan,
  scanPoints,
  type ScanSettings,
} from '../db/scan-repository.ts';
import type { Database, GridScanPointRow, GridScanRow, ProjectRow, UserRow } from '../db/schema.ts';
import { findSummaries } from '../search/catalog-repository.ts';
import type { BusinessSearchProvider } from '../search/provider.ts';
import { keywordOfText, rankingsReport, runGoogleScan, runLocalScan, scanCompetitors } from './grid-scan.ts';
import type { ReportAccess } from './report-access.ts';
import { reportSubject, typedSubject, type ReportSubject } from './report-subject.ts';
import { findTypedOnGoogle } from './typed-on-google.ts';

/** A stored score is shown again for a day; after that the report is computed anew. A scan is redone after a day too. */
const FRESH_MS = 24 * 60 * 60 * 1000;

export interface ReportServices {
  db: Kysely<Database>;
  provider: BusinessSearchProvider;
  audit: { gridSize: number; spacingMeters: number };
  /** Runs work after the answer is sent (a Google scan's points arrive while the page polls). */
  later: (task: () => Promise<void>) => void;
}

export type ReportResult =
  | { ok: true; report: FreeReport | FullReport }
  | { ok: false; reason: 'noBusiness' | 'unknownBusiness' | 'locked' | 'keywordUnknown' | 'scanRunning' };

/** The stored score of the project's business, or the newly computed one stored (docs/report.md). */
async function storedScore(
  db: Kysely<Database>,
  user: UserRow,
  project: ProjectRow,
  placeId: string,
  result: VisibilityScore,
) {
  const stored = await latestReport(db, project.id, placeId, SCORE_METHOD_VERSION);
  if (stored && Date.now() - Date.parse(stored.computed_at) <= FRESH_MS) return stored;
  return insertReport(db, {
    user_id: user.id,
    project_id: project.id,
    place_id: placeId,
    score: result.score,
    method_version: SCORE_METHOD_VERSION,
    computed_at: new Date().toISOString(),
  });
}

function summary(
  subject: ReportSubject,
  stored: { score: number; computed_at: string; method_version: number },
): ReportSummary {
  const { business } = subject;
  return {
    business: {
      placeId: business.placeId,
      name: business.name,
      formattedAddress: business.formattedAddress,
      category: business.category,
      city: business.city,
    },
    score: stored.score,
    band: scoreBand(stored.score),
    computedAt: stored.computed_at,
    source: subject.source,
    methodVersion: stored.method_version,
  };
}

/**
 * The report of one of the user's projects (docs/report.md): the full audit when the account's plan covers it;
 * otherwise the account's one free report (the legal terms: a free trial usable only once; the first project
 * scored holds it) with the score and the public figures and nothing of the locked sections, or locked.
 */
export async function projectReport(
  services: ReportServices,
  user: UserRow,
  project: ProjectRow,
  access: ReportAccess,
  options: { language: string; locale: Locale; keywordId?: string | undefined },
): Promise<ReportResult> {
  const { db, provider } = services;
  if (access.kind === 'uncovered') return { ok: false, reason: 'locked' };
  const full = access.kind === 'full';
  const locked = !full && Boolean(user.free_report_project_id) && user.free_report_project_id !== project.id;
  if (!project.place_id && !locked) {
    // A business typed by hand is looked for on Google Maps first, where Google Places is configured (a locked
    // project asks Google nothing).
    const found = await findTypedOnGoogle(provider, project, options.language);
    const linked = found ? await updateProject(db, user.id, project.id, { placeId: found }) : undefined;
    if (linked) project = linked;
  }
  // A business typed by hand needs its category and city to be compared with anyone.
  if (!project.place_id && !(project.category && project.city)) return { ok: false, reason: 'noBusiness' };
  if (locked) return { ok: false, reason: 'locked' };
  const subject = project.place_id
    ? await reportSubject(db, provider, project.place_id, { language: options.language, reviews: full })
    : await typedSubject(db, project);
  if (!subject) return { ok: false, reason: 'unknownBusiness' };
  if (!full && (await claimFreeReport(db, user.id, project.id)) !== project.id) return { ok: false, reason: 'locked' };

  const { result, facts } = scoreInGroup(subject.business, subject.group);
  const stored = await storedScore(db, user, project, subject.business.placeId, result);
  if (!full)
    return { ok: true, report: { access: 'free', ...summary(subject, stored), facts, locked: [...LOCKED_SECTIONS] } };

  const rankings = await currentRankings(services, project, subject, options, false);
  if (rankings === 'keywordUnknown' || rankings === 'scanRunning') return { ok: false, reason: rankings };
  return {
    ok: true,
    report: {
      access: 'full',
      ...summary(subject, stored),
      facts,
      parts: result.parts,
      missing: result.missing,
      planState: access.state,
      rankings: rankings?.report ?? null,
      competitors: rankings
        ? await competitors(services, subject, rankings.points, rankings.report, options.language)
        : [],
      reviews: {
        rating: subject.business.rating,
        count: subject.business.reviewCount,
        peersMedianRating: median(
          subject.group.flatMap((m) => (m.placeId === subject.business.placeId || m.rating === null ? [] : [m.rating])),
        ),
        peersMedianCount: median(
          subject.group.flatMap((m) => (m.placeId === subject.business.placeId ? [] : [m.reviewCount])),
        ),
        leaderCount: Math.ceil(result.leaderReviews),
        toLeaders: Math.max(0, Math.ceil(result.leaderReviews) - subject.business.reviewCount),
        latest: subject.latestReviews ?? null,
      },
      fixes: fixesByImpact(subject.business, subject.group),
    },
  };
}

/**
 * Whether Google failed at every point of a scan that ran to its end (a failed scan may also be one given up half
 * way, its process gone). Such a scan is shown, with its failure and the button to scan again, until it is a day old:
 * started anew at each visit, it would ask Google again and again while Google fails, and the page, which reloads the
 * report when a scan ends, would keep doing so as long as it is open.
 */
function failedEverywhere(scan: GridScanRow, points: readonly GridScanPointRow[]): boolean {
  return points.length === scan.grid_size ** 2 && points.every((point) => point.rank === null);
}

/**
 * The scan the report shows: the newest with the chosen (or last used, else the category's first) keyword and
 * the operator's grid. A missing, day-old or cut-off one is started: on the catalog it runs here and now; on
 * Google it runs after the answer and the page follows its progress. One Google failed at every point is shown
 * until it is a day old. `fresh` starts one whatever exists (POST scans).
 */
export async function currentRankings(
  services: ReportServices,
  project: ProjectRow,
  subject: ReportSubject,
  options: { language: string; locale: Locale; keywordId?: string | undefined },
  fresh: boolean,
): Promise<
  { report: RankingsReport; points: Awaited<ReturnType<typeof scanPoints>> } | null | 'keywordUnknown' | 'scanRunning'
> {
  const { db, provider, audit } = services;
  const { business } = subject;
  const choices = keywordsFor(business.category);
  if (business.lat === null || business.lng === null || !choices.length)
    return options.keywordId ? 'keywordUnknown' : null;
  let keyword = options.keywordId ? findKeyword(business.category, options.keywordId) : undefined;
  if (options.keywordId && !keyword) return 'keywordUnknown';
  let text = keyword?.text[options.locale];
  if (!keyword) {
    const last = await newestScan(db, project.id, business.placeId);
    const lastKeyword = last ? keywordOfText(business.category, last.keyword) : undefined;
    keyword = lastKeyword?.category === business.category ? lastKeyword : choices[0]!;
    text = lastKeyword?.category === business.category ? last!.keyword : keyword.text[options.locale];
  }
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only asks whether the provider has the method; nothing calls it here.
  const google = Boolean(provider.rankAt) && subject.source === 'google';
  const settings: ScanSettings = {
    keyword: text!,
    grid_size: audit.gridSize,
    spacing_m: audit.spacingMeters,
    source: google ? 'google' : 'local',
  };
  let { current, previous } = await latestScans(db, project.id, business.placeId, settings);
  // A scan whose process ended while it ran (a restart, a crash) is given up and started again, not followed.
  if (current && isAbandoned(current)) {
    await giveUpAbandonedScans(db, project.id);
    ({ current, previous } = await latestScans(db, project.id, business.placeId, settings));
  }
  const stale =
    !current ||
    (current.status === 'failed' && !failedEverywhere(current, await scanPoints(db, current.id))) ||
    (current.status !== 'running' && Date.now() - Date.parse(current.started_at) > FRESH_MS);
  if (fresh || stale) {
    const started = await insertRunningScan(db, project.id, business.placeId, settings);
    if (!started) {
      if (fresh) return 'scanRunning';
      // Another request started this project's scan a moment ago: show that one (the page follows its progress).
      ({ current, previous } = await latestScans(db, project.id, business.placeId, settings));
    } else {
      previous = current?.status === 'done' ? current : previous;
      current = started;
      if (google) services.later(() => runGoogleScan(db, provider, started, subject, options.language));
      else await runLocalScan(db, started, subject, keyword);
      if (!google) current = { ...started, status: 'done' };
    }
  }
  if (!current) return null;
  const points = await scanPoints(db, current.id);
  // The newest finished scan before the one shown (latestScans, or the one shown before a new one started).
  const before = previous ? { scan: previous, points: await scanPoints(db, previous.id) } : null;
  return { report: rankingsReport(current, points, before, business.category, options.locale), points };
}

async function competitors(
  services: ReportServices,
  subject: ReportSubject,
  points: Awaited<ReturnType<typeof scanPoints>>,
  rankings: RankingsReport,
  language: string,
): Promise<Competitor[]> {
  const standings = scanCompetitors(points, subject.business.placeId);
  const ids = standings.map((standing) => standing.placeId);
  const known =
    subject.source === 'google' && services.provider.summaries
      ? await services.provider.summaries(ids, { language })
      : await findSummaries(services.db, ids);
  const { business } = subject;
  const you: Competitor = {
    name: business.name,
    you: true,
    rating: business.rating,
    reviews: business.reviewCount,
    averageRank: rankings.figures.atrp ?? 21,
    pointsAhead: 0,
  };
  return [
    you,
    ...standings.flatMap((standing) => {
      const place = known.get(standing.placeId);
      return place
        ? [
            {
              name: place.name,
              rating: place.rating,
              reviews: place.reviewCount,
              averageRank: standing.averageRank,
              pointsAhead: standing.pointsAhead,
            },
          ]
        : [];
    }),
  ];
}
