/**
 * The outbound CA (config outbound.caFile): an HTTPS server whose certificate is issued by a private CA is
 * trusted on every outbound path of the mock (fetchLimited and its redirect hops, the parse threads'
 * fetch of xmlUrl, a webhook POST) when that CA is given, and refused with a clear reason when it is not.
 */
import { createServer as createHttpsServer, type Server } from 'node:https';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCertificateAuthority, createSelfSignedCertificate, issueServerCertificate } from '../../../conformance/tls.js';
import { ConfigError, loadConfig } from '../../../mock-server/src/config.js';
import { createErnParsePool } from '../../../mock-server/src/ingest/parse-pool.js';
import { fetchLimited } from '../../../mock-server/src/fetch/index.js';
import { caPemProblem, withDefaultCas } from '../../../mock-server/src/fetch/trust.js';
import { postWebhook } from '../../../mock-server/src/webhooks/http-post.js';
import { ReceiverAgents } from '../../../mock-server/src/webhooks/receiver-agents.js';
import { ern43 } from '../server/harness.js';
import { failed, startServer, succeeded, type TestServer } from './support.js';

const ca = createCertificateAuthority();
const limits = { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 5 };
const strict = { allowHttpLoopback: false };

describe('the outbound CA on every outbound path', () => {
  let files: TestServer;
  let other: TestServer;
  let hooks: Server;
  let hooksUrl: URL;

  beforeAll(async () => {
    other = await startServer({ '/a.flac': (_req, res) => res.end('flac') }, issueServerCertificate(ca, ['127.0.0.1']));
    files = await startServer({
      '/ern.xml': (_req, res) => res.end(ern43(['a.flac'])),
      '/to-other': (_req, res) => res.writeHead(302, { location: other.url('/a.flac?X-Amz-Signature=secretsig') }).end(),
    }, issueServerCertificate(ca, ['127.0.0.1']));
    hooks = createHttpsServer(issueServerCertificate(ca), (_req, res) => res.writeHead(204).end());
    hooks.listen(0, '127.0.0.1');
    await once(hooks, 'listening');
    hooksUrl = new URL(`https://localhost:${(hooks.address() as AddressInfo).port}/hook`);
  });
  afterAll(async () => {
    hooks.closeAllConnections();
    hooks.close();
    await Promise.all([files.close(), other.close()]);
  });

  const options = { limits, policy: strict, label: 'xmlUrl', consume: 'buffer' } as const;

  it('fetchLimited trusts the CA, also on a redirect hop to another server, with allowHttpLoopback off', async () => {
    const outcome = succeeded(await fetchLimited(files.url('/ern.xml'), { ...options, ca: ca.cert }));
    expect(Buffer.from(outcome.body!).toString()).toContain('NewReleaseMessage');
    const hop = succeeded(await fetchLimited(files.url('/to-other'), { ...options, ca: ca.cert }));
    expect(Buffer.from(hop.body!).toString()).toBe('flac');
  });

  it('fetchLimited without the CA fails as a network failure whose detail (operator only) names the TLS problem and the setting, no query string', async () => {
    const failure = failed(await fetchLimited(files.url('/ern.xml?X-Amz-Signature=secretsig'), options));
    expect(failure.kind).toBe('network');
    expect(failure.detail).toMatch(/TLS handshake failed: .*\(UNABLE_TO_VERIFY_LEAF_SIGNATURE\).*outbound\.caFile/);
    expect(failure.message).toContain('could not be fetched: the address is not allowed, or it did not answer with the file');
    expect(`${failure.message} ${failure.detail ?? ''}`).not.toContain('secretsig');
  });

  it('fetchLimited with another CA still refuses the server', async () => {
    const failure = failed(await fetchLimited(files.url('/ern.xml'), { ...options, ca: createCertificateAuthority().cert }));
    expect(failure.detail).toContain('TLS handshake failed');
  });

  it('the parse threads fetch xmlUrl trusting the CA given in the settings, and refuse without it', async () => {
    const parser = createErnParsePool({ threads: 1 });
    try {
      const trusted = await parser.load(files.url('/ern.xml'), { limits, policy: strict, ca: ca.cert });
      expect(trusted.ok && trusted.parsed.ok && trusted.parsed.message.files.map((f) => f.uri)).toEqual([files.url('/a.flac')]);
      const refused = await parser.load(files.url('/ern.xml'), { limits, policy: strict });
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.failure.message).toMatch(/xmlUrl https:\/\/127\.0\.0\.1:\d+\/ern\.xml could not be fetched: the address is not allowed/);
      expect(!refused.ok && refused.failure.detail).toContain('TLS handshake failed');
    } finally {
      await parser.close();
    }
  });

  it('a webhook POST trusts the CA given to the receiver agents, and fails with the TLS code without it', async () => {
    const post = (agents: ReceiverAgents) => agents.use(hooksUrl, hooksUrl.origin, (agent) => postWebhook({ url: hooksUrl, body: '{}', headers: {}, timeoutMs: 5_000, agent }));
    const trusting = new ReceiverAgents({ maxSocketsPerReceiver: 1, ca: ca.cert });
    const plain = new ReceiverAgents({ maxSocketsPerReceiver: 1 });
    try {
      expect(await post(trusting)).toMatchObject({ ok: true, statusCode: 204, error: null });
      expect(await post(plain)).toMatchObject({ ok: false, statusCode: null, error: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
    } finally {
      trusting.destroy();
      plain.destroy();
    }
  });

  it('adds the CA to Node\'s default CAs instead of replacing them', () => {
    const trusted = withDefaultCas(ca.cert);
    expect(trusted.at(-1)).toBe(ca.cert);
    expect(trusted).toEqual(expect.arrayContaining(tls.rootCertificates.slice(0, 3)));
  });
});

describe('outbound.caFile and --ca-file in the config', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pik-outbound-ca-'));
  const write = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the CA file relative to the config file, and --ca-file relative to the working directory', async () => {
    write('ca.pem', ca.cert);
    const configFile = write('outbound.yaml', 'outbound:\n  caFile: ./ca.pem\n');
    const config = await loadConfig({ configFile });
    expect(config.outbound).toMatchObject({ caFile: path.join(dir, 'ca.pem'), ca: ca.cert });
    const other = write('other.pem', createSelfSignedCertificate().cert);
    const fromFlag = await loadConfig({ caFile: path.relative(process.cwd(), other) });
    expect(fromFlag.outbound).toMatchObject({ caFile: other, ca: readFileSync(other, 'utf8') });
    expect((await loadConfig({})).outbound).toMatchObject({ caFile: null, ca: null });
  });

  it.each([
    ['a missing file', 'outbound:\n  caFile: ./missing.pem\n', /outbound\.caFile: cannot be read: ENOENT/],
    ['a private key', `outbound:\n  caFile: ./key.pem\n`, /outbound\.caFile: .*key\.pem holds a private key, not a certificate/],
    ['text that is no certificate', 'outbound:\n  caFile: ./junk.pem\n', /outbound\.caFile: .*junk\.pem holds no PEM certificate/],
    ['a broken certificate', 'outbound:\n  caFile: ./broken.pem\n', /outbound\.caFile: .*broken\.pem certificate 1 of 1 is not a valid X\.509 certificate/],
    ['a webhooks.caFile that is no certificate', 'webhooks:\n  caFile: ./junk.pem\n', /webhooks\.caFile: .*junk\.pem holds no PEM certificate/],
  ])('refuses %s, naming the field', async (_what, yaml, message) => {
    write('key.pem', createSelfSignedCertificate().key);
    write('junk.pem', 'not a certificate');
    write('broken.pem', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n');
    const configFile = write('bad.yaml', yaml);
    const error: unknown = await loadConfig({ configFile }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(message);
    expect((error as ConfigError).message).not.toContain('PRIVATE KEY');
  });

  it('refuses a --ca-file that is no certificate, naming the flag', async () => {
    await expect(loadConfig({ caFile: write('flag-junk.pem', 'junk') })).rejects.toThrow(/--ca-file: .*flag-junk\.pem holds no PEM certificate/);
  });

  it('caPemProblem accepts a bundle of several certificates', () => {
    expect(caPemProblem(`${ca.cert}${createSelfSignedCertificate().cert}`)).toBeNull();
  });
});
