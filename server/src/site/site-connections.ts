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
const CR = 0x0d;
const LF = 0x0a;
const SP = 0x20;
const HTAB = 0x09;
const COLON = 0x3a;
const SLASH = 0x2f;
const QUESTION_MARK = 0x3f;
/** The bytes of a header name: RFC 9110's token. */
const TOKEN_BYTE = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
  TOKEN_BYTE[c.charCodeAt(0)] = 1;
}
/** The bytes of a header value as node:http accepts them: no control character but the tab. */
const VALUE_BYTE = new Uint8Array(256);
VALUE_BYTE[HTAB] = 1;
for (let byte = SP; byte <= 0xff; byte++) if (byte !== 0x7f) VALUE_BYTE[byte] = 1;
const HTTP_1_1_CRLF = ' HTTP/1.1\r\n';

interface SiteRequest {
  method: 'GET' | 'HEAD';
  path: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  requestId: string | undefined;
  /** Where the next request on the connection starts: after this one's blank line. */
  next: number;
}

/** Whether `bytes` hold `text` (ASCII) at `at`. */
function holds(bytes: Buffer, at: number, text: string): boolean {
  if (at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/**
 * Whether bytes[from, to) spell `name` (lower-case ASCII) in any case. Only for bytes already checked as a token
 * or a value: `| 0x20` lower-cases a letter, and no other byte of those turns into a letter, `-` or a digit by it
 * (the control characters that would are refused first).
 */
function spells(bytes: Buffer, from: number, to: number, name: string): boolean {
  if (to - from !== name.length) return false;
  for (let i = 0; i < name.length; i++) if ((bytes[from + i]! | 0x20) !== name.charCodeAt(i)) return false;
  return true;
}

/**
 * Reads the request head at `start` of `bytes` if it is the plainest kind: `GET` or `HEAD` of an origin-form
 * target, HTTP/1.1, CRLF line ends, one Host, well-formed fields, no body, no upgrade, no expectation, no
 * `Connection` other than keep-alive, and at most one each of the fields the answer depends on, the whole head
 * within these bytes and at most MAX_HEAD long. Anything else is undefined: node:http reads it instead, so every
 * request this reader answers is one node:http would have read the same way (the same request boundaries:
 * neither has a body). It reads the bytes once, making strings of the path and the fields it keeps only (a
 * browser's head of 600 bytes in ~1 µs, a third of what splitting it into lines took).
 */
export function readSiteRequest(bytes: Buffer, start: number): SiteRequest | undefined {
  const stop = Math.min(bytes.length, start + MAX_HEAD + 4);
  const method = holds(bytes, start, 'GET ') ? 'GET' : holds(bytes, start, 'HEAD ') ? 'HEAD' : undefined;
  if (!method) return undefined;
  // The target: `/` and visible ASCII up to ` HTTP/1.1` and the line's end.
  const targetStart = start + method.length + 1;
  if (bytes[targetStart] !== SLASH) return undefined;
  let at = targetStart + 1;
  let query = -1;
  for (; at < stop; at++) {
    const byte = bytes[at]!;
    if (byte < 0x21 || byte > 0x7e) break;
    if (byte === QUESTION_MARK && query === -1) query = at;
  }
  if (!holds(bytes, at, HTTP_1_1_CRLF)) return undefined;
  const request: SiteRequest = {
    method,
    path: bytes.toString('latin1', targetStart, query === -1 ? at : query),
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
    requestId: undefined,
    next: -1,
  };
  at += HTTP_1_1_CRLF.length;
  let host = false;
  for (;;) {
    if (at + 1 >= stop) return undefined;
    // The blank line: the head is whole.
    if (bytes[at] === CR) {
      if (bytes[at + 1] !== LF) return undefined;
      request.next = at + 2;
      return host ? request : undefined;
    }
    const nameStart = at;
    while (at < stop && TOKEN_BYTE[bytes[at]!] === 1) at++;
    if (at === nameStart || at >= stop || bytes[at] !== COLON) return undefined;
    const nameEnd = at;
    at++;
    while (at < stop && VALUE_BYTE[bytes[at]!] === 1) at++;
    if (at + 1 >= stop || bytes[at] !== CR || bytes[at + 1] !== LF) return undefined;
    // The value without the optional white space around it.
    let valueStart = nameEnd + 1;
    let valueEnd = at;
    while (valueStart < valueEnd && (bytes[valueStart] === SP || bytes[valueStart] === HTAB)) valueStart++;
    while (valueEnd > valueStart && (bytes[valueEnd - 1] === SP || bytes[valueEnd - 1] === HTAB)) valueEnd--;
    at += 2;
    switch (nameEnd - nameStart) {
      case 4:
        if (spells(bytes, nameStart, nameEnd, 'host')) {
          if (host) return undefined;
          host = true;
        }
        break;
      case 6:
        if (spells(bytes, nameStart, nameEnd, 'expect')) return undefined;
        break;
      case 7:
        if (spells(bytes, nameStart, nameEnd, 'upgrade')) return undefined;
        break;
      case 10:
        if (spells(bytes, nameStart, nameEnd, 'connection') && !spells(bytes, valueStart, valueEnd, 'keep-alive')) {
          return undefined;
        }
        break;
      case 12:
        if (spells(bytes, nameStart, nameEnd, 'x-request-id')) {
          if (request.requestId !== undefined) return undefined;
          request.requestId = bytes.toString('latin1', valueStart, valueEnd);
        }
        break;
      case 13:
        if (spells(bytes, nameStart, nameEnd, 'if-none-match')) {
          if (request.ifNoneMatch !== undefined) return undefined;
          request.ifNoneMatch = bytes.toString('latin1', valueStart, valueEnd);
        }
        break;
      case 14:
        if (
          spells(bytes, nameStart, nameEnd, 'content-length') ||
          spells(bytes, nameStart, nameEnd, 'http2-settings')
        ) {
          return undefined;
        }
        break;
      case 15:
        if (spells(bytes, nameStart, nameEnd, 'accept-encoding')) {
          if (request.acceptEncoding !== undefined) return undefined;
          request.acceptEncoding = bytes.toString('latin1', valueStart, valueEnd);
        }
        break;
      case 17:
        if (spells(bytes, nameStart, nameEnd, 'transfer-encoding')) return undefined;
        break;
    }
  }
}

/** The status line and the start of the request id's line, per status (answerFor's 200, 304 and 404). */
const statusLines = new Map<number, string>();
function statusLineOf(status: number): string {
  let line = statusLines.get(status);
  if (line === undefined) {
    line = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nx-request-id: `;
    statusLines.set(status, line);
  }
  return line;
}

/** What follows the request id: the end of its line, `Date: …` (made once a second, as node:http does) and the keep-alive lines. */
let afterIdSecond = -1;
let afterIdKeepAlive = '';
let afterId = '';
function linesAfterId(keepAlive: string): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== afterIdSecond || keepAlive !== afterIdKeepAlive) {
    afterIdSecond = second;
    afterIdKeepAlive = keepAlive;
    afterId = `\r\nDate: ${new Date(now).toUTCString()}\r\n${keepAlive}`;
  }
  return afterId;
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
          const request = closing() ? undefined : readSiteRequest(chunk, offset);
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
          // The lines that change per request, in three pieces made ahead (one string to copy, not a tree of eight).
          socket.write(statusLineOf(status) + requestIdOf(request.requestId) + linesAfterId(keepAlive), 'latin1');
          socket.write(
            notModified ? variant.wire.notModified : request.method === 'HEAD' ? variant.wire.head : variant.wire.full,
          );
          offset = request.next;
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
