/**
 * A worker thread that reads hostile cases (hostile-structure.ts) with parseErnMessage, readErnTree and preflight, and
 * reports for each reader its verdict, its CPU time on this thread and its heap growth. The test starts it with a
 * capped heap (resourceLimits): a parse that blows up kills this thread, not the test runner, and the test names the
 * case it was on. It runs from source without tsx, as the mock's parse threads do (mock-server/src/ingest/parse-worker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';

/** What the test sends: the cases `indices` of `seed`, at `scale`, in `base`. */
export interface HostileBatch {
  base: string;
  seed: number;
  indices: number[];
  scale: import('./hostile-structure.js').HostileScale;
  /** Limits for the readers instead of their defaults: the test's proof that it fails without them. */
  limits?: import('../../mock-server/src/xml/limits.js').XmlStructureLimits;
}

/** A reader's answer: accepted, a rejection code (over a limit, the limit it names), or what it threw. */
export type ReaderVerdict = { ok: true } | { ok: false; code: string; limit?: string } | { threw: string };

export interface ReaderRun {
  verdict: ReaderVerdict;
  /** CPU time of this thread, µs (user + system). */
  cpuMicros: number;
  /** Heap used after minus before, bytes: what the read allocated and kept, or left for the collector. */
  heapGrowth: number;
}

export type HostileReport =
  | { type: 'start'; index: number; kind: string; description: string; bytes: number }
  | { type: 'result'; index: number; expected: import('./hostile-structure.js').HostileVerdict; asBytes: boolean; readers: Record<'scanner' | 'tree' | 'preflight', ReaderRun> }
  | { type: 'done' };

// Run from source, the relative `.js` imports below resolve to `.ts` once this hook is in.
if (import.meta.url.endsWith('.ts')) await import(new URL('../../mock-server/src/source-imports.ts', import.meta.url).href);
const { hostileCase } = await import('./hostile-structure.js');
const { parseErnMessage } = await import('../../mock-server/src/ern/parse-ern.js');
const { readErnTree } = await import('../../mock-server/src/ern/release/read-tree.js');
const { preflight } = await import('../../mock-server/src/ern/preflight/index.js');

const LIMIT = /xml\.limits\.(\w+)/;

function rejection(code: string, message: string): ReaderVerdict {
  const limit = LIMIT.exec(message)?.[1];
  return limit === undefined ? { ok: false, code } : { ok: false, code, limit };
}

/** The preflight's verdict: its finding that the message cannot be read (message-readable, message-limits), else ok. */
function preflightVerdict(report: ReturnType<typeof preflight>): ReaderVerdict {
  const file = report.files[0];
  const stop = file?.findings.find((finding) => finding.rule === 'message-readable' || finding.rule === 'message-limits');
  if (file === undefined || stop === undefined) return file?.ernVersion == null ? { ok: false, code: 'NO_ERN_VERSION' } : { ok: true };
  const code = /cannot be read \((\w+)\)/.exec(stop.message)?.[1] ?? stop.rule;
  return rejection(`${stop.rule}:${code}`, stop.message);
}

function measure(read: () => ReaderVerdict): ReaderRun {
  const heapBefore = getHeapStatistics().used_heap_size;
  const cpuBefore = process.threadCpuUsage();
  let verdict: ReaderVerdict;
  try {
    verdict = read();
  } catch (error) {
    verdict = { threw: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
  const cpu = process.threadCpuUsage(cpuBefore);
  return { verdict, cpuMicros: cpu.user + cpu.system, heapGrowth: getHeapStatistics().used_heap_size - heapBefore };
}

const port = parentPort;
if (!port) throw new Error('hostile-structure-worker.ts runs as a worker thread');
const batch = workerData as HostileBatch;
const { limits } = batch;
for (const index of batch.indices) {
  const hostile = hostileCase(batch.base, batch.seed, index, batch.scale);
  const input = hostile.asBytes ? Buffer.from(hostile.xml) : hostile.xml;
  port.postMessage({ type: 'start', index, kind: hostile.kind, description: hostile.description, bytes: Buffer.byteLength(hostile.xml) } satisfies HostileReport);
  const scanner = measure(() => {
    const result = parseErnMessage(input, { messageUrl: 'https://files.example/hostile/message.xml', ...(limits === undefined ? {} : { limits }) });
    return result.ok ? { ok: true } : rejection(result.code, result.message);
  });
  const tree = measure(() => {
    const result = readErnTree(input, limits);
    return result.ok ? { ok: true } : rejection(result.code, result.message);
  });
  const checked = measure(() => preflightVerdict(preflight(input, limits === undefined ? {} : { limits })));
  port.postMessage({ type: 'result', index, expected: hostile.expected, asBytes: hostile.asBytes, readers: { scanner, tree, preflight: checked } } satisfies HostileReport);
}
port.postMessage({ type: 'done' } satisfies HostileReport);
