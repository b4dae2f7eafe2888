import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { requestIdOf } from '../plugins/static-site.ts';
import { answerFor, type SiteFiles } from './site-files.ts';

/**
 * The largest request head answered here (Node's own `maxHeaderSize` default): a larger one goes to node:http,
 * which answers 431.
 */
const MAX_HEAD = 16 * 1024;
/** A header name: RFC 9110's token. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A header value as node:http accepts it (no control character but the tab). */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** A request target in origin form, of visible ASCII only. */
const ORIGIN_FORM = /^\/[!-~]*$/;
/** Headers after which the request is not one this reader answers: a body, an upgrade, an expectation, a close. */
const DECLINED_HEADERS = new Set(['content-length', 'transfer-encoding', 'expect', 'upgrade', 'http2-settings']);

interface SiteRequest {
  method: 'GET' | 'HEAD';
  path: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  requestId: string | undefined;
}

/** Strips the optional white space (space and tab) around a field value, as HTTP does. */
function fieldValue(line: string, start: number): string {
  let from = start;
  let to = line.length;
  while (from < to && (line[from] === ' ' || line[from] === '\t')) from++;
  while (to > from && (line[to - 1] === ' ' || line[to - 1] === '\t')) to--;
  return line.slice(from, to);
}

/**
 * Reads a request head (without its final blank line) if it is the plainest kind: `GET` or `HEAD` of an origin-form
 * target, HTTP/1.1, CRLF line ends, one Host, well-formed fields, no body, no upgrade, no expectation, no
 * `Connection` other than keep-alive, and at most one each of the fields the answer depends on. Anything else
 * is undefined: node:http reads it instead, so every request this reader answers is one node:http would have
 * read the same way (the same request boundaries: neither has a body).
 */
export function readSiteRequest(head: string): SiteRequest | undefined {
  const lines = head.split('\r\n');
  const requestLine = lines[0]!;
  const method = requestLine.startsWith('GET ') ? 'GET' : requestLine.startsWith('HEAD ') ? 'HEAD' : undefined;
  if (!method || !requestLine.endsWith(' HTTP/1.1')) return undefined;
  const target = requestLine.slice(method.length + 1, -' HTTP/1.1'.length);
  if (!ORIGIN_FORM.test(target)) return undefined;
  const query = target.indexOf('?');
  const request: SiteRequest = {
    method,
    path: query === -1 ? target : target.slice(0, query),
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
    requestId: undefined,
  };
  let host = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    const name = line.slice(0, colon).toLowerCase();
    if (!TOKEN.test(name) || !FIELD_VALUE.test(line)) return undefined;
    if (DECLINED_HEADERS.has(name)) return undefined;
    switch (name) {
      case 'host':
        if (host) return undefined;
        host = true;
        break;
      case 'connection':
        if (fieldValue(line, colon + 1).toLowerCase() !== 'keep-alive') return undefined;
        break;
      case 'accept-encoding':
        if (request.acceptEncoding !== undefined) return undefined;
        request.acceptEncoding = fieldValue(line, colon + 1);
        break;
      case 'if-none-match':
        if (request.ifNoneMatch !== undefined) return undefined;
        request.ifNoneMatch = fieldValue(line, colon + 1);
        break;
      case 'x-request-id':
        if (request.requestId !== undefined) return undefined;
        request.requestId = fieldValue(line, colon + 1);
        break;
    }
  }
  return host ? request : undefined;
}

/** `Date: …\r\n`, made once a second (as node:http does). */
let dateSecond = -1;
let dateLine = '';
function currentDateLine(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
  }
  return dateLine;
}

export interface SiteConnections {
  /** Ends the connections this reader holds (between requests, so idle): the server is closing. */
  closeIdle(): void;
}

/**
 * The site's connections, answered before node:http (issue 35). The HTTP server's `connection` listener is
 * replaced by this one: while every request on a connection is a plain GET or HEAD of a page or file of the
 * build (readSiteRequest), each is answered here by writing the bytes made at start (`FileVariant.wire`) after
 * its status, request id, Date and keep-alive lines; no request or response object, no header checks per
 * request. At the first request that is anything else (the API, a redirect, a 404, a body, HTTP/1.0, a head
 * split across reads, a client that does not read what it was sent, the server closing) the connection, from
 * that request's first byte on, goes to node:http (its own `connection` listener, as a documented injected
 * connection) and stays there; node:http then reads exactly the bytes this reader did not answer.
 *
 * `site()` is the build once it is read (until then every connection goes to node:http), `closing()` whether
 * the server is shutting down.
 */
export function answerSiteConnections(
  server: Server,
  { site, closing }: { site: () => SiteFiles | undefined; closing: () => boolean },
): SiteConnections {
  const httpConnection = server.listeners('connection') as Array<(socket: Socket) => void>;
  if (httpConnection.length !== 1) throw new Error('expected node:http to listen for connections once');
  const handOff = httpConnection[0]!;
  server.removeAllListeners('connection');
  const held = new Set<Socket>();
  // The pages' paths as a set, made once per build read (not per connection).
  let pagesOf: { files: SiteFiles; pages: Set<string> } | undefined;

  server.on('connection', (socket: Socket) => {
    const files = site();
    if (!files || closing() || server.maxRequestsPerSocket) return void handOff.call(server, socket);
    held.add(socket);
    if (pagesOf?.files !== files) pagesOf = { files, pages: new Set(files.pages) };
    const { pages } = pagesOf;
    const keepAlive = `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n`;

    const onError = () => socket.destroy();
    // Idle for the keep-alive timeout: closed, as node:http closes an idle keep-alive connection. An answer still
    // on its way to a slow client is not cut (node:http sets no time limit on a response either); the timer
    // starts again when it is written.
    const onTimeout = () => {
      if (socket.writableLength === 0) socket.destroy();
    };
    const release = (rest: Buffer) => {
      held.delete(socket);
      socket.removeListener('data', onData);
      socket.removeListener('error', onError);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('close', onClose);
      socket.setTimeout(0);
      handOff.call(server, socket);
      if (rest.length > 0) socket.unshift(rest);
    };
    const onClose = () => held.delete(socket);

    function onData(chunk: Buffer) {
      let offset = 0;
      socket.cork();
      try {
        while (offset < chunk.length) {
          const end = chunk.indexOf('\r\n\r\n', offset, 'latin1');
          const request =
            end !== -1 && end - offset <= MAX_HEAD && !closing()
              ? readSiteRequest(chunk.toString('latin1', offset, end))
              : undefined;
          let path = request?.path;
          // Like the router: a page also answers with a trailing slash (`/en-US/`); a file does not.
          if (path && path.length > 1 && path.endsWith('/')) {
            path = path.slice(0, -1);
            if (!pages.has(path)) path = undefined;
          }
          const file = path === undefined ? undefined : files!.files.get(path);
          if (!request || !file) {
            socket.uncork();
            return release(chunk.subarray(offset));
          }
          const { status, variant, notModified } = answerFor(file, request.acceptEncoding, request.ifNoneMatch);
          socket.write(
            `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nx-request-id: ${requestIdOf(request.requestId)}\r\n${currentDateLine()}${keepAlive}`,
            'latin1',
          );
          socket.write(
            notModified ? variant.wire.notModified : request.method === 'HEAD' ? variant.wire.head : variant.wire.full,
          );
          offset = end + 4;
          // A client that does not read its answers: the rest waits in node:http, which pauses reading.
          if (socket.writableNeedDrain && offset < chunk.length) {
            socket.uncork();
            return release(chunk.subarray(offset));
          }
        }
      } catch (error) {
        socket.destroy(error as Error);
        return;
      }
      socket.uncork();
    }

    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.on('timeout', onTimeout);
    socket.setTimeout(server.keepAliveTimeout);
  });

  return {
    closeIdle() {
      for (const socket of held) socket.end();
      held.clear();
    },
  };
}
