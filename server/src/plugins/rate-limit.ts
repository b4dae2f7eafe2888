import rateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../http/api-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether shared rate-limit counters are reachable: 'ok', 'down', or 'off' without REDIS_URL. */
    redisStatus(): Promise<'ok' | 'down' | 'off'>;
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}
interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}

// The plugin's own stores, which it ships without type declarations (its package has no export map, so these
// paths are public).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/** The client's address as the limits count it (an IPv6 client by its /64, as the plugin does by default). */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis of the rate-limit counters (REDIS_URL); null without one. Its state is in /metrics. */
    redis: Redis | null;
  }
}

/**
 * Options of a named limiter: its name starts every key, so two limiters never share a counter (with Redis,
 * the plugin's own keys of two `app.rateLimit()` limiters were the same: issue 12 point 8).
 */
export function limiter(
  name: string,
  max: number,
  timeWindow: number,
  key: (request: FastifyRequest) => string = clientAddress,
) {
  return { max, timeWindow, keyGenerator: (request: FastifyRequest) => `${name}:${key(request)}` };
}

/** Counts an attempt with a limiter made by `app.createRateLimit`; over the limit, a 429 with Retry-After. */
export async function enforceLimit(
  limit: ReturnType<FastifyInstance['createRateLimit']>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const result = await limit(request);
  // `isAllowed` only means 'on the allow list'; over the limit is `isExceeded`.
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', String(result.ttlInSeconds));
  throw tooManyRequests(request, result.ttl);
}

/**
 * Refuses (429 with Retry-After) when a limiter's allowance is used up, without counting this attempt: for an
 * allowance that counts failures only (login counts a failed attempt with `limit(request)` after it failed).
 */
export async function refuseWhenUsedUp(
  limit: ReturnType<FastifyInstance['createRateLimit']>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const result = await limit(request, { increment: false });
  if (result.isAllowed || result.remaining > 0) return;
  reply.header('retry-after', String(result.ttlInSeconds));
  throw tooManyRequests(request, result.ttl);
}

/**
 * A circuit breaker in front of Redis (CONVENTIONS §13): closed while Redis answers; the first command that
 * fails or times out opens it, and from then on the limits count in this process at once instead of each
 * waiting the command timeout (a frozen Redis made every login wait 1.5 s: issue 31). While open, one PING
 * at a time tries Redis in the background; the first answer, or a new connection's ready check, closes it.
 */
class RedisBreaker {
  private open = false;
  private probing: NodeJS.Timeout | undefined;
  private readonly redis: Redis | undefined;
  private readonly onChange: (open: boolean, error?: Error) => void;
  private readonly probeMs: number;
  constructor(redis: Redis | undefined, onChange: (open: boolean, error?: Error) => void, probeMs = 1000) {
    this.redis = redis;
    this.onChange = onChange;
    this.probeMs = probeMs;
    redis?.on('error', (error: Error) => this.trip(error));
    redis?.on('ready', () => this.reset());
  }
  /** Whether requests may use Redis now: configured, connected, and the breaker closed. */
  get usable(): boolean {
    return Boolean(this.redis && !this.open && this.redis.status === 'ready');
  }
  /** Opens the breaker after a failed command (once; later failures while open change nothing). */
  trip(error: Error): void {
    if (this.open) return;
    this.open = true;
    this.onChange(true, error);
    this.probing = setInterval(() => this.probe(), this.probeMs).unref();
  }
  private inFlight = false;
  private probe(): void {
    if (this.inFlight || !this.redis || this.redis.status !== 'ready') return;
    this.inFlight = true;
    this.redis.ping().then(
      () => {
        this.inFlight = false;
        this.reset();
      },
      () => {
        this.inFlight = false;
      },
    );
  }
  reset(): void {
    clearInterval(this.probing);
    this.probing = undefined;
    if (!this.open) return;
    this.open = false;
    this.onChange(false);
  }
  stop(): void {
    clearInterval(this.probing);
  }
}

/**
 * A store that keeps counters in Redis while the breaker lets it and in this process's own counters (the
 * plugin's LocalStore) when it does not: docs/decisions/006-rate-limits-when-redis-is-down.md. With Redis down
 * or frozen, limits still hold per process, requests do not wait for Redis, and the counters go back to
 * Redis as soon as it answers again.
 */
function resilientStore(redis: Redis | undefined, nameSpace: string, breaker: RedisBreaker) {
  return class ResilientStore implements Store {
    private readonly local: Store;
    private readonly shared: Store | undefined;
    private readonly params: StoreParams;
    constructor(params: StoreParams, prefix = '') {
      this.params = params;
      this.local = new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
      this.shared = redis
        ? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace + prefix)
        : undefined;
    }
    private use(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      if (!this.shared || !breaker.usable) return this.local[method](key, callback, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          breaker.trip(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('incr', key, callback, timeWindow, max);
    }
    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('read', key, callback, timeWindow, max);
    }
    child(params: StoreParams) {
      const { method, url } = params.routeInfo ?? {};
      return new ResilientStore({ ...this.params, ...params }, url ? `${method}${url}:` : '');
    }
  };
}

/**
 * Rate limiting, off by default and switched on per route (`config.rateLimit`, or `app.rateLimit(limiter(…))`).
 * With REDIS_URL the counters live in Redis, so a limit holds across every server process.
 */
export default fp<{ redisUrl: string | undefined; keyPrefix: string }>(
  async (app, { redisUrl, keyPrefix }) => {
    // Requests must not wait for an unreachable Redis: no offline queue (a command fails at once while
    // disconnected), a short command timeout for a Redis that accepts connections but does not answer, and
    // reconnection in the background forever.
    const redis = redisUrl
      ? new Redis(redisUrl, {
          connectTimeout: 1000,
          commandTimeout: 500,
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
          retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
        })
      : undefined;
    const breaker = new RedisBreaker(redis, (open, error) => {
      if (open)
        app.log.warn({ err: error }, "Redis unreachable: rate limits use this process's own counters until it is back");
      else app.log.info('Redis reachable again: rate limits are shared again');
    });

    await app.register(rateLimit, {
      global: false,
      // Cast stays: @fastify/rate-limit types `store` as its own class, not as any constructor of a `Store`, which this is.
      store: resilientStore(redis, `${keyPrefix}rl:`, breaker) as unknown as CreateRateLimitOptions['store'],
      errorResponseBuilder: (request, context) => tooManyRequests(request, context.ttl),
    });
    app.decorate('redis', redis ?? null);

    app.decorate('redisStatus', async () => {
      if (!redis) return 'off';
      // While the breaker is open the answer is known without waiting for a frozen Redis.
      if (!breaker.usable) return 'down';
      return redis.ping().then(
        () => 'ok' as const,
        (error: Error) => {
          breaker.trip(error);
          return 'down' as const;
        },
      );
    });
    if (redis)
      app.addHook('onClose', async () => {
        breaker.stop();
        redis.disconnect();
      });
    // The server starts on the shared counters when Redis answers: a request served while the connection was
    // still being made was counted in this process only (a limit of 30 let 31 invites through in a test on a
    // loaded machine). A Redis that refuses or fails does so at once; one that does not answer holds the start
    // for the connect timeout at most, and then the process's own counters serve until it is back.
    if (redis) {
      app.addHook('onReady', async () => {
        if (redis.status !== 'ready')
          await once(redis, 'ready', { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
      });
    }
  },
  { name: 'rate-limit' },
);
