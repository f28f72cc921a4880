import tls from 'node:tls';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchLimited } from '../../../mock-server/src/fetch/index.js';
import { createSelfSignedCertificate } from './self-signed.js';
import { describeEachTransport, failed, fetchOptions, startServer, succeeded, type TestServer } from './support.js';

// tls.setDefaultCACertificates: Node 24.5 / 22.19 and later
const canTrustCa = typeof tls.setDefaultCACertificates === 'function';

describeEachTransport('fetchLimited over https (self-signed certificates made with node:crypto)', () => {
  let trusted: TestServer;
  let untrusted: TestServer;
  let plain: TestServer;
  let defaultCas: string[] = [];

  beforeAll(async () => {
    const trustedCert = createSelfSignedCertificate();
    trusted = await startServer({
      '/ern.xml': (_req, res) => res.end('<xml/>'),
      '/to-remote-http': (_req, res) => res.writeHead(302, { location: 'http://files.partner.example/a.flac' }).end(),
      '/to-loopback-http': (_req, res) => res.writeHead(302, { location: plain.url('/a.flac') }).end(),
    }, trustedCert);
    untrusted = await startServer({ '/ern.xml': (_req, res) => res.end('<xml/>') }, createSelfSignedCertificate());
    plain = await startServer({ '/a.flac': (_req, res) => res.end('flac') });
    if (canTrustCa) {
      // The caller's choice in production is a fetch with its own CA (see the module's report); here the
      // process-wide default CA list is extended for this file and restored afterwards.
      defaultCas = tls.getCACertificates('default');
      tls.setDefaultCACertificates([...defaultCas, trustedCert.cert]);
    }
  });

  afterAll(async () => {
    if (canTrustCa) tls.setDefaultCACertificates(defaultCas);
    await Promise.all([trusted.close(), untrusted.close(), plain.close()]);
  });

  it('fails with network, names the TLS problem for the operator only, when the certificate is not trusted', async () => {
    const failure = failed(await fetchLimited(untrusted.url('/ern.xml?X-Amz-Signature=secretsig'), fetchOptions({ label: 'xmlUrl' })));
    expect(failure.kind).toBe('network');
    expect(failure.detail).toMatch(/TLS handshake failed: .*self[- ]signed/i);
    expect(failure.message).toContain('could not be fetched: the address is not allowed, or it did not answer with the file');
    expect(failure.message).not.toMatch(/TLS|certificate|signed/i);
    expect(`${failure.message} ${failure.detail ?? ''}`).not.toContain('secretsig');
  });

  it.runIf(canTrustCa)('fetches over https when the certificate is trusted, even with allowHttpLoopback off', async () => {
    const outcome = succeeded(await fetchLimited(trusted.url('/ern.xml'), fetchOptions({ policy: { allowHttpLoopback: false } })));
    expect(Buffer.from(outcome.body!).toString()).toBe('<xml/>');
  });

  it.runIf(canTrustCa)('refuses an https → http downgrade to a non-loopback host', async () => {
    const failure = failed(await fetchLimited(trusted.url('/to-remote-http'), fetchOptions()));
    expect(failure.kind).toBe('policy');
    expect(failure.detail).toContain('files.partner.example is not a loopback host');
  });

  it.runIf(canTrustCa)('follows an https → http redirect to a loopback host only while allowHttpLoopback is on', async () => {
    succeeded(await fetchLimited(trusted.url('/to-loopback-http'), fetchOptions({ policy: { allowHttpLoopback: true } })));
    const failure = failed(await fetchLimited(trusted.url('/to-loopback-http'), fetchOptions({ policy: { allowHttpLoopback: false } })));
    expect(failure.kind).toBe('policy');
    expect(failure.detail).toContain('allowHttpLoopback is off');
  });
});
