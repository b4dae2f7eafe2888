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
   * Resolves when the work of the answers sent so far is done, and the requests whose client went away have
   * finished theirs (tests; closing the server waits for it, so the database is not closed under them).
   */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse;
  }
}

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
     * with "Cannot use a pool after calling end on the pool", a scan asked for and never run).
     */
    const unanswered = new Map<FastifyRequest, { answered: Promise<void>; answer: () => void }>();

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
    const afterResponse: AfterResponse = Object.assign(
      (request: FastifyRequest, task: () => Promise<void>) => {
        if (gone.has(request)) start(request, task);
        else pending.set(request, [...(pending.get(request) ?? []), task]);
      },
      {
        async settled() {
          // An answer's onResponse hook runs just after the answer is out: let it start first.
          await new Promise((resolve) => setImmediate(resolve));
          while (running.size || unanswered.size)
            await Promise.allSettled([...running, ...[...unanswered.values()].map(({ answered }) => answered)]);
        },
      },
    );
    app.decorate('afterResponse', afterResponse);
    app.addHook('onResponse', async (request) => startPending(request));
    app.addHook('onRequestAbort', async (request) => {
      gone.add(request);
      startPending(request);
      if (answered.has(request) || unanswered.has(request)) return;
      let answer!: () => void;
      unanswered.set(request, { answered: new Promise<void>((resolve) => (answer = resolve)), answer });
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      answered.add(request);
      unanswered.get(request)?.answer();
      unanswered.delete(request);
      done(null, payload);
    });
    app.addHook('onClose', () => afterResponse.settled());
  },
  { name: 'after-response' },
);
