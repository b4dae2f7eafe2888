import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { readSiteRequest } from '../src/site/site-connections.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/**
 * The site's connections answered before node:http (site/site-connections.ts): which requests the reader takes
 * (the plainest GET/HEAD only), and, over raw sockets, that a connection it hands to node:http mid-way keeps
 * every request's boundaries and order. static-site.test.ts checks the answers' headers and bytes.
 */
describe('site connections: which requests are read before node:http', () => {
  /** A request head as it arrives: the lines, the blank line, and whatever follows on the connection. */
  const head = (...lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
  const read = (text: string, start = 0) => readSiteRequest(Buffer.from(text, 'latin1'), start);
  it('reads a plain GET or HEAD with one Host, and the fields the answer depends on', () => {
    const first = head(
      'GET /en-US/?utm=x HTTP/1.1',
      'Host: a',
      'Accept-Encoding:  gzip, br ',
      'If-None-Match: "x"',
      'X-Request-Id: t-1',
    );
    assert.deepEqual(read(first), {
      method: 'GET',
      path: '/en-US/',
      acceptEncoding: 'gzip, br',
      ifNoneMatch: '"x"',
      requestId: 't-1',
      next: first.length,
    });
    // The next request on the connection starts where the first one's blank line ends.
    const second = head('HEAD /a.js HTTP/1.1', 'host: a', 'Connection: \tKeep-Alive ', 'X-Custom: \u00e9t\u00e9');
    assert.deepEqual(read(first + second, first.length), {
      method: 'HEAD',
      path: '/a.js',
      acceptEncoding: undefined,
      ifNoneMatch: undefined,
      requestId: undefined,
      next: first.length + second.length,
    });
  });
  const declined: Array<[string, string]> = [
    ['another method', head('POST /en-US HTTP/1.1', 'Host: a')],
    ['HTTP/1.0', head('GET /en-US HTTP/1.0', 'Host: a')],
    ['no Host', head('GET /en-US HTTP/1.1', 'Accept: */*')],
    ['two Hosts', head('GET /en-US HTTP/1.1', 'Host: a', 'Host: b')],
    ['absolute form', head('GET http://a/en-US HTTP/1.1', 'Host: a')],
    ['a space in the target', head('GET /en US HTTP/1.1', 'Host: a')],
    ['a body by length', head('GET /en-US HTTP/1.1', 'Host: a', 'Content-Length: 0')],
    ['a chunked body', head('GET /en-US HTTP/1.1', 'Host: a', 'Transfer-Encoding: chunked')],
    ['an expectation', head('GET /en-US HTTP/1.1', 'Host: a', 'Expect: 100-continue')],
    ['an upgrade', head('GET /en-US HTTP/1.1', 'Host: a', 'Connection: Upgrade', 'Upgrade: websocket')],
    ['Connection: close', head('GET /en-US HTTP/1.1', 'Host: a', 'Connection: close')],
    ['a folded line', head('GET /en-US HTTP/1.1', 'Host: a', 'X-A: b', ' c')],
    ['a bare LF', head('GET /en-US HTTP/1.1', 'Host: a\nX-A: b')],
    ['a space before the colon', head('GET /en-US HTTP/1.1', 'Host : a')],
    ['a control character in a value', head('GET /en-US HTTP/1.1', 'Host: a', 'X-A: b\u0000c')],
    ['a DEL in a value', head('GET /en-US HTTP/1.1', 'Host: a', 'X-A: b\u007fc')],
    ['a lone CR in a value', head('GET /en-US HTTP/1.1', 'Host: a', 'X-A: b\rc')],
    ['a lone CR in the target', head('GET /en\r-US HTTP/1.1', 'Host: a')],
    ['an empty field name', head('GET /en-US HTTP/1.1', 'Host: a', ': b')],
    ['a line without a colon', head('GET /en-US HTTP/1.1', 'Host: a', 'X-A b')],
    ['a non-ASCII field name', head('GET /en-US HTTP/1.1', 'Host: a', 'X-\u00e9: b')],
    ['a request line without a target', head('GET HTTP/1.1', 'Host: a')],
    ['two versions', head('GET /en-US HTTP/1.1 HTTP/1.1', 'Host: a')],
    ['a lower-case method', head('get /en-US HTTP/1.1', 'Host: a')],
    ['a head not ended yet', 'GET /en-US HTTP/1.1\r\nHost: a\r\n'],
    ['a head larger than 16 KB', head('GET /en-US HTTP/1.1', 'Host: a', `X-A: ${'b'.repeat(16 * 1024)}`)],
    ['a Connection listing more than keep-alive', head('GET /en-US HTTP/1.1', 'Host: a', 'Connection: keep-alive, x')],
    ['an upper-case CONTENT-LENGTH', head('GET /en-US HTTP/1.1', 'Host: a', 'CONTENT-LENGTH: 0')],
    ['an HTTP2-Settings field', head('GET /en-US HTTP/1.1', 'Host: a', 'HTTP2-Settings: x')],
    [
      'two Accept-Encoding fields',
      head('GET /en-US HTTP/1.1', 'Host: a', 'Accept-Encoding: br', 'Accept-Encoding: gzip'),
    ],
    ['two If-None-Match fields', head('GET /en-US HTTP/1.1', 'Host: a', 'If-None-Match: "a"', 'If-None-Match: "b"')],
  ];
  for (const [what, text] of declined) {
    it(`leaves ${what} to node:http`, () => assert.equal(read(text), undefined));
  }
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Writes `parts` to a new connection (one write each, a tick apart) and reads `count` answers off it. */
async function exchange(
  port: number,
  parts: string[],
  answers: Array<{ bodiless?: boolean }>,
): Promise<{ answers: RawAnswer[]; socket: net.Socket }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let buffered = Buffer.alloc(0);
  const read: RawAnswer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const expected = answers[read.length];
        const end = buffered.indexOf('\r\n\r\n');
        if (!expected || end === -1) break;
        const [statusLine, ...lines] = buffered.toString('latin1', 0, end).split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const length = expected.bodiless ? 0 : Number(headers['content-length'] ?? 0);
        if (buffered.length < end + 4 + length) break;
        read.push({
          status: Number(statusLine!.split(' ')[1]),
          headers,
          body: buffered.subarray(end + 4, end + 4 + length),
        });
        buffered = buffered.subarray(end + 4 + length);
      }
      if (read.length === answers.length) {
        socket.removeListener('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed after ${read.length} answers`)));
  });
  for (const part of parts) {
    socket.write(part);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await done;
  assert.equal(buffered.length, 0, 'nothing more than the answers');
  return { answers: read, socket };
}

describe('site connections: over raw sockets', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await buildTestApp('sqlite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(() => t.close());

  const get = (target: string, ...fields: string[]) =>
    [`GET ${target} HTTP/1.1`, 'Host: localhost', ...fields, '', ''].join('\r\n');

  it('answers pipelined requests in order, handing the connection to node:http at the first it does not take', async () => {
    const etag = (await t.app.inject({ url: '/en-US', headers: { 'accept-encoding': 'br' } })).headers.etag as string;
    const { answers, socket } = await exchange(
      port,
      [
        get('/en-US', 'Accept-Encoding: br') +
          get('/en-US/', 'Accept-Encoding: br', `If-None-Match: ${etag}`) +
          'HEAD /de-DE/pricing HTTP/1.1\r\nHost: localhost\r\n\r\n' +
          get('/api/health') +
          get('/en-US', 'X-Request-Id: after-the-api'),
      ],
      [{}, { bodiless: true }, { bodiless: true }, {}, {}],
    );
    socket.destroy();
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 304, 200, 200, 200],
    );
    assert.equal(answers[0]!.headers['content-encoding'], 'br');
    assert.equal(answers[0]!.body.length, Number(answers[0]!.headers['content-length']));
    assert.equal(answers[2]!.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(answers[2]!.headers['content-security-policy']!, /script-src 'self' 'sha256-/);
    assert.deepEqual(JSON.parse(answers[3]!.body.toString()).status, 'ok');
    assert.equal(answers[4]!.headers['x-request-id'], 'after-the-api');
    assert.equal(answers[4]!.headers['content-encoding'], undefined);
    for (const answer of answers) {
      assert.ok(
        answer.headers.date && answer.headers['x-content-type-options'] === 'nosniff' && !answer.headers['set-cookie'],
      );
    }
  });

  it('keeps the boundaries node:http reads: a body that looks like a request is a body', async () => {
    const smuggled = get('/en-US');
    const { answers, socket } = await exchange(
      port,
      [
        `GET /en-US HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}` +
          get('/de-DE'),
      ],
      [{}, {}],
    );
    assert.deepEqual(
      answers.map((answer) => [
        answer.status,
        answer.headers['content-language'] ?? /lang="([\w-]+)"/.exec(answer.body.toString())?.[1],
      ]),
      [
        [200, 'en-US'],
        [200, 'de-DE'],
      ],
    );
    // Nothing else comes: the smuggled request was not answered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(socket.readableLength, 0);
    socket.destroy();
  });

  it('answers a head split across two writes, and the requests after it', async () => {
    const whole = get('/en-US', 'Accept-Encoding: gzip');
    const { answers, socket } = await exchange(
      port,
      [whole.slice(0, 20), whole.slice(20), get('/en-US', 'Accept-Encoding: gzip')],
      [{}, {}],
    );
    socket.destroy();
    assert.deepEqual(
      answers.map((answer) => [answer.status, answer.headers['content-encoding']]),
      [
        [200, 'gzip'],
        [200, 'gzip'],
      ],
    );
  });

  it('leaves HTTP/1.0 and a request without Host to node:http', async () => {
    const old = await exchange(port, ['GET /en-US HTTP/1.0\r\n\r\n'], [{}]);
    old.socket.destroy();
    assert.equal(old.answers[0]!.status, 200);
    // The error contract, on a connection that closes after it (app.ts).
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.end('GET /en-US HTTP/1.1\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    const text = Buffer.concat(chunks).toString();
    assert.match(text, /^HTTP\/1\.1 400 /);
    assert.match(text, /"code":"api\.invalidRequest"/);
  });

  it('lets the server close while it holds an idle keep-alive connection', async () => {
    const own = await buildTestApp('sqlite');
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const { answers, socket } = await exchange(
      (own.app.server.address() as net.AddressInfo).port,
      [get('/en-US')],
      [{}],
    );
    assert.equal(answers[0]!.headers.connection, 'keep-alive');
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => {});
    const started = Date.now();
    await own.close();
    await closed;
    assert.ok(Date.now() - started < 2000, `closed in ${Date.now() - started} ms`);
  });
});
