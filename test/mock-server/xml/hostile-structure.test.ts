/**
 * Hostile structure against the readers (issue #29 item 8): seeded cases of deep nesting, namespace prefixes,
 * attributes, long names, many siblings, entities and mixtures (test/support/hostile-structure.ts), each read by
 * parseErnMessage (the scanner), readErnTree (the tree reader) and preflight (what `ingest-kit validate` runs). Each
 * verdict is a value, the one the case's kind owes (within the limits accepted, over one refused with XML_TOO_COMPLEX
 * naming it, a DOCTYPE refused, malformed XML malformed), and each read stays within a bound of CPU time and heap growth
 * linear in the message's size. The cases run in a worker thread with a capped heap (hostile-structure-worker.ts), so
 * that a blow-up fails the test instead of killing the runner, and CPU time is the thread's own: load does not count.
 *
 * `npm test` reads two cases of each kind; `npm run test:fuzz` sets PIK_HOSTILE_CASES for that many, at the larger
 * scale (names of up to 4 MB, a million levels or siblings). PIK_HOSTILE_SEED replays another seed; a failure names
 * its seed and case, and `hostileCase(audioMessage(), seed, index, hostileScales.<scale>)` rebuilds the message.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { XmlStructureLimits } from '../../../mock-server/src/xml/limits.js';
import { hostileKinds, type HostileKind, hostileScales, type HostileVerdict } from '../../support/hostile-structure.js';
import type { HostileBatch, HostileReport, ReaderRun } from '../../support/hostile-structure-worker.js';
import { audioMessage } from '../../support/hostile-xml.js';

const requested = process.env.PIK_HOSTILE_CASES;
const cases = requested === undefined ? 2 * hostileKinds.length : Number(requested);
const scaleName = requested === undefined ? 'ci' : 'fuzz';
const seed = Number(process.env.PIK_HOSTILE_SEED ?? 0x29_2026);
/** Cases per worker (and per test): a worker's heap starts afresh, and a failing batch is told apart. */
const BATCH = 40;

/**
 * The old generation a worker may have: `npm test`'s cases all read within 20 MB (messages of up to 4 MB), the larger
 * scale's within 256 MB (up to 27 MB); copying the namespace table per element took the probe's 584 KB to 4 GB.
 */
const HEAP_MB = scaleName === 'ci' ? 64 : 256;
/**
 * CPU time of one read: linear in the message's size. Measured alone on 2 cores: at most 22 µs per KB (preflight of
 * 1,000 elements of 256 attributes), 214 ms for a 27 MB mixture; the bound leaves 4x and more.
 */
const cpuBoundMicros = (bytes: number): number => 100_000 + 100 * (bytes / 1024);
/**
 * Heap growth of one read, garbage not yet collected included: measured at most 12 bytes per byte of a message over
 * 500 KB, 37 MB for 4 MB of text with character references (two-byte strings).
 */
const heapBoundBytes = (bytes: number): number => 32 * 1024 ** 2 + 32 * bytes;

const READERS = ['scanner', 'tree', 'preflight'] as const;

interface Outcome {
  /** What is wrong, one line per problem, each naming the case to replay. */
  problems: string[];
  /** Kinds read, to show every kind ran. */
  kinds: Set<HostileKind>;
}

/** Runs the cases `indices` in a worker with a capped heap, and checks each reader's run. */
function runBatch(indices: number[], limits?: XmlStructureLimits): Promise<Outcome> {
  const batch: HostileBatch = {
    base: audioMessage(), seed, indices, scale: hostileScales[scaleName], ...(limits === undefined ? {} : { limits }),
  };
  const worker = new Worker(new URL('../../support/hostile-structure-worker.ts', import.meta.url), {
    // No loader from this process: the worker maps its own imports (mock-server/src/source-imports.ts).
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    workerData: batch,
  });
  const outcome: Outcome = { problems: [], kinds: new Set() };
  let current: Extract<HostileReport, { type: 'start' }> | undefined;
  let done = false;
  const replay = (index: number) => `seed ${seed} case ${index} (hostileCase(audioMessage(), ${seed}, ${index}, hostileScales.${scaleName}))`;
  return new Promise((resolve) => {
    worker.on('message', (report: HostileReport) => {
      if (report.type === 'start') {
        current = report;
        outcome.kinds.add(report.kind as HostileKind);
      } else if (report.type === 'result' && current !== undefined) {
        const { kind, description, bytes } = current;
        const what = `${replay(report.index)}, ${kind}: ${description}; ${bytes} bytes as ${report.asBytes ? 'bytes' : 'a string'}`;
        for (const reader of READERS) {
          const run = report.readers[reader];
          outcome.problems.push(...problemsOf(reader, run, report.expected, bytes).map((problem) => `${what}: ${reader} ${problem}`));
        }
        const scanned = JSON.stringify(report.readers.scanner.verdict);
        if (JSON.stringify(report.readers.tree.verdict) !== scanned) {
          outcome.problems.push(`${what}: the tree reader's verdict ${JSON.stringify(report.readers.tree.verdict)} is not the scanner's ${scanned}`);
        }
      } else if (report.type === 'done') {
        done = true;
      }
    });
    worker.on('error', (error: Error) => {
      const on = current === undefined ? 'before its first case' : `on ${replay(current.index)}, ${current.kind}: ${current.description}`;
      outcome.problems.push(`the worker died ${on}: ${(error as { code?: string }).code ?? ''} ${error.message}`);
    });
    worker.on('exit', (code) => {
      if (!done && outcome.problems.length === 0) outcome.problems.push(`the worker exited with ${code} on ${current === undefined ? 'no case' : replay(current.index)}`);
      resolve(outcome);
    });
  });
}

/** What is wrong with one reader's run of a case: a throw, another verdict than `expected`, or a bound passed. */
function problemsOf(reader: (typeof READERS)[number], run: ReaderRun, expected: HostileVerdict, bytes: number): string[] {
  const { verdict } = run;
  if ('threw' in verdict) return [`threw instead of answering: ${verdict.threw}`];
  const problems: string[] = [];
  const got = JSON.stringify(verdict);
  if (expected.ok) {
    if (!verdict.ok) problems.push(`refused a message within the limits: ${got}`);
  } else if (verdict.ok) {
    problems.push(`accepted a message it must refuse with ${expected.code}`);
  } else {
    // The preflight's verdict is its finding: message-limits for a limit, message-readable for the rest.
    const code = reader !== 'preflight' ? expected.code : `${expected.code === 'XML_TOO_COMPLEX' ? 'message-limits' : 'message-readable'}:${expected.code}`;
    if (verdict.code !== code) problems.push(`answered ${got}, not ${code}`);
    if (expected.code === 'XML_TOO_COMPLEX' && !expected.limits.includes(verdict.limit as never)) {
      problems.push(`named the limit ${verdict.limit ?? '(none)'}, not ${expected.limits.join(' or ')}: ${got}`);
    }
  }
  if (run.cpuMicros > cpuBoundMicros(bytes)) {
    problems.push(`took ${(run.cpuMicros / 1000).toFixed(0)} ms of CPU, over the linear bound ${(cpuBoundMicros(bytes) / 1000).toFixed(0)} ms`);
  }
  if (run.heapGrowth > heapBoundBytes(bytes)) {
    problems.push(`grew the heap by ${(run.heapGrowth / 1024 ** 2).toFixed(0)} MB, over the linear bound ${(heapBoundBytes(bytes) / 1024 ** 2).toFixed(0)} MB`);
  }
  return problems;
}

describe('hostile structure against the scanner, the tree reader and the preflight', () => {
  it('has a whole number of cases to read', () => {
    expect(Number.isSafeInteger(cases) && cases > 0, `PIK_HOSTILE_CASES=${requested ?? ''}: a whole number of cases`).toBe(true);
    expect(Number.isSafeInteger(seed), `PIK_HOSTILE_SEED=${process.env.PIK_HOSTILE_SEED ?? ''}: a whole number`).toBe(true);
  });

  for (let from = 0; from < cases; from += BATCH) {
    const count = Math.min(BATCH, cases - from);
    it(`reads cases ${from}-${from + count - 1} of seed ${seed} (${scaleName}) with the verdict each owes, within linear CPU time and heap`, async () => {
      const outcome = await runBatch(Array.from({ length: count }, (_, i) => from + i));
      expect(outcome.problems).toEqual([]);
      if (from === 0 && count >= hostileKinds.length) expect([...outcome.kinds].sort()).toEqual([...hostileKinds].sort());
    }, 600_000);
  }

  it('fails the cases over a limit when the readers have none (the check can fail)', async () => {
    const unlimited = { maxDepth: 1e9, maxAttributesPerElement: 1e9, maxNamespacesPerElement: 1e9, maxNamespacesPerMessage: 1e9 };
    const overKinds: HostileKind[] = ['depth-over', 'prefixes-over-on-one-element', 'prefixes-spread-over', 'prefix-redeclared-over', 'namespace-bomb', 'attributes-over'];
    const outcome = await runBatch(overKinds.map((kind) => hostileKinds.indexOf(kind)), unlimited);
    for (const kind of overKinds) {
      const accepted = outcome.problems.filter((problem) => problem.includes(`, ${kind}: `) && problem.includes('accepted a message it must refuse'));
      expect(accepted, `${kind} read without limits`).toHaveLength(READERS.length);
    }
  }, 120_000);
});
