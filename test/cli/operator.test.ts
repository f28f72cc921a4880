/** `ingest-kit trigger`, `events list|resend` and `clock advance`: thin wrappers of the operator API, against real mocks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClock } from '../../cli/commands/clock.js';
import { runEvents } from '../../cli/commands/events.js';
import { runTrigger } from '../../cli/commands/trigger.js';
import { acmeKey, startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { type Receiver, startReceiver } from '../support/receiver.js';
import { closedPort } from '../mock-server/fetch/support.js';
import { capture, printedRecords } from './support.js';

let mock: TestMock;
let virtual: TestMock;
let receiver: Receiver;
let other: Receiver;

beforeAll(async () => {
  receiver = await startReceiver(() => ({ status: 500 }));
  other = await startReceiver(() => ({ status: 204 }));
  mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: [acmeKey], webhookUrl: receiver.url }], operatorToken: 'op_test_token' });
  virtual = await startTestMock({}, { clock: 'virtual' });
});
afterAll(async () => {
  await Promise.all([mock.close(), virtual.close(), receiver.close(), other.close()]);
});

const on = (target: { url: string }) => ['--base-url', target.url];
const env = { INGEST_KIT_OPERATOR_TOKEN: 'op_test_token' };

describe('ingest-kit trigger', () => {
  it.each(['completed', 'failed'] as const)('creates an ingest that ends %s and prints it with its eventId', async (outcome) => {
    const { code, stdout, stderr } = await capture(runTrigger, [outcome, '--api-key', acmeKey, ...on(mock)], env);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [record] = printedRecords(stdout);
    expect(record).toMatchObject({ status: outcome, resources: { total: 4 } });
    if (outcome === 'failed') expect(record).toMatchObject({ error: { code: 'RESOURCE_FETCH_FAILED' }, resources: { failed: 1 } });
    expect(stdout).toMatch(/^eventId: evt_[0-9A-Z]{26} \(\w+\)$/m);
  });

  it('says why an event is undeliverable (no webhook URL) and how to send it', async () => {
    const bare = await startTestMock({ partners: [{ id: 'acme', apiKeys: [acmeKey] }], operatorToken: 'op_test_token' });
    try {
      const { code, stdout } = await capture(runTrigger, ['completed', '--api-key', acmeKey, ...on(bare)], env);
      expect(code).toBe(0);
      const said = /^eventId: (evt_[0-9A-Z]{26}) \(undeliverable: the partner had no webhook URL; register one \(PUT \/_operator\/partners\/<partner>\/webhook, docs\/guides\/webhooks\.md\), then: ingest-kit events resend \1\)$/m.exec(stdout);
      expect(said, stdout).not.toBeNull();
      // Doing what it says sends the event.
      const put = await fetch(`${bare.url}/_operator/partners/acme/webhook`, {
        method: 'PUT', headers: { 'x-operator-token': 'op_test_token', 'content-type': 'application/json' }, body: JSON.stringify({ url: other.url }),
      });
      expect(put.status).toBe(200);
      const before = other.deliveries.length;
      const resent = await capture(runEvents, ['resend', said![1]!, ...on(bare)], env);
      expect(resent.code).toBe(0);
      expect(other.deliveries.slice(before).map((d) => d.json.eventId)).toEqual([said![1]]);
    } finally {
      await bare.close();
    }
  });

  it('passes --webhook-faults in the Prefer header: the ledger marks them', async () => {
    const { code, stdout } = await capture(runTrigger, ['completed', '--api-key', acmeKey, '--webhook-faults', 'duplicate', ...on(mock)], env);
    expect(code).toBe(0);
    const eventId = /eventId: (evt_\w+)/.exec(stdout)?.[1] ?? '';
    const { stdout: json } = await capture(runEvents, ['list', '--json', '--limit', '50', ...on(mock)], env);
    const event = (JSON.parse(json) as { eventId: string; faults: { name: string }[] }[]).find((e) => e.eventId === eventId);
    expect(event?.faults.map((f) => f.name)).toContain('duplicate');
  });

  it('says which flag to fix when the mock refuses the key or the operator token (401): exit 2, nothing judged', async () => {
    const key = await capture(runTrigger, ['completed', '--api-key', 'pk_wrong_key_1', ...on(mock)], env);
    expect(key.code).toBe(2);
    expect(key.stderr).toMatch(/answered 401: .*Pass one of the partner's API keys: --api-key \(pk_test_dev_1 unless the mock's config sets partners\)\n$/);
    expect(key.stderr).not.toContain('pk_wrong_key_1');
    const token = await capture(runEvents, ['list', ...on(mock)], { INGEST_KIT_OPERATOR_TOKEN: 'op_wrong_token' });
    expect(token.code).toBe(2);
    expect(token.stderr).toMatch(/answered 401: .*Pass the mock's operator token: --operator-token or INGEST_KIT_OPERATOR_TOKEN/);
    expect(token.stderr).not.toContain('op_wrong_token');
  });

  it('prints only the 201 with --no-wait', async () => {
    const { code, stdout } = await capture(runTrigger, ['failed', '--no-wait', '--api-key', acmeKey, ...on(mock)], env);
    expect(code).toBe(0);
    expect(printedRecords(stdout)).toEqual([expect.objectContaining({ status: 'processing' })]);
    expect(stdout).not.toContain('eventId:');
  });

  it.each([[['done']], [['completed', '--webhook-faults', 'Bad Fault']], [['completed', '--bogus']]])('exits 2 on %j', async (args) => {
    const { code, stderr } = await capture(runTrigger, [...args, ...on(mock)], env);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^ingest-kit trigger: /);
  });

  it('prints the problem detail and exits 1 when the mock refuses (an unknown fault), 2 for a wrong key', async () => {
    const fault = await capture(runTrigger, ['completed', '--api-key', acmeKey, '--webhook-faults', 'gremlins', ...on(mock)], env);
    expect(fault.code).toBe(1);
    expect(fault.stderr).toContain('unknown webhook fault "gremlins"');
    expect(fault.stderr).toContain('(SCENARIO_INVALID)');
    const key = await capture(runTrigger, ['completed', ...on(mock)], env);
    expect(key).toMatchObject({ code: 2, stderr: expect.stringContaining('(API_KEY_INVALID)') as string });
  });

  it('exits 2 (could not judge) naming the base URL when nothing listens there', async () => {
    const port = await closedPort();
    const { code, stderr } = await capture(runTrigger, ['completed', '--base-url', `http://127.0.0.1:${port}`], env);
    expect(code).toBe(2);
    expect(stderr).toContain(`cannot reach the mock at http://127.0.0.1:${port}`);
    expect(stderr).toContain('ECONNREFUSED');
  });
});

describe('ingest-kit events', () => {
  it('lists events as a table: eventId, ingestId, state, attempts, last status', async () => {
    const { stdout: triggered } = await capture(runTrigger, ['completed', '--api-key', acmeKey, ...on(mock)], env);
    const ingestId = String(printedRecords(triggered)[0]?.ingestId);
    await expect.poll(async () => (await capture(runEvents, ['list', '--ingest', ingestId, ...on(mock)], env)).stdout).toContain(' 500');
    const { code, stdout } = await capture(runEvents, ['list', '--ingest', ingestId, ...on(mock)], env);
    expect(code).toBe(0);
    const [header, row, ...rest] = stdout.trimEnd().split('\n');
    expect(header).toMatch(/^EVENT ID\s+INGEST\s+STATE\s+ATTEMPTS\s+LAST STATUS$/);
    expect(row).toMatch(new RegExp(`^evt_\\w{26}\\s+${ingestId}\\s+pending\\s+1\\s+500$`));
    expect(rest).toEqual([]);
  });

  it('counts every attempt in ATTEMPTS: a receiver that fails twice then succeeds, by the schedule and by resends, shows 3', async () => {
    // Fails the first two deliveries, then answers 204: attempt 1 by the schedule, 2 and 3 by `events resend`.
    const flaky = await startReceiver((n) => ({ status: n <= 2 ? 500 : 204 }));
    const own = await startTestMock({ partners: [{ id: 'acme', apiKeys: [acmeKey], webhookUrl: flaky.url }], operatorToken: 'op_test_token' });
    try {
      const { stdout: triggered } = await capture(runTrigger, ['completed', '--api-key', acmeKey, ...on(own)], env);
      const eventId = /eventId: (evt_\w+)/.exec(triggered)?.[1] ?? '';
      await flaky.waitFor(1);
      expect((await capture(runEvents, ['resend', eventId, ...on(own)], env)).code).toBe(1);
      expect((await capture(runEvents, ['resend', eventId, ...on(own)], env)).code).toBe(0);
      const { stdout } = await capture(runEvents, ['list', ...on(own)], env);
      const row = stdout.trimEnd().split('\n').find((line) => line.startsWith(eventId));
      expect(row).toMatch(/\s+delivered\s+3\s+204$/);
    } finally {
      await Promise.all([own.close(), flaky.close()]);
    }
  });

  it('resends an event to another URL once (--to), leaving the registration alone', async () => {
    const { stdout: triggered } = await capture(runTrigger, ['completed', '--api-key', acmeKey, ...on(mock)], env);
    const eventId = /eventId: (evt_\w+)/.exec(triggered)?.[1] ?? '';
    const { code, stdout } = await capture(runEvents, ['resend', eventId, '--to', other.url, ...on(mock)], env);
    expect(code).toBe(0);
    expect(stdout).toContain(`attempt 2 (resend) to ${other.url}: succeeded, HTTP 204`);
    expect(other.deliveries.some((d) => d.json.eventId === eventId)).toBe(true);
    // Without --to: the registered receiver, which answers 500, so the resend fails: exit 1.
    const again = await capture(runEvents, ['resend', eventId, ...on(mock)], env);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain(`(resend) to ${receiver.url}: failed, HTTP 500`);
  });

  it('exits 1 with the detail for an unknown event, 2 for a wrong operator token', async () => {
    const unknown = await capture(runEvents, ['resend', 'evt_nope', ...on(mock)], env);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No webhook event evt_nope. (EVENT_NOT_FOUND)') as string });
    const token = await capture(runEvents, ['list', ...on(mock)], {});
    expect(token).toMatchObject({ code: 2, stderr: expect.stringContaining('(OPERATOR_TOKEN_INVALID)') as string });
    const flag = await capture(runEvents, ['list', '--operator-token', 'op_test_token', ...on(mock)], {});
    expect(flag.code).toBe(0);
  });

  it.each([[[]], [['resend']], [['list', '--to', 'http://127.0.0.1:1/']], [['list', '--limit', 'many']]])('exits 2 on %j', async (args) => {
    expect((await capture(runEvents, [...args, ...on(mock)], env)).code).toBe(2);
  });
});

describe('ingest-kit clock advance', () => {
  it('moves a virtual clock by a duration like 1h30m', async () => {
    const before = Date.parse(((await (await fetch(`${virtual.url}/_operator/clock`, { headers: { 'x-operator-token': 'op_local_dev' } })).json()) as { now: string }).now);
    const { code, stdout } = await capture(runClock, ['advance', '1h30m', ...on(virtual)]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^advanced 1h30m \(5400000 ms\): now \S+; \d+ timer\(s\) fired, \d+ pending$/m);
    const now = Date.parse(/now (\S+);/.exec(stdout)?.[1] ?? '');
    expect(now - before).toBeGreaterThanOrEqual(5_400_000);
  });

  it('exits 1 with a clear message when the clock is not virtual', async () => {
    const { code, stderr } = await capture(runClock, ['advance', '90s', ...on(mock)], env);
    expect(code).toBe(1);
    expect(stderr).toContain('start the mock with --clock virtual');
    expect(stderr).toContain('(CLOCK_NOT_VIRTUAL)');
  });

  it.each([
    { args: ['advance', 'soon'], says: 'Invalid duration "soon"' },
    { args: ['advance'], says: 'give one duration: ingest-kit clock advance <duration>' },
    { args: ['rewind', '1h'], says: 'unknown subcommand "rewind": ingest-kit clock advance <duration>' },
    { args: [], says: 'give the subcommand: ingest-kit clock advance <duration>' },
  ])('exits 2 on $args, saying what to give', async ({ args, says }) => {
    const { code, stderr } = await capture(runClock, [...args, ...on(virtual)]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^ingest-kit clock: /);
    expect(stderr).toContain(says);
  });
});
