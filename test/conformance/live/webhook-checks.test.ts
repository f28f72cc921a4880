/**
 * WebhookWatcher, delivery by delivery (no sockets: the sockets are in webhook-power.test.ts): each rule flags the
 * fault meant for it and nothing else, and every legal delivery (spec 6.3, 6.4, 9) flags nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type WebhookDelivery, WebhookWatcher, webhookRules } from '../../../conformance/live/webhook-checks.js';
import { signWebhook } from '../../../sdk/webhooks/index.js';
import { repoRoot } from '../../support/contract.js';

const key = 'pk_test_watch_1';
const now = Date.parse('2026-11-26T12:00:00Z');
const t = Math.floor(now / 1000);

const completed = {
  eventId: 'evt_A1',
  eventType: 'ingest',
  occurredAt: '2026-11-26T11:59:59.500Z',
  data: {
    ingestId: '1700000042',
    releaseId: 'R-1',
    status: 'completed',
    receivedAt: '2026-11-26T11:59:00Z',
    completedAt: '2026-11-26T11:59:59.500Z',
    resources: { total: 2, completed: 2, failed: 0 },
  },
};
const failed = {
  ...completed,
  eventId: 'evt_F1',
  data: {
    ...completed.data,
    ingestId: '1700000043',
    status: 'failed',
    resources: { total: 2, completed: 1, failed: 1 },
    error: { code: 'RESOURCE_FETCH_FAILED', message: 'a.flac: 403' },
  },
};

interface Sent {
  body: string;
  /** Default: signed with `key` at `t`. */
  signature?: string | null;
  sign?: { secret?: string; t?: number };
  receivedAt?: number;
}

async function delivery(sent: Sent): Promise<WebhookDelivery> {
  const signature = sent.signature === undefined
    ? await signWebhook({ body: sent.body, secret: sent.sign?.secret ?? key, timestamp: sent.sign?.t ?? t })
    : sent.signature;
  return {
    method: 'POST',
    path: '/hooks?token=abc',
    headers: signature === null ? {} : { 'X-Service-Signature': signature },
    rawBody: new TextEncoder().encode(sent.body),
    receivedAt: sent.receivedAt ?? now,
    status: 200,
  };
}

async function rulesBroken(watcher: WebhookWatcher, sent: Sent): Promise<string[]> {
  return (await watcher.check(await delivery(sent))).map((v) => v.rule);
}

const json = (value: unknown) => JSON.stringify(value);
const v1Of = async (body: string, secret: string, at = t) => (await signWebhook({ body, secret, timestamp: at })).split(',')[1]!;

describe('WebhookWatcher, one delivery at a time', () => {
  const cases: { given: string; sent: () => Promise<Sent> | Sent; want: string[] }[] = [
    // Legal: nothing is flagged.
    { given: 'a completed event, signed now', sent: () => ({ body: json(completed) }), want: [] },
    { given: 'a failed event with error', sent: () => ({ body: json(failed) }), want: [] },
    { given: 'an event of an unknown type (spec 9)', sent: () => ({ body: json({ eventId: 'evt_X', eventType: 'draft.created', occurredAt: completed.occurredAt, data: { draftId: 'd1' } }) }), want: [] },
    { given: 'a t 90 s ahead (a service clock ahead, spec 6.3)', sent: () => ({ body: json(completed), sign: { t: t + 90 } }), want: [] },
    { given: 'timestamps at +09:00', sent: () => ({ body: json({ ...completed, occurredAt: '2026-11-26T20:59:59+09:00' }) }), want: [] },
    {
      given: 'an extra invalid v1 before the valid one (a key rotation)',
      sent: async () => ({ body: json(completed), signature: `t=${t},${await v1Of(json(completed), 'retired')},${await v1Of(json(completed), key)}` }),
      want: [],
    },
    { given: 'a space after the comma and upper-case hex', sent: async () => ({ body: json(completed), signature: `t=${t}, ${(await v1Of(json(completed), key)).toUpperCase().replace('V1', 'v1')}` }), want: [] },
    // Faults: the rule meant for each.
    { given: 'no X-Service-Signature', sent: () => ({ body: json(completed), signature: null }), want: ['webhooks.signature'] },
    { given: 'a base64 v1', sent: () => ({ body: json(completed), signature: `t=${t},v1=${Buffer.alloc(32, 7).toString('base64')}` }), want: ['webhooks.signature'] },
    { given: 'a v1 keyed with another secret', sent: () => ({ body: json(completed), sign: { secret: `${key}-wrong` } }), want: ['webhooks.signature'] },
    { given: 'a t 600 s old, signed with it', sent: () => ({ body: json(completed), sign: { t: t - 600 } }), want: ['webhooks.timestamp'] },
    { given: 'a t in milliseconds, signed with it', sent: () => ({ body: json(completed), sign: { t: t * 1000 } }), want: ['webhooks.timestamp'] },
    { given: 'a body that is not JSON', sent: () => ({ body: 'status=completed' }), want: ['webhooks.envelope'] },
    { given: 'an eventId without evt_', sent: () => ({ body: json({ ...completed, eventId: 'A1' }) }), want: ['webhooks.envelope'] },
    { given: 'receivedAt without an offset', sent: () => ({ body: json({ ...completed, data: { ...completed.data, receivedAt: '2026-11-26T11:59:00' } }) }), want: ['webhooks.envelope'] },
    {
      given: 'an ingest event with data.status processing',
      sent: () => ({ body: json({ ...completed, data: { ...completed.data, status: 'processing', completedAt: null } }) }),
      want: ['webhooks.data-status'],
    },
    {
      // The contract's FailedIngestRecord requires error too: the envelope's schema says so as well.
      given: 'a failed event without error',
      sent: () => ({ body: json({ ...failed, data: { ...failed.data, error: undefined } }) }),
      want: ['webhooks.envelope', 'record.failed-has-error'],
    },
    {
      given: 'a completed event with a file not loaded',
      sent: () => ({ body: json({ ...completed, data: { ...completed.data, resources: { total: 2, completed: 1, failed: 1 } } }) }),
      want: ['record.completed-all-loaded'],
    },
    {
      given: 'a failed event counting more files than there are',
      sent: () => ({ body: json({ ...failed, data: { ...failed.data, resources: { total: 2, completed: 2, failed: 1 } } }) }),
      want: ['record.counters-within-total'],
    },
    {
      given: 'a completedAt before receivedAt',
      sent: () => ({ body: json({ ...completed, data: { ...completed.data, completedAt: '2026-11-26T11:58:00Z' } }) }),
      want: ['record.completed-after-received'],
    },
    {
      given: 'the record rules on an event of another type (not an ingest record: not judged)',
      sent: () => ({ body: json({ eventId: 'evt_X', eventType: 'summary', occurredAt: completed.occurredAt, data: { status: 'completed', resources: { total: 2, completed: 0 } } }) }),
      want: [],
    },
  ];

  it.each(cases)('$given: $want', async ({ sent, want }) => {
    expect(await rulesBroken(new WebhookWatcher({ apiKey: key }), await sent())).toEqual(want);
  });

  it('describes a violation with where it happened and received / documented / fix, the query left out', async () => {
    const stale = await delivery({ body: json(completed), sign: { t: t - 600 } });
    const [violation, ...more] = await new WebhookWatcher({ apiKey: key }).check(stale);
    expect(more).toEqual([]);
    expect(violation).toMatchObject({ rule: 'webhooks.timestamp', kind: 'spec', method: 'POST', path: '/hooks', status: 200, ingestId: '1700000042' });
    expect(violation?.message.split('\n')).toEqual([
      't is not within 300 s of the moment the webhook arrived',
      `received: {"t":${t - 600},"receivedAt":${t},"secondsApart":600}`,
      expect.stringMatching(/^documented: spec 6\.3: t is the "Send time/) as string,
      expect.stringMatching(/^fix: Set t to the current Unix time in seconds/) as string,
    ]);
  });

  it('never writes a key, even one a broken sender puts in the header', async () => {
    const violations = await new WebhookWatcher({ apiKey: ['pk_old_key_1', key] }).check(await delivery({ body: json(completed), signature: `t=${t},v1=${key}` }));
    expect(violations.map((v) => v.rule)).toEqual(['webhooks.signature']);
    expect(JSON.stringify(violations)).not.toContain(key);
    expect(violations[0]?.message).toContain('REDACTED');
  });

  it('checks POSTs only (anything else is not a delivery, spec 4.3)', async () => {
    expect(await new WebhookWatcher({ apiKey: key }).check({ ...(await delivery({ body: 'x', signature: null })), method: 'GET' })).toEqual([]);
  });

  it('lists every rule with an id, a kind and a title', () => {
    expect(new WebhookWatcher({ apiKey: key }).rules).toBe(webhookRules);
    for (const rule of webhookRules) expect(rule).toMatchObject({ id: expect.stringMatching(/^(webhooks|record)\.[a-z0-9-]+$/) as string, kind: 'spec' });
    expect(new Set(webhookRules.map((r) => r.id)).size).toBe(webhookRules.length);
  });

  it('the webhook guide lists every rule with its kind and spec sections', () => {
    const guide = readFileSync(path.join(repoRoot, 'docs/guides/webhooks.md'), 'utf8');
    for (const rule of webhookRules) expect(guide, rule.id).toContain(`| \`${rule.id}\` | ${rule.kind} | ${rule.specSection} |`);
  });

  it('refuses to start without a key', () => {
    expect(() => new WebhookWatcher({ apiKey: [] })).toThrow(/apiKey/);
    expect(() => new WebhookWatcher({ apiKey: '' })).toThrow(/apiKey/);
  });
});

describe('WebhookWatcher, over several deliveries', () => {
  const reserialised = JSON.stringify({ data: completed.data, occurredAt: completed.occurredAt, eventType: 'ingest', eventId: completed.eventId }, null, 2);
  const cases: { given: string; sequence: Sent[]; want: string[][] }[] = [
    { given: 'a retry with the same bytes', sequence: [{ body: json(completed) }, { body: json(completed), sign: { t: t + 60 }, receivedAt: now + 60_000 }], want: [[], []] },
    { given: 'a retry serialised anew (other member order, whitespace)', sequence: [{ body: json(completed) }, { body: reserialised }], want: [[], []] },
    {
      given: 'a duplicate after the 2xx, then the other ingest\'s event',
      sequence: [{ body: json(completed) }, { body: json(failed) }, { body: json(completed) }],
      want: [[], [], []],
    },
    {
      given: 'a retry whose data changed',
      sequence: [
        { body: json(completed) },
        { body: json({ ...completed, data: { ...completed.data, releaseId: 'R-1-AGAIN' } }) },
      ],
      want: [[], ['webhooks.retry-same-event']],
    },
    {
      given: 'the same transition under a second eventId (a new eventId per retry)',
      sequence: [{ body: json(completed) }, { body: json({ ...completed, eventId: 'evt_A1R2' }) }],
      want: [[], ['webhooks.one-event-per-transition']],
    },
    {
      given: 'the same transition, its completedAt in another notation, under a second eventId',
      sequence: [{ body: json(completed) }, { body: json({ ...completed, eventId: 'evt_A2', data: { ...completed.data, completedAt: '2026-11-26T20:59:59.5+09:00' } }) }],
      want: [[], ['webhooks.one-event-per-transition']],
    },
    {
      given: 'a second completed event with another completedAt (a transition the spec does not show: not judged)',
      sequence: [{ body: json(completed) }, { body: json({ ...completed, eventId: 'evt_A3', data: { ...completed.data, completedAt: '2026-11-26T12:30:00Z' } }) }],
      want: [[], []],
    },
    {
      given: 'a changed retry that does not verify (not trusted, so not compared)',
      sequence: [{ body: json(completed) }, { body: json({ ...completed, data: failed.data }), sign: { secret: 'someone-else' } }, { body: json(completed) }],
      want: [[], ['webhooks.signature'], []],
    },
    {
      given: 'a first attempt that does not verify, then a valid one of the same eventId with other data',
      sequence: [{ body: json({ ...completed, data: failed.data }), sign: { secret: 'someone-else' } }, { body: json(completed) }],
      want: [['webhooks.signature'], []],
    },
  ];

  it.each(cases)('$given', async ({ sequence, want }) => {
    const watcher = new WebhookWatcher({ apiKey: key });
    const got: string[][] = [];
    for (const sent of sequence) got.push(await rulesBroken(watcher, sent));
    expect(got).toEqual(want);
  });

  it('forgets events beyond maxEvents, oldest first', async () => {
    const watcher = new WebhookWatcher({ apiKey: key, maxEvents: 2 });
    for (const id of ['evt_1', 'evt_2', 'evt_3']) await rulesBroken(watcher, { body: json({ ...completed, eventId: id, data: { ...completed.data, ingestId: id.slice(4) } }) });
    expect(watcher.remembered).toEqual({ events: 2, transitions: 2 });
    // evt_1 was forgotten: its changed retry is a first attempt now; evt_3's is still compared.
    const changed = (id: string) => ({ body: json({ ...completed, eventId: id, occurredAt: '2026-11-26T12:00:00Z', data: { ...completed.data, ingestId: id.slice(4) } }) });
    expect(await rulesBroken(watcher, changed('evt_1'))).toEqual([]);
    expect(await rulesBroken(watcher, changed('evt_3'))).toEqual(['webhooks.retry-same-event']);
  });

  it('forgets events older than maxAgeMs', async () => {
    let clock = now;
    const watcher = new WebhookWatcher({ apiKey: key, maxAgeMs: 60_000, clock: () => clock });
    const { receivedAt: _first, ...first } = await delivery({ body: json(completed) });
    expect(await watcher.check(first)).toEqual([]);
    clock += 61_000;
    const { receivedAt: _retry, ...retry } = await delivery({ body: json({ ...completed, eventId: 'evt_A1R2' }), sign: { t: t + 61 } });
    expect(await watcher.check(retry)).toEqual([]);
    expect(watcher.remembered).toEqual({ events: 1, transitions: 1 });
  });
});

describe('WebhookWatcher with the last lookup seen', () => {
  const lookup = (record: object | undefined) =>
    new WebhookWatcher({ apiKey: key, lastLookup: (id) => (id === completed.data.ingestId ? record : undefined) });
  const cases: { given: string; record: object | undefined; want: string[] }[] = [
    { given: 'the same record', record: completed.data, want: [] },
    { given: 'the same record, timestamps at +09:00 and members reordered', record: { ...completed.data, receivedAt: '2026-11-26T20:59:00+09:00', ingestId: completed.data.ingestId }, want: [] },
    {
      given: 'a lookup made before the transition (processing)',
      record: { ...completed.data, status: 'processing', completedAt: null, resources: { total: 2, completed: 1, failed: 0 } },
      want: [],
    },
    { given: 'no lookup seen', record: undefined, want: [] },
    { given: 'a completed lookup with other counters', record: { ...completed.data, resources: { total: 2, completed: 1, failed: 0 } }, want: ['webhooks.data-equals-lookup'] },
  ];

  it.each(cases)('$given: $want', async ({ record, want }) => {
    expect(await rulesBroken(lookup(record), { body: json(completed) })).toEqual(want);
  });
});
