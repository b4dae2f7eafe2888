import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUserProject } from '../db/projects-repository.ts';
import type { ProjectRow } from '../db/schema.ts';
import { apiError } from './api-error.ts';

/**
 * The project of the URL (`:id`, a UUID by the route's params schema), if it is the user's; anyone else's, or
 * none, is a 404. Shared by the project and report routes.
 */
export async function userProject(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  projectId: string,
): Promise<ProjectRow> {
  const project = await findUserProject(app.db, userId, projectId);
  if (!project) throw apiError(request, 404, 'api.projectNotFound');
  return project;
}
