import {
  BusinessSearchQuerySchema,
  BusinessSearchResultsSchema,
  SEARCH_ERRORS,
  SEARCH_MAX_LENGTH,
  searchPhrase,
} from '@findable/core/validation/search';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../../http/api-error.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import { answers } from '../../../http/route-schemas.ts';
import { SearchQuotaError, SearchUnavailableError } from '../../../search/provider.ts';

export interface BusinessSearchRoutesOptions {
  /** Searches allowed per client IP per minute. */
  searchPerMinute: number;
}

/** The search's errors come from its own catalog (`search`), with codes like 'search.errors.busy'. */
const searchError = (request: FastifyRequest, status: number, key: string, values?: { max: number }) =>
  apiError(request, status, `search:${key}`, values);

/**
 * GET /api/projects/searchBusiness?search=…: the business search. It answers at
 * most eight `{ name, formatted_address, place_id }`, best match first (spec §7, docs/search.md).
 */
const businessSearchRoutes: FastifyPluginAsyncZod<BusinessSearchRoutesOptions> = async (app, { searchPerMinute }) => {
  app.get(
    '/searchBusiness',
    {
      schema: {
        tags: ['search'],
        querystring: BusinessSearchQuerySchema,
        response: answers({ 200: BusinessSearchResultsSchema }),
      },
      config: {
        // A query outside the schema: the search catalog's 'too long' or 'invalid', as the search box says it.
        inputErrors: { namespace: 'search', values: { max: SEARCH_MAX_LENGTH } },
        rateLimit: {
          max: searchPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (request: FastifyRequest) => searchError(request, 429, SEARCH_ERRORS.rateLimited),
        },
      },
    },
    async (request, reply) => {
      const phrase = searchPhrase(request.query.search);
      if (!phrase) return [];
      const language = requestLocale(request);
      try {
        const results = await app.businessSearch.search(phrase, { language });
        // The same phrase typed again within a minute (backspace, retype) comes from the browser's cache.
        reply.header('cache-control', 'private, max-age=60').header('vary', 'accept-language');
        return results;
      } catch (error) {
        if (error instanceof SearchQuotaError) {
          request.log.warn({ err: error }, 'business search: provider quota exhausted');
          reply.header('retry-after', String(error.retryAfterSeconds));
          throw searchError(request, 503, SEARCH_ERRORS.busy);
        }
        if (error instanceof SearchUnavailableError) {
          request.log.error({ err: error }, 'business search: provider failed');
          throw searchError(request, 502, SEARCH_ERRORS.unavailable);
        }
        throw error;
      }
    },
  );
};
export default businessSearchRoutes;
