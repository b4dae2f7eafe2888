import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from './errors.ts';
import type { Database, GridScanPointRow, GridScanRow } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A running scan that has shown no life this long (no point written since it started, or since its last point) is
 * taken as abandoned: its process ended (a restart, a crash). A live one writes a point every few seconds.
 */
const ABANDONED_AFTER_MS = 2 * 60_000;

export type ScanSettings = Pick<GridScanRow, 'keyword' | 'grid_size' | 'spacing_m' | 'source'>;

/** Whether a scan still running has shown no life for so long that its process must have ended. */
export function isAbandoned(scan: GridScanRow, now = new Date()): boolean {
  return scan.status === 'running' && Date.parse(scan.alive_at ?? scan.started_at) < now.getTime() - ABANDONED_AFTER_MS;
}

/**
 * Gives up the project's abandoned scans: failed, so the report starts another and a page that follows one's
 * progress stops waiting.
 */
export async function giveUpAbandonedScans(db: Db, projectId: string, now = new Date()): Promise<void> {
  await db
    .updateTable('grid_scans')
    .set({ status: 'failed', finished_at: now.toISOString() })
    .where('project_id', '=', projectId)
    .where('status', '=', 'running')
    .where(
      (eb) => eb.fn.coalesce('alive_at', 'started_at'),
      '<',
      new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString(),
    )
    .execute();
}

/**
 * Starts a scan of a project's business: a row with status 'running'. At most one runs per project (a
 * partial unique index, so two starts at once cannot both win): answers undefined when one is running.
 */
export async function insertRunningScan(
  db: Db,
  projectId: string,
  placeId: string,
  settings: ScanSettings,
  now = new Date(),
): Promise<GridScanRow | undefined> {
  await giveUpAbandonedScans(db, projectId, now);
  const row: GridScanRow = {
    id: randomUUID(),
    project_id: projectId,
    place_id: placeId,
    ...settings,
    status: 'running',
    started_at: now.toISOString(),
    finished_at: null,
    alive_at: null,
  };
  try {
    await db.insertInto('grid_scans').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return row;
}

/** Points' results, as soon as they are known (the page shows the progress); the scan is alive as of now. */
export async function insertScanPoints(db: Db, points: readonly GridScanPointRow[]): Promise<void> {
  for (let start = 0; start < points.length; start += 200)
    await db
      .insertInto('grid_scan_points')
      .values(points.slice(start, start + 200))
      .execute();
  const scans = [...new Set(points.map((point) => point.scan_id))];
  if (scans.length)
    await db
      .updateTable('grid_scans')
      .set({ alive_at: new Date().toISOString() })
      .where('id', 'in', scans)
      .where('status', '=', 'running')
      .execute();
}

export async function finishScan(db: Db, scanId: string, status: 'done' | 'failed'): Promise<void> {
  await db
    .updateTable('grid_scans')
    .set({ status, finished_at: new Date().toISOString() })
    .where('id', '=', scanId)
    .where('status', '=', 'running')
    .execute();
}

export function findScan(db: Db, projectId: string, scanId: string): Promise<GridScanRow | undefined> {
  return db
    .selectFrom('grid_scans')
    .selectAll()
    .where('id', '=', scanId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/**
 * The project's newest scan of this place with these settings, whatever its status (the one the report shows), and
 * the newest finished one before it (the report compares the two).
 */
export async function latestScans(
  db: Db,
  projectId: string,
  placeId: string,
  settings: ScanSettings,
): Promise<{ current: GridScanRow | undefined; previous: GridScanRow | undefined }> {
  const ofSettings = db
    .selectFrom('grid_scans')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('place_id', '=', placeId)
    .where('keyword', '=', settings.keyword)
    .where('grid_size', '=', settings.grid_size)
    .where('spacing_m', '=', settings.spacing_m)
    .where('source', '=', settings.source);
  const current = await ofSettings.orderBy('started_at', 'desc').limit(1).executeTakeFirst();
  const previous = current
    ? await ofSettings
        .where('status', '=', 'done')
        .where('started_at', '<', current.started_at)
        .orderBy('started_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  return { current, previous };
}

/** The newest scan of the project's business with any settings (the keyword last chosen). */
export function newestScan(db: Db, projectId: string, placeId: string): Promise<GridScanRow | undefined> {
  return db
    .selectFrom('grid_scans')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('place_id', '=', placeId)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function scanPoints(db: Db, scanId: string): Promise<GridScanPointRow[]> {
  return db.selectFrom('grid_scan_points').selectAll().where('scan_id', '=', scanId).orderBy('point').execute();
}
