import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface AfterResponse {
  /**
   * Runs work once the answer has been sent, so the answer does not wait for it (a full audit's Google scan:
   * the page polls its progress while the points arrive).
   */
  (request: FastifyRequest, task: () => Promise<void>): void;
  /** Resolves when the work of the answers sent so far is done (tests; closing the server waits for it too). */
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
    const afterResponse: AfterResponse = Object.assign(
      (request: FastifyRequest, task: () => Promise<void>) => {
        pending.set(request, [...(pending.get(request) ?? []), task]);
      },
      {
        async settled() {
          // An answer's onResponse hook runs just after the answer is out: let it start first.
          await new Promise((resolve) => setImmediate(resolve));
          while (running.size) await Promise.allSettled([...running]);
        },
      },
    );
    app.decorate('afterResponse', afterResponse);
    app.addHook('onResponse', async (request) => {
      for (const task of pending.get(request) ?? []) {
        const run = task()
          .catch((error: unknown) => request.log.error({ err: error }, 'work after the response failed'))
          .finally(() => running.delete(run));
        running.add(run);
      }
      pending.delete(request);
    });
    app.addHook('onClose', () => afterResponse.settled());
  },
  { name: 'after-response' },
);
