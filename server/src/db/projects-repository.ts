import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, ProjectRow } from './schema.ts';

/** Reads and writes of `projects`: the businesses a user follows (spec §5). */

export async function createProject(db: Kysely<Database>, userId: string, name: string, placeId: string | null = null): Promise<ProjectRow> {
  const now = new Date().toISOString();
  const project: ProjectRow = { id: randomUUID(), user_id: userId, name, place_id: placeId, created_at: now, updated_at: now };
  await db.insertInto('projects').values(project).execute();
  return project;
}

export function listProjects(db: Kysely<Database>, userId: string): Promise<ProjectRow[]> {
  return db.selectFrom('projects').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

/** Renames one of the user's projects; undefined when the user has no project with that id. */
export async function renameProject(db: Kysely<Database>, userId: string, projectId: string, name: string): Promise<ProjectRow | undefined> {
  return db
    .updateTable('projects')
    .set({ name, updated_at: new Date().toISOString() })
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
