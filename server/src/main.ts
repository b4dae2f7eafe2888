import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { MissingBuildError } from './site/public-build.ts';

/** Starts the server; a bad configuration or a missing build stops it with a message, not a stack trace. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const app = await buildApp(config);
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ readyInMs: Math.round(performance.now() - started), database: app.dbEngine }, 'ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MissingBuildError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
