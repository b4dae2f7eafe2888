import assert from 'node:assert/strict';
import http, { type ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { googlePlaces, RIVALS } from './google-places-answers.ts';
import { buildTestApp, ENGINES, skipUnless, TestClient, until, type TestApp } from './helper.ts';
import { PlacesStandIn, type Seen } from './places-stand-in.ts';

/**
 * A client that goes away before its answer (a closed tab, a phone that lost its connection) while the handler
 * still works: what the handler asked to run after the answer still runs, and closing the server waits for the
 * handler before it closes the database. The handler is held mid-way by Google: Place Details of the project's
 * café waits until the test lets it go, and the client leaves over a real connection meanwhile.
 */
for (const engine of ENGINES) {
  describe(`a client that goes away before its answer, on ${engine}`, { skip: skipUnless(engine) }, () => {
    const google = new PlacesStandIn();
    const answer = googlePlaces(() => false);
    const CAFE = RIVALS[0]!;
    /** Place Details requests of the café waiting for their answer. */
    const held: Array<() => void> = [];
    let holdDetails = false;
    const logged: Array<{ level: number; msg: string }> = [];
    let t: TestApp;
    let auth: Record<string, string>;
    let projectId: string;

    before(async () => {
      google.answer = (request: Seen, response: ServerResponse) => {
        if (holdDetails && request.url.startsWith(`/v1/places/${CAFE.id}`)) held.push(() => answer(request, response));
        else answer(request, response);
      };
      await google.start();
      t = await buildTestApp(
        engine,
        {
          GOOGLE_PLACES_API_KEY: 'test-key',
          GOOGLE_PLACES_URL: google.origin,
          AUDIT_GRID_SIZE: '3',
          LOG_LEVEL: 'warn',
        },
        { logger: true, logStream: { write: (line) => void logged.push(JSON.parse(line)) } },
      );
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const client = new TestClient(t.app);
      const registered = await client.post('/api/auth/register', {
        firstName: 'Gina',
        lastName: 'Gone',
        password: 'correct horse',
        confirmPassword: 'correct horse',
        terms: true,
        termsPrivacy: true,
        generalDisclaimer: true,
        email: 'gone@example.com',
        place_id: CAFE.id,
        businessName: CAFE.displayName.text,
      });
      assert.equal(registered.statusCode, 201, registered.body);
      auth = { authorization: `Bearer ${registered.json().accessToken}` };
      projectId = (await client.get('/api/projects', auth)).json<Array<{ id: string }>>()[0]!.id;
      await t.app.db
        .updateTable('users')
        .set({ plan: 'pro', plan_locations: 1 })
        .where('email', '=', 'gone@example.com')
        .execute();
    });
    after(async () => {
      holdDetails = false;
      for (const release of held.splice(0)) release();
      await t.close();
      await google.stop();
    });

    /** Sends a request over a real connection, and leaves while its handler waits for Place Details. */
    async function sendAndLeave({
      method,
      path,
      headers,
      body,
    }: {
      method: 'GET' | 'POST';
      path: string;
      headers: Record<string, string>;
      body?: unknown;
    }) {
      holdDetails = true;
      const { port } = t.app.server.address() as { port: number };
      const request = http.request({
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...auth, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      });
      request.on('error', () => undefined);
      request.end(body === undefined ? undefined : JSON.stringify(body));
      await until(async () => (held.length ? true : undefined), 'Place Details asked');
      request.destroy();
      const connections = () =>
        new Promise<number>((resolve, reject) =>
          t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
      await until(async () => ((await connections()) === 0 ? true : undefined), 'the connection closed');
      holdDetails = false;
    }
    /** The report, which starts a scan when there is none (Place Details are asked with the language: each test's own misses the cache). */
    const report = (language: string) =>
      sendAndLeave({
        method: 'GET',
        path: `/api/projects/${projectId}/report`,
        headers: { 'accept-language': language },
      });

    const scans = () =>
      t.app.db.selectFrom('grid_scans').select(['id', 'status']).where('project_id', '=', projectId).execute();

    it('still runs the map scan the report started, though the answer had no one to go to', async () => {
      // Details are asked with the language: each test's report misses the cache in a language of its own.
      await report('en-US');
      for (const release of held.splice(0)) release();
      await until(async () => ((await scans()).length ? true : undefined), 'the scan written');
      await t.app.afterResponse.settled();
      const [scan, ...more] = await scans();
      assert.deepEqual([scan?.status, more.length], ['done', 0], 'not left "running" for the page to wait on');
      const points = await t.app.db
        .selectFrom('grid_scan_points')
        .select('rank')
        .where('scan_id', '=', scan!.id)
        .execute();
      assert.equal(points.length, 9);
    });

    it('still runs the scan asked for with the scan button, a request with a body', async () => {
      // Node closes a request once its body is read, so only the response tells that its client left.
      const token = 'x'.repeat(32);
      await sendAndLeave({
        method: 'POST',
        path: `/api/projects/${projectId}/scans`,
        headers: { 'accept-language': 'hu-HU', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
        body: { keyword: 'espressoBar' },
      });
      for (const release of held.splice(0)) release();
      await until(async () => ((await scans()).length === 2 ? true : undefined), 'the scan written');
      await t.app.afterResponse.settled();
      assert.deepEqual(
        (await scans()).map((scan) => scan.status),
        ['done', 'done'],
      );
    });

    it('closes the database only once such a request has finished', async () => {
      await t.app.db.deleteFrom('grid_scans').where('project_id', '=', projectId).execute();
      await report('de-DE');
      const searchesBefore = google.seen.filter((seen) => seen.url === '/v1/places:searchText').length;
      const closed = t.app.close();
      // The server has stopped listening and gone on to close what it opened (the database last); only then does
      // Google answer, and the handler go on, write its scan, and the scan run.
      await until(async () => (t.app.server.listening ? undefined : true), 'the server closing');
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const release of held.splice(0)) release();
      await closed;
      assert.equal(google.seen.filter((seen) => seen.url === '/v1/places:searchText').length - searchesBefore, 9);
      assert.deepEqual(
        logged.filter((line) => line.level >= 50).map((line) => line.msg),
        [],
        'no statement failed on a closed database',
      );
    });
  });
}
