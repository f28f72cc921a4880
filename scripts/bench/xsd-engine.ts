/**
 * One XSD engine measured in a process of its own (so that its peak RSS is its own): `tsx
 * scripts/bench/xsd-engine.ts <libxml2-wasm | xmllint-wasm> <schemas dir> <sample> <large message> <seconds>`
 * prints one JSON line, an {@link EngineFigures}. Run by xsd.ts, which writes the large message (xsd-message.ts).
 * Wall-clock and CPU milliseconds both: on a shared machine the CPU figure is the steadier one.
 *
 * - libxml2-wasm, as the kit uses it (mock-server/src/ern/xsd): the schema compiled once, then each
 *   validation parses the message and walks it against the compiled schema.
 * - xmllint-wasm: xmllint's command line in a fresh WebAssembly instance per call, in a worker thread; it
 *   compiles the schema on every call, so its "compile" is a call on a one-element message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { memoryPages, validateXML } from 'xmllint-wasm';
import { loadXsdSchemas } from '../../mock-server/src/ern/xsd/index.js';
import { MAIN_SCHEMA } from '../../mock-server/src/ern/xsd/layout.js';

export type Engine = 'libxml2-wasm' | 'xmllint-wasm';

/** Wall-clock and CPU time of one step (CPU: every thread of the process, xmllint-wasm's workers included). */
export interface Timing {
  ms: number;
  cpuMs: number;
}

export interface EngineFigures {
  engine: Engine;
  compile: Timing;
  /** Validations a second of the sample, each from its bytes (parse included): by the clock and per CPU second. */
  samplePerSecond: number;
  samplePerCpuSecond: number;
  sampleFindings: number;
  largeBytes: number;
  large: Timing;
  /** Schema findings on the large message (the kit's writer's known ones count here). */
  largeFindings: number;
  /** Peak RSS of the process after the sample runs, and after the large message (MiB). */
  sampleRssMiB: number;
  peakRssMiB: number;
}

const maxRssMiB = (): number => process.resourceUsage().maxRSS / 1024;

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Calls `run` for `seconds` (at least twice) after one warm-up call: calls a second, by the clock and by CPU. */
async function rate(seconds: number, run: () => Promise<unknown>): Promise<{ perSecond: number; perCpuSecond: number }> {
  await run();
  let calls = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  let now = start;
  while (now - start < seconds * 1000 || calls < 2) {
    await run();
    calls++;
    now = performance.now();
  }
  return { perSecond: calls / ((now - start) / 1000), perCpuSecond: calls / (cpuMs(cpu) / 1000) };
}

async function timed<T>(run: () => Promise<T>): Promise<Timing & { value: T }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  return { ms: performance.now() - start, cpuMs: cpuMs(cpu), value };
}

async function measureLibxml2(dir: string, sample: Buffer, largePath: string, seconds: number): Promise<EngineFigures> {
  const schemas = await loadXsdSchemas(dir);
  try {
    // The first validation compiles the schema (a one-element message: its own validation is nothing).
    const compile = await timed(async () => schemas.validate('<x/>', '4.3'));
    const sampleFindings = schemas.validate(sample, '4.3').length;
    const sampleRate = await rate(seconds, async () => schemas.validate(sample, '4.3'));
    const sampleRssMiB = maxRssMiB();
    const large = readFileSync(largePath);
    const { value, ...largeTiming } = await timed(async () => schemas.validate(large, '4.3'));
    return {
      engine: 'libxml2-wasm', compile: { ms: compile.ms, cpuMs: compile.cpuMs }, samplePerSecond: sampleRate.perSecond,
      samplePerCpuSecond: sampleRate.perCpuSecond, sampleFindings, largeBytes: large.byteLength, large: largeTiming,
      largeFindings: value.length, sampleRssMiB, peakRssMiB: maxRssMiB(),
    };
  } finally {
    schemas.close();
  }
}

async function measureXmllint(dir: string, sample: Buffer, largePath: string, seconds: number): Promise<EngineFigures> {
  const folder = path.join(dir, '43');
  const schema = { fileName: MAIN_SCHEMA, contents: readFileSync(path.join(folder, MAIN_SCHEMA)) };
  // ERN 4.3 imports its value sets by a relative location: xmllint finds them in its in-memory file system.
  const preload = { fileName: 'allowed-value-sets.xsd', contents: readFileSync(path.join(folder, 'allowed-value-sets.xsd')) };
  const validate = (xml: Buffer, maxMemoryPages: number) =>
    validateXML({ xml: { fileName: 'message.xml', contents: xml }, schema, preload, maxMemoryPages, modifyArguments: (args) => ['--nonet', ...args] });
  const { value: _, ...compile } = await timed(() => validate(Buffer.from('<x/>'), 256 * memoryPages.MiB));
  const sampleFindings = (await validate(sample, 256 * memoryPages.MiB)).errors.length;
  const sampleRate = await rate(seconds, () => validate(sample, 256 * memoryPages.MiB));
  const sampleRssMiB = maxRssMiB();
  const large = readFileSync(largePath);
  const { value, ...largeTiming } = await timed(() => validate(large, 2 * memoryPages.GiB));
  return {
    engine: 'xmllint-wasm', compile, samplePerSecond: sampleRate.perSecond, samplePerCpuSecond: sampleRate.perCpuSecond,
    sampleFindings, largeBytes: large.byteLength, large: largeTiming, largeFindings: value.errors.length, sampleRssMiB,
    peakRssMiB: maxRssMiB(),
  };
}

if (process.argv[1] === import.meta.filename) {
  const [engine, dir, samplePath, largePath, seconds] = process.argv.slice(2);
  if ((engine !== 'libxml2-wasm' && engine !== 'xmllint-wasm') || dir === undefined || samplePath === undefined || largePath === undefined) {
    console.error('usage: tsx scripts/bench/xsd-engine.ts <libxml2-wasm | xmllint-wasm> <schemas dir> <sample> <large message> <seconds>');
    process.exit(2);
  }
  const measure = engine === 'libxml2-wasm' ? measureLibxml2 : measureXmllint;
  console.log(JSON.stringify(await measure(dir, readFileSync(samplePath), largePath, Number(seconds ?? '5'))));
}
