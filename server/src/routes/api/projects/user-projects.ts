import { MAX_PLACES } from '@findable/core/pricing';
import type { Project } from '@findable/core/report/project';
import { ProjectIdSchema, ProjectSchema, ProjectUpdateSchema } from '@findable/core/validation/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { placeExists } from '../../../search/place-lookup.ts';
import { SearchUnavailableError } from '../../../search/provider.ts';
import { parseBody } from '../../../http/parse-input.ts';

/** A project as the API answers it (the type the web's client reads). */
const view = (project: ProjectRow): Project => ({
  id: project.id,
  name: project.name,
  place_id: project.place_id,
  city: project.city,
  category: project.category,
  createdAt: project.created_at,
});

/** The project of the URL, if it is the user's: a malformed id is a 400 (it never reaches the database), anyone else's a 404. */
export async function userProject(app: FastifyInstance, request: FastifyRequest<{ Params: { id: string } }>, userId: string): Promise<ProjectRow> {
  const id = ProjectIdSchema.safeParse(request.params.id);
  if (!id.success) throw apiError(request, 400, 'api.projectIdInvalid');
  const project = await findUserProject(app.db, userId, id.data);
  if (!project) throw apiError(request, 404, 'api.projectNotFound');
  return project;
}

/**
 * /api/projects: the signed-in user's projects (spec §5 project form: a name is required): list, add (typed by
 * hand, or a business picked in the search, which also names its place), rename, and connect a hand-typed
 * project to its business once.
 */
export default async function userProjectRoutes(app: FastifyInstance) {
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

  app.get('/', async (request) => {
    const user = await app.auth.requireUser(request);
    return (await listProjects(app.db, user.id)).map(view);
  });

  app.post('/', async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const { name, place_id: placeId, ...typed } = parseBody(ProjectSchema, request);
    // Adding a business that is already a project answers that project: the search can be used twice.
    // A place the search could not have answered is refused before anything is written.
    if (placeId && !(await findUserProjectOfPlace(app.db, user.id, placeId))) await requireKnownPlace(request, placeId);
    const added = await addProject(app.db, user.id, name, placeId ?? null, MAX_PLACES, placeId ? {} : typed);
    if (added.outcome === 'limit') throw apiError(request, 409, 'api.projectLimit', { max: MAX_PLACES });
    return reply.code(added.outcome === 'created' ? 201 : 200).send(view(added.project));
  });

  app.patch<{ Params: { id: string } }>('/:id', async (request) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id);
    const { name, place_id: placeId } = parseBody(ProjectUpdateSchema, request);
    // A project's business is set once: re-pointing it would turn one free report into many.
    if (placeId !== undefined && project.place_id !== null && placeId !== project.place_id) throw apiError(request, 409, 'api.projectPlaceSet');
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
  app.delete<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const user = await app.auth.requireUser(request);
    const project = await userProject(app, request, user.id);
    if (!(await deleteProjectWithoutReport(app.db, user.id, project.id))) throw apiError(request, 409, 'api.projectHasReport');
    return reply.code(204).send();
  });
}
