import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A stand-in for places.googleapis.com on 127.0.0.1: it records each request and answers with whatever
 * the current test put into `answer` (Text Search (New) JSON, or Google's error envelope).
 */
export class PlacesStandIn {
  seen: Seen[] = [];
  answer: (request: Seen, response: ServerResponse) => void = (_request, response) => json(response, 200, {});
  private server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const seen = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: raw ? JSON.parse(raw) : {} };
      this.seen.push(seen);
      this.answer(seen, response);
    });
  });
  origin = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}
