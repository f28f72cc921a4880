/**
 * The proxy towards the target (undici, conformance/live/proxy/upstream.ts), each case against a raw target
 * written with node:net that answers exactly the bytes the case gives: request bodies by Content-Length and
 * chunked, answers framed by Content-Length, chunked with trailers, or the close; HEAD, 204 and 304 without a
 * body; 1xx answers; hop-by-hop fields; names and repeats kept; 502 when the target breaks; kept-alive connections
 * reused, retried once when the target closed one while idle (idempotent requests only), and bounded; https.
 */
import { type IncomingMessage, request, type OutgoingHttpHeaders } from 'node:http';
import { Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import tls from 'node:tls';
import { describe, expect, it } from 'vitest';
import type { LiveExchange } from '../../../../conformance/live/exchange.js';
import { startForwarding } from '../../../../conformance/live/proxy/forward.js';
import type { UpstreamOptions } from '../../../../conformance/live/proxy/upstream.js';
import { createSelfSignedCertificate } from '../../../../conformance/tls.js';
import { cleanups, rawTarget, type RawTarget } from './raw-peers.js';

async function proxyTo(url: string, upstream?: UpstreamOptions) {
  const exchanges: LiveExchange[] = [];
  const forwarding = await startForwarding({
    target: new URL(url), port: 0, host: '127.0.0.1', ...(upstream === undefined ? {} : { upstream }),
    onExchange: (x) => exchanges.push(x),
  });
  cleanups.push(() => forwarding.close());
  return { url: forwarding.url, exchanges };
}

interface Answer {
  status: number;
  rawHeaders: string[];
  headers: IncomingMessage['headers'];
  body: Buffer;
  rawTrailers: string[];
  /** Interim answers the client saw (status codes). */
  interim: number[];
}

/** A request with node:http's client (one connection per request unless `agent`); its answer, or the error. */
function send(url: string, options: {
  method?: string;
  headers?: OutgoingHttpHeaders | string[];
  body?: (string | Buffer)[];
  trailers?: Record<string, string>;
  agent?: Agent;
  waitForContinue?: boolean;
} = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const interim: number[] = [];
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: options.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('aborted', () => {
        reject(new Error('aborted'));
      });
      res.on('end', () => {
        const { rawHeaders, headers, rawTrailers } = res;
        resolve({ status: res.statusCode ?? 0, rawHeaders, headers, body: Buffer.concat(chunks), rawTrailers, interim });
      });
    });
    req.on('information', (info) => interim.push(info.statusCode));
    req.on('error', reject);
    const writeBody = () => {
      for (const piece of options.body ?? []) req.write(piece);
      if (options.trailers) req.addTrailers(options.trailers);
      req.end();
    };
    if (options.waitForContinue) {
      req.on('continue', writeBody);
      req.flushHeaders();
    } else {
      writeBody();
    }
  });
}

const answer = (socket: Socket, text: string) => socket.write(Buffer.from(text, 'latin1'));
const keepAlive = () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => {
    agent.destroy();
  });
  return agent;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the proxy sends requests on to the target', () => {
  it('with a Content-Length body, unchanged, under its own Host', async () => {
    const target = await rawTarget((_r, s) => answer(s, 'HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok'));
    const proxy = await proxyTo(target.url);
    const got = await send(`${proxy.url}/ddex/ingests`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '13' }, body: ['{"a":', '"bcdef"}'] });
    expect(got).toMatchObject({ status: 201, body: Buffer.from('ok') });
    const seen = target.requests[0]!;
    expect(seen.requestLine).toBe('POST /ddex/ingests HTTP/1.1');
    expect(seen.lines).toContain('content-length: 13');
    expect(seen.lines).toContain(`host: 127.0.0.1:${target.port}`);
    expect(seen.lines.filter((l) => /^host:/i.test(l))).toHaveLength(1);
    expect(seen.body.toString()).toBe('{"a":"bcdef"}');
  });

  it('with a chunked body, chunked again, its trailer fields dropped', async () => {
    const target = await rawTarget((_r, s) => answer(s, 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'));
    const proxy = await proxyTo(target.url);
    const got = await send(`${proxy.url}/up`, { method: 'PUT', headers: { Trailer: 'X-Checksum' }, body: ['first ', 'second'], trailers: { 'X-Checksum': 'abc' } });
    expect(got.status).toBe(200);
    const seen = target.requests[0]!;
    expect(seen.lines).toContain('transfer-encoding: chunked');
    expect(seen.lines.some((l) => /^content-length:/i.test(l))).toBe(false);
    expect(seen.body.toString()).toBe('first second');
    // undici sends no request trailers; a recipient may discard them (RFC 9110 6.5.1).
    expect(seen.trailers).toEqual([]);
    expect(seen.lines.some((l) => /^trailer:/i.test(l))).toBe(false);
  });

  it('keeps header names as written and repeated headers as repeated, and drops the hop-by-hop ones', async () => {
    const target = await rawTarget((_r, s) => answer(s, 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'));
    const proxy = await proxyTo(target.url);
    await send(`${proxy.url}/h`, {
      // A flat list is sent as it is (node:http adds no Host to it).
      headers: ['Host', 'client.example', 'X-API-Key', 'k1', 'x-Mixed-CASE', 'v', 'Accept', 'a/b', 'Accept', 'c/d', 'Connection', 'keep-alive, X-Only-Here', 'X-Only-Here', '1', 'TE', 'trailers', 'Keep-Alive', 'timeout=5'],
    });
    const lines = target.requests[0]!.lines;
    expect(lines).toEqual(expect.arrayContaining(['X-API-Key: k1', 'x-Mixed-CASE: v', 'Accept: a/b', 'Accept: c/d']));
    expect(lines.filter((l) => /^(x-only-here|te|keep-alive):/i.test(l))).toEqual([]);
    // The one Connection field is undici's own, for its connection.
    expect(lines.filter((l) => /^connection:/i.test(l))).toEqual(['connection: keep-alive']);
  });
});

describe('the proxy reads the target\'s answer', () => {
  it('framed by Content-Length, over one kept-alive connection for every request', async () => {
    const target = await rawTarget((r, s) => answer(s, `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${r.requestLine.length}\r\n\r\n${r.requestLine}`));
    const proxy = await proxyTo(target.url);
    const agent = keepAlive();
    for (const path of ['/a', '/bb', '/ccc']) {
      const got = await send(`${proxy.url}${path}`, { agent });
      expect(got.body.toString()).toBe(`GET ${path} HTTP/1.1`);
      expect(got.headers['content-length']).toBe(String(`GET ${path} HTTP/1.1`.length));
    }
    expect(target.connections()).toBe(1);
    await until(() => proxy.exchanges.length === 3);
    expect(proxy.exchanges[2]).toMatchObject({ status: 200, responseBody: Buffer.from('GET /ccc HTTP/1.1'), responseHeaders: { 'content-type': 'text/plain' } });
  });

  it('chunked, with its trailer fields, in pieces split anywhere, and the connection kept', async () => {
    const wire = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTrailer: X-Sum\r\n\r\n5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nX-Sum: 42\r\n\r\n';
    const target = await rawTarget((_r, s) => {
      // One byte at a time: every boundary of the framing falls between two reads somewhere.
      s.setNoDelay(true);
      let i = 0;
      const next = () => {
        if (i < wire.length) s.write(wire[i++]!, 'latin1', next);
      };
      next();
    });
    const proxy = await proxyTo(target.url);
    const agent = keepAlive();
    const got = await send(`${proxy.url}/c`, { agent });
    expect(got.body.toString()).toBe('hello world');
    expect(got.rawTrailers).toEqual(['X-Sum', '42']);
    expect(got.headers.trailer).toBe('X-Sum');
    await send(`${proxy.url}/c`, { agent });
    expect(target.connections()).toBe(1);
    await until(() => proxy.exchanges.length === 2);
    expect(proxy.exchanges[0]?.responseBody?.toString()).toBe('hello world');
  });

  it('chunked to an HTTP/1.0 client as a body read to the close, without the trailers it cannot carry', async () => {
    const target = await rawTarget((_r, s) => answer(s, 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTrailer: X-Sum\r\n\r\n5\r\nhello\r\n0\r\nX-Sum: 42\r\n\r\n'));
    const proxy = await proxyTo(target.url);
    const { port } = new URL(proxy.url);
    const wire = await new Promise<string>((resolve, reject) => {
      const client = connect(Number(port), '127.0.0.1', () => client.write('GET /c HTTP/1.0\r\n\r\n'));
      let text = '';
      client.on('data', (c: Buffer) => (text += c.toString('latin1')));
      client.on('end', () => {
        resolve(text);
      });
      client.on('error', reject);
    });
    const [head, body] = wire.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).not.toMatch(/^(transfer-encoding|trailer|x-sum):/im);
    expect(body).toBe('hello');
  });

  it('read to the close when it has neither length nor chunks, and a new connection for the next request', async () => {
    const target = await rawTarget((_r, s) => {
      answer(s, 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nall of ');
      setTimeout(() => s.end('it'), 20);
    });
    const proxy = await proxyTo(target.url);
    const agent = keepAlive();
    expect((await send(`${proxy.url}/x`, { agent })).body.toString()).toBe('all of it');
    expect((await send(`${proxy.url}/x`, { agent })).body.toString()).toBe('all of it');
    expect(target.connections()).toBe(2);
  });

  it('without a body for HEAD, 204 and 304, whatever length they state, and the connection kept', async () => {
    const target = await rawTarget((r, s) => {
      if (r.requestLine.startsWith('HEAD')) answer(s, 'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n');
      else if (r.requestLine.includes('/none')) answer(s, 'HTTP/1.1 204 No Content\r\n\r\n');
      else answer(s, 'HTTP/1.1 304 Not Modified\r\nETag: "e"\r\nContent-Length: 10\r\n\r\n');
    });
    const proxy = await proxyTo(target.url);
    const agent = keepAlive();
    const head = await send(`${proxy.url}/x`, { method: 'HEAD', agent });
    expect(head).toMatchObject({ status: 200, body: Buffer.alloc(0) });
    expect(head.headers['content-length']).toBe('100');
    expect(await send(`${proxy.url}/none`, { method: 'DELETE', agent })).toMatchObject({ status: 204, body: Buffer.alloc(0) });
    const notModified = await send(`${proxy.url}/same`, { agent });
    expect(notModified).toMatchObject({ status: 304, body: Buffer.alloc(0) });
    expect(notModified.headers.etag).toBe('"e"');
    expect(target.connections()).toBe(1);
  });

  it('keeps header names as written and repeated headers as repeated, drops the hop-by-hop ones, and judges them as node:http would', async () => {
    const target = await rawTarget((_r, s) => answer(s, 'HTTP/1.1 200 Fine Thanks\r\nX-Mixed-CASE: a\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\nVary: Accept\r\n'
      + 'Vary: X-API-Key\r\nConnection: X-Hop\r\nX-Hop: h\r\nKeep-Alive: timeout=5\r\nContent-Length: 0\r\n\r\n'));
    const proxy = await proxyTo(target.url);
    const got = await send(`${proxy.url}/h`);
    const pairs = (raw: string[]) => raw.flatMap((v, i) => (i % 2 === 0 ? [`${v}: ${raw[i + 1]!}`] : []));
    expect(pairs(got.rawHeaders)).toEqual(expect.arrayContaining(['X-Mixed-CASE: a', 'Set-Cookie: a=1', 'Set-Cookie: b=2', 'Vary: Accept', 'Vary: X-API-Key']));
    expect(got.headers['x-hop']).toBeUndefined();
    expect(got.rawHeaders.filter((v, i) => i % 2 === 0 && v === 'Keep-Alive')).toEqual([]);
    await until(() => proxy.exchanges.length === 1);
    expect(proxy.exchanges[0]?.responseHeaders).toMatchObject({ 'set-cookie': ['a=1', 'b=2'], 'vary': 'Accept, X-API-Key' });
  });

  it('answers 100 Continue to a client that waits for it, 502 for one the target sent unasked, and forwards 103 Early Hints', async () => {
    const target = await rawTarget((r, s) => {
      if (r.requestLine.includes('/hints')) answer(s, 'HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
      else if (r.requestLine.includes('/unasked')) answer(s, 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
      else answer(s, `HTTP/1.1 201 Created\r\nContent-Length: ${r.body.length}\r\n\r\n${r.body.toString()}`);
    }, {
      // The target answers 100 as soon as it has the head of a request that expects it.
      onHead: (lines, socket) => {
        if (lines.some((l) => /^expect: 100-continue$/i.test(l))) answer(socket, 'HTTP/1.1 100 Continue\r\n\r\n');
      },
    });
    const proxy = await proxyTo(target.url);
    const continued = await send(`${proxy.url}/expect`, { method: 'POST', headers: { 'Expect': '100-continue', 'Content-Length': '4' }, body: ['body'], waitForContinue: true });
    expect(continued).toMatchObject({ status: 201, body: Buffer.from('body') });
    // node:http answered the 100 itself; undici sends no Expect, so the target reads a plain request.
    expect(target.requests[0]!.lines.some((l) => /^expect:/i.test(l))).toBe(false);
    // undici takes a 100 nobody asked for as a broken answer (it never sends Expect): a 502 that says so, sent once.
    const unasked = await send(`${proxy.url}/unasked`);
    expect(unasked).toMatchObject({ status: 502, interim: [] });
    expect(JSON.parse(unasked.body.toString())).toMatchObject({ detail: expect.stringContaining('100 Continue') as string });
    expect(target.requests.filter((r) => r.requestLine.includes('/unasked'))).toHaveLength(1);
    const hints = await send(`${proxy.url}/hints`);
    expect(hints).toMatchObject({ status: 200, interim: [103] });
  });

  it('passes the final answer of a target that refuses a body it was asked to expect, and does not reuse that connection', async () => {
    const target = await rawTarget(() => undefined, {
      onHead: (_lines, socket) => answer(socket, 'HTTP/1.1 413 Content Too Large\r\nContent-Length: 3\r\n\r\nbig'),
    });
    const proxy = await proxyTo(target.url);
    const got = await send(`${proxy.url}/big`, { method: 'POST', headers: { 'Expect': '100-continue', 'Content-Length': '4' }, body: ['body'], waitForContinue: true });
    expect(got).toMatchObject({ status: 413, body: Buffer.from('big') });
    await send(`${proxy.url}/next`).catch(() => undefined);
    expect(target.connections()).toBe(2);
  });
});

describe('the proxy answers 502 when the target', () => {
  const problem = async (target: RawTarget) => {
    const proxy = await proxyTo(target.url);
    const got = await send(`${proxy.url}/ddex/ingests/x`, { headers: { 'X-API-Key': 'pk_secret_key' } });
    expect(got.status).toBe(502);
    expect(got.headers['content-type']).toBe('application/problem+json');
    const body = got.body.toString();
    expect(body).not.toContain('pk_secret_key');
    await until(() => proxy.exchanges.length === 1);
    expect(proxy.exchanges[0]?.status).toBeNull();
    return JSON.parse(body) as { code: string; status: number; detail: string };
  };

  it('closes the connection without answering', async () => {
    const target = await rawTarget((_r, s) => s.destroy());
    expect(await problem(target)).toMatchObject({ status: 502, code: 'PROXY_TARGET_UNREACHABLE' });
  });

  it('breaks off in the middle of its head', async () => {
    const target = await rawTarget((_r, s) => s.end('HTTP/1.1 200 OK\r\nContent-Le'));
    expect(await problem(target)).toMatchObject({ code: 'PROXY_TARGET_UNREACHABLE', detail: expect.stringContaining('middle of its answer') as string });
  });

  it('answers something that is not HTTP/1.1, or a Content-Length that contradicts itself', async () => {
    expect(await problem(await rawTarget((_r, s) => s.end('SSH-2.0-OpenSSH_9.2\r\n\r\n')))).toMatchObject({ code: 'PROXY_TARGET_UNREACHABLE', detail: expect.stringContaining('status line') as string });
    expect(await problem(await rawTarget((_r, s) => answer(s, 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nok')))).toMatchObject({ detail: expect.stringContaining('Content-Length') as string });
    expect(await problem(await rawTarget((_r, s) => answer(s, 'HTTP/1.1 200 OK\r\nBad Name: x\r\nContent-Length: 0\r\n\r\n')))).toMatchObject({ detail: expect.stringContaining('header line') as string });
  });

  it('but breaks off the client\'s answer when the target breaks off after its head went on', async () => {
    const target = await rawTarget((_r, s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly ten b'));
    const proxy = await proxyTo(target.url);
    await expect(send(`${proxy.url}/x`)).rejects.toThrow(/aborted|socket hang up|ECONNRESET/);
    await until(() => proxy.exchanges.length === 1);
    expect(proxy.exchanges[0]?.status).toBe(200);
  });
});

describe('the proxy\'s connections to the target', () => {
  /**
   * A target that answers the first request on each connection and closes the connection on the second,
   * unanswered: a connection it closed while idle, as the request crossed.
   */
  const closesWhenIdle = () => rawTarget((r, s) => {
    const onThis = target.requests.filter((x) => x.connection === r.connection).length;
    if (onThis === 1) answer(s, `HTTP/1.1 200 OK\r\nContent-Length: ${String(r.connection).length}\r\n\r\n${r.connection}`);
    else s.destroy();
  });
  let target: RawTarget;

  it('send an idempotent request again, once, on a new connection when the kept-alive one was closed by the target', async () => {
    target = await closesWhenIdle();
    const proxy = await proxyTo(target.url);
    expect((await send(`${proxy.url}/a`)).body.toString()).toBe('1');
    expect((await send(`${proxy.url}/a`)).body.toString()).toBe('2');
    expect((await send(`${proxy.url}/a`, { method: 'DELETE' })).body.toString()).toBe('3');
    const seen = target.requests.map((r) => [r.requestLine.split(' ')[0], r.connection]);
    expect(seen.slice(0, 3)).toEqual([['GET', 1], ['GET', 1], ['GET', 2]]);
    // The DELETE goes on a kept-alive connection and again on a new one, or on a new one at once (undici's choice).
    expect([[['DELETE', 2], ['DELETE', 3]], [['DELETE', 3]]]).toContainEqual(seen.slice(3));
    await until(() => proxy.exchanges.length === 3);
    expect(proxy.exchanges).toHaveLength(3);
  });

  it('never send a POST again: its 502 says so, and the target saw it once', async () => {
    target = await closesWhenIdle();
    const proxy = await proxyTo(target.url);
    await send(`${proxy.url}/a`);
    const got = await send(`${proxy.url}/ddex/ingests`, { method: 'POST', headers: { 'content-length': '2' }, body: ['{}'] });
    expect(got.status).toBe(502);
    expect(target.requests.filter((r) => r.requestLine.startsWith('POST'))).toHaveLength(1);
  });

  it('do not retry on a new connection: a target that closes it unanswered gets one try', async () => {
    const closing = await rawTarget((_r, s) => s.destroy());
    const proxy = await proxyTo(closing.url);
    expect((await send(`${proxy.url}/a`)).status).toBe(502);
    expect(closing.requests).toHaveLength(1);
  });

  it('are at most the bound to one target: requests past it wait their turn', async () => {
    const slow = await rawTarget((r, s) => setTimeout(() => answer(s, `HTTP/1.1 200 OK\r\nContent-Length: ${r.requestLine.length}\r\n\r\n${r.requestLine}`), 30));
    const proxy = await proxyTo(slow.url, { maxConnections: 2 });
    const paths = ['/1', '/2', '/3', '/4', '/5', '/6'];
    const answers = await Promise.all(paths.map((p) => send(`${proxy.url}${p}`)));
    expect(answers.map((a) => a.body.toString())).toEqual(paths.map((p) => `GET ${p} HTTP/1.1`));
    expect(slow.mostOpen()).toBe(2);
    expect(slow.connections()).toBe(2);
  });

  it('close when the target said so (Connection: close), and when idle past the target\'s Keep-Alive timeout', async () => {
    const closing = await rawTarget((r, s) => answer(s, r.requestLine.includes('/close')
      ? 'HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'
      : 'HTTP/1.1 200 OK\r\nKeep-Alive: timeout=1\r\nContent-Length: 0\r\n\r\n'));
    const proxy = await proxyTo(closing.url);
    await send(`${proxy.url}/close`);
    await send(`${proxy.url}/close`);
    expect(closing.connections()).toBe(2);
    // timeout=1 s: the proxy lets go a second early, so the idle connection is not reused.
    await send(`${proxy.url}/hint`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await send(`${proxy.url}/hint`);
    expect(closing.connections()).toBe(4);
  });
});

describe('the proxy in front of an https target', () => {
  it('trusts the CAs Node trusts (NODE_EXTRA_CA_CERTS, here the default list extended), and refuses an unknown certificate with a 502', async () => {
    const cert = createSelfSignedCertificate();
    const target = await rawTarget((r, s) => answer(s, `HTTP/1.1 200 OK\r\nContent-Length: ${r.requestLine.length}\r\n\r\n${r.requestLine}`), { secure: cert });
    const url = target.url.replace('127.0.0.1', 'localhost');
    const untrusted = await proxyTo(url);
    const refused = await send(`${untrusted.url}/a`);
    expect(refused.status).toBe(502);
    expect(refused.body.toString()).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY|CERT/);
    const defaults = tls.getCACertificates('default');
    tls.setDefaultCACertificates([...defaults, cert.cert]);
    cleanups.push(() => {
      tls.setDefaultCACertificates(defaults);
    });
    const trusted = await proxyTo(url);
    const agent = keepAlive();
    expect((await send(`${trusted.url}/a`, { agent })).body.toString()).toBe('GET /a HTTP/1.1');
    expect((await send(`${trusted.url}/b`, { agent })).body.toString()).toBe('GET /b HTTP/1.1');
    expect(target.requests.at(-1)?.lines).toContain(`host: localhost:${target.port}`);
  });

  it('trusts the CA it is given', async () => {
    const cert = createSelfSignedCertificate();
    const target = await rawTarget((_r, s) => answer(s, 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok'), { secure: cert });
    const proxy = await proxyTo(target.url.replace('127.0.0.1', 'localhost'), { ca: cert.cert });
    expect((await send(`${proxy.url}/a`)).body.toString()).toBe('ok');
  });
});
