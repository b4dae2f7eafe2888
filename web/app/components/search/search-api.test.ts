import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { searchBusinesses, SearchFailedError } from './search-api.ts';

/**
 * The request behind the box (docs/testing.md, class 1): a stale search is aborted on the wire, not only
 * ignored when it answers, and an aborted search is not a network failure the box would show.
 */

/** A fetch that never answers on its own: it settles only when its signal aborts (a slow server). */
function slowServer() {
  const seen: Array<{ url: string; signal: AbortSignal | undefined }> = [];
  mock.method(globalThis, 'fetch', (url: string, init: RequestInit = {}) => {
    seen.push({ url, signal: init.signal ?? undefined });
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- rejects with the signal's reason, as fetch does.
    return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  });
  return seen;
}

const answering = (status: number, body: unknown) =>
  mock.method(
    globalThis,
    'fetch',
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('the search request', () => {
  afterEach(() => mock.restoreAll());

  it('hands its signal to the request, so aborting a stale search ends it as aborted, not as a network failure', async () => {
    const seen = slowServer();
    const controller = new AbortController();
    const pending = searchBusinesses('café & bar', { signal: controller.signal, locale: 'de-DE' });
    assert.deepEqual(
      seen.map((request) => request.url),
      ['/api/projects/searchBusiness?search=caf%C3%A9%20%26%20bar'],
    );
    assert.equal(seen[0]!.signal, controller.signal, 'the request carries the signal the box aborts');
    controller.abort();
    await assert.rejects(
      pending,
      (error: unknown) => !(error instanceof SearchFailedError) && (error as Error).name === 'AbortError',
    );
  });

  it('names why a search failed: the limit, a busy server, anything else, and a malformed list counts as empty', async () => {
    const signal = new AbortController().signal;
    const failure = async () =>
      searchBusinesses('x', { signal, locale: 'en-US' }).catch((error: SearchFailedError) => error.failure);
    answering(429, {});
    assert.equal(await failure(), 'rateLimited');
    mock.restoreAll();
    answering(503, {});
    assert.equal(await failure(), 'busy');
    mock.restoreAll();
    answering(500, {});
    assert.equal(await failure(), 'unavailable');
    mock.restoreAll();
    answering(200, { not: 'a list' });
    assert.deepEqual(await searchBusinesses('x', { signal, locale: 'en-US' }), []);
  });
});
