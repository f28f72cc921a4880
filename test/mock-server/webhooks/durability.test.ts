/** The durable outbox: kill -9 in the middle of a retry schedule, restart, and the schedule completes. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type MockProcess, mockProcesses } from '../../support/mock-process.js';
import { createSelfSignedCertificate } from '../fetch/self-signed.js';
import { call, ern43, startFixtureServer } from '../server/harness.js';
import { startReceiver } from '../../support/receiver.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-outbox-'));
const processes = mockProcesses();
afterAll(async () => {
  await processes.killAll();
  rmSync(dir, { recursive: true, force: true });
});

/** A config file in the test folder: partner acme delivering to `webhookUrl` on `retrySchedule`, 10 times faster. */
function writeConfig(name: string, webhookUrl: string, retrySchedule: string): string {
  const config = path.join(dir, name);
  writeFileSync(config, [
    'partners:',
    '  - id: acme',
    '    apiKeys: [pk_test_acme_1]',
    `    webhookUrl: ${webhookUrl}`,
    'webhooks:',
    `  retrySchedule: ${retrySchedule}`,
    'timeScale: 10',
  ].join('\n'));
  return config;
}

/**
 * Up to four starts of a real mock process (tsx), each a few seconds on a busy 2-core machine and several times that at
 * CI's load (15-28: the 60 s these had ran out, 2026-11-27). The tests wait on arrivals and states, never on a clock:
 * this timeout only says one hangs.
 */
const hangsAfterMs = 240_000;

const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };

interface EventView {
  state: string;
  attempts: { number: number; outcome: string; error: string | null }[];
}

/** The webhook event of the ingest as the operator API shows it, once the mock has settled it (no longer pending). */
async function whenSettled(mock: MockProcess, ingestId: string): Promise<EventView> {
  for (;;) {
    const [summary] = (await call(mock, 'GET', `/_operator/events?ingestId=${ingestId}`, { headers: op })).body as { eventId: string }[];
    if (summary !== undefined) {
      const event = (await call(mock, 'GET', `/_operator/events/${summary.eventId}`, { headers: op })).body as EventView;
      if (event.state !== 'pending') return event;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The mock as a real process on `config`, its state in `dataDir`; killed in afterAll if a test leaves it running. */
async function startMock(config: string, dataDir: string): Promise<MockProcess> {
  return processes.start(['--config', config, '--data-dir', dataDir]);
}

describe('durable outbox', () => {
  it('after kill -9 during attempt 2, records it interrupted, sends it again, and completes the schedule', async () => {
    const receiver = await startReceiver((n) => (n === 1 ? { status: 500 } : n === 2 ? { hang: true } : { status: 200 }));
    const files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
    const config = writeConfig('mock.yaml', receiver.url, '[1s, 2s, 3s]');
    const dataDir = path.join(dir, 'state');
    const first = await startMock(config, dataDir);
    const { ingestId } = (await call(first, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R', xmlUrl: `${files.url}/r.xml` } })).body as { ingestId: string };
    await receiver.waitFor(2, Infinity);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startMock(config, dataDir);
    await receiver.waitFor(3, Infinity);
    const event = await whenSettled(second, ingestId);
    expect(event.state).toBe('delivered');
    expect(event.attempts.map((a) => [a.number, a.outcome])).toEqual([[1, 'failed'], [2, 'interrupted'], [3, 'succeeded']]);
    expect(event.attempts[1]?.error).toMatch(/interrupted/);
    expect(new Set(receiver.deliveries.map((d) => d.json.eventId)).size).toBe(1);
    expect(receiver.deliveries.every((d) => d.raw.equals(receiver.deliveries[0]?.raw ?? Buffer.alloc(0)))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.deliveries).toHaveLength(3);
    second.child.kill('SIGTERM');
    await receiver.close();
    await files.close();
  }, hangsAfterMs);

  it('does not count attempts cut by kill -9 against the receiver: after 3 interruptions and a 500, the one retry delivers', async () => {
    // One retry only: without the crash rule the event would be lost after the second interruption.
    const receiver = await startReceiver((n) => (n <= 3 ? { hang: true } : n === 4 ? { status: 500 } : { status: 200 }));
    const files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
    const config = writeConfig('crashes.yaml', receiver.url, '[1s]');
    const dataDir = path.join(dir, 'crashes-state');
    let mock = await startMock(config, dataDir);
    const { ingestId } = (await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R', xmlUrl: `${files.url}/r.xml` } })).body as { ingestId: string };
    for (let interruption = 1; interruption <= 3; interruption++) {
      await receiver.waitFor(interruption, Infinity);
      mock.child.kill('SIGKILL');
      await new Promise((resolve) => mock.child.once('exit', resolve));
      mock = await startMock(config, dataDir);
    }
    await receiver.waitFor(5, Infinity);
    const event = await whenSettled(mock, ingestId);
    expect(event.state).toBe('delivered');
    expect(event.attempts.map((a) => a.outcome)).toEqual(['interrupted', 'interrupted', 'interrupted', 'failed', 'succeeded']);
    expect(new Set(receiver.deliveries.map((d) => d.json.eventId)).size).toBe(1);
    mock.child.kill('SIGTERM');
    await receiver.close();
    await files.close();
  }, hangsAfterMs);

  it('delivers to an HTTPS receiver with a self-signed certificate when the config names its CA', async () => {
    const { cert, key } = createSelfSignedCertificate('localhost');
    let delivered: (body: string) => void = () => undefined;
    const firstBody = new Promise<string>((resolve) => {
      delivered = resolve;
    });
    const server = https.createServer({ cert, key }, (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        delivered(body);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
    const caFile = path.join(dir, 'ca.pem');
    writeFileSync(caFile, cert);
    const config = path.join(dir, 'https.yaml');
    writeFileSync(config, `partners:\n  - id: acme\n    apiKeys: [pk_test_acme_1]\n    webhookUrl: https://localhost:${port}/hook\nwebhooks:\n  caFile: ./ca.pem\n`);
    const mock = await startMock(config, path.join(dir, 'https-state'));
    const { ingestId } = (await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R', xmlUrl: `${files.url}/r.xml` } })).body as { ingestId: string };
    expect(JSON.parse(await firstBody)).toMatchObject({ eventType: 'ingest', data: { ingestId } });
    mock.child.kill('SIGTERM');
    server.closeAllConnections();
    server.close();
    await files.close();
  }, hangsAfterMs);
});
