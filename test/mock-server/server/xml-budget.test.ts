/**
 * The XML budget (config `xml.bufferBudget`, issue #13): the bytes of messages being fetched, buffered or
 * parsed count against it from their Content-Length (or as they arrive); a create that does not fit answers
 * 503 SERVICE_BUSY with Retry-After and creates nothing; bytes come back when a parse ends, however it ends.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { call, ern43, startTestMock, type TestMock } from './harness.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const BUDGET = 1_000_000;

/** A valid message of exactly `bytes` bytes (a comment after the root pads it). */
function message(bytes: number): Buffer {
  const xml = ern43([]);
  return Buffer.from(`${xml}<!--${'x'.repeat(bytes - xml.length - 7)}-->`);
}

/**
 * A loopback XML server: /held.xml sends its Content-Length and half its body, then the rest once `release()`
 * is called; /chunked.xml streams 300 KB chunks without a Content-Length; /whole.xml is the whole budget;
 * /cut.xml promises 600 KB and closes after 100 KB; /broken.xml is 600 KB of malformed XML.
 */
async function xmlServer() {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldStarted = (): void => undefined;
  const started = new Promise<void>((resolve) => {
    heldStarted = resolve;
  });
  const held = message(600_000);
  const routes: Record<string, (res: ServerResponse) => void> = {
    '/held.xml': (res) => {
      res.writeHead(200, { 'content-length': held.length });
      res.write(held.subarray(0, 300_000), () => {
        heldStarted();
      });
      void released.then(() => res.end(held.subarray(300_000)));
    },
    '/other.xml': (res) => res.end(message(600_000)),
    '/whole.xml': (res) => res.end(message(BUDGET)),
    '/chunked.xml': (res) => {
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      const chunk = Buffer.alloc(300_000, ' ');
      res.write(chunk);
      res.write(chunk);
      res.end(chunk);
    },
    '/cut.xml': (res) => {
      res.writeHead(200, { 'content-length': 600_000 });
      res.write(Buffer.alloc(100_000, ' '), () => res.destroy());
    },
    '/broken.xml': (res) => res.end(Buffer.concat([Buffer.from('<ern:NewReleaseMessage'), Buffer.alloc(600_000, '<')])),
  };
  const server: Server = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(() => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  }));
  return { url: (path: string) => `${base}${path}`, release, started };
}

function create(mock: TestMock, xmlUrl: string, releaseId = 'R1') {
  return call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId, xmlUrl } });
}

describe('the XML budget', () => {
  it('answers 503 SERVICE_BUSY with Retry-After while a slow message holds the budget, and takes creates again once it is parsed', async () => {
    const xml = await xmlServer();
    const mock = await startTestMock({ xml: { bufferBudget: BUDGET, maxBytes: BUDGET } });
    cleanups.push(() => mock.close());

    const first = create(mock, xml.url('/held.xml'), 'FIRST');
    await xml.started;
    // 600 KB held by the first (its Content-Length): another 600 KB does not fit, by header or as it streams.
    for (const path of ['/other.xml', '/chunked.xml']) {
      const busy = await create(mock, xml.url(path));
      expect(busy.status, path).toBe(503);
      expect(busy.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(busy.headers.get('retry-after')).toBe('2');
      expect(busy.body).toMatchObject({ code: 'SERVICE_BUSY', status: 503 });
      expect((busy.body as { detail: string }).detail).toMatch(/xml\.bufferBudget.*nothing was created.*2 seconds/);
    }
    const listed = await call(mock, 'GET', '/_operator/ingests', { headers: { 'x-operator-token': 'op_local_dev', 'x-api-key': '' } });
    expect(listed.body).toEqual([]);

    xml.release();
    expect((await first).status).toBe(201);
    expect((await create(mock, xml.url('/other.xml'))).status).toBe(201);
    expect((await create(mock, xml.url('/whole.xml'))).status).toBe(201);
  });

  it('gives the bytes back after failures: a cut body, malformed XML, a 404; then a message of the whole budget still fits', async () => {
    const xml = await xmlServer();
    const mock = await startTestMock({ xml: { bufferBudget: BUDGET, maxBytes: BUDGET } });
    cleanups.push(() => mock.close());
    // One after the other: each fits alone, and would not fit if a failure before it had kept its bytes.
    for (const path of ['/cut.xml', '/broken.xml', '/missing.xml', '/cut.xml', '/broken.xml']) {
      expect((await create(mock, xml.url(path))).status, path).toBe(422);
    }
    expect((await create(mock, xml.url('/whole.xml'))).status).toBe(201);
  });

  it('refuses a budget smaller than xml.maxBytes at start (such a message would be busy for ever)', async () => {
    await expect(startTestMock({ xml: { bufferBudget: 1_000, maxBytes: 2_000 } })).rejects.toThrow(/xml\.bufferBudget: must be at least xml\.maxBytes/);
  });
});
