/**
 * Issue #30, item 4: webhook registration a newcomer can follow. Against a mock where no webhook URL is registered,
 * the first webhook check that finds no delivery explains the registration (--receiver-port, --wait-for-registration)
 * once; every other says it in one line, naming that check. The README's service-team quick start shows both flags.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { progressLine, resultLine } from '../../conformance/report/console.js';
import { runConformance } from '../../conformance/run.js';
import { repoRoot } from '../support/contract.js';
import { startTestMock } from '../mock-server/server/harness.js';
import { keys } from './support.js';

describe('an unregistered receiver', () => {
  it('is explained by the first webhook check that finds no delivery; the others refer to it in one line', async () => {
    const mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: [keys.active] }] });
    try {
      const report = await runConformance({
        baseUrl: mock.url, apiKey: keys.active, profiles: ['full'], requestsPerSecond: 200, deliveryWaitMs: 500,
        only: ['webhooks.delivered', 'webhooks.envelope', 'webhooks.signature', 'webhooks.timestamp'],
      });
      const [first, ...others] = report.results;
      expect(report.results.map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
      expect(first?.failure?.fix).toContain(`Register ${report.receiverUrl} as the partner's webhook URL`);
      expect(first?.failure?.fix).toContain('--receiver-port');
      expect(first?.failure?.fix).toContain('--wait-for-registration');
      expect(resultLine(first!).split('\n').length).toBeGreaterThanOrEqual(5);
      for (const result of others) {
        expect(result.failure).toMatchObject({ seeAlso: 'webhooks.delivered', fix: 'See webhooks.delivered.' });
        const lines = resultLine(result).split('\n');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toBe(`      no webhook reached ${report.receiverUrl} at all: the receiver is not registered (see webhooks.delivered)`);
      }
    } finally {
      await mock.close();
    }
  }, 60_000);

  it('the receiver URL is announced with how to keep it across runs, unless --receiver-port was given', () => {
    const ready = { type: 'ready', receiverUrl: 'http://127.0.0.1:35473', fixturesUrl: 'http://127.0.0.1:35474', checks: 3, webhooks: true } as const;
    expect(progressLine({ ...ready, portGiven: false })).toContain('http://127.0.0.1:35473 (a new port each run: --receiver-port <n> keeps one URL');
    expect(progressLine({ ...ready, portGiven: true })).not.toContain('a new port each run');
  });

  it('a run that judges no webhook (quick) is not asked to register the receiver URL', () => {
    const ready = { type: 'ready', receiverUrl: 'http://127.0.0.1:35473', fixturesUrl: 'http://127.0.0.1:35474', checks: 3, portGiven: false } as const;
    expect(progressLine({ ...ready, webhooks: false })).toBe('Fixture files are served from http://127.0.0.1:35474\nRunning 3 checks…\n');
    expect(progressLine({ ...ready, webhooks: true })).toMatch(/^Register this webhook URL/);
  });

  it('the README\'s service-team quick start shows --receiver-port and --wait-for-registration', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Quick start: a service team'), readme.indexOf('## Watch real traffic'));
    expect(section).toMatch(/```sh run\n[^`]*--receiver-port 4900[^`]*```/);
    expect(section).toMatch(/--wait-for-registration/);
  });
});
