import { ProjectSchema } from '@findable/core/validation/auth';
import type { FastifyInstance } from 'fastify';
import { createProject } from '../../auth/accounts.ts';
import type { ProjectRow } from '../../db/schema.ts';
import { apiError, parseBody } from '../../http/api-error.ts';

const view = (project: ProjectRow) => ({ id: project.id, name: project.name, place_id: project.place_id, createdAt: project.created_at });

/** The signed-in user's projects (spec §5 project form: a name is required): list, add, rename. */
export default async function accountProjectRoutes(app: FastifyInstance) {
  app.get('/projects', async (request) => {
    const user = await app.auth.requireUser(request);
    const rows = await app.db.selectFrom('projects').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute();
    return rows.map(view);
  });

  app.post('/projects', async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const { name } = parseBody(ProjectSchema, request);
    const project = await createProject(app.db, user.id, name);
    return reply.code(201).send(view(project as ProjectRow));
  });

  app.patch<{ Params: { id: string } }>('/projects/:id', async (request) => {
    const user = await app.auth.requireUser(request);
    const { name } = parseBody(ProjectSchema, request);
    const result = await app.db
      .updateTable('projects')
      .set({ name, updated_at: new Date().toISOString() })
      .where('id', '=', request.params.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw apiError(request, 404, 'api.projectNotFound');
    return view(await app.db.selectFrom('projects').selectAll().where('id', '=', request.params.id).executeTakeFirstOrThrow());
  });
}
