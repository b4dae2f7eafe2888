import { ProjectParamsSchema, ProjectViewSchema, type ProjectView } from '@findable/core/api';
import { MAX_PLACES } from '@findable/core/pricing';
import { ProjectSchema, ProjectUpdateSchema } from '@findable/core/validation/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addProject,
  deleteProjectWithoutReport,
  findUserProject,
  findUserProjectOfPlace,
  listProjects,
  updateProject,
} from '../../../db/projects-repository.ts';
import type { ProjectRow } from '../../../db/schema.ts';
import { ApiError, apiError, translate } from '../../../http/api-error.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import { answers } from '../../../http/route-schemas.ts';
import { userProject } from '../../../http/user-project.ts';
import { placeExists } from '../../../search/place-lookup.ts';
import { SearchUnavailableError } from '../../../search/provider.ts';

const view = (project: ProjectRow): ProjectView => ({
  id: project.id,
  name: project.name,
  place_id: project.place_id,
  city: project.city,
  category: project.category,
  createdAt: project.created_at,
});

/**
 * /api/projects: the signed-in user's projects (spec §5 project form: a name is required): list, add (typed by
 * hand, or a business picked in the search, which also names its place), rename, and connect a hand-typed
 * project to its business once.
 */
const userProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];
  /** A place id the search could not have answered is refused (400), a provider that cannot answer is a 502. */
  async function requireKnownPlace(request: FastifyRequest, placeId: string): Promise<void> {
    let known: boolean;
    try {
      known = await placeExists(app.db, app.businessSearch, placeId, requestLocale(request));
    } catch (error) {
      if (error instanceof SearchUnavailableError) throw apiError(request, 502, 'api.reportUnavailable');
      throw error;
    }
    if (!known)
      throw new ApiError(400, 'api.placeUnknown', translate(requestLocale(request), 'api.placeUnknown'), {
        place_id: translate(requestLocale(request), 'api.placeUnknown'),
      });
  }

  app.get('/', { schema: { tags, response: answers({ 200: z.array(ProjectViewSchema) }) } }, async (request) => {
    const user = await app.auth.requireUser(request);
    return (await listProjects(app.db, user.id)).map(view);
  });

  app.post(
    '/',
    { schema: { tags, body: ProjectSchema, response: answers({ 200: ProjectViewSchema, 201: ProjectViewSchema }) } },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const { name, place_id: placeId, ...typed } = request.body;
      // Adding a business that is already a project answers that project: the search can be used twice.
      // A place the search could not have answered is refused before anything is written.
      if (placeId && !(await findUserProjectOfPlace(app.db, user.id, placeId)))
        await requireKnownPlace(request, placeId);
      const added = await addProject(app.db, user.id, name, placeId ?? null, MAX_PLACES, placeId ? {} : typed);
      if (added.outcome === 'limit') throw apiError(request, 409, 'api.projectLimit', { max: MAX_PLACES });
      return reply.code(added.outcome === 'created' ? 201 : 200).send(view(added.project));
    },
  );

  const patch = {
    tags,
    params: ProjectParamsSchema,
    body: ProjectUpdateSchema,
    response: answers({ 200: ProjectViewSchema }),
  };
  app.patch('/:id', { schema: patch }, async (request) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id, request.params.id);
    const { name, place_id: placeId } = request.body;
    // A project's business is set once: re-pointing it would turn one free report into many.
    if (placeId !== undefined && project.place_id !== null && placeId !== project.place_id)
      throw apiError(request, 409, 'api.projectPlaceSet');
    if (placeId !== undefined && placeId !== project.place_id) await requireKnownPlace(request, placeId);
    const updated = await updateProject(app.db, user.id, project.id, { name, placeId });
    // No row matched: another request set a different business meanwhile (the write's own condition), or the
    // project is gone.
    if (!updated) {
      if (await findUserProject(app.db, user.id, project.id)) throw apiError(request, 409, 'api.projectPlaceSet');
      throw apiError(request, 404, 'api.projectNotFound');
    }
    return view(updated);
  });

  // A mis-pick costs nothing: a project whose report was never computed can be removed (it frees its place
  // in the upgrade quote); one with a report stays (409), so the free report cannot be spent twice.
  app.delete(
    '/:id',
    { schema: { tags, params: ProjectParamsSchema, response: answers({ 204: z.void() }) } },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const project = await userProject(app, request, user.id, request.params.id);
      if (!(await deleteProjectWithoutReport(app.db, user.id, project.id)))
        throw apiError(request, 409, 'api.projectHasReport');
      return reply.code(204).send();
    },
  );
};
export default userProjectRoutes;
