/**
 * Issue #30, from a review: `ingest-kit conformance` finds every flag it cannot use before it sends or starts anything,
 * and says it as every command does (cli/errors.ts reportFailure): one line naming the flag, exit 2, no stack; a run
 * that judged nothing never "conforms".
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceCommand } from '../../cli/commands/conformance.js';
import { OptionError } from '../../conformance/option-error.js';
import { runConformance } from '../../conformance/run.js';
import { runIngestKit } from '../support/cli.js';
import { startTestMock } from '../mock-server/server/harness.js';
import { runInProcess } from './support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-conf-usage-'));
let service: http.Server;
let connections = 0;
let baseUrl: string;

beforeAll(async () => {
  // The service the run would judge: a usage error must reach it never.
  service = http.createServer((_request, response) => response.writeHead(500).end());
  service.on('connection', () => connections++);
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[]) => runIngestKit(['conformance', ...args]);

const badPem = path.join(dir, 'bad.pem');
writeFileSync(badPem, 'not a PEM\n');

describe('conformance: a flag it cannot use is one line, exit 2, before anything is sent', () => {
  it.each([
    [['--only', 'nosuch.check'], '--only: no check "nosuch.check" (conformance/CHECKS.md lists them all)'],
    [['--only', 'webhooks.deliverd'], '--only: no check "webhooks.deliverd"; did you mean webhooks.delivered? (conformance/CHECKS.md lists them all)'],
    [['--only', 'webhooks.delivered'], '--only webhooks.delivered: the check is in the full profile, not in --profile quick; pass --profile quick,full'],
    [['--receiver-url', 'notaurl'], '--receiver-url notaurl: not an absolute http(s) URL without query or fragment (e.g. https://tunnel.example/receiver)'],
    [['--fixtures-url', 'ftp://x'], '--fixtures-url ftp://x: not an absolute http(s) URL without query or fragment (e.g. https://tunnel.example/receiver)'],
    [['--receiver-port', '70000'], '--receiver-port 70000: not a port number; give 0-65535'],
    [['--fixtures-port', 'abc'], '--fixtures-port abc: not a port number; give 0-65535'],
    [['--max-wait', 'abc'], /^--max-wait: Invalid duration "abc"/],
    [['--delivery-wait', '5x'], /^--delivery-wait: Invalid duration "5x"/],
    [['--delivery-wait', '0'], '--delivery-wait 0: give a duration above 0, e.g. 10s'],
    [['--seed', '99999999999999999999999'], '--seed 99999999999999999999999: not a seed; give 0-4294967295'],
    [['--fuzz-cases', '0'], '--fuzz-cases 0: not a number of cases; give 1 or more'],
    [['--rps', 'fast'], '--rps fast: not a number of requests per second; give a number above 0'],
    [['--tls-cert', badPem, '--tls-key', badPem], /^--tls-cert \S+bad\.pem --tls-key \S+bad\.pem: not a certificate and its key in PEM that TLS can use \(.*no start line\); give the PEM files/],
    [['--tls-self-signed', '--tls-ca-dir', '/proc/nope'], '--tls-ca-dir /proc/nope: the folder /proc/nope cannot be made (ENOENT); give a folder that can'],
    [['--tls'], 'unknown option --tls; did you mean --tls-cert, --tls-key, --tls-self-signed or --tls-ca-dir? (see `ingest-kit conformance --help`)'],
    [['--receiver'], 'unknown option --receiver; did you mean --receiver-port or --receiver-url? (see `ingest-kit conformance --help`)'],
    [['--rpss', '3'], 'unknown option --rpss; did you mean --rps? (see `ingest-kit conformance --help`)'],
  ] as const)('%j', async (flags, said) => {
    const before = connections;
    const { status, stdout, stderr } = await runInProcess(conformanceCommand, ['--base-url', baseUrl, '--api-key', 'pk_conf_active_1', ...flags]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.endsWith('\n') && stderr.split('\n').length === 2, stderr).toBe(true);
    const line = stderr.replace(/^ingest-kit conformance: /, '').trimEnd();
    if (typeof said === 'string') expect(line).toBe(said);
    else expect(line).toMatch(said);
    expect(connections).toBe(before);
  });

  it('as a process: a URL it cannot use is exit 2 and one line before the plan, not a stack after it', async () => {
    const { code, out } = await run(['--base-url', baseUrl, '--api-key', 'pk_conf_active_1', '--receiver-url', 'notaurl']);
    expect(code, out).toBe(2);
    expect(out).toBe('ingest-kit conformance: --receiver-url notaurl: not an absolute http(s) URL without query or fragment (e.g. https://tunnel.example/receiver)\n');
  }, 30_000);
});

describe('conformance: a run that judged nothing', () => {
  it('every selected check skipped: could not judge, exit 2, not "conforms"', async () => {
    const mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: ['pk_conf_active_1'] }] });
    try {
      const { code, out } = await run(['--base-url', mock.url, '--api-key', 'pk_conf_active_1', '--only', 'auth.revoked-key']);
      expect(code, out).toBe(2);
      expect(out).toMatch(/SKIP {2}auth\.revoked-key .*needs --revoked-key/);
      expect(out).toContain('Could not judge: every selected check was skipped (auth.revoked-key: needs --revoked-key). Fix: ');
      expect(out).toContain('0 passed, 0 failed, 1 skipped');
      expect(out).toMatch(/: could not judge\n/);
      expect(out).not.toContain('conforms');
    } finally {
      await mock.close();
    }
  }, 60_000);
});

describe('conformance: the console without report files', () => {
  it('lists the ingests created, as no report lists them', async () => {
    const mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: ['pk_conf_active_1'] }] });
    try {
      const { code, out } = await run(['--base-url', mock.url, '--api-key', 'pk_conf_active_1', '--only', 'create.record-valid', '--release-prefix', 'CONF-LIST']);
      expect(code, out).toBe(0);
      expect(out).not.toContain('listed in the reports');
      expect(out).toMatch(/\n1 ingest created, release ids CONF-LIST-\*:\n {2}\S+ {2}CONF-LIST-\S+ {2}(processing|completed|failed)\n/);
    } finally {
      await mock.close();
    }
  }, 60_000);
});

describe('conformance: a server of the suite that cannot start', () => {
  it('with a certificate TLS cannot use (given in code, past the CLI\'s own check): an OptionError, said as a usage error by the CLI', async () => {
    await expect(runConformance({ baseUrl, apiKey: 'pk_conf_active_1', tls: { cert: 'not a PEM', key: 'not a PEM' } }))
      .rejects.toThrow(OptionError);
    await expect(runConformance({ baseUrl, apiKey: 'pk_conf_active_1', tls: { cert: 'not a PEM', key: 'not a PEM' } }))
      .rejects.toThrow(/^the suite's fixture server could not start: /);
  });
});
