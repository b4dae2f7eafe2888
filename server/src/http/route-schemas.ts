import { ApiErrorSchema } from '@findable/core/api';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler as zodValidatorCompiler,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { rememberLocale } from './request-locale.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a request outside the route's querystring or params schema is refused (api-error.ts): its issue's
     * message is a key of this catalog namespace (default `auth`), translated with these values.
     */
    inputErrors?: { namespace?: string; values?: Record<string, number | string> };
  }
}

/** Where the API's OpenAPI document is served (docs/architecture.md 'Route schemas'). */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Each route declares its body, querystring, params and response once, as zod schemas (fastify-type-provider-zod):
 * Fastify validates the request with them before the handler (a failure reaches the error handler, which answers
 * the error contract's localized 400), the handler's types come from them, the answer is encoded with them, and
 * @fastify/swagger publishes them. A missing body is validated as `{}`, so each field says it is required
 * instead of one 'expected an object'.
 */
export async function useRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler((route) => {
    // The compiler is given zod schemas only: every route's schema is one (a test checks it).
    const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
    return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  // The validator replaces body and query with what the schema names: the language is read before that.
  app.addHook('preValidation', (request, _reply, done) => {
    rememberLocale(request);
    done();
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Findable API',
        version: '1',
        description:
          'Every refusal is `{ message, code }` (and `fields` for invalid input) with the message in the language of the ' +
          "body's `locale`, else of Accept-Language. State-changing requests carry the anti-forgery header `x-xsrf-token` " +
          'with the value of the cookie GET /api/xsrf-token sets.',
      },
    },
    // The API only: the pages and files of the site are the build's, not an interface.
    transform: (document) =>
      document.url.startsWith('/api/') ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url },
  });
}

/** An answer that is not JSON (an image): its schema per content type. */
type ContentAnswer = { description: string; content: Record<string, { schema: z.core.$ZodType }> };

/** A route's answers: its own by status, and the error contract's `{ message, code }` for any 4xx and 5xx. */
export const answers = <T extends Record<number, z.core.$ZodType | ContentAnswer>>(ok: T) => ({
  ...ok,
  '4xx': ApiErrorSchema,
  '5xx': ApiErrorSchema,
});
