/**
 * Issue #30: the list of what a run created is never lost. `ingest-kit conformance` as a real process against a
 * real mock: the JSON report lists each ingest as soon as its create is answered 201, and SIGINT or SIGTERM ends the
 * run with every report written, marked interrupted, exit 2, the console naming the prefix and the count.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConformanceReport } from '../../conformance/types.js';
import { ingestKitEntry } from '../support/cli.js';
import { repoRoot } from '../support/contract.js';
import { call, startTestMock } from '../mock-server/server/harness.js';
import { operatorHeaders } from '../conformance/support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-conf-interrupt-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function readReport(file: string): ConformanceReport | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport;
  } catch {
    return null;
  }
}

/** Resolves with the report once `holds` is true of it, on each change of the folder the report is written in. */
function reportWhen(file: string, holds: (report: ConformanceReport) => boolean): Promise<ConformanceReport> {
  return new Promise((resolve) => {
    const look = () => {
      const report = readReport(file);
      if (report === null || !holds(report)) return;
      watcher.close();
      resolve(report);
    };
    const watcher = watch(path.dirname(file), look);
    look();
  });
}

describe('conformance: an interrupted run', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('%s after two creates: every report written with both, marked interrupted, exit 2', async (signal) => {
    // No webhook URL is registered: after its two creates webhooks.delivered waits for a webhook for --delivery-wait.
    const mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: ['pk_conf_active_1'] }] });
    let stopChild = () => undefined as unknown;
    try {
      const files = { json: path.join(dir, `${signal}.json`), junit: path.join(dir, `${signal}.xml`), summary: path.join(dir, `${signal}.md`) };
      const child = spawn(process.execPath, [
        ...ingestKitEntry(), 'conformance', '--base-url', mock.url, '--api-key', 'pk_conf_active_1', '--profile', 'full',
        '--only', 'webhooks.delivered', '--delivery-wait', '10m', '--max-wait', '10m', '--release-prefix', `CONF-${signal}`,
        '--json', files.json, '--junit', files.junit, '--summary', files.summary,
      ], { cwd: repoRoot });
      // A run that never wrote its report (the test fails) must not outlive the test: it would wait 10 minutes.
      stopChild = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

      // Written as the run goes: the report lists both ingests while the run still waits.
      const during = await reportWhen(files.json, (r) => r.created.length === 2);
      expect(during).toMatchObject({ verdict: 'not-judged', notJudged: { cause: 'unfinished' } });
      child.kill(signal);
      const code = await exited;

      expect(code, out).toBe(2);
      const held = (await call(mock, 'GET', '/_operator/ingests', { headers: operatorHeaders })).body as { record: { ingestId: string } }[];
      const report = readReport(files.json);
      expect(report).toMatchObject({ verdict: 'not-judged', notJudged: { cause: 'interrupted' }, failed: 0 });
      expect(report?.notJudged?.message).toBe(`the run was interrupted (${signal}) after 0 of 1 checks`);
      expect(report?.created.map((c) => c.ingestId).sort()).toEqual(held.map((h) => h.record.ingestId).sort());
      expect(report?.created.every((c) => c.releaseId?.startsWith(`CONF-${signal}-`))).toBe(true);
      const junit = readFileSync(files.junit, 'utf8');
      expect(junit).toContain('<error type="interrupted"');
      expect(junit).toContain('<property name="created.count" value="2"/>');
      expect(readFileSync(files.summary, 'utf8')).toContain('### Ingests created: 2');
      expect(out).toContain(`${signal}: stopping the run and writing the reports…`);
      expect(out).toMatch(new RegExp(`Could not judge: the run was interrupted \\(${signal}\\) after 0 of 1 checks\\. Fix: `));
      expect(out).toContain(`\n2 ingests created, release ids CONF-${signal}-* (listed in the reports)\n`);
    } finally {
      stopChild();
      await mock.close();
    }
  }, 60_000);
});
