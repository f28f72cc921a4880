/**
 * Issue 17: the suite says what it creates. Against the mock: the count announced before the first create is the
 * number of ingests the mock then holds, the reports list exactly those (the operator API's own list), under the
 * release-id prefix; and the plan alone sends nothing.
 */
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { countCreates } from '../../conformance/plan.js';
import { progressLine } from '../../conformance/report/console.js';
import { junitXml } from '../../conformance/report/junit.js';
import { markdownSummary } from '../../conformance/report/markdown.js';
import { planConformance, type ProgressEvent } from '../../conformance/run.js';
import type { ConformanceReport, PlannedRequest } from '../../conformance/types.js';
import { call } from '../mock-server/server/harness.js';
import { certify, keys, operatorHeaders } from './support.js';

/** Fails on XML that is not well-formed. */
function parseXml(xml: string): void {
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
}

interface OperatorIngest {
  record: { ingestId: string; releaseId: string; status: string };
}

describe('the ingests a run creates', () => {
  it('announces, before the first create, exactly the ingests the mock then holds; the reports list them under the prefix', async () => {
    const events: ProgressEvent[] = [];
    let held: OperatorIngest[] = [];
    const report: ConformanceReport = await certify({
      profiles: ['quick'],
      extra: { releasePrefix: 'CONF-T17', onProgress: (event) => events.push(event) },
      inspect: async (mock) => {
        held = (await call(mock, 'GET', '/_operator/ingests', { headers: operatorHeaders })).body as OperatorIngest[];
      },
    });
    expect(report.failed, JSON.stringify(report.results.filter((r) => r.failure))).toBe(0);

    // Announced first, before the servers and any check (so before any create), as an exact count.
    const [first] = events;
    if (first?.type !== 'plan') throw new Error(`the first progress event is ${first?.type ?? 'none'}, not the plan`);
    expect(events.filter((e) => e.type === 'plan')).toHaveLength(1);
    expect(first.plan.creates.conditional).toBe(0);
    const announced = progressLine(first) ?? '';
    expect(announced).toContain(`This run creates ${first.plan.creates.certain} ingests at ${report.baseUrl}, release ids CONF-T17-*`);
    expect(announced).toContain('The album is created in production at the moment of the 201');

    // The count is what the mock holds afterwards: its own list, by the operator API.
    expect(held.length).toBeGreaterThan(0);
    expect(held).toHaveLength(first.plan.creates.certain);
    expect(report.created).toHaveLength(held.length);
    const byId = (list: { ingestId: string | null; releaseId: string | null }[]) => list.map((c) => `${c.ingestId} ${c.releaseId}`).sort();
    expect(byId(report.created)).toEqual(byId(held.map((h) => h.record)));
    for (const created of report.created) {
      expect(created.releaseId).toMatch(/^CONF-T17-/);
      const status = held.find((h) => h.record.ingestId === created.ingestId)?.record.status;
      // The last status the suite saw: the mock's, or processing when it finished after the suite last looked.
      expect([status, 'processing']).toContain(created.status);
    }
    expect(report.releasePrefix).toBe('CONF-T17');

    // JUnit: well-formed, one property per ingest created.
    const junit = junitXml(report);
    parseXml(junit);
    expect(junit).toContain(`<property name="created.count" value="${held.length}"/>`);
    report.created.forEach((c, i) => {
      expect(junit).toContain(`<property name="created.${i + 1}" value="${c.ingestId} ${c.releaseId} ${c.status}"/>`);
    });
    expect(junit.indexOf('<properties>')).toBeLessThan(junit.indexOf('<testcase'));

    // The summary: a section with each of them.
    const summary = markdownSummary(report);
    expect(summary).toContain(`### Ingests created: ${held.length}`);
    for (const c of report.created) expect(summary).toContain(`| ${c.ingestId} | ${c.releaseId} | ${c.status} |`);
  }, 60_000);

  it('plans without sending anything, and counts a create the checks share once', () => {
    let sent = 0;
    const countingFetch: typeof fetch = () => {
      sent++;
      return Promise.reject(new Error('the plan must not send'));
    };
    const plan = planConformance({ baseUrl: 'http://127.0.0.1:9', apiKey: keys.active, profiles: ['quick'], fetch: countingFetch, releasePrefix: 'P1' });
    expect(sent).toBe(0);
    // quick: the quick ingest (shared by six checks) and create.resources-total's four.
    expect(plan.creates).toEqual({ certain: 5, conditional: 0 });
    expect(plan.checks.find((c) => c.id === 'auth.inactive-partner')?.skipped).toBe('needs --inactive-key');
    expect(planConformance({ baseUrl: 'http://x', apiKey: 'k', only: ['auth.missing-key'] }).creates).toEqual({ certain: 0, conditional: 0 });
  });

  it('says "at most" when creates depend on the answers (--wait-for-registration probes, our extension decisions)', () => {
    const plan = planConformance({ baseUrl: 'http://x', apiKey: 'k', profiles: ['full', 'extensions'], waitForRegistration: true, maxWaitMs: 60_000 });
    // 12 probes (one per 5 s of the 60 s), the 413 and 422 checks' creates.
    expect(plan.creates.conditional).toBe(12 + 2);
    expect(progressLine({ type: 'plan', plan })).toMatch(/^This run creates at most \d+ ingests \(\d+ for certain, up to 14 more/);
  });

  it('counts a shared request once, wherever it is planned', () => {
    const shared: PlannedRequest = { method: 'POST', path: '/c', creates: 'yes', what: 'shared', shared: 'k' };
    const given: PlannedRequest[] = [shared, { ...shared }, { method: 'POST', path: '/c', creates: 'yes', what: 'own', times: 3 }, { method: 'GET', path: '/l', creates: 'no', what: 'lookup' }];
    expect(countCreates(given)).toEqual({ certain: 4, conditional: 0 });
  });

  it('refuses a release prefix that cannot go into a release id, naming the flag', () => {
    expect(() => planConformance({ baseUrl: 'http://x', apiKey: 'k', releasePrefix: 'has space' })).toThrow(/--release-prefix must be/);
  });
});
