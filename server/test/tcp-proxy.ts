import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a fault test owns, in front of a shared service (PostgreSQL, Redis): closing it makes the
 * service look down to the app under test, and only to it; opening it again brings the service back.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly target: { host: string; port: number };
  port = 0;
  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  /** Listens again (on the same port after the first time). */
  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Refuses new connections and cuts the open ones, as a database or Redis that went away. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
