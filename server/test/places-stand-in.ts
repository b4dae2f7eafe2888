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
 * the current test put into `answer` (Text Search (New) JSON, or Google's error envelope). Like Google, a
 * successful answer holds only the fields the request's `X-Goog-FieldMask` names, so a field the provider
 * forgets to ask for is missing here too.
 */
export class PlacesStandIn {
  seen: Seen[] = [];
  answer: (request: Seen, response: ServerResponse) => void = (_request, response) => json(response, 200, {});
  private server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: raw ? JSON.parse(raw) : {},
      };
      this.seen.push(seen);
      const mask = request.headers['x-goog-fieldmask'];
      if (typeof mask === 'string') {
        const end = response.end.bind(response) as (chunk?: string) => ServerResponse;
        response.end = ((chunk?: string) =>
          end(response.statusCode === 200 && chunk ? maskJson(chunk, mask) : chunk)) as ServerResponse['end'];
      }
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

/** A 200 answer's data masked; its envelope (a legacy `status`) and a body that is not JSON go out as they are. */
function maskJson(body: string, mask: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== 'object' || 'status' in parsed) return body;
  return JSON.stringify(applyFieldMask(parsed, mask));
}

/** The parts of a JSON answer a field mask (`places.id,places.displayName`) names; lists are masked per item. */
export function applyFieldMask(value: unknown, mask: string): unknown {
  const pick = (node: unknown, paths: string[][]): unknown => {
    if (Array.isArray(node)) return node.map((item) => pick(item, paths));
    if (!node || typeof node !== 'object') return node;
    const kept: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      const below = paths.filter((path) => path[0] === key);
      if (below.some((path) => path.length === 1)) kept[key] = child;
      else if (below.length)
        kept[key] = pick(
          child,
          below.map((path) => path.slice(1)),
        );
    }
    return kept;
  };
  return mask.trim() === '*'
    ? value
    : pick(
        value,
        mask.split(',').map((path) => path.trim().split('.')),
      );
}
