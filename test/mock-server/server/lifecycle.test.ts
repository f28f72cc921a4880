/** Spec 3 over real sockets: resource files really fetched, or simulated under the virtual clock. */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateIngestRecord } from '../../../generated/validators.js';
import { createVirtualClock, type VirtualClock } from '../../../mock-server/src/clock.js';
import { startReceiver } from '../../support/receiver.js';
import { call, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock, waitForTerminal } from './harness.js';

const md5 = (body: string) => createHash('md5').update(body).digest('hex');

describe('fetch mode', () => {
  let files: FixtureServer;
  let mock: TestMock;
  beforeAll(async () => {
    files = await startFixtureServer({
      '/ok/r.xml': { body: ern43(['a.flac', 'b.flac', 'c.jpg'], [md5('AAA'), undefined, md5('CCC')]) },
      '/ok/a.flac': { body: 'AAA' },
      '/ok/b.flac': { body: 'BBB' },
      '/ok/c.jpg': { body: 'CCC' },
      '/expired/r.xml': { body: ern43(['a.flac', 'b.flac']) },
      '/expired/a.flac': { body: 'AAA' },
      '/expired/b.flac': { status: 403, body: '<Error><Code>AccessDenied</Code>Request has expired</Error>' },
      '/hash/r.xml': { body: ern43(['a.flac'], [md5('something else')]) },
      '/hash/a.flac': { body: 'AAA' },
    });
    mock = await startTestMock({ resources: { mode: 'fetch', concurrency: 2, perIngestConcurrency: 2 } });
  });
  afterAll(async () => {
    await mock.close();
    await files.close();
  });

  const submit = async (dir: string, headers: Record<string, string> = {}) => {
    const { status, body } = await call(mock, 'POST', '/partner/v1/ddex/ingests', {
      body: { releaseId: `R-${dir}`, xmlUrl: `${files.url}/${dir}/r.xml?X-Amz-Signature=sig` },
      headers,
    });
    expect(status).toBe(201);
    return body as { ingestId: string; receivedAt: string };
  };

  it('completes once every file was fetched, with completedAt >= receivedAt and every counter right', async () => {
    const created = await submit('ok');
    const record = await waitForTerminal(mock, created.ingestId);
    expect(validateIngestRecord(record)).toBe(true);
    expect(record).toMatchObject({ status: 'completed', resources: { total: 3, completed: 3, failed: 0 } });
    expect(record).not.toHaveProperty('error');
    expect(Date.parse(String(record.completedAt))).toBeGreaterThanOrEqual(Date.parse(created.receivedAt));
    for (const file of ['/ok/a.flac', '/ok/b.flac', '/ok/c.jpg']) expect(files.hits(file), file).toBe(1);
  });

  it('fails with RESOURCE_FETCH_FAILED when a resource URL has expired, naming the file', async () => {
    const record = await waitForTerminal(mock, (await submit('expired')).ingestId);
    expect(validateIngestRecord(record)).toBe(true);
    expect(record).toMatchObject({ status: 'failed', resources: { total: 2, completed: 1, failed: 1 }, error: { code: 'RESOURCE_FETCH_FAILED' } });
    const message = (record.error as { message: string }).message;
    expect(message).toContain(`${files.url}/expired/b.flac`);
    expect(message).toContain('403');
  });

  it('fails a file whose bytes do not match the HashSum of the message', async () => {
    const record = await waitForTerminal(mock, (await submit('hash')).ingestId);
    expect(record).toMatchObject({ status: 'failed', resources: { failed: 1 } });
    expect((record.error as { message: string }).message).toMatch(/hash|MD5/i);
  });

  it('fails the chosen number of files for the resource-fetch-failed scenario, without fetching them', async () => {
    const before = files.hits('/ok/c.jpg');
    const created = await submit('ok', { prefer: 'scenario=resource-fetch-failed; files=1' });
    const record = await waitForTerminal(mock, created.ingestId);
    expect(record).toMatchObject({ status: 'failed', resources: { total: 3, completed: 2, failed: 1 }, error: { code: 'RESOURCE_FETCH_FAILED' } });
    expect(files.hits('/ok/c.jpg')).toBe(before);
  });

  it('never changes a terminal state', async () => {
    const created = await submit('expired');
    const first = await waitForTerminal(mock, created.ingestId);
    mock.parts.runner.start(created.ingestId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await call(mock, 'GET', `/ddex/ingests/${created.ingestId}`);
    expect(again.body).toEqual(first);
  });
});

describe('fetch mode: the server-wide file limit with over a thousand files waiting', () => {
  it('gives the slot to every waiting file in turn, and every ingest completes', async () => {
    const files = await startFixtureServer({
      // The first ingest's first file holds the only slot while the others queue up behind it.
      '/hold/r.xml': { body: ern43(['a.flac']) },
      '/hold/a.flac': { body: 'AAA', delayMs: 1_500 },
      '/many/r.xml': { body: ern43(['a.flac', 'b.flac', 'c.flac', 'd.flac']) },
      '/many/a.flac': { body: 'A' },
      '/many/b.flac': { body: 'B' },
      '/many/c.flac': { body: 'C' },
      '/many/d.flac': { body: 'D' },
    });
    const mock = await startTestMock({ resources: { mode: 'fetch', concurrency: 1, perIngestConcurrency: 4 } });
    try {
      const submit = async (dir: string, i: number): Promise<string> => {
        const { status, body } = await call(mock, 'POST', '/partner/v1/ddex/ingests', {
          body: { releaseId: `R-${dir}-${i}`, xmlUrl: `${files.url}/${dir}/r.xml` },
        });
        expect(status).toBe(201);
        return (body as { ingestId: string }).ingestId;
      };
      const held = await submit('hold', 0);
      const ids: string[] = [];
      // 300 ingests of 4 files: 1,200 files waiting for the one slot.
      for (let batch = 0; batch < 30; batch++) {
        ids.push(...await Promise.all(Array.from({ length: 10 }, (_, i) => submit('many', batch * 10 + i))));
      }
      expect(files.hits('/hold/a.flac')).toBe(1);
      for (const id of [held, ...ids]) expect((await waitForTerminal(mock, id, 20_000)).status, id).toBe('completed');
      for (const file of ['/many/a.flac', '/many/b.flac', '/many/c.flac', '/many/d.flac']) expect(files.hits(file)).toBe(300);
    } finally {
      await mock.close();
      await files.close();
    }
  });
});

describe('simulate mode under the virtual clock', () => {
  let clock: VirtualClock;
  let files: FixtureServer;
  let mock: TestMock;
  beforeAll(async () => {
    files = await startFixtureServer({ '/r.xml': { body: ern43(['a.flac', 'b.flac', 'c.flac']) } });
  });
  afterEach(async () => {
    await mock.close();
  });
  afterAll(async () => {
    await files.close();
  });

  const start = async (file: Record<string, unknown> = {}) => {
    clock = createVirtualClock({ start: Date.parse('2026-11-21T12:00:00Z') });
    mock = await startTestMock(
      { resources: { mode: 'simulate', simulate: { minDuration: '10s', maxDuration: '60s' } }, ...file },
      { clock: 'virtual' },
      { clock },
    );
  };
  const submit = async (releaseId: string, headers: Record<string, string> = {}) =>
    (await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId, xmlUrl: `${files.url}/r.xml` }, headers })).body as { ingestId: string };
  const lookup = async (ingestId: string) => (await call(mock, 'GET', `/ddex/ingests/${ingestId}`)).body as Record<string, unknown>;

  it('stays processing until simulated time passes, then completes at the simulated time', async () => {
    await start();
    const { ingestId } = await submit('R1');
    await clock.advance(5_000);
    expect(await lookup(ingestId)).toMatchObject({ status: 'processing', resources: { completed: 0 } });
    await clock.advance(60_000);
    const record = await lookup(ingestId);
    expect(record).toMatchObject({ status: 'completed', resources: { total: 3, completed: 3 } });
    const elapsed = Date.parse(String(record.completedAt)) - Date.parse(String(record.receivedAt));
    expect(elapsed).toBeGreaterThanOrEqual(10_000);
    expect(elapsed).toBeLessThanOrEqual(65_000);
  });

  it('holds a slow ingest (config rule) for its duration', async () => {
    await start({ scenarios: [{ match: { releaseId: 'SLOW-*' }, scenario: 'slow', duration: '10m' }] });
    const { ingestId } = await submit('SLOW-1');
    await clock.advance(5 * 60_000);
    expect(await lookup(ingestId)).toMatchObject({ status: 'processing', resources: { completed: 3 } });
    await clock.advance(5 * 60_000);
    expect(await lookup(ingestId)).toMatchObject({ status: 'completed' });
  });

  it('runs in one advance a file\'s load, the completion and the whole retry schedule of its event', async () => {
    // Each step starts the next one loop phase or more later (a batch of the runner's, a pass of the dispatcher's,
    // an attempt): the advance waits for all of it after each timer, on every store.
    const receiver = await startReceiver((n) => ({ status: n === 1 ? 500 : 200 }));
    try {
      await start({
        partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'], webhookUrl: receiver.url }],
        webhooks: { retrySchedule: ['1m', '5m'] },
      });
      const { ingestId } = await submit('R1');
      await clock.advance(24 * 3_600_000);
      expect(await lookup(ingestId)).toMatchObject({ status: 'completed' });
      // No waiting here: what the advance did is done when it returns.
      expect(receiver.deliveries.map((d) => d.json.data.ingestId)).toEqual([ingestId, ingestId]);
    } finally {
      await receiver.close();
    }
  });

  it('gives the same simulated durations for the same seed', async () => {
    const finishTimes: string[] = [];
    for (let run = 0; run < 2; run++) {
      await start();
      const { ingestId } = await submit('R1');
      await clock.advance(120_000);
      finishTimes.push(String((await lookup(ingestId)).completedAt));
      if (run === 0) await mock.close();
    }
    expect(finishTimes[0]).toBe(finishTimes[1]);
  });

  it('runs simulated durations --time-scale times faster on the real clock', async () => {
    mock = await startTestMock(
      { resources: { mode: 'simulate', simulate: { minDuration: '30s', maxDuration: '60s' } } },
      { timeScale: 1_000 },
    );
    const { ingestId } = await submit('R1');
    const started = performance.now();
    const record = await waitForTerminal(mock, ingestId, 5_000);
    expect(record).toMatchObject({ status: 'completed' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('ends every slow hold on the real clock, at --time-scale too (the timer may fire a hair early)', async () => {
    mock = await startTestMock({ resources: { mode: 'simulate', simulate: { minDuration: '0ms', maxDuration: '0ms' } } }, { timeScale: 100 });
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push((await submit(`SLOW-${i}`, { prefer: 'scenario=slow; duration=20s' })).ingestId);
    const started = performance.now();
    for (const id of ids) expect(await waitForTerminal(mock, id, 5_000)).toMatchObject({ status: 'completed' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('advances through the operator API, and says when the clock is real', async () => {
    await start();
    const { ingestId } = await submit('R1');
    const operator = { 'x-operator-token': 'op_local_dev' };
    const advanced = await call(mock, 'POST', '/_operator/clock/advance', { body: { duration: '2m' }, headers: operator });
    expect(advanced.status).toBe(200);
    expect(advanced.body).toMatchObject({ kind: 'virtual', advancedMs: 120_000 });
    expect(await lookup(ingestId)).toMatchObject({ status: 'completed' });
    const real = await startTestMock();
    const refused = await call(real, 'POST', '/_operator/clock/advance', { body: { duration: '2m' }, headers: operator });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CLOCK_NOT_VIRTUAL' });
    await real.close();
  });

  it.each([
    [3_600_000, 3_600_000],
    ['3600000ms', 3_600_000],
    ['1h', 3_600_000],
    ['3600', 3_600_000],
  ])('reads the advance %j as %d ms: a JSON number is milliseconds, as in the config file', async (duration, ms) => {
    await start();
    const before = (await call(mock, 'GET', '/_operator/clock', { headers: { 'x-operator-token': 'op_local_dev' } })).body as { nowMs: number };
    const advanced = await call(mock, 'POST', '/_operator/clock/advance', { body: { duration }, headers: { 'x-operator-token': 'op_local_dev' } });
    expect(advanced.body).toMatchObject({ advancedMs: ms, nowMs: before.nowMs + ms });
  });
});
