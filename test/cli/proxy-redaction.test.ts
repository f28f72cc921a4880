/**
 * `ingest-kit proxy` writes no secret in any output (issue #29): every form a secret takes in the traffic (the
 * signatures and credentials of pre-signed URLs in a create's xmlUrl, S3, GCS, Azure SAS, CloudFront and the generic
 * names; the kit's own ~scope path signature; keys set and issued through the operator API; a key-like query
 * parameter; a service that echoes a signed URL in its answer; a token in the URL of a request to --webhooks-port)
 * goes through the real proxy, and none is found on its
 * console, in its JSON report, JUnit, Markdown summary or HAR, while paths and the parameters that are no secret stay.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeKey, call, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { startProxyProcess } from '../support/proxy-process.js';

const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
const hex = (seed: string) => seed.repeat(64).slice(0, 64);

/** Each pre-signed URL scheme's query, and the secrets in it (as written: none needs percent-encoding). */
const schemes: { name: string; query: string; secrets: string[] }[] = [
  {
    name: 'S3',
    query: `X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIASTUBCREDENTIAL%2F20260101&X-Amz-Expires=900&X-Amz-Security-Token=FwoStubSecurityToken&X-Amz-Signature=${hex('a1')}`,
    secrets: ['AKIASTUBCREDENTIAL', 'FwoStubSecurityToken', hex('a1')],
  },
  {
    name: 'GCS v4',
    query: `X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=gcsStubCredential%2F20260101&X-Goog-Signature=${hex('b2')}`,
    secrets: ['gcsStubCredential', hex('b2')],
  },
  { name: 'GCS v2', query: 'GoogleAccessId=gcsStubAccessId&Expires=1767225600&Signature=gcsStubV2Signature', secrets: ['gcsStubAccessId', 'gcsStubV2Signature'] },
  { name: 'Azure SAS', query: 'sv=2024-05-04&sr=b&sp=r&se=2026-01-01&sig=azureStubSasSignature', secrets: ['azureStubSasSignature'] },
  {
    name: 'CloudFront',
    query: 'Expires=1767225600&Signature=cloudFrontStubSignature&Key-Pair-Id=cloudFrontStubKeyPair&Policy=cloudFrontStubPolicy',
    secrets: ['cloudFrontStubSignature', 'cloudFrontStubKeyPair', 'cloudFrontStubPolicy'],
  },
  {
    name: 'generic',
    query: 'signature=genericStubSignature&SIG=genericStubSig&token=genericStubToken&access_token=genericStubAccess&api_key=genericStubApiKey&key=genericStubKey',
    secrets: ['genericStubSignature', 'genericStubSig', 'genericStubToken', 'genericStubAccess', 'genericStubApiKey', 'genericStubKey'],
  },
];
const scopeSignature = hex('c3');
const scopePath = `/files/~scope/1767225600/2/${scopeSignature}/r1/a.xml`;

let dir: string;
let files: FixtureServer;
let mock: TestMock;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'proxy-redaction-'));
  files = await startFixtureServer();
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
  await files.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The proxy as a process with every output on; `outputs()` reads them after it exited. */
async function startProxy(target: string, name: string, extra: readonly string[] = []) {
  const reports = {
    json: path.join(dir, `${name}.json`), junit: path.join(dir, `${name}.xml`), summary: path.join(dir, `${name}.md`), har: path.join(dir, `${name}.har`),
  };
  const args = ['--json', reports.json, '--junit', reports.junit, '--summary', reports.summary, '--har', reports.har, ...extra];
  const { child, exited, until, output } = startProxyProcess(target, args);
  const [, url = ''] = await until(/^Proxying (\S+) → /m);
  return {
    url,
    until,
    /** Stops the proxy (SIGINT: every file written) and returns each output by name. */
    stop: async (): Promise<Record<string, string>> => {
      child.kill('SIGINT');
      await exited;
      const { out, err } = output();
      return { console: out + err, ...Object.fromEntries(Object.entries(reports).map(([key, file]) => [key, readFileSync(file, 'utf8')])) };
    },
  };
}

function expectNone(outputs: Record<string, string>, secrets: readonly string[]): void {
  for (const [name, text] of Object.entries(outputs)) {
    for (const secret of secrets) expect(text.includes(secret), `${secret} in the ${name}`).toBe(false);
  }
}

interface HarEntry {
  request: { url: string; postData?: { mimeType: string; text: string } };
  response: { content: { mimeType: string; text?: string }; redirectURL: string };
}

describe.concurrent('the proxy redacts every secret in every output', () => {
  it('in front of the mock: signed xmlUrls, the ~scope path, operator keys set and issued, a key in a lookup\'s query', async () => {
    const proxy = await startProxy(mock.url, 'mock');
    const secrets = ['op_local_dev', acmeKey, scopeSignature, ...schemes.flatMap((s) => s.secrets)];
    for (const scheme of schemes) {
      const created = await call({ url: proxy.url }, 'POST', '/partner/v1/ddex/ingests', {
        body: { releaseId: `R-${scheme.name}`, xmlUrl: `${files.url}/signed/r.xml?${scheme.query}` },
      });
      expect(created.status, scheme.name).toBe(422);
    }
    const scoped = await call({ url: proxy.url }, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R-scope', xmlUrl: `${files.url}${scopePath}` } });
    expect(scoped.status).toBe(422);
    await call({ url: proxy.url }, 'GET', scopePath);

    const partner = await call({ url: proxy.url }, 'POST', '/_operator/partners', { body: { id: 'redact-p', apiKeys: ['pk_set_by_operator_1'] }, headers: op });
    expect(partner.status).toBe(201);
    const rotatedTo = await call({ url: proxy.url }, 'POST', '/_operator/partners/redact-p/keys/rotate', { body: { key: 'pk_set_by_rotation_2' }, headers: op });
    const rotated = await call({ url: proxy.url }, 'POST', '/_operator/partners/redact-p/keys/rotate', { body: {}, headers: op });
    const added = await call({ url: proxy.url }, 'POST', '/_operator/partners/redact-p/keys', { body: {}, headers: op });
    const issued = [rotated, added].map((answer) => (answer.body as { key: string }).key);
    expect([rotatedTo.status, rotated.status, added.status]).toEqual([201, 201, 201]);
    secrets.push('pk_set_by_operator_1', 'pk_set_by_rotation_2', ...issued);

    await call({ url: proxy.url }, 'GET', '/partner/v1/ddex/ingests/1?access_token=lookupStubAccessToken&page=2');
    secrets.push('lookupStubAccessToken');
    await proxy.until(/^GET \/partner\/v1\/ddex\/ingests\/1 {2}401 /m);

    const outputs = await proxy.stop();
    expectNone(outputs, secrets);
    // What is no secret stays: paths, the scope's other segments, a URL's other parameters, the report's violations.
    expect(outputs.console).toContain('GET /files/~scope/1767225600/2/REDACTED/r1/a.xml  ');
    expect(outputs.json).toContain('request.key-not-in-query');
    const har = JSON.parse(outputs.har ?? '') as { log: { version: string; entries: HarEntry[] } };
    expect(har.log.version).toBe('1.2');
    const creates = har.log.entries.filter((e) => e.request.url.endsWith('/partner/v1/ddex/ingests'));
    const xmlUrls = creates.map((e) => (JSON.parse(e.request.postData?.text ?? '') as { xmlUrl: string }).xmlUrl);
    const s3 = 'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=REDACTED&X-Amz-Expires=900&X-Amz-Security-Token=REDACTED&X-Amz-Signature=REDACTED';
    expect(xmlUrls[0]).toBe(`${files.url}/signed/r.xml?${s3}`);
    expect(xmlUrls).toContain(`${files.url}/files/~scope/1767225600/2/REDACTED/r1/a.xml`);
    expect(har.log.entries.map((e) => e.request.url)).toContain(`${mock.url}/partner/v1/ddex/ingests/1?access_token=REDACTED&page=2`);
    const rotation = har.log.entries.find((e) => e.request.url.endsWith('/keys/rotate'));
    expect(JSON.parse(rotation?.response.content.text ?? '')).toMatchObject({ id: expect.stringMatching(/^key_/) as string, key: 'REDACTED' });
  }, 120_000);

  it('in front of a service that echoes the signed URL in its answer and its Location', async () => {
    const signed = `https://files.partner.example/r.xml?${schemes[0]!.query}`;
    const echo: Server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(422, { 'content-type': 'text/plain', 'location': signed });
        response.end(`could not fetch ${signed}`);
      });
    });
    echo.listen(0, '127.0.0.1');
    await once(echo, 'listening');
    try {
      const proxy = await startProxy(`http://127.0.0.1:${(echo.address() as AddressInfo).port}`, 'echo');
      await call({ url: proxy.url }, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R-echo', xmlUrl: signed } });
      await proxy.until(/^POST \/partner\/v1\/ddex\/ingests {2}422 .*✗/m);
      const outputs = await proxy.stop();
      expectNone(outputs, [acmeKey, ...schemes[0]!.secrets]);
      // The echo is reported (a 422 that is not problem+json), with the URL's path and its harmless parameters.
      const kept = 'X-Amz-Expires=900&X-Amz-Security-Token=REDACTED';
      for (const report of ['json', 'summary'] as const) expect(outputs[report]).toContain(kept);
      expect(outputs.junit).toContain(kept.replace('&', '&amp;'));
      const har = JSON.parse(outputs.har ?? '') as { log: { entries: HarEntry[] } };
      expect(har.log.entries[0]?.response.redirectURL).toContain('files.partner.example/r.xml?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=REDACTED');
    } finally {
      echo.closeAllConnections();
      echo.close();
    }
  }, 120_000);

  it('at --webhooks-port: a token in the URL a sender posts to, or GETs, stays off the console', async () => {
    const proxy = await startProxy(mock.url, 'hooks', ['--webhooks-port', '0', '--api-key', acmeKey]);
    const [, hooks = ''] = await proxy.until(/^Receiving webhooks on (\S+) /m);
    await fetch(`${hooks}/webhooks?token=listenStubToken&x=1`);
    await fetch(`${hooks}/webhooks?sig=listenStubSig`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await proxy.until(/NOT verified/);
    const outputs = await proxy.stop();
    expectNone(outputs, ['listenStubToken', 'listenStubSig', acmeKey]);
    expect(outputs.console).toContain('GET /webhooks?token=REDACTED&x=1');
  }, 120_000);
});
