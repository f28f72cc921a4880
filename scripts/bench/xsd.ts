/**
 * The XSD figures (issue #16, item 8): both WebAssembly builds of libxml2, libxml2-wasm (the kit's engine,
 * mock-server/src/ern/xsd) and xmllint-wasm (a devDependency, kept for this comparison), on DDEX's ERN 4.3
 * schema read in place from ../shared/ddex-xsd: compile time, validations a second of the 75 KB sample
 * `ern43/1_Audio.xml`, the time of the 22 MB message of 1,001 files (xsd-message.ts), peak RSS. Each engine
 * runs in a process of its own (xsd-engine.ts), one after the other.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Engine, EngineFigures } from './xsd-engine.js';
import { xsdBenchMessage } from './xsd-message.js';
import { repoRoot } from './targets.js';
import { track } from './processes.js';
import { spliceSection } from './sections.js';

export interface XsdResults {
  sample: string;
  sampleBytes: number;
  seconds: number;
  engines: EngineFigures[];
  loadAverage: number;
}

const ENGINES: readonly Engine[] = ['libxml2-wasm', 'xmllint-wasm'];

function runEngine(engine: Engine, args: readonly string[]): Promise<EngineFigures> {
  const script = path.join(import.meta.dirname, 'xsd-engine.ts');
  const child = track(spawn(process.execPath, ['--import', 'tsx', script, engine, ...args], { stdio: ['ignore', 'pipe', 'inherit'] }));
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`xsd: ${engine} exited with ${code}`));
        return;
      }
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as EngineFigures);
    });
  });
}

/** Null when the schemas or the sample are absent (they are DDEX's, never in the repository). */
export async function measureXsd(
  schemasDir: string,
  samplePath: string,
  seconds: number,
  progress: (step: string, seconds: number) => void,
): Promise<XsdResults | null> {
  if (!existsSync(path.join(schemasDir, '43')) || !existsSync(samplePath)) return null;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'pik-bench-xsd-'));
  try {
    const message = xsdBenchMessage();
    const largePath = path.join(tmp, 'xsd-large.xml');
    await writeFile(largePath, message);
    const engines: EngineFigures[] = [];
    for (const engine of ENGINES) {
      progress(`xsd, ${engine}: compile, ${seconds} s of the sample, the ${(message.byteLength / 1024 / 1024).toFixed(0)} MiB message`, seconds + 20);
      engines.push(await runEngine(engine, [schemasDir, samplePath, largePath, String(seconds)]));
    }
    const { size } = await stat(samplePath);
    return { sample: samplePath, sampleBytes: size, seconds, engines, loadAverage: os.loadavg()[0] ?? 0 };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

export const xsdHeading = '## XSD validation: the two WebAssembly builds of libxml2';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The BENCHMARKS.md section. */
export function xsdSection(results: XsdResults | null, command: string): string {
  if (results === null) {
    return `${xsdHeading}\n\nSkipped: DDEX's schemas (../shared/ddex-xsd) or the sample are absent.\n`;
  }
  const [first] = results.engines;
  const rows = results.engines.map((e) =>
    `| ${e.engine === 'libxml2-wasm' ? '**libxml2-wasm** (the kit\'s)' : e.engine} | ${integer.format(e.compile.ms)} (${integer.format(e.compile.cpuMs)}) `
    + `| ${oneDecimal.format(e.samplePerSecond)} (${oneDecimal.format(e.samplePerCpuSecond)}) `
    + `| ${integer.format(e.large.ms)} (${integer.format(e.large.cpuMs)}) | ${e.largeFindings} | ${integer.format(e.sampleRssMiB)} | ${integer.format(e.peakRssMiB)} |`);
  return [
    xsdHeading,
    '',
    `DDEX's ERN 4.3 schema (read in place from \`../shared/ddex-xsd/43\`, never copied), \`${path.relative(repoRoot, results.sample)}\` `
    + `(${integer.format(results.sampleBytes / 1024)} KiB) and a message of 1,001 resource files written by the kit's ERN writer `
    + `(${oneDecimal.format((first?.largeBytes ?? 0) / 1024 / 1024)} MiB, \`scripts/bench/xsd-message.ts\`). Each engine in a process of its own. `
    + 'libxml2-wasm compiles the schema once and reuses it (as `loadXsdSchemas` does); xmllint-wasm runs xmllint in a fresh WebAssembly '
    + 'instance in a worker thread per call and compiles the schema every time, so its "compile" is a call on a one-element message. '
    + 'Each validation starts from the message\'s bytes (parsing included). Times are wall-clock, CPU in brackets (the process\'s, workers included): '
    + `on a shared machine the CPU figure is the steadier one (load average ${results.loadAverage.toFixed(1)} at the end of this run).`,
    '',
    `| engine | compile ms (CPU) | sample validations/s (per CPU s), ${results.seconds} s | large message ms (CPU) | its findings | peak RSS after the sample (MiB) | peak RSS (MiB) |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Command: \`${command}\`. The large message's finding is the kit's writer's known one (issue #16 item 7: \`PLine\` where the schema `
    + 'requires `ReleaseLabelReference`); validation goes on past it through the whole message.',
    '',
  ].join('\n');
}

/** `report` with the XSD section replaced (or appended before "How the figures are taken", or at the end). */
export function spliceXsd(report: string, section: string): string {
  return spliceSection(report, xsdHeading, section);
}

/** Measures both engines, prints their figures, and returns `report` with the XSD section of this run. */
export async function spliceXsdRun(report: string, run: {
  schemasDir: string;
  samplePath: string;
  seconds: number;
  command: string;
  progress: (step: string, seconds: number) => void;
}): Promise<string> {
  const results = await measureXsd(run.schemasDir, run.samplePath, run.seconds, run.progress);
  for (const e of results?.engines ?? []) {
    console.log(`xsd, ${e.engine}: compile ${Math.round(e.compile.ms)} ms, ${e.samplePerSecond.toFixed(1)} validations/s of the sample, `
      + `${Math.round(e.large.ms)} ms for the large message, peak RSS ${Math.round(e.peakRssMiB)} MiB`);
  }
  return spliceXsd(report, xsdSection(results, run.command));
}
