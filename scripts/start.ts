/**
 * npm start: builds the web pages if no build is there, then starts the server (which migrates the
 * database on start). PORT, HOST, DATA_DIR and the rest of server/src/config.ts apply.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(root, 'web/build/site-manifest.json');

if (!existsSync(manifest) || process.argv.includes('--rebuild')) {
  console.log('Building the web pages (first start) …');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/src/main.ts');
