import { MAX_PLACES } from '@findable/core/pricing';
import { ProjectIdSchema, ProjectSchema, ProjectUpdateSchema } from '@findable/core/validation/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createProject } from '../../auth/accounts.ts';
import { countUserProjects, findUserProject } from '../../db/report-repository.ts';
import type { ProjectRow } from '../../db/schema.ts';
import { apiError, parseBody } from '../../http/api-error.ts';

const view = (project: ProjectRow) => ({ id: project.id, name: project.name, place_id: project.place_id, createdAt: project.created_at });

/** The project of the URL, if it is the user's: a malformed id is a 400, anyone else's a 404. */
export async function userProject(app: FastifyInstance, request: FastifyRequest<{ Params: { id: string } }>, userId: string): Promise<ProjectRow> {
  const id = ProjectIdSchema.safeParse(request.params.id);
  if (!id.success) throw apiError(request, 400, 'api.projectIdInvalid');
  const project = await findUserProject(app.db, userId, id.data);
  if (!project) throw apiError(request, 404, 'api.projectNotFound');
  return project;
}

/**
 * The signed-in user's projects (spec §5 project form: a name is required): list, add (typed by hand, or a
 * business picked in the search, which also names its place), rename, and connect a hand-typed project to its
 * business once.
 */
export default async function accountProjectRoutes(app: FastifyInstance) {
  app.get('/projects', async (request) => {
    const user = await app.auth.requireUser(request);
    const rows = await app.db.selectFrom('projects').selectAll().where('user_id', '=', user.id).orderBy('created_at').orderBy('id').execute();
    return rows.map(view);
  });

  app.post('/projects', async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const { name, place_id: placeId } = parseBody(ProjectSchema, request);
    if (placeId) {
      // Adding a business that is already a project answers that project: the search can be used twice.
      const existing = await app.db.selectFrom('projects').selectAll().where('user_id', '=', user.id).where('place_id', '=', placeId).executeTakeFirst();
      if (existing) return reply.code(200).send(view(existing));
    }
    if ((await countUserProjects(app.db, user.id)) >= MAX_PLACES) throw apiError(request, 409, 'api.projectLimit', { max: MAX_PLACES });
    const project = await createProject(app.db, user.id, name, placeId ?? null);
    return reply.code(201).send(view(project as ProjectRow));
  });

  app.patch<{ Params: { id: string } }>('/projects/:id', async (request) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id);
    const { name, place_id: placeId } = parseBody(ProjectUpdateSchema, request);
    // A project's business is set once: re-pointing it would turn one free report into many.
    if (placeId !== undefined && project.place_id !== null && placeId !== project.place_id) throw apiError(request, 409, 'api.projectPlaceSet');
    const result = await app.db
      .updateTable('projects')
      .set({ ...(name !== undefined ? { name } : {}), ...(placeId !== undefined ? { place_id: placeId } : {}), updated_at: new Date().toISOString() })
      .where('id', '=', project.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw apiError(request, 404, 'api.projectNotFound');
    return view((await findUserProject(app.db, user.id, project.id))!);
  });
}
