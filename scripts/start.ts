/**
 * npm start: builds the web pages if no build is there, then starts the server (which migrates the
 * database on start). PORT, HOST, DATA_DIR and the rest of server/src/config.ts apply.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(root, 'web/build/site-manifest.json');

if (!existsSync(manifest) || process.argv.includes('--rebuild')) {
  // The build's own output (a few hundred lines) goes to build.log; it is shown only when the build fails.
  const log = path.join(root, 'build.log');
  console.log('Building the web pages (first start, about a minute; output in build.log) …');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  writeFileSync(log, `${build.stdout?.toString() ?? ''}${build.stderr?.toString() ?? ''}`);
  if (build.status !== 0) {
    console.error(readFileSync(log, 'utf8').split('\n').slice(-40).join('\n'));
    console.error(`The build failed (the last 40 lines are above; all of it is in ${log}).`);
    process.exit(build.status ?? 1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

await import('../server/src/main.ts');
