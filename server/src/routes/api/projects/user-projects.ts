import { ProjectSchema } from '@findable/core/validation/auth';
import type { FastifyInstance } from 'fastify';
import { createProject, listProjects, renameProject } from '../../../db/projects-repository.ts';
import type { ProjectRow } from '../../../db/schema.ts';
import { apiError } from '../../../http/api-error.ts';
import { parseBody } from '../../../http/parse-input.ts';

const PROJECT_ID = /^[\w-]{1,64}$/;

const view = (project: ProjectRow) => ({ id: project.id, name: project.name, place_id: project.place_id, createdAt: project.created_at });

/** /api/projects: the signed-in user's projects (spec §5 project form: a name is required): list, add, rename. */
export default async function userProjectRoutes(app: FastifyInstance) {
  app.get('/', async (request) => {
    const user = await app.auth.requireUser(request);
    return (await listProjects(app.db, user.id)).map(view);
  });

  app.post('/', async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const { name } = parseBody(ProjectSchema, request);
    return reply.code(201).send(view(await createProject(app.db, user.id, name)));
  });

  app.patch<{ Params: { id: string } }>('/:id', async (request) => {
    const user = await app.auth.requireUser(request);
    const { name } = parseBody(ProjectSchema, request);
    // Project ids are UUIDs; anything else names no project (and never reaches the database).
    const project = PROJECT_ID.test(request.params.id) ? await renameProject(app.db, user.id, request.params.id, name) : undefined;
    if (!project) throw apiError(request, 404, 'api.projectNotFound');
    return view(project);
  });
}
