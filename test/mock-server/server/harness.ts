/**
 * Test harness: a real fixture file server on loopback (ERN messages and resource files, with fetch
 * counters and programmable answers) and a real mock server on a free port, with its logs captured.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Clock } from '../../../mock-server/src/clock.js';
import { type MockFlags, resolveConfig } from '../../../mock-server/src/config.js';
import { writeErnMessage } from '../../../mock-server/src/ern/write/index.js';
import { logRedaction } from '../../../mock-server/src/logging.js';
import { type RunningMock, startMockServer } from '../../../mock-server/src/server.js';

export interface FixtureFile {
  body: string | Buffer;
  status?: number;
  contentType?: string;
  /** Answer only after this many real ms (for timeouts and kill -9 tests). */
  delayMs?: number;
}

export interface FixtureServer {
  url: string;
  /** Sets or replaces what a path answers. */
  set(path: string, file: FixtureFile): void;
  /** How many times each path was requested (query strings stripped). */
  hits(path: string): number;
  /** Every path requested so far, in the order the requests arrived. */
  order(): string[];
  close(): Promise<void>;
}

export async function startFixtureServer(files: Record<string, FixtureFile> = {}): Promise<FixtureServer> {
  const table = new Map(Object.entries(files));
  const counts = new Map<string, number>();
  const order: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    order.push(path);
    const file = table.get(path);
    const answer = () => {
      if (!file) {
        response.writeHead(404).end('not found');
        return;
      }
      response.writeHead(file.status ?? 200, { 'content-type': file.contentType ?? 'application/octet-stream' });
      response.end(file.body);
    };
    if (file?.delayMs) setTimeout(answer, file.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    set: (path, file) => table.set(path, file),
    hits: (path) => counts.get(path) ?? 0,
    order: () => [...order],
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    }),
  };
}

export interface TestMock extends RunningMock {
  /** Every log line written so far, as text. */
  logText(): string;
}

/**
 * Starts the mock on a free loopback port; `file` is a config file's content, `flags` the CLI flags.
 *
 * It fetches and parses ERN messages on the calling thread (`xml.parseThreads` 0) unless `file` says otherwise: a parse
 * thread started from source loads ~600 modules (0.3-0.6 s of CPU), which this process has already loaded, and the
 * suite's in-process mocks started ~200 of them (issue #31). Where the work runs changes no outcome:
 * test/mock-server/ingest/parse-pool.test.ts proves a thread's result equal to the calling thread's on every sample and
 * every accepted, rejected and malformed message. What only threads do (a parse past its heap ending as
 * XML_TOO_COSTLY, the threads' start and replacement) is tested on the pool itself (parse-pool.test.ts, the outbound
 * tests), and every mock started as a process (the CLI's tests, hostile-message.test.ts, the replicas') runs its
 * threads, fetching and parsing there end to end. A test that wants threads here sets `xml.parseThreads`.
 */
export async function startTestMock(
  file: Record<string, unknown> = {},
  flags: MockFlags = {},
  options: { clock?: Clock } = {},
): Promise<TestMock> {
  const xml = { parseThreads: 0, ...(file.xml as Record<string, unknown> | undefined) };
  const config = resolveConfig(
    { partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'] }], ...file, xml },
    { port: 0, ...flags },
    'test',
  );
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const logger = pino({ level: 'debug', ...logRedaction }, sink);
  const mock = await startMockServer(config, { logger, ...(options.clock ? { clock: options.clock } : {}) });
  return { ...mock, logText: () => lines.join('') };
}

export const acmeKey = 'pk_test_acme_1';

/** A JSON request to the mock with the acme key (unless headers say otherwise). */
export async function call(
  mock: { url: string },
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const headers: Record<string, string> = { 'x-api-key': acmeKey, ...options.headers };
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  const response = await fetch(`${mock.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: the test reads `text`
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** Polls the lookup until the ingest leaves `processing` (real sockets, bounded). */
export async function waitForTerminal(
  mock: { url: string },
  ingestId: string,
  timeoutMs = 10_000,
): Promise<Record<string, unknown>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const { body } = await call(mock, 'GET', `/partner/v1/ddex/ingests/${ingestId}`);
    const record = body as Record<string, unknown>;
    if (record.status !== 'processing') return record;
    if (performance.now() > deadline) throw new Error(`ingest ${ingestId} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A minimal ERN 4.3 NewReleaseMessage delivering the given file URIs (relative or absolute, as text: the
 * writer escapes them), one sound recording each, with the MD5 given for the same index.
 */
export function ern43(uris: readonly string[], hashes: readonly (string | undefined)[] = []): string {
  return writeErnMessage({
    version: '4.3',
    messageId: 't',
    resources: uris.map((uri, i) => {
      const md5 = hashes[i];
      return { reference: `A${i + 1}`, type: 'SoundRecording', files: [md5 ? { location: uri, md5 } : { location: uri }] };
    }),
    layout: 'compact',
  });
}
