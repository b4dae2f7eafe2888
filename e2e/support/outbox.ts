import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Waits for the newest e-mail in a server's outbox that matches, and returns it decoded (quoted-printable). */
export async function waitForMail(dataDir: string, match: RegExp, timeoutMs = 5000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(outbox)) {
      for (const file of readdirSync(outbox).sort().reverse()) {
        const raw = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
        const text = raw.replace(/(=[0-9A-F]{2})+/g, (run) => {
          try {
            return decodeURIComponent(run.replace(/=/g, '%'));
          } catch {
            return run;
          }
        });
        if (match.test(text)) return text;
      }
    }
    if (Date.now() > deadline) throw new Error(`no e-mail matching ${match} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
