/**
 * `ingest-kit validate` as a real process on hostile structure (issue #29 item 8): generated messages
 * (test/support/hostile-structure.ts) of every shape that must be refused or read (far over the depth, the namespace
 * bomb, billion laughs, an external entity, a 1 MB name, 100,000 siblings...) in one folder. The process ends by
 * itself with exit 1 (never a signal, never 134 for a heap out of memory), prints no stack trace, reports each file with
 * the finding its shape owes, and spends CPU time linear in what it read (measured in the process, so load does not
 * count; the wall-clock timeout only says "this hangs").
 *
 * `npm run test:fuzz` (PIK_HOSTILE_CASES set) writes two cases of every kind at the larger scale instead.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreflightReport } from '../../mock-server/src/ern/preflight/types.js';
import { ingestKitEntry } from '../support/cli.js';
import { type HostileCase, hostileCase, type HostileKind, hostileKinds, hostileScales } from '../support/hostile-structure.js';
import { audioMessage } from '../support/hostile-xml.js';

const fuzz = process.env.PIK_HOSTILE_CASES !== undefined;
const seed = Number(process.env.PIK_HOSTILE_SEED ?? 0x29_2026);
const CI_KINDS: HostileKind[] = [
  'depth-at-limit', 'depth-far-over', 'namespace-bomb', 'attributes-over', 'long-element-name', 'many-siblings',
  'billion-laughs', 'external-entity', 'undefined-entity', 'mixture',
];
/** The process's CPU time, start-up included (about 0.5 s compiled, more through tsx): 20 s and 100 µs per KB read. */
const cpuBoundMicros = (bytes: number): number => 20_000_000 + 100 * (bytes / 1024);
/** Only a hang: the process is killed after this, and the test fails. */
const HANG_MS = 300_000;

const dir = mkdtempSync(path.join(tmpdir(), 'pik-hostile-'));
const messages = path.join(dir, 'messages');
/** Prints the process's CPU time as it exits, whichever way it exits. */
const cpuHook = path.join(dir, 'cpu-hook.mjs');
const cases: (HostileCase & { file: string })[] = [];

beforeAll(() => {
  mkdirSync(messages);
  const indices = fuzz
    ? Array.from({ length: 2 * hostileKinds.length }, (_, i) => i)
    : CI_KINDS.map((kind) => hostileKinds.indexOf(kind));
  for (const index of indices) {
    const hostile = hostileCase(audioMessage(), seed, index, fuzz ? hostileScales.fuzz : hostileScales.ci);
    const file = path.join(messages, `${String(index).padStart(3, '0')}-${hostile.kind}.xml`);
    writeFileSync(file, hostile.xml, { flag: 'wx' });
    cases.push({ ...hostile, file });
  }
  writeFileSync(cpuHook, 'process.on("exit", () => process.stderr.write(`\\n[cpu-us] ${JSON.stringify(process.cpuUsage())}\\n`));\n');
}, 120_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Run { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; cpuMicros: number | undefined }

function validate(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(cpuHook).href, ...ingestKitEntry(), 'validate', ...args], {
      cwd: dir, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'], timeout: HANG_MS,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const cpu = /\[cpu-us\] (\{.*\})/.exec(stderr)?.[1];
      const usage = cpu === undefined ? undefined : JSON.parse(cpu) as NodeJS.CpuUsage;
      resolve({ code, signal, stdout, stderr: stderr.replace(/\n\[cpu-us\] .*\n/, ''), cpuMicros: usage && usage.user + usage.system });
    });
  });
}

const STACK_TRACE = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;
const replay = (hostile: HostileCase & { file: string }) => `seed ${seed} case ${hostile.index} (${hostile.kind}: ${hostile.description}), ${path.basename(hostile.file)}`;

/** The finding that stopped the reading of a file, as `rule:CODE`, or 'ok' when it was read. */
function stopOf(file: PreflightReport['files'][number]): string {
  const stop = file.findings.find((finding) => finding.rule === 'message-readable' || finding.rule === 'message-limits');
  if (stop === undefined) return file.ernVersion === null ? 'unread' : 'ok';
  return `${stop.rule}:${/cannot be read \((\w+)\)/.exec(stop.message)?.[1] ?? '?'}`;
}

describe('ingest-kit validate on hostile structure', () => {
  it('reports each generated message with the finding it owes, exits 1, with no stack trace and CPU time linear in the input', async () => {
    const run = await validate('--json', 'messages');
    expect(run.signal, `the process was killed (${run.signal ?? ''}): a hang, or a crash`).toBeNull();
    expect([0, 1, 2]).toContain(run.code);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout + run.stderr).not.toMatch(STACK_TRACE);
    const report = JSON.parse(run.stdout) as PreflightReport;
    const got = new Map(report.files.map((file) => [path.basename(file.file), stopOf(file)]));
    const wrong = cases.flatMap((hostile) => {
      const { expected } = hostile;
      const want = expected.ok ? 'ok' : `${expected.code === 'XML_TOO_COMPLEX' ? 'message-limits' : 'message-readable'}:${expected.code}`;
      const stop = got.get(path.basename(hostile.file));
      return stop === want ? [] : [`${replay(hostile)}: ${stop ?? 'not in the report'}, not ${want}`];
    });
    expect(wrong).toEqual([]);
    const bytes = cases.reduce((sum, hostile) => sum + statSync(hostile.file).size, 0);
    expect(run.cpuMicros, 'the CPU time printed at exit').toBeDefined();
    expect(run.cpuMicros!, `CPU time for ${cases.length} messages of ${(bytes / 1024 ** 2).toFixed(1)} MB`).toBeLessThan(cpuBoundMicros(bytes));
  }, HANG_MS + 60_000);

  it('prints a message over a limit as a finding on the console, exit 1, without a stack trace', async () => {
    const far = cases.find((hostile) => hostile.kind === 'depth-far-over')!;
    const run = await validate(path.relative(dir, far.file));
    expect(run.signal).toBeNull();
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(/message-limits/);
    expect(run.stdout).toMatch(/xml\.limits\.maxDepth/);
    expect(run.stdout + run.stderr).not.toMatch(STACK_TRACE);
  }, HANG_MS + 60_000);
});
