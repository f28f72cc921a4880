/**
 * The receiver check certified both ways over real sockets: good receivers (createWebhookHandler, and one on
 * verifyWebhook directly) pass every check, and each deliberately wrong receiver fails exactly the checks
 * meant for it.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateWebhookEvent } from '../../generated/validators.js';
import {
  checkReceiver,
  type ReceiverCheckId,
  receiverCheckIds,
  receiverJunitXml,
  receiverMarkdownSummary,
  receiverVerdictLine,
  unusualJson,
} from '../../conformance/receiver-check/index.js';
import { ingestEvent, unknownTypeEvent } from '../../conformance/receiver-check/events.js';
import { verifyWebhook } from '../../sdk/webhooks/index.js';
import type { IngestEvent } from '../../sdk/webhooks/types.js';
import { repoRoot } from '../support/contract.js';

const apiKey = 'pk_test_receiver_1';
type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
const servers: { close(): void; closeAllConnections(): void }[] = [];
afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

async function serve(handler: NodeHandler): Promise<string> {
  const server = createServer((req, res) => void handler(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/ingest`;
}

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface ReceiverFlaws {
  /** Answers 200 to everything, verifying nothing. */
  neverVerifies?: boolean;
  /** Verifies JSON.stringify(JSON.parse(body)) instead of the raw bytes (a framework's parsed body). */
  reSerialises?: boolean;
  /** No timestamp tolerance. */
  noTolerance?: boolean;
  /** Answers 400 to an eventType it does not know. */
  rejectsUnknownTypes?: boolean;
  /** Processes a new ingest event for this long before answering (the eventId is marked seen on arrival). */
  processingMs?: number;
  /** Told when the processing of an event begins. */
  onProcessing?: (eventId: string) => void;
}

/** A receiver on verifyWebhook with an in-memory eventId set: correct without flaws (spec 4.3, 6). */
function receiver(flaws: ReceiverFlaws = {}): NodeHandler {
  const seen = new Set<string>();
  return async (req, res) => {
    if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
    const raw = await rawBody(req);
    if (flaws.neverVerifies) return void res.writeHead(200).end();
    let event;
    try {
      const body = flaws.reSerialises ? JSON.stringify(JSON.parse(raw.toString('utf8'))) : raw;
      const tolerance = flaws.noTolerance ? { toleranceSeconds: Number.MAX_SAFE_INTEGER } : {};
      event = await verifyWebhook({ body, signature: req.headers, secret: apiKey, ...tolerance });
    } catch {
      return void res.writeHead(401).end('signature did not verify');
    }
    if (event.eventType !== 'ingest') return void res.writeHead(flaws.rejectsUnknownTypes ? 400 : 200).end();
    if (seen.has(event.eventId)) return void res.writeHead(200).end('duplicate');
    seen.add(event.eventId);
    flaws.onProcessing?.(event.eventId);
    if (flaws.processingMs) await new Promise((resolve) => setTimeout(resolve, flaws.processingMs));
    res.writeHead(200).end('ok');
  };
}

/** The checks that report and never fail (receiver.no-ack-before-processed says why). */
const advisory: ReceiverCheckId[] = ['receiver.no-ack-before-processed'];

const reject: ReceiverCheckId[] = [
  'receiver.rejects-tampered-body', 'receiver.rejects-wrong-key', 'receiver.rejects-missing-signature',
  'receiver.rejects-malformed-signature', 'receiver.rejects-stale-timestamp', 'receiver.rejects-future-timestamp',
];

const table: { name: string; given: ReceiverFlaws; want: ReceiverCheckId[] }[] = [
  { name: 'a correct receiver on verifyWebhook', given: {}, want: [] },
  { name: 'a receiver that never verifies (always 200)', given: { neverVerifies: true }, want: reject },
  { name: 'a receiver that re-serialises the parsed JSON before verifying', given: { reSerialises: true }, want: ['receiver.verifies-raw-body'] },
  { name: 'a receiver without the 300 s tolerance', given: { noTolerance: true }, want: ['receiver.rejects-stale-timestamp', 'receiver.rejects-future-timestamp'] },
  { name: 'a receiver that answers 400 to unknown event types', given: { rejectsUnknownTypes: true }, want: ['receiver.ignores-unknown-type'] },
  {
    name: 'a receiver that answers new events after 11 s (default timeout 10 s)',
    given: { processingMs: 11_000 },
    want: ['receiver.accepts-valid', 'receiver.accepts-failed', 'receiver.verifies-raw-body'],
  },
];

describe('checkReceiver against real receivers', () => {
  it.concurrent.each(table)('$name fails exactly $want', async ({ given, want }) => {
    const report = await checkReceiver({ url: await serve(receiver(given)), apiKey });
    const failed = report.results.filter((r) => r.status === 'failed').map((r) => r.id);
    expect(failed.sort(), JSON.stringify(report.results.filter((r) => r.failure), null, 2)).toEqual([...want].sort());
    const passed = receiverCheckIds.length - want.length - advisory.length;
    expect(report).toMatchObject({ failed: want.length, passed, advisory: advisory.length, unreachable: null, timeoutMs: 10_000 });
    expect(report.results.map((r) => r.id)).toEqual(receiverCheckIds);
    for (const r of report.results) {
      expect(r.exchanges.length).toBeGreaterThan(0);
      if (r.failure) expect(r.failure.fix.length).toBeGreaterThan(40);
    }
  }, 30_000);

  const handlerFile = path.join(repoRoot, 'sdk/webhooks/handler.ts');
  it.skipIf(!existsSync(handlerFile))('a receiver on createWebhookHandler + toNodeHandler passes every check', async () => {
    // Specifiers in variables: the modules arrive with another branch, and tsc must not resolve them before.
    const handlerModule = '../../sdk/webhooks/handler.js';
    const nodeModule = '../../sdk/node.js';
    const { createWebhookHandler } = (await import(handlerModule)) as {
      createWebhookHandler: (options: { secret: string; onEvent: (event: IngestEvent) => void }) => (request: Request) => Promise<Response>;
    };
    const { toNodeHandler } = (await import(nodeModule)) as {
      toNodeHandler: (handler: (request: Request) => Promise<Response>) => (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    };
    const processed: string[] = [];
    const handler = createWebhookHandler({ secret: apiKey, onEvent: (event) => void processed.push(event.eventId) });
    const url = await serve(toNodeHandler(handler));
    const report = await checkReceiver({ url, apiKey });
    expect(report.results.filter((r) => r.failure)).toEqual([]);
    expect(report.passed).toBe(receiverCheckIds.length - advisory.length);
    // valid, failed, raw-body and the advisory check's: four events processed once each; the duplicate, the
    // redelivery (if sent) and the unknown type are not.
    expect(processed).toHaveLength(4);
    expect(new Set(processed).size).toBe(4);
  });

  it('notes a 4xx other than 401 on a rejection, and fails a 5xx', async () => {
    const answer400 = await serve(async (req, res) => {
      const raw = await rawBody(req);
      try {
        await verifyWebhook({ body: raw, signature: req.headers, secret: apiKey });
        res.writeHead(204).end();
      } catch {
        res.writeHead(req.headers['x-service-signature'] ? 403 : 500).end();
      }
    });
    const report = await checkReceiver({ url: answer400, apiKey });
    const byId = Object.fromEntries(report.results.map((r) => [r.id, r]));
    expect(byId['receiver.rejects-wrong-key']).toMatchObject({ status: 'passed', notes: [expect.stringContaining('answered 403; spec 6.3 recommends 401')] });
    expect(byId['receiver.rejects-missing-signature']?.failure).toMatchObject({
      message: expect.stringContaining('answered 500, a server error') as string,
      fix: expect.stringContaining('answer 401') as string,
    });
  });

  it('reports a refused connection as unreachable and not judged, each check keeping what it received', async () => {
    const url = await serve(() => undefined);
    servers.at(-1)?.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const report = await checkReceiver({ url, apiKey, timeoutMs: 2_000 });
    expect(report.verdict).toBe('not-judged');
    expect(report.failed).toBe(receiverCheckIds.length - advisory.length);
    expect(report.unreachable).toMatch(/nothing accepts connections at http:\/\/127\.0\.0\.1:\d+\/webhooks\/ingest \(connection refused\)/);
    expect(report.results[0]?.failure?.received).toContain('ECONNREFUSED');
    // Not judged, in every report (issue #30, from a review: "11 failed: the receiver breaks a rule", failures="11").
    expect(receiverVerdictLine(report)).toMatch(/^\nCould not judge: nothing accepts connections at .*\nno check judged \(\d+\.\d s\): could not judge\n$/);
    const junit = receiverJunitXml(report);
    expect(junit).toMatch(/<testsuites name="partner-ingest receiver check" tests="1" failures="0" skipped="0" errors="1"/);
    expect(junit).toContain('<error type="unreachable" message="could not judge: nothing accepts connections at ');
    expect(junit).not.toContain('<failure');
    expect(receiverMarkdownSummary(report)).toMatch(/^## Webhook receiver check: ⚠️ could not judge\n/);
  });

  it('a name that does not resolve (the fetch fails before anything is sent): not judged, saying why', async () => {
    const notFound = () => Promise.reject(new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo ENOTFOUND receiver.invalid'), { code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname: 'receiver.invalid' }),
    }));
    const report = await checkReceiver({ url: 'http://receiver.invalid/hooks', apiKey, fetch: notFound });
    expect(report.verdict).toBe('not-judged');
    expect(report.unreachable).toMatch(/^no delivery to http:\/\/receiver\.invalid\/hooks got an answer \(.*ENOTFOUND.*\): check --url and that the receiver runs$/);
  });

  it('a receiver that answers nothing within the timeout: not judged', async () => {
    const report = await checkReceiver({ url: await serve(() => undefined), apiKey, timeoutMs: 100 });
    expect(report.verdict).toBe('not-judged');
    expect(report.unreachable).toMatch(/^no delivery to http:\/\/127\.0\.0\.1:\d+\/webhooks\/ingest was answered within 0\.1 s: check that the receiver runs and answers, or raise --timeout$/);
  });

  it('a verdict for a receiver that answered: conforms, or does not', async () => {
    expect((await checkReceiver({ url: await serve(receiver()), apiKey })).verdict).toBe('conforms');
    expect((await checkReceiver({ url: await serve(receiver({ rejectsUnknownTypes: true })), apiKey })).verdict).toBe('does-not-conform');
  });

  it('writes JUnit and markdown reports that name the check, the spec section and the fix', async () => {
    const report = await checkReceiver({ url: await serve(receiver({ rejectsUnknownTypes: true })), apiKey });
    const junit = receiverJunitXml(report);
    expect(junit).toMatch(/<testsuites name="partner-ingest receiver check" tests="12" failures="1" skipped="1"/);
    expect(junit).toMatch(/<skipped message="advisory: not exercised: the first delivery was answered \(200\)/);
    expect(junit).toContain('<failure message="[receiver.ignores-unknown-type] spec 6.1: ');
    expect(junit).toContain('Fix: Answer 2xx to any verified event');
    expect(junit).not.toContain(apiKey);
    const markdown = receiverMarkdownSummary(report);
    expect(markdown).toContain('## Webhook receiver check: ❌ 1 check(s) failed');
    expect(markdown).toContain('### ❌ `receiver.ignores-unknown-type` (spec 6.1)');
  });
});

/**
 * checkReceiver's fetch for the cases below: a repeat of an eventId is sent only once the receiver has begun processing
 * the first delivery of it (the receiver says so through `began`), or has answered it (the other checks' deliveries,
 * refused or not processed). The check sends the redelivery about 1 s after the first; under the full suite's load a
 * first delivery once reached its receiver after the redelivery, which swapped the roles the cases are about, and the
 * signature checks, on the thread pool, may end in either order.
 */
function firstDeliveryFirst(): { fetch: typeof fetch; began: (eventId: string) => void } {
  const sent = new Map<string, number>();
  const processing = new Map<string, { begun: Promise<void>; begin: () => void }>();
  const of = (eventId: string) => {
    let entry = processing.get(eventId);
    if (entry === undefined) {
      let begin: () => void = () => undefined;
      const begun = new Promise<void>((resolve) => {
        begin = resolve;
      });
      entry = { begun, begin };
      processing.set(eventId, entry);
    }
    return entry;
  };
  const eventIdOf = (body: unknown): string | undefined => {
    try {
      return typeof body === 'string' ? (JSON.parse(body) as { eventId?: string }).eventId : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    fetch: async (input, init) => {
      const eventId = eventIdOf(init?.body);
      if (eventId === undefined) return fetch(input, init);
      const n = (sent.get(eventId) ?? 0) + 1;
      sent.set(eventId, n);
      if (n > 1) await of(eventId).begun;
      const answered = fetch(input, init);
      // An answer of the first delivery lets its repeats go too.
      if (n === 1) {
        answered.then(() => {
          of(eventId).begin();
        }, () => {
          of(eventId).begin();
        });
      }
      return answered;
    },
    began: (eventId) => {
      of(eventId).begin();
    },
  };
}

/**
 * End to end with receivers slow enough to be observed; every classification, timed exactly, is in
 * no-ack-before-processed.test.ts. The processing takes 3 s against the check's redelivery about 1 s after the first
 * delivery: a loaded machine (the full suite on 2 cores) can stall a handler for a few hundred ms. One case at a time:
 * run side by side, under the full suite's load, two cases' first deliveries once reached their receivers after their
 * redeliveries (a first delivery answered ~4 s late), which swaps the roles the cases are about.
 */
describe('receiver.no-ack-before-processed (advisory)', () => {
  const only = (report: Awaited<ReturnType<typeof checkReceiver>>) => report.results.find((r) => r.id === 'receiver.no-ack-before-processed');

  it.each([
    {
      name: 'a receiver that marks the eventId seen on arrival and processes for 3 s (the lost event of issue 17)',
      handler: (began: (eventId: string) => void) => receiver({ processingMs: 3_000, onProcessing: began }),
      want: /answered 200 .* before the first delivery was answered 200\. Unless your receiver processed the redelivery itself/,
      answers: [200, 200],
    },
    {
      name: 'createWebhookHandler with an onEvent of 3 s (waits for the processing)',
      handler: async (began: (eventId: string) => void) => {
        const { createWebhookHandler } = await import('../../sdk/webhooks/handler.js');
        const { toNodeHandler } = await import('../../sdk/node.js');
        return toNodeHandler(createWebhookHandler({
          secret: apiKey,
          onEvent: (event) => {
            began(event.eventId);
            return new Promise<void>((resolve) => setTimeout(resolve, 3_000));
          },
        }));
      },
      want: /answered 200 with or after the first delivery's 200: consistent with waiting for the processing/,
      answers: [200, 200],
    },
    {
      name: 'a receiver that answers the redelivery 503 while processing',
      handler: (began: (eventId: string) => void) => {
        const busy = new Set<string>();
        return async (req, res) => {
          const event = await verifyWebhook({ body: await rawBody(req), signature: req.headers, secret: apiKey }).catch(() => null);
          if (!event) return void res.writeHead(401).end();
          if (busy.has(event.eventId)) return void res.writeHead(503, { 'retry-after': '1' }).end();
          busy.add(event.eventId);
          began(event.eventId);
          await new Promise((resolve) => setTimeout(resolve, 3_000));
          res.writeHead(200).end();
        };
      },
      want: /was answered 503: not acknowledged, so the service retries it \(spec 6\.4\); the first was answered 200/,
      answers: [200, 503],
    },
  ])('$name: reported, never failed', async ({ handler, want, answers }) => {
    const ordered = firstDeliveryFirst();
    const result = only(await checkReceiver({ url: await serve(await handler(ordered.began)), apiKey, fetch: ordered.fetch }));
    expect(result).toMatchObject({ status: 'advisory', notes: [expect.stringMatching(want)] });
    expect(result?.exchanges.map((e) => e.answered.status)).toEqual(answers);
    expect(result?.failure).toBeUndefined();
  }, 20_000);
});

describe('the deliveries', () => {
  const facts = { eventId: 'evt_01JD8X4E6M3V9K2Q7T5W0YB1CR', at: Date.parse('2026-11-21T12:36:41Z'), ingestId: '1700000042', releaseId: 'CAFÉ-1' };

  it.each([
    ['completed', ingestEvent(facts, 'completed')],
    ['failed', ingestEvent(facts, 'failed')],
    ['draft.created', unknownTypeEvent(facts.eventId, facts.at)],
  ])('the %s event is a valid webhook event of the contract', (_name, event) => {
    expect(validateWebhookEvent(event), JSON.stringify(validateWebhookEvent.errors)).toBe(true);
  });

  it('writes the serialiser-form body as the same JSON value in other bytes than JSON.stringify', () => {
    const event = ingestEvent(facts, 'completed');
    const text = unusualJson(event);
    expect(JSON.parse(text)).toEqual(event);
    expect(text).toContain('"CAF\\u00c9-1"');
    expect(text).toContain('\r\n');
    expect(text.indexOf('"data"')).toBeLessThan(text.indexOf('"eventId"'));
    expect(JSON.stringify(JSON.parse(text))).not.toBe(text);
  });
});
