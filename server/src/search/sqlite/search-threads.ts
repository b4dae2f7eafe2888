import { Worker } from 'node:worker_threads';
import type { BusinessSearchResult } from '@findable/core/validation/search';
import type { SearchTerms } from '../normalize.ts';
import type { EngineSearch } from '../tiers.ts';

/** What a search thread (./search-thread.ts) answers. */
export type ThreadAnswer = { id: number; results: BusinessSearchResult[] } | { id: number; error: string };

/**
 * A search a thread could not answer because of the thread itself: it could not start or open the catalog, it
 * died, or its answer could not be read back. A search's own error (a statement that failed) is a plain Error.
 */
export class SearchThreadFailure extends Error {}

interface Thread {
  worker: Worker;
  /** The searches sent to it and not yet answered, by id. */
  waiting: Map<number, { resolve: (results: BusinessSearchResult[]) => void; reject: (error: Error) => void }>;
}

/**
 * SQLite's search on threads of its own (docs/search.md, 'SQLite: the search on threads of its own'): `node:sqlite`
 * is synchronous, so on the main thread a search holds every other request until its statements end. Here each
 * thread has its own read-only connection to the catalog file (WAL: it reads what was last committed) and runs
 * ./fts5-search.ts there; a search goes to the thread with the fewest waiting. Threads start when warmed (the server
 * listening) or with the first search, and one that dies (it could not open the file, it ran out of memory) fails what it had waiting and is started
 * again by the next search.
 */
export function searchThreads(
  file: string,
  count: number,
): { search: EngineSearch; warm: () => void; close: () => Promise<void> } {
  const threads: (Thread | undefined)[] = Array.from({ length: count }, () => undefined);
  let nextId = 0;
  let closed = false;

  const start = (slot: number): Thread => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./search-thread.ts', import.meta.url), { workerData: { file } });
    } catch (error) {
      // No thread to be had (ERR_WORKER_INIT_FAILED, out of resources): the thread's failure, not the search's.
      throw new SearchThreadFailure((error as Error).message, { cause: error });
    }
    const thread: Thread = { worker, waiting: new Map() };
    // An idle thread does not keep a finished process (a tool, a test) alive; one with a search waiting does, so the
    // search is answered even where nothing else holds the process open.
    thread.worker.unref();
    thread.worker.on('message', (answer: ThreadAnswer) => {
      const search = thread.waiting.get(answer.id);
      thread.waiting.delete(answer.id);
      if (!thread.waiting.size) thread.worker.unref();
      if ('error' in answer) search?.reject(new Error(answer.error));
      else search?.resolve(answer.results);
    });
    const fail = (cause: Error) => {
      if (threads[slot] === thread) threads[slot] = undefined;
      // Stopped by close(): the server is shutting down, which is no failure to answer on the main thread.
      const error = closed
        ? new Error('the search threads are closed', { cause })
        : new SearchThreadFailure(cause.message, { cause });
      for (const search of thread.waiting.values()) search.reject(error);
      thread.waiting.clear();
      thread.worker.unref();
    };
    thread.worker.on('error', fail);
    // An answer that cannot be read back: the thread's searches fail rather than wait for ever.
    thread.worker.on('messageerror', (error) => {
      fail(error);
      void thread.worker.terminate();
    });
    thread.worker.on('exit', (code) => fail(new Error(`the search thread stopped (exit code ${code})`)));
    threads[slot] = thread;
    return thread;
  };

  return {
    search: (terms: SearchTerms) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new Error('the search threads are closed'));
        let best: Thread | undefined;
        for (let slot = 0; slot < threads.length; slot++) {
          const thread = threads[slot] ?? start(slot);
          if (!best || thread.waiting.size < best.waiting.size) best = thread;
        }
        const id = nextId++;
        if (!best!.waiting.size) best!.worker.ref();
        best!.waiting.set(id, { resolve, reject });
        best!.worker.postMessage({ id, terms });
      }),
    // Loading a thread's modules takes ~0.2-0.5 s: a server starts them as it begins to listen, not at its first search.
    warm: () => {
      if (closed) return;
      for (let slot = 0; slot < threads.length; slot++) if (!threads[slot]) start(slot);
    },
    close: async () => {
      closed = true;
      await Promise.all(threads.flatMap((thread) => (thread ? [thread.worker.terminate()] : [])));
    },
  };
}
