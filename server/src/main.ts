import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { MissingBuildError } from './site/public-build.ts';

/** The server once built, so a start that fails after that (a busy port) can close what it opened. */
let built: FastifyInstance | undefined;

/** Starts the server; a bad configuration or a missing build stops it with a message, not a stack trace. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const app = await buildApp(config);
  built = app;
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  // Graceful shutdown: stop accepting connections, let running requests finish (new requests on open
  // connections get 503, so a load balancer retries elsewhere), close the database and Redis, exit 0. A request
  // still running after SHUTDOWN_TIMEOUT_SECONDS, or a second signal, ends the process at once.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        app.log.warn({ signal }, 'second signal: exiting now');
        process.exit(1);
      }
      stopping = true;
      app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: finishing running requests');
      const timer = setTimeout(() => {
        app.log.error(
          { timeoutMs: config.shutdownTimeoutMs },
          'requests still running at the shutdown timeout: exiting',
        );
        process.exit(1);
      }, config.shutdownTimeoutMs);
      timer.unref();
      void app.close().then(
        () => {
          clearTimeout(timer);
          app.log.info('stopped');
          exitWhenIdle(0);
        },
        (error: unknown) => {
          clearTimeout(timer);
          app.log.error({ err: error }, 'shutdown failed');
          exitWhenIdle(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ readyInMs: Math.round(performance.now() - started), database: app.dbEngine }, 'ready');
  // One plain line for the person who started it; on stderr, so stdout stays JSON logs for log collectors.
  console.error(
    `Findable is running at ${siteAddress(config.host, config.port)} (${app.dbEngine === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
  );
}

/** The address to open in a browser: a wildcard listen address is reached as localhost. */
function siteAddress(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * Ends the process with `code` once nothing is left open, instead of process.exit() at once. Node 24's
 * process.exit() can deadlock: it joins V8's background threads while one of them, compiling code, waits for the
 * main thread to collect garbage, which it never will (nodejs/node#54918, #64274). Seen here as a start on a busy
 * port that printed its message and hung, in about 1 of 100 runs on a loaded machine. A process that ends by
 * itself tears its heap down first, which releases such a thread. Whatever still holds the process open after
 * five seconds is cut short.
 */
function exitWhenIdle(code: number) {
  process.exitCode = code;
  setTimeout(() => process.exit(code), 5000).unref();
}

function isAddressInUse(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError || error instanceof MissingBuildError) {
    console.error(error.message);
  } else if (isAddressInUse(error)) {
    const port = process.env.PORT ?? '3000';
    console.error(
      `Port ${port} is already in use: stop the other process, or start on another port (PORT=${Number(port) + 1} npm start).`,
    );
  } else {
    console.error(error);
  }
  exitWhenIdle(1);
  await built?.close().catch(() => undefined);
});
