/**
 * The proxy's power and precision, over real sockets: in front of the real mock running each implementation
 * fault that shows in traffic, the rule meant for it flags it; in front of each legal variant, no spec rule is
 * flagged (and no extension rule either, but the one a variant departs from by design); the conformance suite
 * itself passes through the proxy, which flags none of the service's answers. The traffic is a partner's:
 * the SDK's typed client creating two ingests and following them to their end.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestClient } from '../../../generated/client.js';
import { faultsOutsideTraffic, liveFaultCases, liveVariantRuns, type LiveTraffic } from '../../../conformance/live/certification.js';
import { startProxy } from '../../../conformance/live/proxy/index.js';
import type { LiveViolation, ProxyReport } from '../../../conformance/live/types.js';
import { certifiedVariants } from '../../../conformance/certification.js';
import { runConformance } from '../../../conformance/run.js';
import { implementationFaults, type ImplementationFault, type Variant } from '../../../mock-server/src/seam/index.js';
import { acmeKey, ern43, type FixtureServer, startFixtureServer, startTestMock } from '../../mock-server/server/harness.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
let files: FixtureServer;
beforeAll(async () => {
  files = await startFixtureServer({
    '/ok/r.xml': { body: ern43(['a.flac', 'b.flac'], [md5('AAA'), md5('BBB')]) },
    '/ok/a.flac': { body: 'AAA' },
    '/ok/b.flac': { body: 'BBB' },
    '/expired/r.xml': { body: ern43(['a.flac', 'b.flac']) },
    '/expired/a.flac': { body: 'AAA' },
    '/expired/b.flac': { status: 403, body: '<Error><Code>AccessDenied</Code>Request has expired</Error>' },
  });
});
afterAll(async () => {
  await files.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A partner's traffic through `baseUrl` with the typed client: two creates (one completes, one fails), lookups
 * until each ends and once more, and a lookup of an ingest that does not exist; then the extra request `traffic` names.
 */
async function partnerTraffic(baseUrl: string, traffic: LiveTraffic, versionedLookup: boolean): Promise<void> {
  const client = createIngestClient({ baseUrl, apiKey: acmeKey });
  const lookup = (ingestId: string) => (versionedLookup
    ? client.GET('/partner/v1/ddex/ingests/{ingestId}', { params: { path: { ingestId } } })
    : client.GET('/ddex/ingests/{ingestId}', { params: { path: { ingestId } } }));
  const ids: string[] = [];
  for (const dir of ['ok', 'expired']) {
    const { data, response } = await client.POST('/partner/v1/ddex/ingests', { body: { releaseId: `R-${dir}`, xmlUrl: `${files.url}/${dir}/r.xml` } });
    expect(response.status, dir).toBe(201);
    ids.push(String(data?.ingestId));
  }
  for (const ingestId of ids) {
    for (let polls = 0; ; polls++) {
      const { data } = await lookup(ingestId);
      if (data?.status !== 'processing') break;
      if (polls > 400) throw new Error(`ingest ${ingestId} still processing`);
      await sleep(15);
    }
    await lookup(ingestId);
  }
  await lookup('999999999');
  const path = `${versionedLookup ? '/partner/v1' : ''}/ddex/ingests/${ids[0] ?? ''}`;
  if (traffic === 'lookup-without-key') await (await fetch(`${baseUrl}${path}`)).text();
  if (traffic === 'key-in-query') await (await fetch(`${baseUrl}${path}?api_key=${acmeKey}`)).text();
}

/** The mock with `seam` switched on, the proxy in front of it, the traffic through the proxy: the proxy's report. */
async function watch(seam: { faults?: ImplementationFault[]; variants?: Variant[] }, traffic: LiveTraffic): Promise<ProxyReport> {
  const mock = await startTestMock({ resources: { mode: 'fetch' } }, { faults: seam.faults ?? [], variants: seam.variants ?? [] });
  const proxy = await startProxy({ target: new URL(mock.url), port: 0, host: '127.0.0.1' });
  try {
    await partnerTraffic(proxy.url, traffic, seam.variants?.includes('lookup-prefixed-only') ?? false);
    return proxy.report();
  } finally {
    await proxy.close();
    await mock.close();
  }
}

/** Violations but the one the test traffic cannot avoid: its xmlUrls are the fixture server's plain-http loopback URLs. */
const beyondHttpFixtures = (violations: readonly LiveViolation[]) => violations.filter((v) => v.rule !== 'request.xml-url-https');
const shown = (violations: readonly LiveViolation[]) => violations.map((v) => `${v.rule} (${v.kind}) ${v.method} ${v.path} → ${v.status}: ${v.message}`);

describe('the proxy in front of the mock', () => {
  it('runs every legal variant of the suite\'s certification', () => {
    expect(liveVariantRuns.flat().sort()).toEqual([...certifiedVariants].sort());
  });

  it('accounts for every implementation fault: a rule meant for it, or why the traffic cannot show it', () => {
    const accounted = [...liveFaultCases.map((c) => c.fault), ...Object.keys(faultsOutsideTraffic)].sort();
    expect(accounted).toEqual(Object.keys(implementationFaults).sort());
  });

  describe.concurrent('flags each fault that shows in traffic with the rule meant for it', () => {
    it.each(liveFaultCases.map((c) => [c.fault, c] as const))('flags %s', async (_fault, c) => {
      const report = await watch({ faults: [c.fault] }, c.traffic);
      expect(report.violations.map((v) => v.rule)).toContain(c.caughtBy);
    }, 30_000);
  });

  describe.concurrent('flags no spec rule against a legal variant, and no extension rule it does not depart from', () => {
    it.each(liveVariantRuns.map((run) => [run.join(' + '), run] as const))('flags nothing against --variant %s', async (_name, variants) => {
      const report = await watch({ variants: [...variants] }, 'ordinary');
      // Two creates, at least four lookups, one unknown ingest.
      expect(report.exchanges).toBeGreaterThanOrEqual(7);
      const expected = variants.includes('nested-error-body') ? ['extensions.problem-json'] : [];
      expect(shown(beyondHttpFixtures(report.violations).filter((v) => !expected.includes(v.rule)))).toEqual([]);
      expect(report.violations.filter((v) => v.rule === 'request.xml-url-https').map((v) => v.method)).toEqual(['POST', 'POST']);
    }, 30_000);
  });

  it('lets the conformance suite pass through it, and flags none of the service\'s answers', async () => {
    const mock = await startTestMock({ resources: { mode: 'fetch' } });
    const proxy = await startProxy({ target: new URL(mock.url), port: 0, host: '127.0.0.1' });
    try {
      const report = await runConformance({
        baseUrl: proxy.url,
        apiKey: acmeKey,
        profiles: ['quick', 'full'],
        only: ['auth.missing-key', 'auth.invalid-key', 'auth.key-in-query', 'auth.lookup-requires-key', 'create.record-valid', 'create.processing',
          'create.release-and-ids', 'lookup.same-record', 'contract.bodies-valid', 'lifecycle.completes', 'lifecycle.fails-on-expired-file'],
        maxWaitMs: 15_000,
        requestsPerSecond: 200,
      });
      expect(report.results.filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.failure?.message ?? r.skipped ?? ''}`)).toEqual([]);
      const { exchanges, violations } = proxy.report();
      expect(exchanges).toBeGreaterThan(15);
      // The suite breaks request rules on purpose (requests without a key, keys in a query, plain-http fixture URLs).
      expect(shown(violations.filter((v) => !v.rule.startsWith('request.')))).toEqual([]);
      expect(new Set(violations.map((v) => v.rule))).toEqual(new Set(['request.key-in-header', 'request.key-not-in-query', 'request.xml-url-https']));
    } finally {
      await proxy.close();
      await mock.close();
    }
  }, 60_000);
});
