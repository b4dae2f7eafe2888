import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { translate } from '../src/http/api-error.ts';
import { OPENAPI_PATH } from '../src/http/route-schemas.ts';
import { buildTestApp, TestClient, type TestApp } from './helper.ts';

/**
 * Each route declares its input and answers once, as zod schemas (docs/architecture.md 'Route schemas'): the
 * server's own route table is read, so a route added without a schema fails here; the OpenAPI document is made
 * from the same schemas; a request outside them gets the error contract's localized 400.
 */

interface SeenRoute {
  method: string;
  url: string;
  schema?: FastifySchema & { hide?: boolean };
}

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;
const isZod = (value: unknown) => value instanceof z.core.$ZodType;
/** A response is a zod schema, or per content type ({ content: { 'image/png': { schema } } }). */
const isZodAnswer = (value: unknown) =>
  isZod(value) ||
  Object.values(
    (value as { content?: Record<string, { schema: unknown }> }).content ?? { none: { schema: undefined } },
  ).every((c) => isZod(c.schema));

/** The routes of the site's build (its pages and files, answered from memory): no input, nothing to declare. */
const isSiteFile = (route: SeenRoute) =>
  (route.method === 'GET' || route.method === 'HEAD') &&
  !route.url.startsWith('/api') &&
  route.url !== '/metrics' &&
  !route.url.includes(':');

describe('route schemas', () => {
  let t: TestApp;
  const routes: SeenRoute[] = [];
  before(async () => {
    t = await buildTestApp(
      'sqlite',
      { METRICS_TOKEN: 'a-metrics-token-for-the-route-table' },
      {
        onRoute: (route) =>
          [route.method]
            .flat()
            .forEach((method) => routes.push({ method, url: route.url, schema: (route as SeenRoute).schema })),
      },
    );
  });
  after(() => t.close());

  it('every route but the files of the site declares zod schemas for what it reads and answers', () => {
    const declared = routes.filter((route) => !isSiteFile(route));
    assert.ok(declared.length >= 30, `${declared.length} routes`);
    for (const { method, url, schema } of declared) {
      const where = `${method} ${url}`;
      assert.ok(schema, `${where} has no schema`);
      for (const part of PARTS)
        if (schema[part] !== undefined) assert.ok(isZod(schema[part]), `${where}: its ${part} schema is not zod`);
      const answers = Object.values(schema.response ?? {});
      assert.ok(answers.length > 0 || schema.params, `${where} declares no answer`);
      for (const answer of answers) assert.ok(isZodAnswer(answer), `${where}: an answer is not a zod schema`);
      // A route that reads input from the URL's path declares its params.
      if (url.includes(':')) assert.ok(schema.params, `${where} declares no params`);
    }
  });

  it('publishes the OpenAPI document of every API route from the same schemas', async () => {
    const response = await t.app.inject({ url: OPENAPI_PATH });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const document = response.json();
    assert.equal(document.openapi, '3.1.0');
    const documented = new Set(
      Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) =>
        Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const api = routes.filter(
      (route) => route.url.startsWith('/api/') && !route.schema?.hide && route.method !== 'HEAD',
    );
    for (const route of api) {
      assert.ok(
        documented.has(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
        `${route.method} ${route.url} is not in the document`,
      );
    }
    // The sign-up form's own schema, as the document shows it: required fields and the password's minimum.
    const register = document.paths['/api/auth/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    assert.ok(body.required.includes('email') && body.required.includes('password'));
    assert.equal(body.properties.password.minLength, 6);
    assert.deepEqual(Object.keys(register.responses).sort(), ['201', '4XX', '5XX']);
    const patch = document.paths['/api/projects/{id}'].patch;
    assert.deepEqual(
      patch.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`),
      ['path:id'],
    );
    assert.equal(document.paths['/metrics'], undefined, "the operator's metrics are not part of the API");
  });

  it('refuses a body outside the schema with each field in the language of the request', async () => {
    const client = new TestClient(t.app, { 'accept-language': 'de-DE' });
    const response = await client.post('/api/auth/register', { email: 'not an address', terms: 'yes' });
    assert.equal(response.statusCode, 400);
    const answer = response.json();
    assert.equal(answer.code, 'api.invalidInput');
    assert.equal(answer.fields.email, translate('de-DE', 'signup.email.invalid'));
    assert.equal(answer.fields.firstName, translate('de-DE', 'signup.firstName.required'));
    assert.equal(answer.fields.terms, translate('de-DE', 'signup.terms.required'));
    assert.equal(answer.message, answer.fields.firstName, 'the first field');
    // The body's own locale wins over the header; a missing body is every field missing.
    const missing = await client.request('POST', '/api/auth/login', undefined, { 'accept-language': 'de-DE' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields.email, translate('de-DE', 'signup.email.required'));
    const hungarian = await client.post('/api/auth/forgotPassword', { locale: 'hu-HU' });
    assert.equal(hungarian.json().message, translate('hu-HU', 'signup.email.required'));
  });

  it("refuses a query or a path outside the schema with the route's own message", async () => {
    const headers = { 'accept-language': 'hu-HU' };
    const twice = await t.app.inject({ url: '/api/badge/raw-badge?type=a&type=b&cat=x', headers });
    assert.equal(twice.statusCode, 400);
    assert.deepEqual(twice.json(), { message: translate('hu-HU', 'api.badgeParams'), code: 'api.badgeParams' });
    const long = await t.app.inject({ url: `/api/projects/searchBusiness?search=${'a'.repeat(201)}`, headers });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json(), {
      message: translate('hu-HU', 'search:errors.tooLong', { max: 200 }),
      code: 'search.errors.tooLong',
    });
    const client = new TestClient(t.app, headers);
    const id = await client.patch('/api/projects/not-a-uuid', { name: 'x' });
    assert.equal(id.statusCode, 400);
    assert.deepEqual(id.json(), { message: translate('hu-HU', 'api.projectIdInvalid'), code: 'api.projectIdInvalid' });
  });
});
