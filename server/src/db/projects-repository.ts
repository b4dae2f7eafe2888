import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, ProjectRow } from './schema.ts';

/** Reads and writes of `projects`: the businesses a user follows (spec §5). */

/** What a business typed by hand says of itself (all optional). */
export interface TypedBusiness {
  city?: string | undefined;
  category?: string | undefined;
  website?: string | undefined;
  phone?: string | undefined;
}

export async function createProject(
  db: Kysely<Database>,
  userId: string,
  name: string,
  placeId: string | null = null,
  typed: TypedBusiness = {},
): Promise<ProjectRow> {
  const now = new Date().toISOString();
  const project: ProjectRow = {
    id: randomUUID(),
    user_id: userId,
    name,
    place_id: placeId,
    city: typed.city ?? null,
    category: typed.category ?? null,
    website: typed.website ?? null,
    phone: typed.phone ?? null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('projects').values(project).execute();
  return project;
}

export function listProjects(db: Kysely<Database>, userId: string): Promise<ProjectRow[]> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A project, only if it belongs to the user (anything else is 'not found' to them). */
export function findUserProject(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's project of a business, if they have added it already. */
export function findUserProjectOfPlace(
  db: Kysely<Database>,
  userId: string,
  placeId: string,
): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('user_id', '=', userId)
    .where('place_id', '=', placeId)
    .executeTakeFirst();
}

/**
 * Adds a project unless the user already has one for the business (answered instead) or has `max` projects.
 * The check and the insert run under a lock on the user's row (a no-op update, which both engines serialise),
 * so concurrent requests cannot add one business twice or pass the limit together on PostgreSQL.
 */
export function addProject(
  db: Kysely<Database>,
  userId: string,
  name: string,
  placeId: string | null,
  max: number,
  typed: TypedBusiness = {},
): Promise<{ outcome: 'created' | 'existing'; project: ProjectRow } | { outcome: 'limit' }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', userId)
      .execute();
    const existing = placeId ? await findUserProjectOfPlace(trx, userId, placeId) : undefined;
    if (existing) return { outcome: 'existing', project: existing } as const;
    if ((await countUserProjects(trx, userId)) >= max) return { outcome: 'limit' } as const;
    return { outcome: 'created', project: await createProject(trx, userId, name, placeId, typed) } as const;
  });
}

export async function countUserProjects(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Renames one of the user's projects and/or sets its business. A business is set once: the update only matches
 * a project without one (or with that same one), in the one conditional write, so concurrent requests naming
 * different businesses cannot both win on PostgreSQL. Undefined when no row matched (no such project of the
 * user, or its business is set to another).
 */
export async function updateProject(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  changes: { name?: string | undefined; placeId?: string | undefined },
): Promise<ProjectRow | undefined> {
  return db
    .updateTable('projects')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.placeId !== undefined ? { place_id: changes.placeId } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .$if(changes.placeId !== undefined, (query) =>
      query.where((eb) => eb.or([eb('place_id', 'is', null), eb('place_id', '=', changes.placeId!)])),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Removes one of the user's projects whose report was never computed (a mis-pick): in one conditional
 * delete, so a report computed at the same moment wins and the project stays. Answers whether it went.
 */
export async function deleteProjectWithoutReport(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('projects')
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    // eslint-disable-next-line @typescript-eslint/unbound-method -- Kysely's expression builder is meant to be destructured: its functions are closures, not methods using `this`.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('reports').select('reports.id').whereRef('reports.project_id', '=', 'projects.id'))),
    )
    // eslint-disable-next-line @typescript-eslint/unbound-method -- Kysely's expression builder is meant to be destructured: its functions are closures, not methods using `this`.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('users').select('users.id').whereRef('users.free_report_project_id', '=', 'projects.id'))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
