/**
 * The ERN parse pool (mock-server/src/ingest/parse-pool.ts) on real worker threads: the same results as
 * parseErnMessage on the calling thread, bytes handed over without a copy, small messages kept inline,
 * a dying thread costing no innocent parse and never the process (issue #29), and close() waiting for what is in flight.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import {
  createErnParsePool,
  type ErnParser,
  PARSE_THREAD_YOUNG_GENERATION_MB,
  type ParseAnswer,
  type ParseJob,
  parseThreadHeapMb,
  type ParseThread,
  runJob,
  spawnParseThread,
  type XmlFetchSettings,
  type XmlLoadOutcome,
} from '../../../mock-server/src/ingest/parse-pool.js';
import { fetchLimited } from '../../../mock-server/src/fetch/fetch-limited.js';
import { tooCostly } from '../../../mock-server/src/ingest/thread-death.js';
import { defaultXmlStructureLimits } from '../../../mock-server/src/xml/limits.js';
import { audioMessage, namespaceBomb } from '../../support/hostile-xml.js';
import { startServer, type TestServer } from '../fetch/support.js';
import { ern4Image, ern4Message, hasSamples, MESSAGE_URL, samplesDir } from '../ern/support.js';

const pools: ErnParser[] = [];
function pool(...args: Parameters<typeof createErnParsePool>): ErnParser {
  const created = createErnParsePool(...args);
  pools.push(created);
  return created;
}
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const settings: XmlFetchSettings = {
  limits: { timeoutMs: 5_000, maxBytes: 100_000, maxRedirects: 2 },
  policy: { allowHttpLoopback: true },
};

/** A loopback file server with the fixtures under /<name>.xml, and /moved redirecting to the first. */
async function xmlServer(): Promise<TestServer> {
  const routes: Parameters<typeof startServer>[0] = {
    '/moved': (_req, res) => {
      res.writeHead(302, { location: '/one.xml' }).end();
    },
    '/big.xml': (_req, res) => {
      res.end(ern4Message(ern4Image('<File><URI>a.jpg</URI></File>')).padEnd(200_000, ' '));
    },
  };
  for (const [name, xml] of Object.entries({ one: fixtures['one image file']!, doctype: fixtures['a DOCTYPE']! })) {
    routes[`/${name}.xml`] = (_req, res) => {
      res.setHeader('content-type', 'application/xml');
      res.end(xml);
    };
  }
  const server = await startServer(routes);
  servers.push(server);
  return server;
}

/** Bytes in a buffer of their own (what the mock's fetch hands to the parser). */
function ownBytes(text: string | Buffer): Uint8Array {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  return own;
}

const parseWorker = new URL('../../../mock-server/src/ingest/parse-worker.ts', import.meta.url);

/** Real parse threads that count the messages posted to them, and how many were started. */
function countingThreads(): { spawn: () => ParseThread; posted: () => number; started: () => number } {
  let count = 0;
  let threads = 0;
  const spawn = (): ParseThread => {
    threads++;
    const worker = new Worker(parseWorker);
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: unknown) => {
      count++;
      post(message);
    };
    return worker;
  };
  return { spawn, posted: () => count, started: () => threads };
}

const samples = hasSamples
  ? ['ern382', 'ern411', 'ern42', 'ern43'].flatMap((folder) =>
      readdirSync(path.join(samplesDir, folder)).filter((name) => name.endsWith('.xml')).map((name) => `${folder}/${name}`))
  : [];

/** Accepted, rejected and malformed messages of our own. */
const fixtures: Record<string, string> = {
  'one image file': ern4Message(ern4Image('<File><URI>cover.jpg</URI></File>')),
  'a DOCTYPE': `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>${ern4Message('')}`,
  'malformed XML': `${ern4Message('')}<`,
  'a PurgeReleaseMessage': '<ern:PurgeReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"/>',
  'an unknown ERN version': ern4Message('', 'http://ddex.net/xml/ern/99'),
};

describe('ERN parse pool on worker threads', () => {
  it.runIf(hasSamples)('every sample: the same result as parseErnMessage on this thread', async () => {
    const parser = pool({ threads: 2, inlineBelowBytes: 0 });
    for (const sample of samples) {
      const bytes = readFileSync(path.join(samplesDir, sample));
      const expected = parseErnMessage(bytes, { messageUrl: MESSAGE_URL });
      expect(await parser.parse(ownBytes(bytes), MESSAGE_URL), sample).toStrictEqual(expected);
    }
  });

  it('accepted, rejected and malformed messages: the same result as parseErnMessage on this thread', async () => {
    const parser = pool({ threads: 1, inlineBelowBytes: 0 });
    for (const [name, xml] of Object.entries(fixtures)) {
      expect(await parser.parse(ownBytes(xml), MESSAGE_URL), name).toStrictEqual(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
    }
  });

  it('parses on a thread, leaving the caller\'s bytes as they were', async () => {
    const { spawn, posted } = countingThreads();
    const parser = pool({ threads: 1, inlineBelowBytes: 0, spawn });
    const xml = fixtures['one image file']!;
    const bytes = ownBytes(xml);
    await expect(parser.parse(bytes, MESSAGE_URL)).resolves.toStrictEqual(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
    expect(posted()).toBe(1);
    expect(Buffer.from(bytes).toString()).toBe(xml);
  });

  it('parses messages below inlineBelowBytes, and every message with threads: 0, on the calling thread', async () => {
    const xml = fixtures['one image file']!;
    const { spawn, posted } = countingThreads();
    const parser = pool({ threads: 1, inlineBelowBytes: xml.length + 1, spawn });
    expect((await parser.parse(ownBytes(xml), MESSAGE_URL)).ok).toBe(true);
    expect(posted()).toBe(0);
    expect((await parser.parse(ownBytes(`${xml}${' '.repeat(10)}`), MESSAGE_URL)).ok).toBe(true);
    expect(posted()).toBe(1);
    const none = pool({ threads: 0, inlineBelowBytes: 0 });
    expect(none.threads).toBe(0);
    expect((await none.parse(ownBytes(xml), MESSAGE_URL)).ok).toBe(true);
  });

  it('rejects with a TypeError for a relative messageUrl, as parseErnMessage throws', async () => {
    const parser = pool({ threads: 1, inlineBelowBytes: 0 });
    await expect(parser.parse(ownBytes(fixtures['one image file']!), 'msg.xml')).rejects.toThrow(TypeError);
    await expect(parser.parse(ownBytes(fixtures['one image file']!), 'msg.xml')).rejects.toThrow(/absolute URL/);
  });

  it('starts its threads as work needs them: none before the first job, another only while each has work, never more than threads', async () => {
    const { spawn, started } = countingThreads();
    const parser = pool({ threads: 2, inlineBelowBytes: 0, spawn });
    const xml = fixtures['one image file']!;
    expect(started()).toBe(0);
    // One at a time: the first thread is idle again for each, so it is the only one.
    for (let i = 0; i < 3; i++) expect((await parser.parse(ownBytes(xml), MESSAGE_URL)).ok).toBe(true);
    expect(started()).toBe(1);
    // Several at once: a second thread starts for the second job, and no third.
    const results = await Promise.all(Array.from({ length: 6 }, () => parser.parse(ownBytes(xml), MESSAGE_URL)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(started()).toBe(2);
    // A message below inlineBelowBytes, and threads: 0, start none.
    const { spawn: spawnNone, started: startedNone } = countingThreads();
    await pool({ threads: 2, inlineBelowBytes: xml.length + 1, spawn: spawnNone }).parse(ownBytes(xml), MESSAGE_URL);
    await pool({ threads: 0, inlineBelowBytes: 0, spawn: spawnNone }).parse(ownBytes(xml), MESSAGE_URL);
    expect(startedNone()).toBe(0);
  });

  it('spreads messages over its threads and answers each with its own result', async () => {
    const parser = pool({ threads: 2, inlineBelowBytes: 0 });
    const messages = Array.from({ length: 40 }, (_, i) => ern4Message(ern4Image(`<File><URI>f${i}.jpg</URI></File>`)));
    const results = await Promise.all(messages.map((xml) => parser.parse(ownBytes(xml), MESSAGE_URL)));
    expect(results.map((r) => (r.ok ? r.message.files[0]?.uri : r.code))).toEqual(
      messages.map((_, i) => `https://bucket.example/deliveries/batch1/f${i}.jpg`),
    );
  });

  it('does again, alone on a thread of its own, what a dying thread had, and starts a new thread in its place for the next job', async () => {
    let started = 0;
    // A thread that dies at its first message, then (the replacement) a real parse thread.
    const spawn = (): ParseThread => {
      started++;
      if (started === 1) return new Worker('require("node:worker_threads").parentPort.once("message", () => process.exit(3))', { eval: true });
      return new Worker(parseWorker);
    };
    const parser = pool({ threads: 1, inlineBelowBytes: 0, spawn });
    const xml = fixtures['one image file']!;
    expect(await parser.parse(ownBytes(xml), MESSAGE_URL)).toStrictEqual(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
    // The job was done again on a thread of its own (the second); the dead thread is not started again until a job
    // needs one: a thread that dies at its start is not restarted in a loop.
    expect(started).toBe(2);
    for (let i = 0; i < 2; i++) expect((await parser.parse(ownBytes(xml), MESSAGE_URL)).ok).toBe(true);
    expect(started).toBe(3);
  });

  it('close() waits for the parses in flight, then parses on the calling thread', async () => {
    const { spawn, posted } = countingThreads();
    const parser = createErnParsePool({ threads: 1, inlineBelowBytes: 0, spawn });
    const xml = fixtures['one image file']!;
    const inFlight = parser.parse(ownBytes(xml), MESSAGE_URL);
    let settled = false;
    void inFlight.then(() => {
      settled = true;
    });
    await parser.close();
    expect(settled).toBe(true);
    expect((await inFlight).ok).toBe(true);
    expect((await parser.parse(ownBytes(xml), MESSAGE_URL)).ok).toBe(true);
    expect(posted()).toBe(1);
  });

  it('load: fetches and parses on a thread, with the same outcome as on this thread', async () => {
    const server = await xmlServer();
    const { spawn, posted } = countingThreads();
    const parser = pool({ threads: 1, spawn });
    for (const path of ['/one.xml', '/moved', '/doctype.xml', '/missing.xml', '/big.xml']) {
      const url = server.url(`${path}?X-Amz-Signature=secret`);
      const expected = await runJob({ id: 0, limits: defaultXmlStructureLimits, kind: 'load', xmlUrl: url, settings });
      expect(await parser.load(url, settings), path).toStrictEqual(expected);
    }
    expect(posted()).toBe(5);
    const paths = ['/one.xml', '/moved', '/missing.xml', '/big.xml'];
    const outcomes = await Promise.all(paths.map((path) => parser.load(server.url(path), settings)));
    const shown = (o: XmlLoadOutcome): unknown => {
      if (!o.ok) return o.failure.kind;
      return o.parsed.ok ? o.parsed.message.files.map((f) => f.uri) : o.parsed.code;
    };
    expect(outcomes.map(shown)).toEqual([
      [server.url('/cover.jpg')],
      // Relative locations resolve against the URL asked for, not the redirect's target.
      [server.url('/cover.jpg')],
      'http-status',
      'too-large',
    ]);
  });

  it('load: the same outcome as fetchLimited + parseErnMessage', async () => {
    const server = await xmlServer();
    const url = server.url('/one.xml');
    const fetched = await fetchLimited(url, { fetch: globalThis.fetch, ...settings, label: 'xmlUrl', consume: 'buffer' });
    if (!fetched.ok) expect.fail(fetched.message);
    const parser = pool({ threads: 1 });
    expect(await parser.load(url, settings)).toStrictEqual({ ok: true, parsed: parseErnMessage(fetched.body!, { messageUrl: url }) });
  });

  it('load: an injected fetch runs on the calling thread (a function cannot go to a thread)', async () => {
    const server = await xmlServer();
    const seen: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      seen.push(String(input));
      return globalThis.fetch(input, init);
    };
    const { spawn, posted } = countingThreads();
    const parser = pool({ threads: 1, inlineBelowBytes: 0, fetch, spawn });
    const outcome = await parser.load(server.url('/one.xml'), settings);
    expect(outcome.ok && outcome.parsed.ok).toBe(true);
    expect(seen).toEqual([server.url('/one.xml')]);
    // The parse still went to the thread.
    expect(posted()).toBe(1);
  });

  it('load: what a dying thread had is fetched and parsed again on a thread of its own', async () => {
    const server = await xmlServer();
    let started = 0;
    const spawn = (): ParseThread => {
      started++;
      if (started === 1) return new Worker('require("node:worker_threads").parentPort.once("message", () => process.exit(3))', { eval: true });
      return new Worker(parseWorker);
    };
    const parser = pool({ threads: 1, spawn });
    const outcome = await parser.load(server.url('/one.xml'), settings);
    expect(outcome.ok && outcome.parsed.ok && outcome.parsed.message.files.length).toBe(1);
    expect(started).toBe(2);
    expect(server.requests.map((r) => r.path)).toEqual(['/one.xml']);
  });

  it('load: gives back what a dying thread held, so the job done again on a thread of its own fits the budget', async () => {
    const server = await xmlServer();
    let started = 0;
    // The first thread takes 200,000 bytes of the budget for its job, then dies without answering.
    const dying = `const { parentPort } = require("node:worker_threads");
      parentPort.once("message", (job) => {
        const { total, held } = job.settings.budget;
        Atomics.add(new BigInt64Array(total), 0, 200000n);
        Atomics.add(new BigInt64Array(held), 0, 200000n);
        process.exit(3);
      });`;
    const spawn = (): ParseThread => (++started === 1 ? new Worker(dying, { eval: true }) : new Worker(parseWorker));
    const parser = pool({ threads: 1, spawn, bufferBudgetBytes: 250_000 });
    const big = { ...settings, limits: { ...settings.limits, maxBytes: 250_000 } };
    const outcome = await parser.load(server.url('/big.xml'), big);
    expect(outcome.ok && outcome.parsed.ok).toBe(true);
    expect(started).toBe(2);
    expect(parser.heldBytes).toBe(0);
  });

  it('load: a message that does not fit the budget is a busy failure, and its bytes are given back', async () => {
    const server = await xmlServer();
    const parser = pool({ threads: 1, bufferBudgetBytes: 150_000 });
    const outcome = await parser.load(server.url('/big.xml'), { ...settings, limits: { ...settings.limits, maxBytes: 250_000 } });
    expect(!outcome.ok && outcome.failure.kind).toBe('busy');
    expect(parser.heldBytes).toBe(0);
    const small = await parser.load(server.url('/one.xml'), settings);
    expect(small.ok && small.parsed.ok).toBe(true);
    expect(parser.heldBytes).toBe(0);
  });

  it('a thread as the pool starts it answers by itself (a failed start would be hidden by the fallback)', async () => {
    const thread = spawnParseThread();
    try {
      expect(thread.resourceLimits?.maxYoungGenerationSizeMb).toBe(PARSE_THREAD_YOUNG_GENERATION_MB);
      // The memory of a parse is bounded (issue #29): 64 MiB messages get 1,088 MB, never the process's whole heap.
      expect(thread.resourceLimits?.maxOldGenerationSizeMb).toBe(parseThreadHeapMb(64 * 1024 ** 2));
      expect(parseThreadHeapMb(64 * 1024 ** 2)).toBe(1088);
      const answered = new Promise<ParseAnswer>((resolve, reject) => {
        thread.on('message', resolve);
        thread.on('error', reject);
        thread.on('exit', (code) => {
          reject(new Error(`the parse thread exited with code ${code}`));
        });
      });
      const xml = fixtures['one image file']!;
      thread.postMessage({ id: 7, limits: defaultXmlStructureLimits, kind: 'parse', xml: ownBytes(xml), messageUrl: MESSAGE_URL });
      expect(await answered).toStrictEqual({ id: 7, value: parseErnMessage(xml, { messageUrl: MESSAGE_URL }) });
    } finally {
      await thread.terminate();
    }
  });

  it('refuses a negative or fractional thread count', () => {
    expect(() => createErnParsePool({ threads: -1 })).toThrow(RangeError);
    expect(() => createErnParsePool({ threads: 1.5 })).toThrow(RangeError);
  });
});

describe('a parse that costs too much (issue #29)', () => {
  /**
   * Threads of a 16 MB heap that answer each job at once with its message URL, except that a job whose URL holds
   * `kill` allocates until the heap runs out, as a costly parse does (ERR_WORKER_OUT_OF_MEMORY), and one whose URL
   * holds `exit` ends the thread otherwise.
   */
  function killableThreads(): { spawn: () => ParseThread; started: () => number } {
    let threads = 0;
    const code = `const { parentPort } = require("node:worker_threads");
      parentPort.on("message", (job) => {
        const url = job.messageUrl ?? job.xmlUrl;
        if (url.includes("exit")) process.exit(3);
        if (url.includes("kill")) { const held = []; for (;;) held.push(new Array(100000).fill(url)); }
        parentPort.postMessage({ id: job.id, value: { ok: true, url } });
      });`;
    const spawn = (): ParseThread => {
      threads++;
      return new Worker(code, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } });
    };
    return { spawn, started: () => threads };
  }
  const urlOf = (value: unknown): unknown => (value as { url?: string }).url ?? value;

  it('ends the message that kills its thread alone as XML_TOO_COSTLY, and the thread\'s other jobs as they would have', async () => {
    const { spawn, started } = killableThreads();
    const parser = pool({ threads: 1, inlineBelowBytes: 0, spawn, heapMb: 300 });
    const bytes = (): Uint8Array => ownBytes('<x/>');
    // All three go to the one thread; the second kills it, before or after the first is answered.
    const outcomes = await Promise.all(['https://a.test/one.xml', 'https://a.test/kill.xml', 'https://a.test/three.xml']
      .map((url) => parser.parse(bytes(), url)));
    expect(urlOf(outcomes[0])).toBe('https://a.test/one.xml');
    expect(outcomes[1]).toMatchObject({ ok: false, code: 'XML_TOO_COSTLY', message: expect.stringContaining('300 MB') as unknown });
    expect(urlOf(outcomes[2])).toBe('https://a.test/three.xml');
    // The pool still parses, on a new thread.
    expect(urlOf(await parser.parse(bytes(), 'https://a.test/four.xml'))).toBe('https://a.test/four.xml');
    expect(started()).toBeGreaterThanOrEqual(3);
  });

  it('never does a dead thread\'s job on the calling thread (a parse out of memory there would end the process)', async () => {
    const { spawn } = killableThreads();
    const parser = pool({ threads: 1, inlineBelowBytes: 0, spawn });
    // A message the calling thread would read as a malformed one; the threads answer with its URL instead.
    const outcome = await parser.parse(ownBytes('not xml'), 'https://a.test/kill.xml');
    expect(outcome).toMatchObject({ ok: false, code: 'XML_TOO_COSTLY' });
  });

  it('rejects a job whose thread dies alone otherwise than out of memory: an error of the mock, not the message\'s', async () => {
    const { spawn } = killableThreads();
    const parser = pool({ threads: 1, inlineBelowBytes: 0, spawn });
    await expect(parser.parse(ownBytes('<x/>'), 'https://a.test/exit.xml')).rejects.toThrow(/exited with code 3/);
    expect(urlOf(await parser.parse(ownBytes('<x/>'), 'https://a.test/next.xml'))).toBe('https://a.test/next.xml');
  });

  it('ends a load whose parse kills its thread as XML_TOO_COSTLY, with its bytes given back', async () => {
    const { spawn } = killableThreads();
    const parser = pool({ threads: 1, spawn, bufferBudgetBytes: 1_000_000 });
    const outcome = await parser.load('https://a.test/kill.xml', settings);
    expect(outcome).toMatchObject({ ok: true, parsed: { ok: false, code: 'XML_TOO_COSTLY' } });
    expect(parser.heldBytes).toBe(0);
    const check = { id: 1, limits: defaultXmlStructureLimits, kind: 'check', xml: new Uint8Array(), messageUrl: MESSAGE_URL } as ParseJob;
    expect(tooCostly(check, 300)).toMatchObject({ parsed: { ok: false, code: 'XML_TOO_COSTLY' } });
  });

  it('reads the probe\'s namespace bomb in a real parse thread of 128 MB, where copying the prefix table per element took 4 GB', async () => {
    const bomb = namespaceBomb(audioMessage());
    // Limits raised past the bomb, so that its reading is what is measured, not its refusal.
    const limits = { maxDepth: 20_000, maxAttributesPerElement: 20_000, maxNamespacesPerElement: 20_000, maxNamespacesPerMessage: 30_000 };
    const parser = pool({ threads: 1, inlineBelowBytes: 0, heapMb: 128, limits });
    const outcome = await parser.parse(ownBytes(bomb), MESSAGE_URL);
    expect(outcome).toMatchObject({ ok: true });
    // With the defaults, it is refused where it passes the first limit: the root's 10,000 attributes, all declarations.
    const refused = await pool({ threads: 1, inlineBelowBytes: 0 }).parse(ownBytes(bomb), MESSAGE_URL);
    expect(refused).toMatchObject({ ok: false, code: 'XML_TOO_COMPLEX', message: expect.stringContaining('(xml.limits.maxAttributesPerElement is 256)') as unknown });
  });
});
