/**
 * Bounded memory (issue #13, item 3), two rows, each on a fresh mock (serve.ts webhooks: memory store,
 * default `xml` and `limits` settings, files "loaded" in 0 ms, webhooks to a local receiver):
 *
 * - 32 creates at once, each of a 60 MB message: with the default `xml.bufferBudget` (256 MB) the mock takes
 *   what fits and answers the rest 503 SERVICE_BUSY; the mock's peak RSS (VmHWM) and how many were accepted.
 * - 50,000 ingests one after the other (16 at a time), each completed and its webhook delivered: with the
 *   default retention (10,000 finished ingests and events) the memory store stays bounded; peak RSS, RSS at
 *   the end, and what the store still holds.
 */
import { type LedgerCounts, benchApiKey, createPath, lookupPath } from './protocol.js';
import { memoryOf } from './proc-stats.js';
import { startReceiver } from './receiver.js';
import { startWebhookTarget, type WebhookTarget } from './targets.js';
import { tinyErnXml } from './tiny-ern.js';
import { serveXml } from './xml-server.js';

export interface MemoryShape {
  largeCreates: number;
  largeBytes: number;
  ingests: number;
  createConcurrency: number;
}

export interface LargeCreatesFigure {
  creates: number;
  bytes: number;
  /** Answers by status, e.g. { 201: 5, 503: 27 }. */
  statuses: Record<string, number>;
  retryAfter: string | null;
  peakMb: number;
  atStartMb: number;
  seconds: number;
  command: string;
}

export interface RetentionFigure {
  ingests: number;
  concurrency: number;
  delivered: number;
  peakMb: number;
  atStartMb: number;
  endMb: number;
  seconds: number;
  ledger: LedgerCounts;
  firstLookupStatus: number;
  lastLookupStatus: number;
  command: string;
}

export interface MemoryResults {
  large: LargeCreatesFigure;
  retention: RetentionFigure;
}

/** The bench's tiny message padded with a comment after its root to exactly `bytes` bytes. */
function paddedMessage(bytes: number): Buffer {
  const xml = tinyErnXml();
  const open = Buffer.from('<!--');
  const close = Buffer.from('-->');
  const padding = Buffer.alloc(bytes - xml.byteLength - open.byteLength - close.byteLength, 'x');
  return Buffer.concat([xml, open, padding, close]);
}

async function withTarget<T>(use: (target: WebhookTarget, receiverUrl: string) => Promise<T>): Promise<T> {
  const receiver = await startReceiver(benchApiKey);
  try {
    const target = await startWebhookTarget(receiver.url, null);
    try {
      return await use(target, receiver.url);
    } finally {
      await target.stop();
    }
  } finally {
    await receiver.close();
  }
}

async function post(mockUrl: string, xmlUrl: string, releaseId: string): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(`${mockUrl}${createPath}`, {
    method: 'POST',
    headers: { 'X-API-Key': benchApiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ releaseId, xmlUrl }),
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

async function measureLargeCreates(shape: MemoryShape): Promise<LargeCreatesFigure> {
  const xml = await serveXml(paddedMessage(shape.largeBytes), 'bench-large.xml');
  try {
    return await withTarget(async (target) => {
      const atStart = await memoryOf(target.pid);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: shape.largeCreates }, (_, i) => post(target.url, xml.xmlUrl, `BENCH-LARGE-${i + 1}`)),
      );
      const seconds = (performance.now() - started) / 1000;
      const memory = await memoryOf(target.pid);
      const statuses: Record<string, number> = {};
      for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
      const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503);
      if (unexpected.length > 0) throw new Error(`large creates: unexpected answers ${JSON.stringify(statuses)}`);
      return {
        creates: shape.largeCreates,
        bytes: shape.largeBytes,
        statuses,
        retryAfter: answers.find((a) => a.status === 503)?.retryAfter ?? null,
        peakMb: memory?.peakMb ?? Number.NaN,
        atStartMb: atStart?.rssMb ?? Number.NaN,
        seconds,
        command: target.command,
      };
    });
  } finally {
    await xml.close();
  }
}

async function measureRetention(shape: MemoryShape): Promise<RetentionFigure> {
  const xml = await serveXml(tinyErnXml(), 'bench-retention.xml');
  try {
    return await withTarget(async (target) => {
      const atStart = await memoryOf(target.pid);
      const started = performance.now();
      const ids: string[] = [];
      let next = 0;
      const worker = async (): Promise<void> => {
        for (let i = next++; i < shape.ingests; i = next++) {
          const response = await fetch(`${target.url}${createPath}`, {
            method: 'POST',
            headers: { 'X-API-Key': benchApiKey, 'Content-Type': 'application/json' },
            body: JSON.stringify({ releaseId: `BENCH-RETENTION-${i + 1}`, xmlUrl: xml.xmlUrl }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await response.json()) as { ingestId?: string };
          if (response.status !== 201 || body.ingestId === undefined) throw new Error(`retention create ${i + 1} answered HTTP ${response.status}`);
          ids[i] = body.ingestId;
        }
      };
      await Promise.all(Array.from({ length: shape.createConcurrency }, worker));
      // Until every event left the outbox (delivered, lost or undeliverable).
      let ledger = await target.ledger();
      for (let i = 0; i < 600 && (ledger.events.pending > 0 || ledger.ingests.processing > 0); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ledger = await target.ledger();
      }
      const seconds = (performance.now() - started) / 1000;
      const memory = await memoryOf(target.pid);
      const lookup = async (ingestId: string | undefined) =>
        (await fetch(`${target.url}${lookupPath(ingestId ?? '0')}`, { headers: { 'X-API-Key': benchApiKey } })).status;
      return {
        ingests: shape.ingests,
        concurrency: shape.createConcurrency,
        delivered: ledger.events.delivered,
        peakMb: memory?.peakMb ?? Number.NaN,
        atStartMb: atStart?.rssMb ?? Number.NaN,
        endMb: memory?.rssMb ?? Number.NaN,
        seconds,
        ledger,
        firstLookupStatus: await lookup(ids[0]),
        lastLookupStatus: await lookup(ids.at(-1)),
        command: target.command,
      };
    });
  } finally {
    await xml.close();
  }
}

export async function measureMemory(shape: MemoryShape): Promise<MemoryResults> {
  return { large: await measureLargeCreates(shape), retention: await measureRetention(shape) };
}

const mb = (value: number): string => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');

/** The BENCHMARKS.md section of these rows. */
export function renderMemory(results: MemoryResults, date: string): string {
  const { large, retention } = results;
  const accepted = large.statuses['201'] ?? 0;
  const busy = large.statuses['503'] ?? 0;
  return `## Memory: the XML budget and the memory store's retention (issue #13)

Measured on ${date}. Each row is a fresh mock (the \`webhooks\` target of \`scripts/bench/serve.ts\`: memory store, default \`xml\` and \`limits\` settings, every file "loaded" in 0 ms, webhooks to a local receiver). Peak RSS is the mock process's \`VmHWM\` (\`/proc/<pid>/status\`) over its whole life.

| row | what | answers | peak RSS MB | RSS MB at start / end | s |
|---|---|---|---:|---:|---:|
| ${large.creates} creates at once of a ${mb(large.bytes / 1024 / 1024)} MB message | \`xml.bufferBudget\` 256 MB (default) | ${accepted} × 201, ${busy} × 503 \`SERVICE_BUSY\` (Retry-After: ${large.retryAfter ?? 'n/a'}) | ${mb(large.peakMb)} | ${mb(large.atStartMb)} / n/a | ${large.seconds.toFixed(1)} |
| ${retention.ingests.toLocaleString('en-US')} ingests, each completed and its webhook delivered | \`limits.retainTerminalIngests\` / \`retainEvents\` 10,000 (default) | ${retention.ingests.toLocaleString('en-US')} × 201; first ingest's lookup ${retention.firstLookupStatus}, last ${retention.lastLookupStatus} | ${mb(retention.peakMb)} | ${mb(retention.atStartMb)} / ${mb(retention.endMb)} | ${retention.seconds.toFixed(1)} |

After the ${retention.ingests.toLocaleString('en-US')} ingests the store held ${retention.ledger.ingests.completed.toLocaleString('en-US')} completed and ${retention.ledger.ingests.failed} failed ingests (${retention.ledger.ingests.processing} processing) and events ${retention.ledger.events.delivered.toLocaleString('en-US')} delivered, ${retention.ledger.events.pending} pending, ${retention.ledger.events.lost} lost; the mock's heap: ${mb(retention.ledger.memoryMb.heapUsed)} of ${mb(retention.ledger.memoryMb.heapTotal)} MB used. Before the budget and retention (issue #13): 16 creates of 60 MB at once peaked at 1.34 GB and 32 at 1.72 GB; the memory store held 943 MB after 16.8k ingests.

- the large creates: server \`${large.command}\`; ${large.creates} concurrent POSTs from \`scripts/bench/memory.ts\`, the message served from the bench process
- the retention row: server \`${retention.command}\`; creates ${retention.concurrency} at a time from \`scripts/bench/memory.ts\`, run by \`npm run bench\` (or only these rows: \`npm run bench -- --only memory\`)
`;
}

/** `markdown` with the memory section put in place of an earlier one, or before "## How the figures are taken". */
export function withMemorySection(markdown: string, section: string): string {
  const start = markdown.indexOf('## Memory:');
  if (start !== -1) {
    const end = markdown.indexOf('\n## ', start + 1);
    return `${markdown.slice(0, start)}${section}${end === -1 ? '' : markdown.slice(end)}`;
  }
  const before = markdown.indexOf('## How the figures are taken');
  if (before === -1) return `${markdown.trimEnd()}\n\n${section}`;
  return `${markdown.slice(0, before)}${section}\n${markdown.slice(before)}`;
}
