import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis of the rate-limit counters (REDIS_URL); null without one. Its state is in /metrics. */
    redis: Redis | null;
  }
}

/**
 * Rate limiting, off by default and switched on per route (`config.rateLimit` or `app.rateLimit(...)`).
 * With REDIS_URL the counters live in Redis, so a limit holds across every server process.
 */
export default fp<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true }) : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'findable-rl:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    app.decorate('redis', redis ?? null);
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'rate-limit' },
);
