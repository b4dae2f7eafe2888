import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server on loopback for the mail tests: each message's raw text goes to `onMessage`, which accepts
 * it by calling `done()` or refuses it with `done(error)`, at once or later (a relay that is slow or refuses).
 */
export async function startSmtpStandIn(
  onMessage: (raw: string, session: SMTPServerSession, done: (error?: Error) => void) => void,
) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        onMessage(Buffer.concat(chunks).toString('utf8'), session, (error) => (error ? callback(error) : callback())),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
