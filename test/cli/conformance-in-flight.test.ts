/**
 * Issue #30, from a review: a create in flight when the run is interrupted is never lost. A service that holds the 201
 * of a create: after SIGINT the run waits a bounded time for the answer and lists the ingest it names; a create still
 * unanswered at the end of that wait is listed `in flight` with its release id. On real loopback sockets; the service
 * answers when the test says so, never after a wait of its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { verdictLine } from '../../conformance/report/console.js';
import { runConformance } from '../../conformance/run.js';
import type { ConformanceReport } from '../../conformance/types.js';
import { ingestKitEntry } from '../support/cli.js';
import { repoRoot } from '../support/contract.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-conf-in-flight-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A service whose lookups answer 404 and whose creates wait for `answer` (or for the server to close). */
interface HoldingService {
  url: string;
  /** Resolves with the release id of the first create, once it arrived. */
  created: Promise<string>;
  /** Answers the held create 201 with `ingestId`. */
  answer(ingestId: string): void;
  close(): Promise<void>;
}

async function holdingService(): Promise<HoldingService> {
  let arrived: ((releaseId: string) => void) | undefined;
  const created = new Promise<string>((resolve) => {
    arrived = resolve;
  });
  let held: { response: http.ServerResponse; releaseId: string } | undefined;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') {
        const releaseId = (JSON.parse(body) as { releaseId: string }).releaseId;
        held = { response, releaseId };
        arrived?.(releaseId);
        return;
      }
      response.writeHead(404, { 'content-type': 'application/problem+json' }).end('{"title":"Not Found","status":404}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    created,
    answer(ingestId) {
      if (held === undefined) throw new Error('no create held');
      const record = { ingestId, releaseId: held.releaseId, status: 'processing', receivedAt: '2026-01-01T00:00:00Z' };
      held.response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(record));
    },
    close: () => new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    }),
  };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('conformance: a create in flight at an interrupt', () => {
  it('SIGINT while the service holds the 201: the run waits for it and lists the ingest', async () => {
    const service = await holdingService();
    cleanups.push(() => service.close());
    const json = path.join(dir, 'answered.json');
    const child = spawn(process.execPath, [
      ...ingestKitEntry(), 'conformance', '--base-url', service.url, '--api-key', 'pk_conf_active_1',
      '--only', 'create.record-valid', '--release-prefix', 'CONF-INT', '--json', json,
    ], { cwd: repoRoot });
    cleanups.unshift(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    let out = '';
    let waiting: (() => void) | undefined;
    const saidWaiting = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const collect = (c: Buffer) => {
      out += c.toString();
      if (out.includes('for the answer of 1 create in flight')) waiting?.();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const releaseId = await service.created;
    child.kill('SIGINT');
    await saidWaiting;
    service.answer('ing-1');
    expect(await exited, out).toBe(2);

    const report = JSON.parse(readFileSync(json, 'utf8')) as ConformanceReport;
    expect(report).toMatchObject({ verdict: 'not-judged', notJudged: { cause: 'interrupted' } });
    expect(report.created).toEqual([{ ingestId: 'ing-1', releaseId, status: 'processing' }]);
    expect(out).toContain('waiting up to 5 s for the answer of 1 create in flight…');
    expect(out).toContain('\n1 ingest created, release ids CONF-INT-* (listed in the reports)\n');
    expect(out).not.toContain('in flight; its release id');
  }, 60_000);

  it('a final report that cannot be written: exit 2, whatever the verdict (issue #30, from a review)', async () => {
    const service = await holdingService();
    cleanups.push(() => service.close());
    const folder = mkdtempSync(path.join(dir, 'gone-'));
    const child = spawn(process.execPath, [
      ...ingestKitEntry(), 'conformance', '--base-url', service.url, '--api-key', 'pk_conf_active_1',
      '--only', 'create.record-valid', '--json', path.join(folder, 'r.json'),
    ], { cwd: repoRoot });
    cleanups.unshift(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // The path was checked and written when the preflight passed; its folder goes while the create is held.
    await service.created;
    rmSync(folder, { recursive: true, force: true });
    service.answer('ing-1');
    expect(await exited, out).toBe(2);
    expect(out).toMatch(/ingest-kit conformance: cannot write a report: --json \S+r\.json: /);
    expect(out).toMatch(/: (conforms|does not conform)\n1 ingest created/);
  }, 60_000);

  it('a create still unanswered after the wait: listed in flight with its release id, and said so', async () => {
    const service = await holdingService();
    cleanups.push(() => service.close());
    const controller = new AbortController();
    void service.created.then(() => {
      controller.abort('SIGINT');
    });
    const report = await runConformance({
      baseUrl: service.url,
      apiKey: 'pk_conf_active_1',
      only: ['create.record-valid'],
      releasePrefix: 'CONF-INF',
      signal: controller.signal,
      inFlightWaitMs: 50,
    });
    const releaseId = await service.created;
    expect(releaseId).toMatch(/^CONF-INF-/);
    expect(report).toMatchObject({ verdict: 'not-judged', notJudged: { cause: 'interrupted' } });
    expect(report.created).toEqual([{ ingestId: null, releaseId, status: 'in flight' }]);
    const said = verdictLine(report);
    expect(said).toContain('\n0 ingests created, release ids CONF-INF-*\n');
    expect(said).toContain(`1 create was in flight; its release id is ${releaseId} (look it up at the service: it may have been created)\n`);
  }, 60_000);
});
