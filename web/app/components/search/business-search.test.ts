import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { BusinessSearchResult } from '@findable/core/validation/search';
import { BusinessSearch, type BusinessSearchState } from './business-search.ts';
import { SearchFailedError } from './search-api.ts';

/** A search whose answers the test hands out, one pending request per call. */
function fakeApi() {
  const calls: Array<{
    phrase: string;
    signal: AbortSignal;
    answer: (results: BusinessSearchResult[]) => void;
    fail: (error: Error) => void;
  }> = [];
  const search = (phrase: string, { signal }: { signal: AbortSignal }) =>
    new Promise<BusinessSearchResult[]>((resolve, reject) =>
      calls.push({ phrase, signal, answer: resolve, fail: reject }),
    );
  return { calls, search };
}

const result = (name: string): BusinessSearchResult => ({
  name,
  formatted_address: `${name} Street 1`,
  place_id: `id-${name}`,
});
/** Lets pending promise callbacks run (timers are mocked; setImmediate is not). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the business search behind the box', () => {
  let api: ReturnType<typeof fakeApi>;
  let states: BusinessSearchState[];
  let box: BusinessSearch;
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
    api = fakeApi();
    states = [];
    box = new BusinessSearch(api.search, (state) => states.push(state));
  });
  afterEach(() => {
    box.dispose();
    mock.timers.reset();
  });

  it('waits 300 ms after the last change, then searches the tidied phrase once', async () => {
    box.request('c');
    mock.timers.tick(200);
    box.request('  caf   é ');
    mock.timers.tick(299);
    assert.equal(api.calls.length, 0);
    mock.timers.tick(1);
    assert.deepEqual(
      api.calls.map((call) => call.phrase),
      ['caf é'],
    );
    assert.deepEqual(states.at(-1), { phrase: 'caf é', status: 'loading', results: [], failure: null });
    api.calls[0]!.answer([result('Café')]);
    await settle();
    assert.deepEqual(box.state, { phrase: 'caf é', status: 'done', results: [result('Café')], failure: null });
  });

  it('does not search again for the phrase it searched last', async () => {
    box.request('caf');
    mock.timers.tick(300);
    api.calls[0]!.answer([]);
    await settle();
    box.request('cafe');
    box.request('caf');
    mock.timers.tick(300);
    assert.equal(api.calls.length, 1);
  });

  it('aborts the older request, and its late answer never replaces the newer list', async () => {
    box.request('caf');
    mock.timers.tick(300);
    box.request('bar');
    mock.timers.tick(300);
    const [older, newer] = api.calls;
    assert.equal(older!.signal.aborted, true);
    assert.equal(newer!.signal.aborted, false);
    newer!.answer([result('Bar')]);
    await settle();
    older!.answer([result('Café')]);
    await settle();
    assert.deepEqual(box.state.results, [result('Bar')]);
    assert.equal(box.state.phrase, 'bar');
  });

  it('shows nothing for an empty box, dropping what was pending or in flight', async () => {
    box.request('caf');
    mock.timers.tick(300);
    box.request('   ');
    assert.equal(api.calls[0]!.signal.aborted, true);
    assert.deepEqual(box.state, { phrase: '', status: 'idle', results: [], failure: null });
    api.calls[0]!.answer([result('Café')]);
    await settle();
    assert.equal(box.state.status, 'idle');
    box.request('bar');
    box.request('');
    mock.timers.tick(300);
    assert.equal(api.calls.length, 1, 'the pending search was dropped');
  });

  it('says why a search failed, and lets the same phrase be tried again', async () => {
    box.request('caf');
    mock.timers.tick(300);
    api.calls[0]!.fail(new SearchFailedError('rateLimited'));
    await settle();
    assert.deepEqual(box.state, { phrase: 'caf', status: 'failed', results: [], failure: 'rateLimited' });
    box.request('caf');
    mock.timers.tick(300);
    assert.equal(api.calls.length, 2);
    api.calls[1]!.fail(new TypeError('fetch failed'));
    await settle();
    assert.equal(box.state.failure, 'network');
  });

  it('keeps the last list on screen while the next phrase loads', async () => {
    box.request('caf');
    mock.timers.tick(300);
    api.calls[0]!.answer([result('Café')]);
    await settle();
    box.request('cafe');
    mock.timers.tick(300);
    assert.deepEqual(box.state, { phrase: 'cafe', status: 'loading', results: [result('Café')], failure: null });
  });

  it('stops when the box goes away: no pending search starts, the running one is aborted', () => {
    box.request('caf');
    mock.timers.tick(300);
    box.request('bar');
    box.dispose();
    mock.timers.tick(300);
    assert.equal(api.calls.length, 1);
    assert.equal(api.calls[0]!.signal.aborted, true);
  });
});
