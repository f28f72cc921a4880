/** BENCHMARKS.md and the console summary, from the figures of one run. */
import type { Figure, LoadShape, TurnShape } from './autocannon-run.js';
import type { ParseRate } from './parse-rate.js';
import { type Verdict, type WebhookResults, webhookSection, webhookSummary, webhookVerdicts } from './report-webhooks.js';

export interface Measured extends Figure {
  /** The command line that started the server measured. */
  startCommand: string;
}

export interface BenchResults {
  mode: 'full' | 'quick';
  /** The npm command of this run. */
  command: string;
  load: LoadShape;
  /** How the mock and bare Fastify took turns. */
  turns: TurnShape;
  environment: { date: string; node: string; cpu: string; cores: number; platform: string; loadAverage: number };
  /** `prismDefaultLogging` is the command and decides the target; `prism` logs nothing, like the other two. */
  lookup: { mock: Measured; bare: Measured; prism: Measured; prismDefaultLogging: Measured };
  /** Skipped, with the reason, when the DDEX sample is absent. */
  creates: CreatesResult | { skipped: string };
  /** Webhook delivery of N ingests completing together, per store. */
  webhooks: WebhookResults;
}

export interface CreatesResult {
  figure: Measured;
  /** The ERN message each create fetches, relative to the repository root. */
  sample: string;
  sampleBytes: number;
  files: number;
  parse: ParseRate;
  parseSeconds: number;
}

/** The targets, for a 2-core machine. */
export const targets = { lookupVsBare: 0.8, lookupVsPrism: 10, createsPerSec: 1_000 } as const;

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ms = (value: number): string => value.toFixed(2);
const ratio = (value: number): string => `${value.toFixed(2)}×`;

export function verdicts(results: BenchResults): Verdict[] {
  const { mock, bare, prismDefaultLogging } = results.lookup;
  const vsBare = mock.requestsPerSec / bare.requestsPerSec;
  const vsPrism = mock.requestsPerSec / prismDefaultLogging.requestsPerSec;
  const creates = 'figure' in results.creates ? results.creates.figure.requestsPerSec : null;
  return [
    { name: `lookup ≥ ${targets.lookupVsBare}× bare Fastify`, measured: ratio(vsBare), met: vsBare >= targets.lookupVsBare },
    {
      name: `lookup ≥ ${targets.lookupVsPrism}× Prism (\`prism mock openapi.yaml\`, as the issue gives it)`,
      measured: ratio(vsPrism),
      met: vsPrism >= targets.lookupVsPrism,
    },
    {
      name: `creates ≥ ${integer.format(targets.createsPerSec)}/s`,
      measured: creates === null ? 'skipped' : `${integer.format(creates)}/s`,
      met: creates === null ? null : creates >= targets.createsPerSec,
    },
    ...webhookVerdicts(results.webhooks),
  ];
}

function metText(met: boolean | null): string {
  if (met === null) return 'not measured';
  return met ? 'yes' : '**no**';
}

function figureRow(name: string, figure: Figure): string {
  return `| ${name} | ${integer.format(figure.requestsPerSec)} | ${ms(figure.p50Ms)} | ${ms(figure.p99Ms)} | ${figure.non2xx} | ${figure.errors} | ${integer.format(figure.responses)} |`;
}

const figureHeader = [
  '| target | requests/s (mean) | p50 ms | p99 ms | non-2xx | errors | responses |',
  '|---|---:|---:|---:|---:|---:|---:|',
];

/** The mock and bare Fastify turn by turn: the spread says how much of the ratio is the machine's noise. */
function turnLines(mock: Figure, bare: Figure, turns: TurnShape): string[] {
  if (!mock.perTurn || mock.perTurn.length !== bare.perTurn?.length) return [];
  const ratios = mock.perTurn.map((value, i) => value / bare.perTurn![i]!);
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted.length % 2 === 1
    ? sorted[(sorted.length - 1) / 2]!
    : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return [
    `The mock and bare Fastify ran side by side, ${turns.rounds} turns of ${turns.seconds} s each after a warm-up of each. `
    + 'Turn by turn (mock / bare Fastify requests/s, then their ratio): '
    + mock.perTurn.map((value, i) => `${integer.format(value)} / ${integer.format(bare.perTurn![i]!)} = ${ratio(ratios[i]!)}`).join('; ')
    + `. Median ratio ${ratio(median)}, from ${ratio(sorted[0]!)} to ${ratio(sorted[sorted.length - 1]!)}.`,
    '',
  ];
}

function commands(name: string, figure: Measured): string[] {
  return [`- ${name}: server \`${figure.startCommand}\`; load \`${figure.command}\``];
}

function createsSection(results: BenchResults): string[] {
  const { creates } = results;
  const lines = ['## Creates: POST /partner/v1/ddex/ingests (fetch + parse of a real ERN message)', ''];
  if (!('figure' in creates)) return [...lines, `Skipped: ${creates.skipped}`, ''];
  return [
    ...lines,
    `Every create makes the mock fetch \`${creates.sample}\` (${integer.format(creates.sampleBytes)} bytes, ${creates.files} resource files) `
    + 'over loopback HTTP and parse it, then store the ingest. The mock runs in `simulate` resources mode with every '
    + 'file taking 1 h, so no resource loading competes with the creates measured.',
    '',
    ...figureHeader,
    figureRow('mock server, creates', creates.figure),
    '',
    `Context, in-process: \`parseErnMessage\` reads that file **${integer.format(creates.parse.parsesPerSec)} times/s** `
    + `(one core, ${creates.parseSeconds} s loop after a 0.2 s warm-up; \`scripts/bench/parse-rate.ts\`, run by \`${results.command}\`).`,
    '',
    ...commands('creates', creates.figure),
    '',
  ];
}

export function renderMarkdown(results: BenchResults): string {
  const { lookup, load, environment: env } = results;
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`${results.command}\` (${results.mode} run) on ${env.date}. Figures are from one machine and one run: `
    + 're-run the command to refresh them, and compare only figures taken on the same machine.',
    '',
    '| | |',
    '|---|---|',
    `| Node | ${env.node} |`,
    `| CPU | ${env.cpu} |`,
    `| cores | ${env.cores} |`,
    `| platform | ${env.platform} |`,
    `| 1-min load average at the start | ${env.loadAverage.toFixed(2)} |`,
    `| load | autocannon, ${load.connections} connections, ${load.warmupS} s warm-up then ${load.durationS} s measured per target, one target at a time; `
    + `the mock and bare Fastify by turns: ${results.turns.rounds} turns of ${results.turns.seconds} s each |`,
    '',
    '## Targets (from the issue, for a 2-core machine)',
    '',
    '| target | measured | met |',
    '|---|---:|---|',
    ...verdicts(results).map((v) => `| ${v.name} | ${v.measured} | ${metText(v.met)} |`),
    '',
    '## Lookup: GET /partner/v1/ddex/ingests/{ingestId} with X-API-Key',
    '',
    ...figureHeader,
    figureRow('mock server (auth + store + record)', lookup.mock),
    figureRow('bare Fastify (one route, same record JSON)', lookup.bare),
    figureRow('Prism 5 (stateless, static example), logging off', lookup.prism),
    figureRow('Prism 5, default logging (the issue\'s command)', lookup.prismDefaultLogging),
    '',
    ...turnLines(lookup.mock, lookup.bare, results.turns),
    `Ratios: mock / bare Fastify = **${ratio(lookup.mock.requestsPerSec / lookup.bare.requestsPerSec)}**; `
    + `mock / Prism as the issue runs it (\`prism mock openapi.yaml\`) = **${ratio(lookup.mock.requestsPerSec / lookup.prismDefaultLogging.requestsPerSec)}**. `
    + `Against Prism with its logging off, a stronger baseline than the issue's command: ${ratio(lookup.mock.requestsPerSec / lookup.prism.requestsPerSec)}.`,
    '',
    ...commands('mock', lookup.mock),
    ...commands('bare Fastify', lookup.bare),
    ...commands('Prism, logging off', lookup.prism),
    ...commands('Prism, default logging', lookup.prismDefaultLogging),
    '',
    ...createsSection(results),
    ...webhookSection(results.webhooks, results.command),
    '## How the figures are taken',
    '',
    '- The mock runs compiled (dist/, built by tsc at the start of the run), as the `ingest-kit` command runs it, '
    + 'with the Node flags of mock-server/src/node-flags.ts; serve.ts itself runs by Node\'s type stripping, without tsx.',
    '- Each server runs in its own process, started fresh for its figure and stopped after it; autocannon '
    + 'runs in the bench process, so on 2 cores the server and the load generator have a core each. The XML '
    + 'server of the creates runs in the bench process too. The mock and bare Fastify, whose ratio is a target, '
    + 'run side by side and are measured by turns (a warm-up each, then short turns one after the other), so '
    + 'that a slow spell of the machine lowers both figures instead of one; their requests/s is the mean of '
    + 'their turns, and every turn is shown.',
    '- requests/s is autocannon\'s mean of its per-second samples. p50/p99 are of the 2xx responses, from the '
    + 'response times autocannon reports for each request, kept in microseconds (its own latency histogram '
    + 'rounds to whole milliseconds).',
    '- The mock and bare Fastify log nothing. Prism at its default level writes several log lines per request '
    + '(to /dev/null here): the target is judged against the issue\'s command as written, and Prism with '
    + '`--verboseLevel silent` is measured beside it as the stronger baseline.',
    '- Other work on the machine (a test run, a build) takes a core from the server measured and lowers its '
    + 'figure: the load average at the start says how quiet the machine was.',
    '- A figure with more than 1% non-2xx responses or socket errors is refused: the run fails instead of '
    + 'writing it.',
    '- Webhooks: the receiver runs in the bench process, which has nothing else to do during the burst (the '
    + 'creates and the XML server are done by then), so the mock and the receiver have a core each, as the '
    + 'servers and autocannon above; a receiver in a third process would share the same second core. It '
    + 'verifies every `X-Service-Signature` with its own HMAC-SHA256 code (spec 6.3: parse, compute over '
    + '`{t}.{raw body}` with the partner\'s key, constant-time compare, `t` within 300 s) and answers 200 to '
    + 'everything. T and arrival times are wall-clock times of the same machine as the mock\'s `completedAt`. '
    + 'CPU is the mock\'s user + system time from `/proc/<pid>/stat`, the bench process\'s `process.cpuUsage()` '
    + 'and the rest of the machine\'s busy time from `/proc/stat` (steal included), from T to the last delivery, '
    + 'over that time: a mock near 1.00 core was CPU-bound on its one JavaScript thread; with other work near '
    + '1.00 too, the mock and the receiver shared one core and the figure is lower than on a quiet machine. Peak RSS is the mock '
    + 'process\'s `VmHWM` from `/proc/<pid>/status`: its peak over its whole life, the creates of the set-up '
    + 'included. The SQLite row uses a fresh temporary data dir, removed after. A failed create, creates not '
    + 'over before T, an event still pending past the time limit, or more than 1% of the held ingests without '
    + 'an event is refused like a failed load figure.',
    '- The server start commands are relative to the repository root; the `npx autocannon` lines give the same '
    + 'load from the command line (ports differ from run to run).',
    '',
    ...readingNotes,
  ];
  return lines.join('\n');
}

/**
 * What a reader needs beside the figures of one run (moved here from the README, which keeps only the targets):
 * how far one figure moves between runs, how to profile, and which changes made the figures.
 */
const readingNotes = [
  '## Reading the figures',
  '',
  '- `npm run bench` is not part of `npm test`; `npm run bench -- --quick` makes a shorter run. '
  + '`BENCH_NODE_ARGS=\'--cpu-prof --cpu-prof-dir=/tmp/prof\' npm run bench` profiles the servers.',
  '- The servers run the mock compiled (`dist/`), as the `ingest-kit` command runs it; `npm start` runs the '
  + 'TypeScript through tsx, which costs about a tenth of the creates/s and 40 MB more memory.',
  '- One 10 s figure moves by up to ±15% between runs on a shared 2-core VM, so the margins are thin: in the '
  + 'full runs of one day the creates figure was 964-1,123/s under tsx and 1,031-1,159/s compiled, the lookup '
  + 'ratio 0.79×-0.96× in five runs by turns (one below 0.8×), the burst\'s peak RSS 271-293 MB and its '
  + 'deliveries 2,209-3,055/s.',
  '- The webhook targets are judged on the memory store (the default); the SQLite row shows the price of the '
  + 'durable outbox and is judged on losing nothing.',
  '',
  '## What makes these figures',
  '',
  'Each was measured (see the commit messages): the lookup authenticates inside its handler and Fastify gets no '
  + 'logger when logging is off (no per-request child logger, hooks or listeners); the memory store hands out '
  + 'frozen records instead of copies; a create\'s xmlUrl is fetched (node:http, not the global fetch) and parsed '
  + 'on two worker threads (`xml.parseThreads`) with small young generations; the mock runs with '
  + '`--max-semi-space-size=16` (`mock-server/src/node-flags.ts`, used by `npm start`, the `ingest-kit` shebang '
  + 'and the bench). The creates figure is at the limit of a 2-core machine that also runs autocannon and the '
  + 'XML file server: the mock uses about 1.5 cores and the bench process 0.3 at 1,000 creates/s.',
  '',
];

export function renderSummary(results: BenchResults): string {
  const { mock, bare, prism, prismDefaultLogging } = results.lookup;
  const line = (name: string, f: Figure): string =>
    `  ${name.padEnd(14)} ${integer.format(f.requestsPerSec).padStart(8)} req/s  p50 ${ms(f.p50Ms)} ms  p99 ${ms(f.p99Ms)} ms  non-2xx ${f.non2xx}  errors ${f.errors}`;
  const lines = [
    `bench (${results.mode}) on ${results.environment.cpu}, ${results.environment.cores} cores, Node ${results.environment.node}, `
    + `load average ${results.environment.loadAverage.toFixed(2)} at the start`,
    'lookup:',
    line('mock', mock),
    line('bare Fastify', bare),
    line('Prism, quiet', prism),
    line('Prism, logging', prismDefaultLogging),
  ];
  if ('figure' in results.creates) {
    lines.push('creates:', line('mock', results.creates.figure));
    lines.push(`  parseErnMessage: ${integer.format(results.creates.parse.parsesPerSec)} parses/s in-process`);
  } else {
    lines.push(`creates: skipped (${results.creates.skipped})`);
  }
  lines.push(...webhookSummary(results.webhooks));
  lines.push('targets:');
  for (const v of verdicts(results)) lines.push(`  ${v.name}: ${v.measured}: ${v.met === null ? 'not measured' : v.met ? 'met' : 'NOT met'}`);
  return lines.join('\n');
}
