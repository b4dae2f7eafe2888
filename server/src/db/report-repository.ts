import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, ReportRow } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The newest score of a project's business by the current method. */
export function latestReport(
  db: Db,
  projectId: string,
  placeId: string,
  methodVersion: number,
): Promise<ReportRow | undefined> {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('place_id', '=', placeId)
    .where('method_version', '=', methodVersion)
    .orderBy('computed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertReport(db: Db, report: Omit<ReportRow, 'id'>): Promise<ReportRow> {
  const row = { id: randomUUID(), ...report };
  await db.insertInto('reports').values(row).execute();
  return row;
}

/**
 * Gives the account's one free report to a project, once: a conditional update, so two first requests for two
 * projects at the same moment cannot both win. Answers the project that holds it afterwards.
 */
export async function claimFreeReport(db: Db, userId: string, projectId: string): Promise<string | null> {
  await db
    .updateTable('users')
    .set({ free_report_project_id: projectId })
    .where('id', '=', userId)
    .where('free_report_project_id', 'is', null)
    .execute();
  const row = await db.selectFrom('users').select('free_report_project_id').where('id', '=', userId).executeTakeFirst();
  return row?.free_report_project_id ?? null;
}
