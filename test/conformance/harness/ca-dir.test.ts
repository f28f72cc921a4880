import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CA_FILE, CA_KEY_FILE, loadOrCreateCa, prepareSelfSignedTls } from '../../../conformance/ca-dir.js';
import { createCertificateAuthority, createSelfSignedCertificate, issueServerCertificate } from '../../../conformance/tls.js';

const dir = mkdtempSync(path.join(tmpdir(), 'conformance-ca-dir-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('createCertificateAuthority and issueServerCertificate', () => {
  const ca = createCertificateAuthority();
  const caX509 = new X509Certificate(ca.cert);

  it('makes a CA certificate valid for years, apart from the server certificate it issues', () => {
    expect(caX509.ca).toBe(true);
    expect(caX509.subject).toMatch(/^CN=partner-ingest-kit conformance CA [0-9a-f]{8}$/);
    expect(caX509.checkIssued(caX509)).toBe(true);
    expect(new Date(caX509.validTo).getTime() - Date.now()).toBeGreaterThan(9 * 365 * 86_400_000);
    expect(createCertificateAuthority().cert).not.toBe(ca.cert);
  });

  it('issues a one-day server certificate (not a CA) naming localhost, loopback and the given hosts', () => {
    const leaf = new X509Certificate(issueServerCertificate(ca, ['fixtures.test', '10.1.2.3']).cert);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(caX509)).toBe(true);
    expect(leaf.verify(caX509.publicKey)).toBe(true);
    expect(leaf.issuer).toBe(caX509.subject);
    expect(leaf.subject).toBe('CN=fixtures.test');
    expect(leaf.subjectAltName).toBe('DNS:localhost, DNS:fixtures.test, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1, IP Address:10.1.2.3');
    expect(leaf.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']); // extKeyUsage serverAuth
    const lifetime = new Date(leaf.validTo).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(23 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(86_400_000);
  });

  it('refuses a CA whose key is not its own, or a certificate that is not a CA', () => {
    expect(() => issueServerCertificate({ cert: ca.cert, key: createCertificateAuthority().key })).toThrow(/do not belong together/);
    expect(() => issueServerCertificate(createSelfSignedCertificate())).toThrow(/do not belong together/);
  });
});

describe('loadOrCreateCa and prepareSelfSignedTls', () => {
  it('creates the CA in the folder on first use (key 0600) and reuses it later', () => {
    const caDir = path.join(dir, 'nested', 'ca');
    const first = prepareSelfSignedTls({ caDir, hostNames: ['fixtures.test'] });
    expect(first.created).toBe(true);
    expect(first.caFile).toBe(path.join(caDir, CA_FILE));
    expect(readdirSync(caDir).sort()).toEqual([CA_KEY_FILE, CA_FILE].sort());
    if (process.platform !== 'win32') expect(statSync(path.join(caDir, CA_KEY_FILE)).mode & 0o777).toBe(0o600);
    const second = prepareSelfSignedTls({ caDir, hostNames: ['other.test'] });
    expect(second.created).toBe(false);
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(second.fingerprint).toBe(new X509Certificate(readFileSync(first.caFile)).fingerprint256);
    const ca = new X509Certificate(readFileSync(second.caFile));
    const leaf = new X509Certificate(second.tls.cert);
    expect(leaf.checkIssued(ca) && leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkHost('other.test')).toBe('other.test');
    expect(second.tls.cert).not.toBe(first.tls.cert);
  });

  it('without a folder, writes only the CA certificate to a new temporary folder', () => {
    const made = prepareSelfSignedTls({});
    expect(made.created).toBe(true);
    expect(path.dirname(path.dirname(made.caFile))).toBe(tmpdir());
    try {
      expect(readdirSync(path.dirname(made.caFile))).toEqual([CA_FILE]);
      expect(readFileSync(made.caFile, 'utf8')).not.toContain('PRIVATE KEY');
    } finally {
      rmSync(path.dirname(made.caFile), { recursive: true, force: true });
    }
  });

  it.each([
    ['a key file that is missing', (caDir: string) => { rmSync(path.join(caDir, CA_KEY_FILE)); }, /ca-key\.pem cannot be read \(ENOENT\)/],
    ['a key of another CA', (caDir: string) => { writeFileSync(path.join(caDir, CA_KEY_FILE), createCertificateAuthority().key); }, /is not the private key of/],
    ['a certificate that is not a CA', (caDir: string) => { writeFileSync(path.join(caDir, CA_FILE), createSelfSignedCertificate().cert); }, /is not a CA certificate/],
  ])('refuses a folder with %s, saying what to delete', (_what, spoil, message) => {
    const caDir = mkdtempSync(path.join(dir, 'spoilt-'));
    loadOrCreateCa(caDir);
    spoil(caDir);
    expect(() => loadOrCreateCa(caDir)).toThrow(message);
    expect(() => loadOrCreateCa(caDir)).toThrow(/delete .*ca\.pem and .*ca-key\.pem to make a new CA/);
  });
});
