import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { DEFAULT_ORIGIN } from '@findable/core/site-facts';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

/**
 * Runs the server's entry point until `until` matches its stderr or it exits; returns stderr, stdout and the exit
 * code. A process still running after 30 s is killed (the code is then null), so a hang fails the test instead of
 * stalling the suite; before that it is asked for Node's diagnostic report (SIGUSR2), whose JavaScript and native
 * stacks and open handles are printed, so a hang in our code says where. (A hang inside Node's own exit does not
 * answer: that is how the busy-port case hung, in process.exit(), until main.ts stopped calling it; exitWhenIdle.)
 */
function runMain(port: number, until: RegExp): Promise<{ stderr: string; stdout: string; code: number | null }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'findable-start-'));
  const reports = mkdtempSync(path.join(tmpdir(), 'findable-start-report-'));
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${reports}`, main],
      {
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          SITE_URL: DEFAULT_ORIGIN,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          REDIS_URL: '',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    let stdout = '';
    const hang = setTimeout(() => {
      child.kill('SIGUSR2');
      setTimeout(() => {
        for (const file of readdirSync(reports)) {
          const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8')) as {
            javascriptStack?: unknown;
            nativeStack?: unknown;
            libuv?: unknown;
          };
          console.error(
            `the server hung; its diagnostic report:\n${JSON.stringify({ javascriptStack: report.javascriptStack, nativeStack: report.nativeStack, libuv: report.libuv }, null, 1)}`,
          );
        }
        child.kill('SIGKILL');
      }, 2000);
    }, 30_000);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (until.test(stderr)) child.kill('SIGTERM');
    });
    child.on('exit', (code) => {
      clearTimeout(hang);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(reports, { recursive: true, force: true });
      resolve({ stderr, stdout, code });
    });
  });
}

describe('starting the server (npm start)', () => {
  it('says in one plain line where the site is running, and keeps stdout to JSON logs', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { stderr, stdout } = await runMain(port, /running at/);
    assert.equal(stderr.trim(), `Findable is running at http://127.0.0.1:${port} (SQLite)`);
    for (const line of stdout.trim().split('\n')) assert.doesNotThrow(() => JSON.parse(line), line);
  });

  it('answers a busy port with one clear line and exit code 1, not a stack trace', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    try {
      const { stderr, code } = await runMain(port, /$^/);
      assert.equal(code, 1);
      assert.equal(
        stderr.trim(),
        `Port ${port} is already in use: stop the other process, or start on another port (PORT=${port + 1} npm start).`,
      );
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });
});
