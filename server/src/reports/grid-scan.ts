import { competitorsFromScan } from '@findable/core/report/audit';
import { gridBounds, gridFigures, gridPoints, NOT_IN_TOP, type PointRank } from '@findable/core/report/grid';
import { keywordsFor, SCAN_KEYWORDS, type ScanKeyword } from '@findable/core/report/keywords';
import { reachNeeded, scanWithModel, type PackCandidate } from '@findable/core/report/local-pack';
import type { Locale } from '@findable/core/locales';
import type { RankingsReport } from '@findable/core/report';
import type { Kysely } from 'kysely';
import { finishScan, insertScanPoints } from '../db/scan-repository.ts';
import type { Database, GridScanPointRow, GridScanRow } from '../db/schema.ts';
import { findGridCandidates } from '../search/catalog-repository.ts';
import type { BusinessSearchProvider } from '../search/provider.ts';
import type { ReportSubject } from './report-subject.ts';

/** Text Search calls a Google scan makes at once (docs/report.md). */
export const GOOGLE_SCAN_CONCURRENCY = 7;

/** The keyword of a category whose text (in any language) is `text`. */
export function keywordOfText(category: string | null, text: string): ScanKeyword | undefined {
  return (
    keywordsFor(category).find((keyword) => Object.values(keyword.text).includes(text)) ??
    SCAN_KEYWORDS.find((keyword) => Object.values(keyword.text).includes(text))
  );
}

const centreOf = (subject: ReportSubject) => ({ lat: subject.business.lat!, lng: subject.business.lng! });

/**
 * How far from the grid a catalog scan reads first (docs/report.md, the local-pack model). Where businesses
 * are dense, the twenty best at every point are this near and nobody farther could outscore them; elsewhere
 * it reads again as far as the first ranks show it must (`reachNeeded`, at most the model's 5 km).
 */
const FIRST_REACH_M = 1500;

/**
 * A scan on the catalog: every point ranked by the local-pack model over the businesses in reach of the grid,
 * the same ranks as over the whole catalog. Runs to the end in the request (it takes milliseconds).
 */
export async function runLocalScan(
  db: Kysely<Database>,
  scan: GridScanRow,
  subject: ReportSubject,
  keyword: ScanKeyword,
): Promise<void> {
  const centre = centreOf(subject);
  const points = gridPoints(centre, scan.grid_size, scan.spacing_m);
  const { business } = subject;
  const rank = async (reachM: number) => {
    const box = gridBounds(centre, scan.grid_size, scan.spacing_m, reachM);
    const candidates: PackCandidate[] = await findGridCandidates(db, keyword.category, keyword.stems, box);
    if (!candidates.some((candidate) => candidate.placeId === scan.place_id)) {
      candidates.push({
        placeId: business.placeId,
        category: business.category,
        foldedName: business.foldedName,
        ...centre,
        rating: business.rating,
        reviewCount: business.reviewCount,
      });
    }
    return scanWithModel(points, candidates, keyword, scan.place_id);
  };
  let results = await rank(FIRST_REACH_M);
  // More candidates only raise each point's twentieth, so the second read is complete.
  const needed = reachNeeded(results);
  if (needed > FIRST_REACH_M) results = await rank(needed);
  await insertScanPoints(
    db,
    results.map((result, point) => ({ scan_id: scan.id, point, rank: result.rank, top: JSON.stringify(result.top) })),
  );
  await finishScan(db, scan.id, 'done');
}

/**
 * A scan on Google Places: Text Search with the keyword and a location bias at each point, a few at a time;
 * each point is written as it answers (the page polls the progress). A point whose call failed is written as
 * failed, never guessed; the scan fails only when every point did.
 */
export async function runGoogleScan(
  db: Kysely<Database>,
  provider: BusinessSearchProvider,
  scan: GridScanRow,
  subject: ReportSubject,
  language: string,
): Promise<void> {
  const points = gridPoints(centreOf(subject), scan.grid_size, scan.spacing_m);
  let next = 0;
  let measured = 0;
  const worker = async () => {
    while (next < points.length) {
      const index = next++;
      let row: GridScanPointRow;
      try {
        const places = await provider.rankAt!(scan.keyword, points[index]!, { language, radiusM: scan.spacing_m });
        const top = places.map((place) => place.placeId);
        const at = top.indexOf(scan.place_id);
        row = { scan_id: scan.id, point: index, rank: at === -1 ? NOT_IN_TOP : at + 1, top: JSON.stringify(top) };
        measured++;
      } catch {
        row = { scan_id: scan.id, point: index, rank: null, top: '[]' };
      }
      await insertScanPoints(db, [row]);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(GOOGLE_SCAN_CONCURRENCY, points.length) }, worker));
  } finally {
    await finishScan(db, scan.id, measured ? 'done' : 'failed');
  }
}

/** A scan and its points as the report shows them; `previous` is the scan before it with the same settings. */
export function rankingsReport(
  scan: GridScanRow,
  points: readonly GridScanPointRow[],
  previous: { scan: GridScanRow; points: readonly GridScanPointRow[] } | null,
  category: string | null,
  locale: Locale,
): RankingsReport {
  const ranksOf = (rows: readonly GridScanPointRow[], size: number) => {
    const ranks: PointRank[] = Array.from({ length: size * size }, () => null);
    for (const row of rows) ranks[row.point] = row.rank;
    return ranks;
  };
  const ranks = ranksOf(points, scan.grid_size);
  const keyword = keywordOfText(category, scan.keyword);
  return {
    scanId: scan.id,
    keyword: scan.keyword,
    keywordId: keyword?.id ?? '',
    keywords: keywordsFor(category).map((choice) => ({ id: choice.id, text: choice.text[locale] })),
    size: scan.grid_size,
    spacingM: scan.spacing_m,
    source: scan.source,
    status: scan.status,
    startedAt: scan.started_at,
    ranks,
    done: points.length,
    figures: gridFigures(ranks),
    previous: previous
      ? { startedAt: previous.scan.started_at, figures: gridFigures(ranksOf(previous.points, previous.scan.grid_size)) }
      : null,
  };
}

/** The competitors of a scan's points with their names, ratings and reviews (the catalog's, or Google's). */
export function scanCompetitors(points: readonly GridScanPointRow[], placeId: string) {
  return competitorsFromScan(
    points.map((point) => ({ rank: point.rank, top: JSON.parse(point.top) as string[] })),
    placeId,
  );
}
