/**
 * The proxy towards its clients (node:http's server, conformance/live/proxy/forward.ts), each case a raw client socket
 * written with node:net sending exactly the bytes the case gives, against a raw target (raw-peers.ts): the
 * request line and fields (their limits, 400 for a malformed one), bodies by Content-Length and chunked, RFC 9112
 * 6.3's rules against smuggling, Expect: 100-continue, keep-alive and Connection: close, HTTP/1.0 clients,
 * pipelined requests answered in order, clients that close mid-request or mid-answer, backpressure both ways,
 * HEAD; and answers passed on as the target sent them.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { LiveExchange } from '../../../../conformance/live/exchange.js';
import { startForwarding } from '../../../../conformance/live/proxy/forward.js';
import { cleanups, rawTarget } from './raw-peers.js';

async function proxyTo(url: string) {
  const exchanges: LiveExchange[] = [];
  const forwarding = await startForwarding({ target: new URL(url), port: 0, host: '127.0.0.1', onExchange: (x) => exchanges.push(x) });
  cleanups.push(() => forwarding.close());
  return { url: forwarding.url, exchanges };
}

interface RawAnswer { statusLine: string; lines: string[]; body: Buffer; trailers: string[] }

/** The answers at the start of `data`, in order; `noBody[i]`: the i-th answers a HEAD. A body read to the close counts once `ended`. */
function readAnswers(data: Buffer, ended: boolean, noBody: readonly boolean[] = []): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  for (;;) {
    const end = data.indexOf('\r\n\r\n', at);
    if (end === -1) return answers;
    const head = data.toString('latin1', at, end).split('\r\n');
    const lines = head.slice(1);
    const field = (name: string) => lines.find((l) => l.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim();
    at = end + 4;
    const status = Number(head[0]!.split(' ')[1]);
    if (status < 200) {
      answers.push({ statusLine: head[0]!, lines, body: Buffer.alloc(0), trailers: [] });
      continue;
    }
    const bodyless = noBody[answers.filter((a) => !a.statusLine.includes(' 1')).length] === true || status === 204 || status === 304;
    if (bodyless) {
      answers.push({ statusLine: head[0]!, lines, body: Buffer.alloc(0), trailers: [] });
    } else if (field('transfer-encoding') === 'chunked') {
      const parts: Buffer[] = [];
      const trailers: string[] = [];
      for (;;) {
        const lf = data.indexOf('\r\n', at);
        if (lf === -1) return answers;
        const size = Number.parseInt(data.toString('latin1', at, lf), 16);
        if (size === 0) {
          at = lf + 2;
          for (;;) {
            const next = data.indexOf('\r\n', at);
            if (next === -1) return answers;
            const line = data.toString('latin1', at, next);
            at = next + 2;
            if (line === '') break;
            trailers.push(line);
          }
          break;
        }
        if (data.length < lf + 2 + size + 2) return answers;
        parts.push(data.subarray(lf + 2, lf + 2 + size));
        at = lf + 2 + size + 2;
      }
      answers.push({ statusLine: head[0]!, lines, body: Buffer.concat(parts), trailers });
    } else if (field('content-length') !== undefined) {
      const n = Number(field('content-length'));
      if (data.length < at + n) return answers;
      answers.push({ statusLine: head[0]!, lines, body: data.subarray(at, at + n), trailers: [] });
      at += n;
    } else {
      if (!ended) return answers;
      answers.push({ statusLine: head[0]!, lines, body: data.subarray(at), trailers: [] });
      return answers;
    }
  }
}

/** A raw client connection to `url`. */
async function rawClient(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  cleanups.push(() => {
    socket.destroy();
  });
  let data = Buffer.alloc(0);
  let ended = false;
  socket.on('data', (chunk: Buffer) => {
    data = Buffer.concat([data, chunk]);
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    ended = true;
  });
  return {
    socket,
    send: (text: string | Buffer) => socket.write(typeof text === 'string' ? Buffer.from(text, 'latin1') : text),
    closed: () => ended,
    raw: () => data.toString('latin1'),
    answers: (noBody: readonly boolean[] = []) => readAnswers(data, ended, noBody),
    /** Waits until `n` answers arrived (or the connection closed), and returns them. */
    async waitFor(n: number, noBody: readonly boolean[] = []) {
      await until(() => readAnswers(data, ended, noBody).length >= n || ended);
      return readAnswers(data, ended, noBody);
    },
  };
}

const until = async (check: () => boolean, ms = 3_000) => {
  for (let waited = 0; waited < ms && !check(); waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
};
const okTarget = () => rawTarget((r, s) => s.write(`HTTP/1.1 200 OK\r\nContent-Length: ${r.body.length + 2}\r\n\r\nok${r.body.toString('latin1')}`));
/** Not node:http's own fields for the client's connection (Connection, Keep-Alive). */
const notOwn = (line: string) => !/^(connection|keep-alive):/i.test(line);
const problemOf = (answer: RawAnswer | undefined) => JSON.parse(answer?.body.toString() ?? 'null') as { status: number; code: string; detail: string };

describe('the proxy reads a client\'s request line and fields', () => {
  it('passes names as written and repeats as repeated, its own Host in place of the client\'s, the hop-by-hop fields dropped', async () => {
    const target = await okTarget();
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('GET /a?b=1 HTTP/1.1\r\nHost: client.example\r\nx-Mixed-CASE: v\r\nAccept: a/b\r\nAccept: c/d\r\nConnection: X-Hop\r\nX-Hop: 1\r\nKeep-Alive: timeout=5\r\n\r\n');
    const [answer] = await client.waitFor(1);
    expect(answer?.statusLine).toBe('HTTP/1.1 200 OK');
    expect(target.requests[0]?.requestLine).toBe('GET /a?b=1 HTTP/1.1');
    // undici writes Host and its own Connection, in lower case (field names are case-insensitive, RFC 9110 5.1).
    expect(target.requests[0]?.lines).toEqual([`host: 127.0.0.1:${target.port}`, 'connection: keep-alive', 'x-Mixed-CASE: v', 'Accept: a/b', 'Accept: c/d']);
  });

  it.each([
    ['a request line that is not one', 'GET /a\r\nHost: x\r\n\r\n', 400],
    ['a field without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n', 400],
    ['white space between a field name and its colon', 'GET / HTTP/1.1\r\nHost: x\r\nX-A : 1\r\n\r\n', 400],
    ['a folded field (obs-fold)', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n 2\r\n\r\n', 400],
    ['a bare LF in the head', 'GET / HTTP/1.1\nHost: x\r\n\r\n', 400],
    ['a control character in a value', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n', 400],
    ['an HTTP/1.1 request without Host', 'GET / HTTP/1.1\r\nX-A: 1\r\n\r\n', 400],
    ['two Host fields', 'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n', 400],
    ['a target neither a path nor an absolute URL', 'GET a/b HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a request line over 8 KiB', `GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 414],
    ['a head over 64 KiB', `GET / HTTP/1.1\r\nHost: x\r\n${'X-Pad: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n'.repeat(1600)}\r\n`, 431],
    ['HTTP/2.0 in an HTTP/1 request line', 'GET / HTTP/2.0\r\nHost: x\r\n\r\n', 505],
    ['an expectation other than 100-continue', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n\r\n', 417],
  ])('refuses %s with a problem, sends nothing on, and closes the connection', async (_what, bytes, status) => {
    const target = await okTarget();
    const proxy = await proxyTo(target.url);
    const client = await rawClient(proxy.url);
    client.send(bytes);
    await until(() => client.closed());
    const [answer] = client.answers();
    expect(answer?.statusLine.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    expect(answer?.lines).toContain('Content-Type: application/problem+json');
    expect(problemOf(answer)).toMatchObject({ status, code: 'PROXY_MALFORMED_REQUEST' });
    expect(client.closed()).toBe(true);
    expect(target.requests).toEqual([]);
    expect(proxy.exchanges).toEqual([]);
  });

  it('never echoes the request in its problem: a key in the query or a field stays out of the answer', async () => {
    const target = await okTarget();
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('GET /x?api_key=pk_secret_1  HTTP/1.1\r\nHost: x\r\nX-API-Key: pk_secret_2\r\nX-Bad: a\x01\r\n\r\n');
    await until(() => client.closed());
    expect(problemOf(client.answers()[0]).code).toBe('PROXY_MALFORMED_REQUEST');
    expect(client.raw()).not.toMatch(/pk_secret/);
  });

  it('reduces an absolute-form target to its path, and ignores empty lines before a request line', async () => {
    const target = await okTarget();
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('\r\n\r\nGET http://client.example/p?q=1 HTTP/1.1\r\nHost: client.example\r\n\r\n');
    await client.waitFor(1);
    expect(target.requests[0]?.requestLine).toBe('GET /p?q=1 HTTP/1.1');
  });
});

describe('the proxy frames a client\'s request body', () => {
  it('by Content-Length, in pieces, unchanged', async () => {
    const target = await okTarget();
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nhello');
    await new Promise((resolve) => setTimeout(resolve, 30));
    client.send(' body');
    const [answer] = await client.waitFor(1);
    expect(answer?.body.toString()).toBe('okhello body');
    expect(target.requests[0]?.lines).toContain('content-length: 10');
  });

  it('chunked, with extensions and trailer fields dropped, chunked again to the target', async () => {
    const target = await okTarget();
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n');
    await new Promise((resolve) => setTimeout(resolve, 30));
    client.send('5\r\n body\r\n0\r\nX-Sum: 9\r\n\r\n');
    const [answer] = await client.waitFor(1);
    expect(answer?.body.toString()).toBe('okhello body');
    expect(target.requests[0]?.lines).toContain('transfer-encoding: chunked');
    // undici sends no request trailers; a recipient may discard them (RFC 9110 6.5.1).
    expect(target.requests[0]?.trailers).toEqual([]);
  });

  it.each([
    ['Transfer-Encoding and Content-Length together', 'POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n', 400],
    ['Content-Length values that differ', 'POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd', 400],
    // RFC 9110 8.6 lets a recipient take "3, 3" as 3 or refuse it; llhttp refuses.
    ['a Content-Length list of one value repeated', 'POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 3\r\n\r\nabc', 400],
    ['a Content-Length that is not a number', 'POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: +3\r\n\r\nabc', 400],
    ['a Transfer-Encoding whose last coding is not chunked', 'POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n', 400],
    ['a coding before chunked that the proxy does not forward', 'POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n', 501],
    ['Transfer-Encoding in an HTTP/1.0 request', 'POST /x HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
  ])('refuses %s (RFC 9112 6.3): no byte reaches the target, and the connection closes', async (_what, bytes, status) => {
    const target = await okTarget();
    const proxy = await proxyTo(target.url);
    const client = await rawClient(proxy.url);
    // A smuggled second request after the first: the target must never read it.
    client.send(`${bytes}GET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n`);
    await until(() => client.closed());
    expect(client.answers().map((a) => a.statusLine.split(' ')[1])).toEqual([String(status)]);
    expect(problemOf(client.answers()[0]).code).toBe('PROXY_MALFORMED_REQUEST');
    expect(target.requests).toEqual([]);
  });

  it('breaks off at a malformed chunk: the target\'s connection is closed, not reused, and the client gets a 400', async () => {
    let targetClosed = false;
    const target = await rawTarget(() => undefined, {
      onHead: (_lines, s) => s.on('close', () => {
        targetClosed = true;
      }),
    });
    const proxy = await proxyTo(target.url);
    const client = await rawClient(proxy.url);
    client.send('POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello');
    await until(() => target.connections() === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.send('XX');
    await until(() => client.closed());
    expect(client.answers()[0]?.statusLine).toBe('HTTP/1.1 400 Bad Request');
    await until(() => proxy.exchanges.length === 1 && targetClosed);
    expect(proxy.exchanges[0]).toMatchObject({ path: '/x', status: null });
    expect(targetClosed).toBe(true);
  });
});

describe('the proxy answers a client', () => {
  it('with a 100 Continue from the target when it expects one, then the answer; an HTTP/1.0 client gets no 100', async () => {
    const target = await rawTarget((_r, s) => s.write('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'), {
      onHead: (lines, s) => {
        if (lines.some((l) => /^expect: 100-continue$/i.test(l))) s.write('HTTP/1.1 100 Continue\r\n\r\n');
      },
    });
    const proxy = await proxyTo(target.url);
    const client = await rawClient(proxy.url);
    client.send('PUT /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n');
    await client.waitFor(1);
    expect(client.answers()[0]?.statusLine).toBe('HTTP/1.1 100 Continue');
    client.send('abc');
    expect((await client.waitFor(2)).map((a) => a.statusLine)).toEqual(['HTTP/1.1 100 Continue', 'HTTP/1.1 200 OK']);
    expect(target.requests[0]?.body.toString()).toBe('abc');
    const old = await rawClient(proxy.url);
    old.send('PUT /x HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc');
    await until(() => old.closed());
    expect(old.answers().map((a) => a.statusLine)).toEqual(['HTTP/1.1 200 OK']);
  });

  it('over one kept-alive connection, until the client says Connection: close', async () => {
    const target = await okTarget();
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('GET /1 HTTP/1.1\r\nHost: x\r\n\r\n');
    await client.waitFor(1);
    expect(client.closed()).toBe(false);
    client.send('GET /2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const answers = await client.waitFor(2);
    await until(() => client.closed());
    expect(answers[1]?.lines).toContain('Connection: close');
    expect(client.closed()).toBe(true);
  });

  it('of HTTP/1.0: closed after the answer, or kept with Connection: keep-alive and a length', async () => {
    const target = await rawTarget((_r, s) => s.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n'));
    const proxy = await proxyTo(target.url);
    const plain = await rawClient(proxy.url);
    plain.send('GET /x HTTP/1.0\r\n\r\n');
    await until(() => plain.closed());
    expect(plain.answers()[0]).toMatchObject({ body: Buffer.from('hi') });
    expect(plain.answers()[0]?.lines).toContain('Connection: close');
    const ok = await okTarget();
    const kept = await rawClient((await proxyTo(ok.url)).url);
    kept.send('GET /x HTTP/1.0\r\nConnection: keep-alive\r\n\r\n');
    const [answer] = await kept.waitFor(1);
    expect(answer?.lines).toEqual(expect.arrayContaining(['Content-Length: 2', 'Connection: keep-alive']));
    kept.send('GET /y HTTP/1.0\r\nConnection: keep-alive\r\n\r\n');
    expect(await kept.waitFor(2)).toHaveLength(2);
    expect(kept.closed()).toBe(false);
  });

  it('pipelined requests in the order they came, the first answered last by the target', async () => {
    const target = await rawTarget((r, s) => {
      const path = r.requestLine.split(' ')[1]!;
      setTimeout(() => s.write(`HTTP/1.1 200 OK\r\nContent-Length: ${path.length}\r\n\r\n${path}`), path === '/slow' ? 100 : 0);
    });
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('GET /slow HTTP/1.1\r\nHost: x\r\n\r\nHEAD /head HTTP/1.1\r\nHost: x\r\n\r\nPOST /post HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nabGET /last HTTP/1.1\r\nHost: x\r\n\r\n');
    const answers = await client.waitFor(4, [false, true]);
    expect(answers.map((a) => a.body.toString())).toEqual(['/slow', '', '/post', '/last']);
    expect(answers[1]?.lines).toContain('Content-Length: 5');
    expect(target.requests.map((r) => r.body.toString())).toEqual(['', '', 'ab', '']);
  });

  it('of a client that closes mid-request: the exchange is reported without an answer, the target\'s connection closed', async () => {
    let targetClosed = false;
    const target = await rawTarget(() => undefined, {
      onHead: (_lines, s) => s.on('close', () => {
        targetClosed = true;
      }),
    });
    const proxy = await proxyTo(target.url);
    const client = await rawClient(proxy.url);
    client.send('POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly ten b');
    await until(() => target.connections() === 1);
    client.socket.end();
    await until(() => proxy.exchanges.length === 1 && targetClosed);
    expect(proxy.exchanges[0]).toMatchObject({ path: '/x', status: null });
    expect(targetClosed).toBe(true);
  });

  it('of a client that closes mid-answer: the target\'s connection is closed, and the next request gets a new one', async () => {
    const target = await rawTarget((r, s) => {
      if (r.requestLine.includes('/half')) s.write('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nten bytes.');
      else s.write('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
    });
    const proxy = await proxyTo(target.url);
    const client = await rawClient(proxy.url);
    client.send('GET /half HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => proxy.exchanges.length === 0 && target.requests.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.socket.destroy();
    await until(() => proxy.exchanges.length === 1);
    const next = await rawClient(proxy.url);
    next.send('GET /next HTTP/1.1\r\nHost: x\r\n\r\n');
    await next.waitFor(1);
    expect(target.requests.map((r) => r.connection)).toEqual([1, 2]);
  });

  it('HEAD: the fields the target sent, its length included, no body, and the connection kept', async () => {
    const target = await rawTarget((_r, s) => s.write('HTTP/1.1 200 OK\r\nContent-Length: 1234\r\nETag: "e"\r\n\r\n'));
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('HEAD /x HTTP/1.1\r\nHost: x\r\n\r\n');
    const [answer] = await client.waitFor(1, [true]);
    expect(answer?.lines.filter(notOwn)).toEqual(['Content-Length: 1234', 'ETag: "e"']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(client.answers([true])).toHaveLength(1);
    expect(client.closed()).toBe(false);
  });

  it('streams the answer as it comes: status line, fields as the target wrote them, repeats kept, hop-by-hop dropped', async () => {
    // The target writes the rest only once the test has seen the first piece at the client (not after a fixed 100 ms,
    // which a stalled proxy could let pass and then read both pieces at once).
    let targetSocket: Socket | undefined;
    const target = await rawTarget((_r, s) => {
      s.write('HTTP/1.1 201 Made It\r\nset-cookie: a=1\r\nSet-Cookie: b=2\r\nConnection: X-Hop\r\nX-Hop: 1\r\nKeep-Alive: timeout=9\r\nTransfer-Encoding: chunked\r\n\r\n3\r\none\r\n');
      targetSocket = s;
    });
    const client = await rawClient((await proxyTo(target.url)).url);
    client.send('GET /x HTTP/1.1\r\nHost: x\r\n\r\n');
    // The first piece is through before the target wrote the second.
    await until(() => client.raw().includes('3\r\none\r\n'));
    expect(client.raw()).toContain('3\r\none\r\n');
    expect(client.answers()).toEqual([]);
    targetSocket?.write('3\r\ntwo\r\n0\r\n\r\n');
    const [answer] = await client.waitFor(1);
    expect(answer?.statusLine).toBe('HTTP/1.1 201 Made It');
    expect(answer?.lines.filter(notOwn)).toEqual(['set-cookie: a=1', 'Set-Cookie: b=2', 'Transfer-Encoding: chunked']);
    expect(answer?.body.toString()).toBe('onetwo');
  });

  it('to a client that reads slowly without holding more than the sockets do: the target is not read meanwhile', async () => {
    const size = 128 * 1024 * 1024;
    const piece = Buffer.alloc(1024 * 1024, 0x61);
    let accepted = 0;
    const target = await rawTarget((_r, s) => {
      s.write(`HTTP/1.1 200 OK\r\nContent-Length: ${size}\r\n\r\n`);
      const pump = () => {
        while (accepted < size) {
          accepted += piece.length;
          if (!s.write(piece)) {
            s.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    const proxy = await proxyTo(target.url);
    const { hostname, port } = new URL(proxy.url);
    const client = connect(Number(port), hostname);
    cleanups.push(() => {
      client.destroy();
    });
    let received = 0;
    client.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pause();
    client.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    // The client reads nothing: what the target got written stops at what the kernel's buffers hold.
    let last = -1;
    for (let i = 0; i < 100 && accepted !== last; i++) {
      last = accepted;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(accepted).toBeLessThan(64 * 1024 * 1024);
    client.resume();
    await until(() => received >= size, 20_000);
    expect(received).toBeGreaterThanOrEqual(size);
  });

  it('with a body the target reads slowly, without holding more than the sockets do: the client is not read meanwhile', async () => {
    let targetSocket: Socket | undefined;
    const target = await rawTarget(() => undefined, {
      onHead: (_lines, s) => {
        s.pause();
        targetSocket = s;
      },
    });
    const proxy = await proxyTo(target.url);
    const { hostname, port } = new URL(proxy.url);
    const client = connect(Number(port), hostname);
    cleanups.push(() => {
      client.destroy();
    });
    const size = 128 * 1024 * 1024;
    const piece = Buffer.alloc(1024 * 1024, 0x62);
    let accepted = 0;
    client.write(`PUT /big HTTP/1.1\r\nHost: x\r\nContent-Length: ${size}\r\n\r\n`);
    const pump = () => {
      while (accepted < size) {
        accepted += piece.length;
        if (!client.write(piece)) {
          client.once('drain', pump);
          return;
        }
      }
    };
    pump();
    // The target has the request's head, then the client's writes stop being taken: three samples 100 ms apart alike.
    await until(() => targetSocket !== undefined, 20_000);
    expect(targetSocket).toBeDefined();
    let last = -1;
    for (let i = 0, same = 0; i < 300 && same < 3; i++) {
      same = accepted === last ? same + 1 : 0;
      last = accepted;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(accepted).toBeLessThan(64 * 1024 * 1024);
  });
});
