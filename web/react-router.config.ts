import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/page-list.ts';

export default {
  appDirectory: 'app',
  // Every public page is prerendered to static HTML per locale; the Fastify server serves the files.
  ssr: false,
  prerender: { paths: prerenderPaths(), concurrency: 4 },
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
