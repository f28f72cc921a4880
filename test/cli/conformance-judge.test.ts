/**
 * Issue #30: `ingest-kit conformance` exits 2, "could not judge", and creates nothing, when it cannot judge: a refused
 * key, an unreachable service, a report path it cannot write. One line says why and what to do; the reports are
 * errored, never failed checks. As a real process against a real mock, on real sockets.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../conformance/run.js';
import type { ConformanceReport } from '../../conformance/types.js';
import { runIngestKit } from '../support/cli.js';
import { call, startTestMock } from '../mock-server/server/harness.js';
import { operatorHeaders } from '../conformance/support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-conf-judge-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[]) => runIngestKit(['conformance', ...args]);

const partners = [{ id: 'acme', apiKeys: ['pk_conf_active_1'] }, { id: 'dormant', apiKeys: ['pk_conf_inactive_1'], active: false }];

/** A loopback server that counts the connections it gets and answers 500: a service that must not be reached. */
async function countingServer(): Promise<{ url: string; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server = http.createServer((_request, response) => response.writeHead(500).end());
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => { resolve(); })),
  };
}

describe('conformance: could not judge, exit 2, nothing created', () => {
  it('a refused key: one line naming the key and the fix, no create, reports errored and no check failed', async () => {
    const mock = await startTestMock({ partners });
    try {
      const files = { junit: path.join(dir, 'key.xml'), json: path.join(dir, 'key.json'), summary: path.join(dir, 'key.md') };
      const { code, out } = await run([
        '--base-url', mock.url, '--api-key', 'pk_wrong_key_1', '--profile', 'quick', '--release-prefix', 'CONF-KEY',
        '--junit', files.junit, '--json', files.json, '--summary', files.summary,
      ]);
      expect(code, out).toBe(2);
      expect(out).toMatch(/\nCould not judge: the service refused --api-key with 401: GET \/ddex\/ingests\/CONF-KEY-no-such-ingest → HTTP \d+.*\. Fix: Pass the key of an active partner/);
      expect(out).toContain('0 passed, 0 failed, 0 skipped');
      expect(out).toContain(': could not judge\n0 ingests created, release ids CONF-KEY-*\n');
      expect(out).not.toMatch(/FAIL|does not conform|pk_wrong_key_1/);
      // Nothing was created: the mock holds no ingest.
      expect((await call(mock, 'GET', '/_operator/ingests', { headers: operatorHeaders })).body).toEqual([]);
      const report = JSON.parse(readFileSync(files.json, 'utf8')) as ConformanceReport;
      expect(report).toMatchObject({ verdict: 'not-judged', notJudged: { cause: 'key-refused' }, failed: 0, results: [], created: [] });
      const junit = readFileSync(files.junit, 'utf8');
      expect(junit).toMatch(/<testsuites name="partner-ingest conformance" tests="1" failures="0" skipped="0" errors="1"/);
      expect(junit).toContain('<error type="key-refused" message="could not judge: the service refused --api-key with 401');
      expect(junit).not.toContain('<failure');
      expect(readFileSync(files.summary, 'utf8')).toContain('## Partner Ingest Service conformance: ⚠️ could not judge');
    } finally {
      await mock.close();
    }
  }, 60_000);

  it('the key of an inactive partner: refused with 403, said so', async () => {
    const mock = await startTestMock({ partners });
    try {
      const report = await runConformance({ baseUrl: mock.url, apiKey: 'pk_conf_inactive_1', profiles: ['full'] });
      expect(report.verdict).toBe('not-judged');
      expect(report.notJudged?.message).toMatch(/^the service refused --api-key with 403 \(an inactive partner/);
      expect(report.results).toEqual([]);
      expect((await call(mock, 'GET', '/_operator/ingests', { headers: operatorHeaders })).body).toEqual([]);
    } finally {
      await mock.close();
    }
  }, 60_000);

  it('an unreachable --base-url: one line naming the address and the fix, not ten failures', async () => {
    const closed = await countingServer();
    await closed.close();
    const { code, out } = await run(['--base-url', closed.url, '--api-key', 'pk_conf_active_1', '--profile', 'quick']);
    expect(code, out).toBe(2);
    expect(out).toMatch(new RegExp(`\\nCould not judge: GET ${closed.url}/ddex/ingests/CONF-\\w+-no-such-ingest got no answer \\(.*ECONNREFUSED.*\\)\\. Fix: Check --base-url`));
    expect(out).not.toMatch(/FAIL|does not conform/);
    expect(out.trim().split('\n').length, out).toBeLessThanOrEqual(6);
  }, 60_000);

  it.each([
    [['--summary', ''], /^ingest-kit conformance: --summary: the path is empty; is the variable it was given as unset \(e\.g\. \$GITHUB_STEP_SUMMARY/m],
    [['--junit', '/no/such/dir/c.xml'], /^ingest-kit conformance: --junit \/no\/such\/dir\/c\.xml: cannot write the report there: the folder \/no\/such\/dir does not exist\.$/m],
  ])('a report path it cannot write (%j): a usage error before the first request, with --dry-run too', async (flags, said) => {
    const service = await countingServer();
    try {
      for (const dryRun of [[], ['--dry-run']]) {
        const { code, out } = await run(['--base-url', service.url, '--api-key', 'pk_conf_active_1', ...flags, ...dryRun]);
        expect(code, out).toBe(2);
        expect(out).toMatch(said);
        expect(out).not.toMatch(/Error: |at .*\.ts:\d+/);
      }
      expect(service.connections()).toBe(0);
    } finally {
      await service.close();
    }
  }, 60_000);

  it('--help gives the three exit codes', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('Exit codes: 0 conforms (every selected check passed); 1 does not conform (a check found a spec\nviolation); 2 could not judge:');
  });

  it('--dry-run lists the preflight probes and checks the report paths, leaving no file behind', async () => {
    const json = path.join(dir, 'dry.json');
    const { code, out } = await run(['--base-url', 'http://127.0.0.1:9', '--api-key', 'k', '--release-prefix', 'CONF-DRY', '--json', json, '--dry-run']);
    expect(code, out).toBe(0);
    expect(out).toContain('before the checks (preflight: read-only; a failure stops the run with exit 2 before any create)');
    expect(out).toMatch(/\n {12}GET \/ddex\/ingests\/CONF-DRY-no-such-ingest or \/partner\/v1\/ddex\/ingests\/CONF-DRY-no-such-ingest ×2 +preflight: /);
    expect(out).toContain(`Report files can be written: ${json}.`);
    expect(() => readFileSync(json)).toThrow(/ENOENT/);
  }, 60_000);
});
