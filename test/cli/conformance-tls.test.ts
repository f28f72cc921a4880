/** `ingest-kit conformance --tls-self-signed [--tls-ca-dir <dir>]` as a real process. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { runIngestKit } from '../support/cli.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-conf-tls-cli-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command with its own TMPDIR, so that what it leaves in the temporary folder can be listed. */
function run(args: string[], tmp: string): Promise<{ code: number | null; out: string }> {
  return runIngestKit(['conformance', ...args], { ...process.env, TMPDIR: tmp, TMP: tmp, TEMP: tmp });
}

/** Every file under `root`, with its path relative to it, but for tsx's compile cache (`tsx-<uid>/`). */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('tsx-'));
}

describe('ingest-kit conformance over HTTPS with its own CA', () => {
  let mock: TestMock;
  beforeAll(async () => {
    mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: ['pk_conf_active_1'] }] });
  });
  afterAll(async () => {
    await mock.close();
  });
  const quick = () => ['--base-url', mock.url, '--api-key', 'pk_conf_active_1', '--only', 'auth.missing-key', '--tls-self-signed'];
  const fingerprint = (out: string) => /SHA-256 ([0-9A-F:]{95})/.exec(out)?.[1];

  it('--tls-ca-dir creates the CA (alone, before any run) and every run reuses it; nothing is left in the temporary folder', async () => {
    const tmp = mkdtempSync(path.join(dir, 'tmp-'));
    const caDir = path.join(dir, 'ca');
    const prepared = await run(['--tls-self-signed', '--tls-ca-dir', caDir], tmp);
    expect(prepared.code, prepared.out).toBe(0);
    expect(prepared.out).toContain(`TLS: tell the implementation to trust the CA certificate ${path.join(caDir, 'ca.pem')}`);
    expect(prepared.out).toMatch(/created, its key in .*ca-key\.pem \(0600\)/);
    expect(prepared.out).not.toContain('Register this webhook URL');
    const first = await run([...quick(), '--tls-ca-dir', caDir], tmp);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain(`TLS: tell the implementation to trust the CA certificate ${path.join(caDir, 'ca.pem')}`);
    expect(first.out).toMatch(/Fixture files are served from https:\/\/127\.0\.0\.1:\d+/);
    expect(first.out).toMatch(/reused, its key in/);
    const second = await run([...quick(), '--tls-ca-dir', caDir], tmp);
    expect(second.code, second.out).toBe(0);
    expect(fingerprint(second.out)).toBeDefined();
    expect(fingerprint(second.out)).toBe(fingerprint(first.out));
    expect(fingerprint(first.out)).toBe(fingerprint(prepared.out));
    expect(filesUnder(tmp)).toEqual([]);
  }, 60_000);

  it('without --tls-ca-dir writes only the CA certificate to the temporary folder, no private key', async () => {
    const tmp = mkdtempSync(path.join(dir, 'tmp-'));
    const { code, out } = await run(quick(), tmp);
    expect(code, out).toBe(0);
    const files = filesUnder(tmp);
    expect(files).toEqual([expect.stringMatching(/^ingest-kit-tls-[^/]+\/ca\.pem$/)]);
    expect(out).toContain(`trust the CA certificate ${path.join(tmp, files[0] ?? '')}`);
    expect(readFileSync(path.join(tmp, files[0] ?? ''), 'utf8')).not.toContain('PRIVATE KEY');
  }, 60_000);

  it('exits 2 on --tls-ca-dir without --tls-self-signed, and on a CA folder it cannot use', async () => {
    const tmp = mkdtempSync(path.join(dir, 'tmp-'));
    const alone = await run(['--base-url', mock.url, '--api-key', 'k', '--tls-ca-dir', path.join(dir, 'ca')], tmp);
    expect(alone.code).toBe(2);
    expect(alone.out).toContain('--tls-ca-dir goes with --tls-self-signed');
    const unusable = await run([...quick(), '--tls-ca-dir', path.join(dir, 'ca', 'ca.pem')], tmp);
    expect(unusable.code).toBe(2);
    expect(unusable.out).toMatch(/ingest-kit conformance: .*ca\.pem\/ca\.pem cannot be read: ENOTDIR/);
  }, 60_000);
});
