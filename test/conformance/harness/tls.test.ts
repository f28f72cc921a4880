import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type StartedFixtureServer } from '../../../conformance/fixtures/index.js';
import { startWebhookReceiver, type StartedWebhookReceiver } from '../../../conformance/receiver/index.js';
import { createSelfSignedCertificate, writeSelfSignedFiles } from '../../../conformance/tls.js';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { post, request } from './client.js';

describe('createSelfSignedCertificate', () => {
  it('makes a certificate for localhost, loopback and the common name, signed by its own key', () => {
    const { cert, key } = createSelfSignedCertificate('fixtures.test');
    const x509 = new X509Certificate(cert);
    expect(x509.subject).toBe('CN=fixtures.test');
    expect(x509.issuer).toBe(x509.subject);
    expect(x509.checkIssued(x509)).toBe(true);
    expect(x509.subjectAltName).toBe('DNS:localhost, DNS:fixtures.test, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
    expect(x509.checkHost('fixtures.test')).toBe('fixtures.test');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkPrivateKey(createPrivateKey(key))).toBe(true);
    expect(new Date(x509.validTo).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it('takes an IP address as common name into the subjectAltName', () => {
    const x509 = new X509Certificate(createSelfSignedCertificate('10.1.2.3').cert);
    expect(x509.checkIP('10.1.2.3')).toBe('10.1.2.3');
    const mapped = new X509Certificate(createSelfSignedCertificate('::ffff:10.1.2.3').cert);
    expect(mapped.subjectAltName).toContain('IP Address:0:0:0:0:0:FFFF:A01:203');
  });
});

describe('writeSelfSignedFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'conformance-tls-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the certificate and a 0600 key as PEM files, replacing older ones', () => {
    const target = path.join(dir, 'nested', 'tls');
    const first = writeSelfSignedFiles(target);
    writeFileSync(first.keyFile, 'old', { mode: 0o644 });
    const files = writeSelfSignedFiles(target);
    expect(files.certFile).toBe(path.join(target, 'cert.pem'));
    expect(files.keyFile).toBe(path.join(target, 'key.pem'));
    expect(readFileSync(files.certFile, 'utf8')).toBe(files.cert);
    expect(readFileSync(files.keyFile, 'utf8')).toBe(files.key);
    expect(files.cert).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    expect(files.key).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(files.cert).not.toBe(first.cert);
    if (process.platform !== 'win32') expect(statSync(files.keyFile).mode & 0o777).toBe(0o600);
  });
});

describe('the suite servers over HTTPS with a self-signed certificate', () => {
  const trusted = createSelfSignedCertificate();
  let fixtures: StartedFixtureServer;
  let receiver: StartedWebhookReceiver;

  beforeAll(async () => {
    fixtures = await startFixtureServer({ tls: trusted });
    receiver = await startWebhookReceiver({ tls: trusted });
  });
  afterAll(async () => {
    await Promise.all([fixtures.close(), receiver.close()]);
  });

  it('serves messages and files over https to a client that trusts the certificate', async () => {
    expect(fixtures.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const release = fixtures.serveRelease({ ernVersion: '4.3', locations: 'absolute', resources: [{ files: 2 }, {}] });
    expect(release.xmlUrl).toMatch(/^https:/);
    const xml = await request(release.xmlUrl, { ca: trusted.cert });
    expect(xml.status).toBe(200);
    const parsed = parseErnMessage(xml.body, { messageUrl: release.xmlUrl });
    expect(parsed.ok && parsed.message.files.map((file) => file.uri)).toEqual(release.fileUrls);
    for (const url of release.fileUrls) expect((await request(url, { ca: trusted.cert })).status).toBe(200);
    expect(release.fetchCounts()).toEqual([1, 1, 1]);
  });

  it('receives webhooks over https, also at the localhost name', async () => {
    expect(receiver.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const body = { data: { ingestId: 'tls-1' } };
    expect((await post(`${receiver.url}/hook`, body, { ca: trusted.cert })).status).toBe(200);
    expect((await post(receiver.url.replace('127.0.0.1', 'localhost'), body, { ca: trusted.cert })).status).toBe(200);
    expect(receiver.attemptsFor('tls-1')).toHaveLength(2);
  });

  it('fails the TLS handshake for a client that does not trust the certificate', async () => {
    const other = createSelfSignedCertificate();
    await expect(request(fixtures.url, { ca: other.cert })).rejects.toThrow(/self[- ]signed|unable to verify/i);
    await expect(post(receiver.url, {}, { ca: other.cert })).rejects.toThrow(/self[- ]signed|unable to verify/i);
    expect(receiver.attemptsFor('tls-1')).toHaveLength(2);
  });
});
