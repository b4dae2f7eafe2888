import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { codeSplitting } from './chunks.ts';

// APP_URL (application site) is read at build time. SITE_URL is only the origin the build writes into the pages;
// the server applies its own at start (docs/decisions/012-origin-and-operator-at-run-time.md).
export default defineConfig({
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(process.env.SITE_URL ?? 'http://localhost:3000'),
    'import.meta.env.VITE_APP_URL': JSON.stringify(process.env.APP_URL ?? ''),
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(new Date().getUTCFullYear()),
  },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    minify: process.env.PROFILE_BUILD ? false : undefined,
    rolldownOptions: { output: { codeSplitting } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
