import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface AfterResponse {
  /**
   * Runs work once the answer has been sent, so the answer does not wait for it (a full audit's Google scan:
   * the page polls its progress while the points arrive). When the client goes away before its answer (a closed
   * tab, a lost connection), no answer will be sent: the work starts then, or at once if asked for after that.
   */
  (request: FastifyRequest, task: () => Promise<void>): void;
  /**
   * Resolves when the work of the answers sent so far is done, and the handlers whose client went away have
   * answered (tests; closing the server waits for it, so the database is not closed under them).
   */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse;
  }
}

/**
 * How long a handler whose client went away is waited for at most: one that never answers (none does) is not
 * held in memory, or waited for by the close, beyond it. The shutdown's own limit is SHUTDOWN_TIMEOUT_SECONDS.
 */
const GONE_HANDLER_WAIT_MS = 30_000;

export default fp(
  async (app) => {
    const pending = new WeakMap<FastifyRequest, Array<() => Promise<void>>>();
    const running = new Set<Promise<void>>();
    /** Requests whose client went away: their work starts as soon as it is asked for. */
    const gone = new WeakSet<FastifyRequest>();
    /** Requests that have their answer (onSend ran), whether or not a client is left to take it. */
    const answered = new WeakSet<FastifyRequest>();
    /**
     * Requests whose client went away while their handler still ran, until it answers. node:http counts only
     * connections, so without this the server would close the database under them (a second statement failing
     * with "Cannot use a pool after calling end on the pool").
     */
    const unanswered = new Map<FastifyRequest, Promise<void>>();
    const release = new WeakMap<FastifyRequest, () => void>();

    const start = (request: FastifyRequest, task: () => Promise<void>) => {
      const run = task()
        .catch((error: unknown) => request.log.error({ err: error }, 'work after the response failed'))
        .finally(() => running.delete(run));
      running.add(run);
    };
    const startPending = (request: FastifyRequest) => {
      for (const task of pending.get(request) ?? []) start(request, task);
      pending.delete(request);
    };
    const answer = (request: FastifyRequest) => {
      answered.add(request);
      release.get(request)?.();
    };
    const afterResponse: AfterResponse = Object.assign(
      (request: FastifyRequest, task: () => Promise<void>) => {
        if (gone.has(request)) start(request, task);
        else pending.set(request, [...(pending.get(request) ?? []), task]);
      },
      {
        async settled() {
          // An answer's onResponse hook runs just after the answer is out: let it start first.
          await new Promise((resolve) => setImmediate(resolve));
          while (running.size || unanswered.size) await Promise.allSettled([...running, ...unanswered.values()]);
        },
      },
    );
    app.decorate('afterResponse', afterResponse);
    app.addHook('onResponse', async (request) => startPending(request));
    // From when its handler is about to run: whether the client has left, or leaves, before its answer is out (the
    // response closed unfinished). Fastify's onRequestAbort would not tell for a request with a body (POST /scans):
    // Node closes such a request once its body is read (fastify/fastify#4690).
    app.addHook('preHandler', (request, reply, done) => {
      const left = () => {
        if (reply.raw.writableFinished) return;
        gone.add(request);
        startPending(request);
        if (answered.has(request)) return;
        unanswered.set(
          request,
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => answer(request), GONE_HANDLER_WAIT_MS).unref();
            release.set(request, () => {
              clearTimeout(timer);
              unanswered.delete(request);
              release.delete(request);
              resolve();
            });
          }),
        );
      };
      if (reply.raw.closed) left();
      else reply.raw.once('close', left);
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      answer(request);
      done(null, payload);
    });
    app.addHook('onClose', () => afterResponse.settled());
  },
  { name: 'after-response' },
);
