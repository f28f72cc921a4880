/** `ingest-kit conformance` as a real process: exit codes and the JUnit, JSON and markdown reports. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestMock } from '../mock-server/server/harness.js';
import { conformanceCommand } from '../../cli/commands/conformance.js';
import { runInProcess } from './support.js';
import { runIngestKit } from '../support/cli.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-conf-cli-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[]) => runIngestKit(['conformance', ...args]);

describe('ingest-kit conformance', () => {
  it('exits 0 with reports when the selected checks pass, and asks to register no receiver URL when no check judges webhooks', async () => {
    const mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: ['pk_conf_active_1'] }] });
    try {
      const files = { junit: path.join(dir, 'r.xml'), json: path.join(dir, 'r.json'), summary: path.join(dir, 'r.md') };
      const { code, out } = await run([
        '--base-url', mock.url, '--api-key', 'pk_conf_active_1', '--profile', 'quick',
        '--junit', files.junit, '--json', files.json, '--summary', files.summary,
      ]);
      // Quick judges no webhook (issue #30, from a review: it asked for the URL all the same).
      expect(out).not.toContain('Register this webhook URL');
      expect(out).toMatch(/Fixture files are served from http:\/\/127\.0\.0\.1:\d+\nRunning \d+ checks…/);
      expect(out).toMatch(/PASS {2}auth\.missing-key/);
      expect(out).toMatch(/SKIP {2}auth\.inactive-partner .*needs --inactive-key/);
      expect(code, out).toBe(0);
      const report = JSON.parse(readFileSync(files.json, 'utf8')) as {
        failed: number;
        passed: number;
        skipped: number;
        releasePrefix: string;
        created: { ingestId: string; releaseId: string; status: string }[];
      };
      expect(report).toMatchObject({ failed: 0, skipped: 2 });
      // Said before the first check, and listed afterwards: quick creates the quick ingest and four for resources.total.
      expect(out.indexOf(`This run creates 5 ingests at ${mock.url}, release ids ${report.releasePrefix}-*`)).toBeGreaterThanOrEqual(0);
      expect(out.indexOf('This run creates')).toBeLessThan(out.indexOf('PASS'));
      expect(report.releasePrefix).toMatch(/^CONF-[0-9A-Z]{6}$/);
      expect(report.created).toHaveLength(5);
      for (const c of report.created) {
        expect(Object.keys(c).sort()).toEqual(['ingestId', 'releaseId', 'status']);
        expect(typeof c.ingestId).toBe('string');
        expect(c.releaseId.startsWith(`${report.releasePrefix}-`), c.releaseId).toBe(true);
        expect(typeof c.status).toBe('string');
      }
      expect(report.passed).toBeGreaterThan(8);
      const junit = readFileSync(files.junit, 'utf8');
      expect(junit).toMatch(/<testsuites name="partner-ingest conformance" tests="\d+" failures="0" skipped="2"/);
      expect(junit).toContain('<skipped message="needs --inactive-key"/>');
      expect(readFileSync(files.summary, 'utf8')).toContain('## Partner Ingest Service conformance: ✅ conforms');
    } finally {
      await mock.close();
    }
  }, 60_000);

  it('exits 1 with the check id, spec section and fix when a check fails', async () => {
    const mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: ['pk_conf_active_1'] }] }, { faults: ['key-in-query-accepted'] });
    try {
      const junit = path.join(dir, 'fail.xml');
      const { code, out } = await run(['--base-url', mock.url, '--api-key', 'pk_conf_active_1', '--only', 'auth.key-in-query', '--junit', junit]);
      expect(code, out).toBe(1);
      expect(out).toMatch(/FAIL {2}auth\.key-in-query +spec 5 /);
      expect(out).toContain('fix:');
      expect(out).not.toContain('pk_conf_active_1');
      expect(readFileSync(junit, 'utf8')).toMatch(/<failure message="\[auth\.key-in-query\] spec 5: /);
    } finally {
      await mock.close();
    }
  }, 60_000);

  it('--dry-run prints the plan and sends nothing: no request to the service, no receiver or fixture server started', async () => {
    // Three loopback servers that count connections: the service, and the ports the receiver and fixtures would take
    // (a server started there would fail to listen, and the run with it).
    const connections: string[] = [];
    const servers = await Promise.all(['service', 'receiver-port', 'fixtures-port'].map(async (name) => {
      const server = http.createServer((_request, response) => response.writeHead(500).end());
      server.on('connection', () => connections.push(name));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }));
    const [service, receiverPort, fixturesPort] = servers.map((s) => (s.address() as AddressInfo).port);
    try {
      const { code, out } = await run([
        '--base-url', `http://127.0.0.1:${service}`, '--api-key', 'pk_conf_active_1', '--profile', 'quick,full',
        '--receiver-port', String(receiverPort), '--fixtures-port', String(fixturesPort), '--release-prefix', 'CONF-DRY', '--dry-run',
      ]);
      expect(code, out).toBe(0);
      expect(connections).toEqual([]);
      expect(out).toMatch(/^Dry run: nothing is sent/);
      expect(out).toContain('auth.missing-key (spec 5): A request without X-API-Key answers 401');
      expect(out).toMatch(/\n {4}CREATE {2}POST \/partner\/v1\/ddex\/ingests +the quick ingest/);
      expect(out).toMatch(/\n {12}POST \/partner\/v1\/ddex\/ingests +a create without X-API-Key \(401\)/);
      expect(out).toContain(`This run creates 7 ingests at http://127.0.0.1:${service}, release ids CONF-DRY-*.`);
      expect(out).not.toContain('PASS');
    } finally {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    }
  });

  it('exits 2 on a --release-prefix that cannot go into a release id', async () => {
    const { code, out } = await run(['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--release-prefix', 'a/b', '--dry-run']);
    expect(code).toBe(2);
    expect(out).toMatch(/ingest-kit conformance: --release-prefix must be/);
  });

  // In this process (the command stops at its flags): the --release-prefix case above shows exit 2 as a process.
  it.each([[[]], [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--profile', 'everything']]])('exits 2 on bad usage %j', async (args) => {
    const { status, stdout, stderr } = await runInProcess(conformanceCommand, args);
    expect(status).toBe(2);
    expect(stdout + stderr).toMatch(/ingest-kit conformance: /);
  });
});
