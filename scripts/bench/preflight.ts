/**
 * The preflight's figures (issue #16, item 8; issue #32 item 6), rules only, no XSD (bench/xsd.ts has the schema's):
 * - preflights a second of DDEX's 75 KB ERN 4.3 sample `ern43/1_Audio.xml` on one core, with the release-profile
 *   rules of the profile it declares (Audio: DDEX's 2.1 rules, by meaning on 4.3; target ≥ 1,000) and with profiles
 *   off (`profile: 'off'`, the 24 rules alone; target ≥ 2,000), with the reading of its tree (readErnTree) and the
 *   scanner's parse without a tree as context;
 * - the preflight of the 22 MB message of 1,001 files (xsd-message.ts, which declares Audio too) with its profile
 *   (target < 1.5 s) and with profiles off (target < 1 s);
 * - creates a second of the mock in `report`, `off` and `reject` mode (`ern.validation`), each create fetching and
 *   parsing the sample as the creates row does, the three mocks measured by turns (target: report within 15% of off).
 *
 * The in-process rows run on this thread alone and count its CPU time (process.cpuUsage): on a machine shared with
 * other work, the time the thread ran, where wall time would count its waits for a core. Each is the best of several
 * rounds, the one least disturbed.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseErnMessage } from '../../mock-server/src/ern/parse-ern.js';
import { preflight } from '../../mock-server/src/ern/preflight/index.js';
import { readErnTree } from '../../mock-server/src/ern/release/read-tree.js';
import { type Figure, type LoadShape, measureByTurns, type TurnShape } from './autocannon-run.js';
import { createBody, createHeaders } from './ingest.js';
import { createPath } from './protocol.js';
import { spliceSection } from './sections.js';
import { repoRoot, startServed, type Target } from './targets.js';
import { xsdBenchMessage } from './xsd-message.js';
import { serveXml } from './xml-server.js';

export const preflightTargets = {
  samplePerSecond: 2_000, largeMs: 1_000, profileSamplePerSecond: 1_000, profileLargeMs: 1_500, reportVsOff: 0.85,
} as const;

export interface PreflightShape {
  /** Rounds of the sample's rates, each `roundS` CPU seconds; the best counts. */
  rounds: number;
  roundS: number;
  /** Preflights of the large message; the fastest counts. */
  largeRuns: number;
  load: LoadShape;
  turns: TurnShape;
}

const MODES = ['report', 'off', 'reject'] as const;
type Mode = (typeof MODES)[number];

export interface PreflightResults {
  sample: string;
  sampleBytes: number;
  shape: PreflightShape;
  /**
   * CPU ms of one, best round: preflight with the declared profile's rules (read + summary + rules + profile rules),
   * preflight with profiles off, readErnTree alone, parseErnMessage without a tree.
   */
  sampleMs: { preflight: number; noProfile: number; readTree: number; parse: number };
  /** Findings with the profile, and of those the profile's (`ddex` set). */
  sampleFindings: FindingCount;
  large: { bytes: number; files: number; ms: number; noProfileMs: number; readTreeMs: number; findings: FindingCount };
  creates: Record<Mode, Figure & { startCommand: string }>;
  loadAverage: { start: number; end: number };
}

/** This thread's process's CPU time in ms (user and system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU ms of one `work`, in the best of `rounds` rounds of `roundS` CPU seconds each, after a warm-up. */
function bestRoundMs(work: () => unknown, rounds: number, roundS: number): number {
  const warmUntil = cpuMs() + 300;
  while (cpuMs() < warmUntil) work();
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    let runs = 0;
    const start = cpuMs();
    let now = start;
    while (now < start + roundS * 1000) {
      work();
      runs++;
      now = cpuMs();
    }
    best = Math.min(best, (now - start) / runs);
  }
  return best;
}

/** CPU ms of the fastest of `runs` single runs. */
function fastestMs(work: () => unknown, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = cpuMs();
    work();
    best = Math.min(best, cpuMs() - start);
  }
  return best;
}

interface FindingCount {
  all: number;
  profile: number;
  /** The profile whose rules ran (the message's own), or null. */
  profileName: string | null;
}

const PROFILES_OFF = { profile: 'off' } as const;

function findingsOf(xml: Uint8Array): FindingCount {
  const findings = preflight(xml).files[0]!.findings;
  const profile = findings.filter((finding) => finding.ddex !== undefined);
  return { all: findings.length, profile: profile.length, profileName: profile[0]?.ddex?.profile ?? null };
}

function findingsText(count: FindingCount): string {
  return `${integer.format(count.all)} (${integer.format(count.profile)} of the profile's)`;
}

async function measureCreates(sample: Buffer, samplePath: string, shape: PreflightShape): Promise<PreflightResults['creates']> {
  const xml = await serveXml(sample, samplePath);
  const targets: Target[] = [];
  try {
    for (const mode of MODES) targets.push(await startServed('mock', undefined, ['--ern-validation', mode]));
    const figures = await measureByTurns(MODES.map((mode, i) => ({
      label: `creates on the mock, ern.validation ${mode}`,
      request: { url: `${targets[i]!.url}${createPath}`, method: 'POST', headers: createHeaders(), body: createBody(xml.xmlUrl) },
    })), shape.load, shape.turns);
    const byMode = (mode: Mode): Figure & { startCommand: string } => {
      const i = MODES.indexOf(mode);
      return { ...figures[i]!, startCommand: targets[i]!.command };
    };
    return { report: byMode('report'), off: byMode('off'), reject: byMode('reject') };
  } finally {
    for (const target of targets) await target.stop();
    await xml.close();
  }
}

/** Null when the sample is absent (it is DDEX's, never in the repository). */
export async function measurePreflight(
  samplePath: string,
  shape: PreflightShape,
  progress: (step: string, seconds: number) => void,
): Promise<PreflightResults | null> {
  const sample = await readFile(samplePath).catch(() => null);
  if (sample === null) return null;
  const start = os.loadavg()[0] ?? 0;
  const inProcess = 4 * (shape.rounds * shape.roundS + 0.3);
  progress(`preflight, in-process: ${shape.rounds} rounds of ${shape.roundS} s of 1_Audio.xml, ${shape.largeRuns} runs of the 22 MB message, with and without profiles`, inProcess + 25);
  const messageUrl = 'https://bucket.example/deliveries/1_Audio.xml';
  const sampleMs = {
    preflight: bestRoundMs(() => preflight(sample), shape.rounds, shape.roundS),
    noProfile: bestRoundMs(() => preflight(sample, PROFILES_OFF), shape.rounds, shape.roundS),
    readTree: bestRoundMs(() => readErnTree(sample), shape.rounds, shape.roundS),
    parse: bestRoundMs(() => parseErnMessage(sample, { messageUrl }), shape.rounds, shape.roundS),
  };
  const large = xsdBenchMessage();
  const parsedLarge = parseErnMessage(large, { messageUrl });
  if (!parsedLarge.ok) throw new Error(`the large message was not accepted (${parsedLarge.code}): ${parsedLarge.message}`);
  const largeFigures = {
    bytes: large.byteLength,
    files: parsedLarge.message.files.length,
    ms: fastestMs(() => preflight(large), shape.largeRuns),
    noProfileMs: fastestMs(() => preflight(large, PROFILES_OFF), shape.largeRuns),
    readTreeMs: fastestMs(() => readErnTree(large), shape.largeRuns),
    findings: findingsOf(large),
  };
  const { load, turns } = shape;
  progress('preflight, creates in report, off and reject mode, three mocks by turns', 3 * (load.warmupS + turns.rounds * turns.seconds) + 10);
  const creates = await measureCreates(sample, samplePath, shape);
  return {
    sample: samplePath,
    sampleBytes: sample.byteLength,
    shape,
    sampleMs,
    sampleFindings: findingsOf(sample),
    large: largeFigures,
    creates,
    loadAverage: { start, end: os.loadavg()[0] ?? 0 },
  };
}

export const preflightHeading = '## Preflight: the rules on a release (no XSD)';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const threeDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

function met(yes: boolean): string {
  return yes ? 'yes' : '**no**';
}

/** The figures that the README's table and the targets judge, from results. */
export function preflightVerdicts(results: PreflightResults): {
  samplePerSecond: number; largeMs: number; profileSamplePerSecond: number; profileLargeMs: number; reportVsOff: number;
} {
  return {
    samplePerSecond: 1000 / results.sampleMs.noProfile,
    largeMs: results.large.noProfileMs,
    profileSamplePerSecond: 1000 / results.sampleMs.preflight,
    profileLargeMs: results.large.ms,
    reportVsOff: results.creates.report.requestsPerSec / results.creates.off.requestsPerSec,
  };
}

/**
 * A paragraph saying the machine was loaded, when its load average exceeded its cores during the run: the in-process
 * figures then fall (the thread shares caches and cores, and its CPU time grows with them) and the creates' turns
 * spread too far for their ratio to judge report against off.
 */
function loadedNote(results: PreflightResults): string[] {
  const cores = os.cpus().length;
  const { start, end } = results.loadAverage;
  if (Math.max(start, end) <= cores) return [];
  return [
    `**The machine was loaded** while this ran: load average ${start.toFixed(1)} at the start and ${end.toFixed(1)} at the end, `
    + `on ${cores} cores. Every figure below is lower than on an idle machine (the in-process rows count CPU time, but a thread `
    + 'that shares caches and cores takes more of it), and the creates\' turns spread too far for their ratio to judge report against off.',
    '',
  ];
}

/** The BENCHMARKS.md section. */
export function preflightSection(results: PreflightResults | null, command: string): string {
  if (results === null) return `${preflightHeading}\n\nSkipped: the DDEX sample (../shared/ddex-samples/ern43/1_Audio.xml) is absent.\n`;
  const { sampleMs, large, creates, shape } = results;
  const profileText = results.sampleFindings.profileName === null ? 'the profile' : `\`${results.sampleFindings.profileName}\``;
  const verdicts = preflightVerdicts(results);
  const sampleName = path.relative(repoRoot, results.sample);
  const createRow = (mode: Mode): string => {
    const figure = creates[mode];
    const turns = figure.perTurn ?? [];
    const spread = turns.length === 0 ? '' : `${integer.format(Math.min(...turns))}–${integer.format(Math.max(...turns))}`;
    return `| ${mode} | ${integer.format(figure.requestsPerSec)} | ${spread} | ${twoDecimals.format(figure.requestsPerSec / creates.off.requestsPerSec)}× `
      + `| ${figure.p50Ms.toFixed(2)} | ${figure.p99Ms.toFixed(2)} | ${figure.non2xx} | ${figure.errors} |`;
  };
  return [
    preflightHeading,
    '',
    'The preflight (`preflight()` of `partner-ingest-kit/ern`: read the kept tree, summarise the release, run the rules and the release-profile rules of the profile the message declares), without schema validation (the XSD section has that). '
    + `Both messages declare \`Audio\`: ${profileText} runs DDEX's Release Profile 2.1 rules, read by meaning on ERN 4.3; "profiles off" is \`preflight(xml, { profile: 'off' })\`, the 24 rules alone. In-process rows: one thread, CPU time `
    + `(process.cpuUsage), the best of ${shape.rounds} rounds of ${shape.roundS} s (the large message: the fastest of ${shape.largeRuns} runs). `
    + `Load average ${results.loadAverage.start.toFixed(1)} at the start, ${results.loadAverage.end.toFixed(1)} at the end, on ${os.cpus().length} cores `
    + '(other work on the machine lowers every figure; the CPU time counts only the time this thread ran).',
    '',
    ...loadedNote(results),
    '| target | measured | met |',
    '|---|---:|---|',
    `| preflights of \`${sampleName}\` with its profile ≥ ${integer.format(preflightTargets.profileSamplePerSecond)}/s on one core | ${integer.format(verdicts.profileSamplePerSecond)}/s | ${met(verdicts.profileSamplePerSecond >= preflightTargets.profileSamplePerSecond)} |`,
    `| preflights of \`${sampleName}\`, profiles off, ≥ ${integer.format(preflightTargets.samplePerSecond)}/s on one core | ${integer.format(verdicts.samplePerSecond)}/s | ${met(verdicts.samplePerSecond >= preflightTargets.samplePerSecond)} |`,
    `| preflight of the ${integer.format(large.bytes / 1e6)} MB message of ${integer.format(large.files)} files with its profile < ${integer.format(preflightTargets.profileLargeMs)} ms | ${integer.format(large.ms)} ms | ${met(large.ms < preflightTargets.profileLargeMs)} |`,
    `| the same, profiles off, < ${integer.format(preflightTargets.largeMs)} ms | ${integer.format(large.noProfileMs)} ms | ${met(large.noProfileMs < preflightTargets.largeMs)} |`,
    `| creates/s in \`report\` mode ≥ ${preflightTargets.reportVsOff}× \`off\` | ${twoDecimals.format(verdicts.reportVsOff)}× | ${met(verdicts.reportVsOff >= preflightTargets.reportVsOff)} |`,
    '',
    `| in-process, CPU ms | ${sampleName} (${integer.format(results.sampleBytes / 1024)} KiB) | large message (${(large.bytes / 1024 / 1024).toFixed(1)} MiB) |`,
    '|---|---:|---:|',
    `| preflight with its profile (read + summary + rules + profile rules) | ${threeDecimals.format(sampleMs.preflight)} (${integer.format(1000 / sampleMs.preflight)}/s) | ${integer.format(large.ms)} |`,
    `| preflight, profiles off (read + summary + rules) | ${threeDecimals.format(sampleMs.noProfile)} (${integer.format(1000 / sampleMs.noProfile)}/s) | ${integer.format(large.noProfileMs)} |`,
    `| of which reading the tree (readErnTree) | ${threeDecimals.format(sampleMs.readTree)} | ${integer.format(large.readTreeMs)} |`,
    `| context: parseErnMessage without a tree (the scanner's walk alone) | ${threeDecimals.format(sampleMs.parse)} | |`,
    `| findings with the profile (of them the profile's) | ${findingsText(results.sampleFindings)} | ${findingsText(large.findings)} |`,
    '',
    `The large message is \`scripts/bench/xsd-message.ts\`'s (the XSD rows' too): its findings are mostly its ISRCs of `
    + '13 characters (and what the profile\'s rules find in a message written by the kit\'s ERN writer), so every finding\'s line, column and path is computed too.',
    '',
    `Creates: \`POST ${createPath}\` of \`${sampleName}\` (fetched and parsed by each create, preflighted on the parse threads), one mock per `
    + `\`ern.validation\` mode (\`serve.ts mock --ern-validation <mode>\`), measured by turns: ${shape.load.warmupS} s warm-up each, then `
    + `${shape.turns.rounds} rounds of ${shape.turns.seconds} s each, ${shape.load.connections} connections. \`off\` reads the release summary but runs no rule; `
    + '`reject` runs them and answers 422 on an error finding (the sample has none: its profile findings are DDEX\'s conditional '
    + 'roles, warnings, so every create is a 201). Between report and off lie only the rules, the profile\'s rules (the mock\'s '
    + '`ern.profiles` is `report` by default) and their index, '
    + `at most ${twoDecimals.format(sampleMs.preflight - sampleMs.readTree)} ms of a parse thread per create (the in-process preflight less its reading of the tree; the tree and the summary are read in `
    + 'both); on a loaded machine the spread of the turns is larger than that, and the ratio moves with it.',
    '',
    '| ern.validation | creates/s | turns (min–max) | vs off | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...MODES.map(createRow),
    '',
    `Command: \`${command}\`.`,
    '',
  ].join('\n');
}

/** Measures, prints the figures, and returns `report` with the preflight section of this run. */
export async function splicePreflightRun(report: string, run: {
  samplePath: string;
  shape: PreflightShape;
  command: string;
  progress: (step: string, seconds: number) => void;
}): Promise<string> {
  const results = await measurePreflight(run.samplePath, run.shape, run.progress);
  if (results !== null) {
    const verdicts = preflightVerdicts(results);
    console.log(`preflight: ${Math.round(verdicts.profileSamplePerSecond)} preflights/s of the sample with its profile, `
      + `${Math.round(verdicts.samplePerSecond)} with profiles off (CPU), ${Math.round(verdicts.profileLargeMs)} ms with its profile and ${Math.round(verdicts.largeMs)} ms without for the `
      + `${(results.large.bytes / 1e6).toFixed(0)} MB message; creates/s report ${Math.round(results.creates.report.requestsPerSec)}, `
      + `off ${Math.round(results.creates.off.requestsPerSec)}, reject ${Math.round(results.creates.reject.requestsPerSec)} `
      + `(report/off ${verdicts.reportVsOff.toFixed(2)})`);
  }
  return spliceSection(report, preflightHeading, preflightSection(results, run.command));
}
