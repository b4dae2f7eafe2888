import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/page-list.ts';

export default {
  appDirectory: 'app',
  // Every public page is prerendered to static HTML per locale; the Fastify server serves the files.
  ssr: false,
  prerender: { paths: prerenderPaths(), concurrency: 4 },
  routeDiscovery: { mode: 'initial' },
  // A route's clientLoader and clientAction stay in its one module: the report and account pages run theirs as
  // they hydrate, so split chunks would only add requests, and the post-build step that loads a page's scripts
  // after its first paint (scripts/scripts-after-paint.ts) reads React Router's one-import-per-route bootstrap.
  splitRouteModules: false,
} satisfies Config;
