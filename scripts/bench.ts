/**
 * npm run bench [-- --quick] [-- --only memory|many-files|xsd|preflight|burst|proxy|postgres | --against <commit>]:
 * measures the mock server on this
 * machine, one target at a time, and writes BENCHMARKS.md (overwriting it) with the figures, the commands that produced them and the
 * machine. `--only memory` runs the memory rows alone and replaces only their section of BENCHMARKS.md.
 *
 * - lookup requests/s of the mock, of bare Fastify answering the same record, and of Prism's stateless mock;
 * - creates/s of the mock, each fetching and parsing a real ERN message, with parses/s as context;
 * - webhook deliveries/s and the mock's peak RSS when 10,000 ingests complete together (memory store; 5,000
 *   with SQLite; 2,000 and 1,000 with --quick), every event verified by a local receiver and counted in the ledger;
 * - peak RSS of 32 creates at once of a 60 MB message (the XML budget) and of 50,000 ingests (the memory
 *   store's retention; 10,000 with --quick): scripts/bench/memory.ts.
 * - files/s and event-loop delay while one release of 200,000 resource files loads (20,000 with --quick), both
 *   resource modes and both stores, and after a restart (bench/many-files.ts). `--only many-files` runs just
 *   that and rewrites only its section of BENCHMARKS.md.
 * - XSD validation with both WebAssembly builds of libxml2 (bench/xsd.ts): compile ms, validations/s of the
 *   75 KB sample, ms of a 22 MB message, peak RSS. `--only xsd` runs just that and rewrites only its section.
 * - the preflight, rules only (bench/preflight.ts): preflights/s of the 75 KB sample on one core and ms of the 22 MB
 *   message, each with its release profile's rules and with profiles off, creates/s in `ern.validation` report, off
 *   and reject mode. `--only preflight` runs just that and
 *   rewrites only its section.
 * - the proxy's overhead (bench/proxy.ts): a lookup through `ingest-kit proxy` against the same lookup direct, p50
 *   delta and requests/s ratio. `--only proxy` runs just that and rewrites only its section.
 * - `--against <commit>` (bench/against.ts, alone): creates/s of this tree's mock against that commit's, built in a
 *   temporary worktree, paired turns on freshly started mocks, with the CPU per create split; rewrites only its section.
 * - the stores (bench/postgres.ts): creates/s, lookups/s, webhook deliveries/s and peak RSS per replica of SQLite and
 *   of PostgreSQL with 1 and 2 replicas, on a throw-away cluster. `--only postgres` runs just that and rewrites only
 *   its section.
 *
 * One piece: the entry of `npm run bench`, where the parts (each measured in its own bench/ module) are put in order,
 * given their shares of one deadline, and their sections spliced into the one BENCHMARKS.md.
 *
 * A report, not a test: a missed target still exits 0. A target that does not start, a figure with more
 * than 1% failed requests, a webhook burst that is not one (creates past T, events still pending past the
 * time limit, over 1% of the held ingests without an event), or a run past its deadline exits 1 and leaves
 * BENCHMARKS.md as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoReleasePath } from '../mock-server/src/samples/routes.js';
import { type HttpRequestShape, type LoadShape, measure, measureByTurns, type TurnShape } from './bench/autocannon-run.js';
import { createBody, createHeaders, createIngest } from './bench/ingest.js';
import { measureMemory, renderMemory, withMemorySection } from './bench/memory.js';
import { parsesPerSecond } from './bench/parse-rate.js';
import { manyFilesSection, measureManyFiles, spliceManyFiles } from './bench/many-files.js';
import { killAllChildren } from './bench/processes.js';
import { benchApiKey, createPath, lookupPath } from './bench/protocol.js';
import { startReceiver } from './bench/receiver.js';
import { type BenchResults, type Measured, renderMarkdown, renderSummary } from './bench/report.js';
import { burstAloneLine, type WebhookResults } from './bench/report-webhooks.js';
import { prismExampleIngestId, repoRoot, startPrism, startServed, startWebhookTarget, type Target } from './bench/targets.js';
import { tinyErnXml } from './bench/tiny-ern.js';
import { type BurstFigure, type BurstShape, measureBurst } from './bench/webhook-burst.js';
import { serveXml, type XmlServer } from './bench/xml-server.js';
import { splicePreflightRun } from './bench/preflight.js';
import { measureStoreRows } from './bench/postgres.js';
import { spliceProxyRun } from './bench/proxy.js';
import { postgresSummary, splicePostgres } from './bench/report-postgres.js';
import { benchSettings } from './bench/settings.js';
import { measureAgainst } from './bench/against.js';
import { measureCreateSplit, serveInChild } from './bench/create-split.js';
import { againstHeading, againstSection, againstSummary, type AgainstResults } from './bench/report-against.js';
import { spliceSection } from './bench/sections.js';
import { spliceXsdRun } from './bench/xsd.js';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' }, against: { type: 'string' } } });
const mode = values.quick ? 'quick' : 'full';
const ALONE = ['memory', 'many-files', 'xsd', 'preflight', 'burst', 'proxy', 'postgres'];
if (values.only !== undefined && !ALONE.includes(values.only)) {
  console.error(`bench: --only ${values.only}: the rows that run alone are: ${ALONE.join(', ')} (burst: its figures printed only)`);
  process.exit(2);
}
const settings = benchSettings[mode];
const command = values.quick ? 'npm run bench -- --quick' : 'npm run bench';
/** The many-files runs: five loads of the release at a few thousand files/s, plus the creates. */
const manyFilesDeadlineS = Math.round((settings.manyFiles.files * 5) / 1_000) + 60;
/** The shared DDEX sample, read where it lies (never copied into the project). */
const samplePath = path.resolve(repoRoot, '../shared/ddex-samples/ern43/1_Audio.xml');
const reportPath = path.join(repoRoot, 'BENCHMARKS.md');
/** DDEX's schemas, read where they lie (never copied into the project). */
const xsdDir = path.resolve(repoRoot, '../shared/ddex-xsd');
/** Two engines, each: start, compile, the sample's seconds, the large message (xmllint-wasm's is slow on a busy machine). */
const xsdDeadlineS = 2 * (settings.xsdSeconds + 90);
/** The in-process rounds (three kinds), the large message's runs, the build, three mocks' start and turns. */
const preflightDeadlineS = Math.round(3 * settings.preflight.rounds * settings.preflight.roundS
  + 3 * (settings.preflight.turns.rounds * settings.preflight.turns.seconds + 1) + 120);

/** Two targets started, then warmed up and measured by turns. */
const proxyDeadlineS = 3 * (settings.load.warmupS + settings.turns.rounds * settings.turns.seconds) + 90;
/** Three stores: each two autocannon runs and a burst (its creates at a few hundred a second), and their starts. */
const { stores } = settings;
const storesDeadlineS = 3 * (2 * (stores.load.warmupS + stores.load.durationS)
  + Math.round((stores.burst.ingests + 2 * stores.burst.warmupIngests) / 100) + stores.burst.deliveryTimeoutS + 30);

// Everything is bounded: past the deadline the run fails, and the processes it started end with it.
const deadlines: Record<string, number> = {
  'memory': 30 + settings.memoryDeadlineS,
  'many-files': manyFilesDeadlineS,
  'xsd': xsdDeadlineS,
  'preflight': preflightDeadlineS,
  'burst': 120,
  'proxy': proxyDeadlineS,
  'postgres': storesDeadlineS,
};
const againstShape = settings.against;
deadlines.against = 2 * againstShape.rounds * (againstShape.warmupS + againstShape.seconds + 5) + 300;
const deadlineS = deadlines[values.against === undefined ? values.only ?? '' : 'against']
  ?? settings.deadlineS + settings.memoryDeadlineS + manyFilesDeadlineS + xsdDeadlineS + preflightDeadlineS + proxyDeadlineS
  + storesDeadlineS;
const watchdog = setTimeout(() => {
  console.error(`bench: not finished after ${deadlineS} s; stopping (BENCHMARKS.md left as it was)`);
  killAllChildren();
  process.exit(1);
}, deadlineS * 1000);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllChildren();
    process.exit(130);
  });
}

function progress(step: string, seconds: number): void {
  console.log(`bench: ${step} (~${seconds} s)`);
}

/** Starts a target, uses it, and stops it whatever happened. */
async function withTarget<S extends Target, T>(start: () => Promise<S>, use: (target: S) => Promise<T>): Promise<T> {
  const target = await start();
  try {
    return await use(target);
  } finally {
    await target.stop();
  }
}

async function measureOn(target: Target, label: string, request: HttpRequestShape, load: LoadShape): Promise<Measured> {
  return { ...(await measure(label, request, load)), startCommand: target.command };
}

function lookupRequest(target: Target, ingestId: string): HttpRequestShape {
  return { url: `${target.url}${lookupPath(ingestId)}`, method: 'GET', headers: { 'X-API-Key': benchApiKey } };
}

/**
 * The lookup figures; `xmlUrlFor` gives the message of the ingest created beforehand. The mock and bare
 * Fastify are measured by turns (their ratio is a target), each Prism on its own after its start.
 */
async function measureLookups(
  xmlUrlFor: (mockUrl: string) => string,
  load: LoadShape,
  turns: TurnShape,
): Promise<BenchResults['lookup']> {
  const seconds = load.warmupS + load.durationS;
  progress('lookup, mock server and bare Fastify by turns', 2 * (load.warmupS + turns.rounds * turns.seconds));
  const { mock, bare } = await withTarget(() => startServed('mock'), async (mockTarget) => {
    const { ingestId, record } = await createIngest(mockTarget.url, xmlUrlFor(mockTarget.url));
    return withTarget(() => startServed('bare', record), async (bareTarget) => {
      const [onMock, onBare] = await measureByTurns([
        { label: 'lookup on the mock', request: lookupRequest(mockTarget, ingestId) },
        { label: 'lookup on bare Fastify', request: lookupRequest(bareTarget, ingestId) },
      ], load, turns);
      return {
        mock: { ...onMock!, startCommand: mockTarget.command },
        bare: { ...onBare!, startCommand: bareTarget.command },
      };
    });
  });
  const prismLookup = (target: Target): Promise<Measured> =>
    measureOn(target, 'lookup on Prism', lookupRequest(target, prismExampleIngestId), load);
  progress('lookup, Prism with logging off (after its start)', seconds);
  const prism = await withTarget(() => startPrism('silent'), prismLookup);
  progress('lookup, Prism with its default logging (after its start)', seconds);
  const prismDefaultLogging = await withTarget(() => startPrism('default'), prismLookup);
  return { mock, bare, prism, prismDefaultLogging };
}

async function measureCreates(xml: XmlServer, load: LoadShape): Promise<Measured> {
  progress('creates, mock server', load.warmupS + load.durationS);
  return withTarget(() => startServed('mock'), (target) => measureOn(target, 'creates on the mock', {
    url: `${target.url}${createPath}`,
    method: 'POST',
    headers: createHeaders(),
    body: createBody(xml.xmlUrl),
  }, load));
}

/** One burst on a fresh mock with its own receiver; SQLite in a temporary data dir, removed after. */
async function measureBurstOn(store: 'memory' | 'sqlite', xml: XmlServer, shape: BurstShape): Promise<BurstFigure> {
  // Mostly the creates of the set-up (a few hundred a second), then the wait for T and the burst.
  const seconds = Math.round(((shape.ingests + shape.warmupIngests + shape.calibrationIngests) / 300) * (store === 'memory' ? 1 : 2.5) + 5);
  progress(`webhooks, ${store} store, ${shape.ingests} ingests together (creates first)`, seconds);
  const receiver = await startReceiver(benchApiKey);
  const dataDir = store === 'sqlite' ? await mkdtemp(path.join(os.tmpdir(), 'pik-bench-')) : null;
  try {
    return await withTarget(
      // limits.retain* above the run's size: the judge counts every event of the run in the ledger.
      () => startWebhookTarget(receiver.url, dataDir === null ? null : { dataDir },
        2 * (shape.ingests + shape.warmupIngests + shape.calibrationIngests)),
      (target) => measureBurst(target, receiver, xml.xmlUrl, shape, store),
    );
  } finally {
    await receiver.close();
    if (dataDir !== null) await rm(dataDir, { recursive: true, force: true });
  }
}

async function measureWebhooks(shapes: Record<'memory' | 'sqlite', BurstShape>): Promise<WebhookResults> {
  const xml = await serveXml(tinyErnXml(), 'bench-single.xml');
  try {
    return { rows: [await measureBurstOn('memory', xml, shapes.memory), await measureBurstOn('sqlite', xml, shapes.sqlite)] };
  } finally {
    await xml.close();
  }
}

/** dist/, fresh: the servers run the mock compiled, as the `ingest-kit` command does (serve.ts). */
function buildDist(): void {
  progress('compiling the mock to dist/ (npm run build)', 15);
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const built = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build failed:\n${built.stdout}${built.stderr}`);
}

async function run(): Promise<BenchResults> {
  buildDist();
  const environment = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    platform: `${process.platform} ${process.arch}`,
    // Other work on the machine takes cores from the servers measured: this says how busy it was.
    loadAverage: os.loadavg()[0] ?? 0,
  };
  const sample = existsSync(samplePath) ? await readFile(samplePath) : null;
  const xml = sample ? await serveXml(sample, samplePath) : null;
  try {
    // First, while nothing else runs.
    let parse = null;
    if (sample && xml) {
      progress('parseErnMessage, in-process', settings.parseSeconds);
      parse = parsesPerSecond(sample, xml.xmlUrl, settings.parseSeconds);
    }
    // Without the sample, the ingest looked up is the mock's own demo release.
    const lookup = await measureLookups((mockUrl) => xml?.xmlUrl ?? `${mockUrl}${demoReleasePath}`, settings.load, settings.turns);
    const creates = xml && sample && parse
      ? {
          figure: await measureCreates(xml, settings.load),
          sample: path.relative(repoRoot, samplePath),
          sampleBytes: sample.byteLength,
          files: parse.files,
          parse,
          parseSeconds: settings.parseSeconds,
        }
      : { skipped: `the DDEX sample ${samplePath} is absent, so there is no real message to create from` };
    const webhooks = await measureWebhooks(settings.burst);
    return { mode, command, load: settings.load, turns: settings.turns, environment, lookup, creates, webhooks };
  } finally {
    await xml?.close();
  }
}

async function runMemory(): Promise<string> {
  progress(`memory: ${settings.memory.largeCreates} creates of 60 MB at once, then ${settings.memory.ingests} ingests`, Math.round(settings.memory.ingests / 600 + 15));
  return renderMemory(await measureMemory(settings.memory), new Date().toISOString());
}

/** The many-files section, measured now, spliced into `report` (the rest of it kept as it is). */
async function withManyFiles(report: string): Promise<string> {
  const results = await measureManyFiles(settings.manyFiles, progress);
  const onlyCommand = `npm run bench -- --only many-files${values.quick ? ' --quick' : ''}`;
  for (const row of results.rows) {
    console.log(`many files, ${row.label}: ${Math.round(row.filesPerSecond)} files/s, event-loop delay p99 ${row.lagP99Ms.toFixed(1)} ms`);
  }
  return spliceManyFiles(report, manyFilesSection(results, values.only === undefined ? command : onlyCommand));
}

/** The XSD section, measured now, spliced into `report` (the rest of it kept as it is). */
function withXsd(report: string): Promise<string> {
  const only = `npm run bench -- --only xsd${values.quick ? ' --quick' : ''}`;
  const shown = values.only === undefined ? command : only;
  return spliceXsdRun(report, { schemasDir: xsdDir, samplePath, seconds: settings.xsdSeconds, command: shown, progress });
}

/** The preflight section, measured now, spliced into `report` (the rest of it kept as it is). */
function withPreflight(report: string): Promise<string> {
  const only = `npm run bench -- --only preflight${values.quick ? ' --quick' : ''}`;
  const shown = values.only === undefined ? command : only;
  return splicePreflightRun(report, { samplePath, shape: settings.preflight, command: shown, progress });
}

/** The proxy section, measured now, spliced into `report` (the rest of it kept as it is). */
function withProxy(report: string): Promise<string> {
  const only = `npm run bench -- --only proxy${values.quick ? ' --quick' : ''}`;
  const shown = values.only === undefined ? command : only;
  return spliceProxyRun(report, { load: settings.load, turns: settings.turns, command: shown, progress });
}

/** The PostgreSQL section (SQLite beside it), measured now, spliced into `report` (the rest of it kept as it is). */
async function withPostgres(report: string): Promise<string> {
  const only = `npm run bench -- --only postgres${values.quick ? ' --quick' : ''}`;
  const sample = existsSync(samplePath) ? await readFile(samplePath) : null;
  // Without the DDEX sample, the creates fetch the small message of the burst.
  const xml = await serveXml(sample ?? tinyErnXml(), sample ? samplePath : 'bench-single.xml');
  try {
    const results = await measureStoreRows(settings.stores, {
      xmlUrl: xml.xmlUrl,
      path: sample ? path.relative(repoRoot, samplePath) : 'a one-track message (scripts/bench/tiny-ern.ts)',
    }, progress);
    for (const line of postgresSummary(results)) console.log(line);
    return splicePostgres(report, results, values.only === undefined ? command : only);
  } finally {
    await xml.close();
  }
}

/** The section of `--against <commit>`, measured now, spliced into `report` (the rest of it kept as it is). */
async function withAgainst(report: string, commit: string): Promise<string> {
  const sample = await readFile(samplePath);
  const xml = await serveXml(sample, samplePath);
  const child = await serveInChild(samplePath);
  const loadStart = os.loadavg()[0] ?? 0;
  try {
    const { sides, modules } = await measureAgainst(commit, xml.xmlUrl, againstShape, progress);
    progress('the create split, in-process', 20);
    const split = await measureCreateSplit(sample, child.xmlUrl);
    const results: AgainstResults = {
      date: new Date().toISOString(), sample: path.relative(repoRoot, samplePath), shape: againstShape, sides, modules, split,
      loadAverage: { start: loadStart, end: os.loadavg()[0] ?? 0 }, command: `npm run bench -- --against ${commit}${values.quick ? ' --quick' : ''}`,
    };
    for (const line of againstSummary(results)) console.log(line);
    return spliceSection(report, againstHeading, againstSection(results));
  } finally {
    await child.stop();
    await xml.close();
  }
}

try {
  const existing = async () => (existsSync(reportPath) ? await readFile(reportPath, 'utf8') : '# Benchmarks\n');
  if (values.against !== undefined) {
    await writeFile(reportPath, await withAgainst(await existing(), values.against));
    console.log(`wrote the against section of ${path.relative(process.cwd(), reportPath) || reportPath}`);
  } else if (values.only === 'memory') {
    buildDist();
    const section = await runMemory();
    await writeFile(reportPath, withMemorySection(await existing(), section));
    console.log(`\n${section}\nwrote the memory section of ${path.relative(process.cwd(), reportPath) || reportPath}`);
  } else if (values.only === 'many-files') {
    await writeFile(reportPath, await withManyFiles(await existing()));
    console.log(`wrote the many-files section of ${path.relative(process.cwd(), reportPath) || reportPath}`);
  } else if (values.only === 'burst') {
    buildDist();
    const xml = await serveXml(tinyErnXml(), 'bench-single.xml');
    console.log(burstAloneLine(await measureBurstOn('memory', xml, settings.burst.memory).finally(() => xml.close())));
  } else if (values.only === 'xsd') {
    await writeFile(reportPath, await withXsd(await existing()));
    console.log(`wrote the XSD section of ${path.relative(process.cwd(), reportPath) || reportPath}`);
  } else if (values.only === 'preflight') {
    buildDist();
    await writeFile(reportPath, await withPreflight(await existing()));
    console.log(`wrote the preflight section of ${path.relative(process.cwd(), reportPath) || reportPath}`);
  } else if (values.only === 'postgres') {
    buildDist();
    await writeFile(reportPath, await withPostgres(await existing()));
    console.log(`wrote the PostgreSQL section of ${path.relative(process.cwd(), reportPath) || reportPath}`);
  } else if (values.only === 'proxy') {
    buildDist();
    await writeFile(reportPath, await withProxy(await existing()));
    console.log(`wrote the proxy section of ${path.relative(process.cwd(), reportPath) || reportPath}`);
  } else {
    const results = await run();
    const section = await runMemory();
    const written = await withXsd(await withManyFiles(withMemorySection(renderMarkdown(results), section)));
    await writeFile(reportPath, await withPostgres(await withProxy(await withPreflight(written))));
    console.log(`\n${renderSummary(results)}\n${section}\nwrote ${path.relative(process.cwd(), reportPath) || reportPath}`);
  }
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  console.error('bench: failed; BENCHMARKS.md left as it was');
  killAllChildren();
  process.exitCode = 1;
}
