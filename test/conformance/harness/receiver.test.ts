import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type StartedWebhookReceiver } from '../../../conformance/receiver/index.js';
import { post, request } from './client.js';

/** A webhook event as spec 6.2 shapes it; only `data.ingestId` and `data.releaseId` matter to the receiver. */
function event(ingestId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventId: `evt_${ingestId}`,
    eventType: 'ingest',
    occurredAt: '2025-01-02T03:04:05Z',
    data: { ingestId, releaseId: `REL-${ingestId}`, status: 'completed', ...extra },
  };
}

describe('webhook receiver', () => {
  let receiver: StartedWebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('records the raw bytes exactly, lower-cased headers, the path, the arrival time and the parsed JSON', async () => {
    // Non-ASCII text, an escaped character and odd spacing: a re-serialised body would differ.
    const body = Buffer.from('{ "eventId":"evt_1", "data": {"ingestId":"100", "title":"Björk — 東京 🎧", "note":"\\u00e9"} }\n', 'utf8');
    const before = Date.now();
    const answer = await post(`${receiver.url}/hooks/any/path?x=1`, body, {
      headers: { 'X-Service-Signature': 't=1,v1=ab', 'Content-Type': 'application/json; charset=utf-8' },
    });
    const after = Date.now();
    expect(answer.status).toBe(200);
    const [attempt] = receiver.attemptsFor('100');
    expect(attempt).toBeDefined();
    expect(attempt!.raw.equals(body)).toBe(true);
    expect(attempt!.path).toBe('/hooks/any/path?x=1');
    expect(attempt!.headers['x-service-signature']).toBe('t=1,v1=ab');
    expect(attempt!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(attempt!.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(attempt!.json).toEqual({ eventId: 'evt_1', data: { ingestId: '100', title: 'Björk — 東京 🎧', note: 'é' } });
    expect(attempt!.receivedAt).toBeGreaterThanOrEqual(before);
    expect(attempt!.receivedAt).toBeLessThanOrEqual(after);
    expect(attempt!.answered).toBe(200);
    expect(receiver.all().at(-1)).toBe(attempt);
  });

  it('answers 400 to bodies that are not UTF-8 JSON, and records them', async () => {
    const bodies = [
      Buffer.from('not json'),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), // {"a":"<invalid UTF-8>"}
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(event('bom')))]), // a byte order mark
      Buffer.alloc(0),
    ];
    for (const body of bodies) {
      const seqBefore = receiver.all().at(-1)?.seq ?? 0;
      expect((await post(receiver.url, body)).status).toBe(400);
      const attempt = receiver.all().at(-1)!;
      expect(attempt.seq).toBe(seqBefore + 1);
      expect(attempt.raw.equals(body)).toBe(true);
      expect(attempt.json).toBeNull();
      expect(attempt.answered).toBe(400);
    }
    expect(receiver.attemptsFor('bom')).toEqual([]);
  });

  it('answers the programmed statuses per ingest in order, then repeats the last; other ingests get 200', async () => {
    receiver.program('200', [{ status: 500 }, { status: 503 }, { status: 204 }]);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await post(receiver.url, event('200'))).status);
      expect((await post(receiver.url, event('201'))).status).toBe(200);
    }
    expect(statuses).toEqual([500, 503, 204, 204, 204]);
    const attempts = receiver.attemptsFor('200');
    expect(attempts.map((attempt) => attempt.answered)).toEqual([500, 503, 204, 204, 204]);
    expect(attempts.map((attempt) => attempt.seq)).toEqual([...attempts.map((attempt) => attempt.seq)].sort((a, b) => a - b));
    expect(receiver.attemptsFor('201')).toHaveLength(5);
  });

  it('counts the attempts that arrived before the program was set', async () => {
    expect((await post(receiver.url, event('210'))).status).toBe(200);
    receiver.program('210', [{ status: 500 }, { status: 502 }]);
    expect((await post(receiver.url, event('210'))).status).toBe(502);
  });

  it('takes a release id as program key too, and an ingest program wins over it', async () => {
    receiver.program('REL-300', [{ status: 503 }, { status: 200 }]);
    expect((await post(receiver.url, event('300'))).status).toBe(503);
    expect((await post(receiver.url, event('300'))).status).toBe(200);
    // Another ingest of the same release continues the release's count.
    expect((await post(receiver.url, { data: { ingestId: '301', releaseId: 'REL-300' } })).status).toBe(200);
    receiver.program('300', [{ status: 418 }]);
    expect((await post(receiver.url, event('300'))).status).toBe(418);
    expect(receiver.attemptsForRelease('REL-300').map((attempt) => attempt.answered)).toEqual([503, 200, 200, 418]);
    const waited = await receiver.waitForRelease('REL-300', (attempts) => attempts.length === 4, 100);
    expect(waited.map((attempt) => attempt.ingestId)).toEqual(['300', '300', '301', '300']);
  });

  it('answers events of another eventType 200 without using up the program of their ingest or release (spec 9)', async () => {
    receiver.program('REL-320', [{ status: 500 }, { status: 502 }, { status: 204 }]);
    const other = (id: string) => ({ ...event(id), eventId: `evt_other_${id}`, eventType: 'ingest.summary' });
    const statuses: number[] = [];
    for (const body of [event('320'), other('320'), other('320'), event('320'), other('320'), event('320')]) {
      statuses.push((await post(receiver.url, body)).status);
    }
    expect(statuses).toEqual([500, 200, 200, 502, 200, 204]);
    // Every attempt is recorded, whatever its type.
    expect(receiver.attemptsFor('320')).toHaveLength(6);
  });

  it('answers late when told to, and records the attempt as held until then', async () => {
    receiver.program('400', [{ status: 202, delayMs: 300 }]);
    const started = Date.now();
    const pending = post(receiver.url, event('400'));
    const [held] = await receiver.waitFor('400', (attempts) => attempts.length === 1, 2000);
    expect(held!.answered).toBe('held');
    expect(held!.answeredAt).toBeNull();
    const answer = await pending;
    expect(answer.status).toBe(202);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(held!.answered).toBe(202);
    expect(held!.answeredAt! - held!.receivedAt).toBeGreaterThanOrEqual(290);
    expect(held!.abandonedAt).toBeNull();
  });

  it('survives a client that gives up during a delay, and records the attempt as held and abandoned', async () => {
    receiver.program('500', [{ status: 200, delayMs: 5000 }, { status: 200 }]);
    await expect(post(receiver.url, event('500'), { abortAfterMs: 150 })).rejects.toThrow(/aborted by the test client|socket hang up/);
    const [attempt] = await receiver.waitFor('500', (attempts) => attempts[0]?.abandonedAt !== null, 2000);
    expect(attempt!.answered).toBe('held');
    expect(attempt!.answeredAt).toBeNull();
    expect(attempt!.abandonedAt! - attempt!.receivedAt).toBeGreaterThanOrEqual(100);
    // The sender retries; the receiver still answers, now with the second programmed answer.
    expect((await post(receiver.url, event('500'))).status).toBe(200);
  });

  it('resolves waitFor when a later attempt makes the condition hold, and at once when it already holds', async () => {
    const waiting = receiver.waitFor('600', (attempts) => attempts.length >= 2, 5000);
    await post(receiver.url, event('600'));
    await post(receiver.url, event('600'));
    const attempts = await waiting;
    expect(attempts).toHaveLength(2);
    await expect(receiver.waitFor('600', (seen) => seen.length === 2, 10)).resolves.toHaveLength(2);
  });

  it('rejects waitFor after the timeout, saying what arrived', async () => {
    await post(receiver.url, event('700'));
    const started = Date.now();
    await expect(receiver.waitFor('700', (attempts) => attempts.length >= 2, 200))
      .rejects.toThrow(/waitFor\(ingestId "700"\): the condition did not hold within 200 ms; 1 attempt\(s\) arrived \(#\d+ answered 200\)/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await expect(receiver.waitFor('none', () => false, 10)).rejects.toThrow(/no attempt arrived/);
  });

  it('rejects waitFor when the predicate throws', async () => {
    await expect(receiver.waitFor('800', () => {
      throw new Error('bad predicate');
    }, 1000)).rejects.toThrow('bad predicate');
  });

  it('answers 405 to other methods without recording them', async () => {
    const count = receiver.all().length;
    expect((await request(receiver.url, { method: 'GET' })).status).toBe(405);
    expect(receiver.all()).toHaveLength(count);
  });

  it('refuses programs no HTTP server can answer', () => {
    expect(() => {
      receiver.program('900', []);
    }).toThrow(/at least one answer/);
    expect(() => {
      receiver.program('900', [{ status: 100 }]);
    }).toThrow(/answers\[0\]\.status must be a final HTTP status/);
    expect(() => {
      receiver.program('900', [{ status: 200 }, { status: 200, delayMs: -1 }]);
    }).toThrow(/answers\[1\]\.delayMs/);
  });
});

describe('webhook receiver limits and shutdown', () => {
  let receiver: StartedWebhookReceiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  it('keeps at most maxAttempts attempts, forgetting the oldest, while numbering and programs go on', async () => {
    receiver = await startWebhookReceiver({ maxAttempts: 3 });
    receiver.program('1', [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 201 }]);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await post(receiver.url, event('1'))).status);
    expect(statuses).toEqual([500, 500, 500, 500, 201]);
    expect(receiver.all().map((attempt) => attempt.seq)).toEqual([3, 4, 5]);
    expect(receiver.attemptsFor('1').map((attempt) => attempt.seq)).toEqual([3, 4, 5]);
  });

  it('answers 413 to a body over maxBodyBytes and records its start', async () => {
    receiver = await startWebhookReceiver({ maxBodyBytes: 16 });
    const body = JSON.stringify(event('2'));
    expect((await post(receiver.url, body)).status).toBe(413);
    const [attempt] = receiver.all();
    expect(attempt!.raw.toString('utf8')).toBe(body.slice(0, 16));
    expect(attempt!.json).toBeNull();
    expect(attempt!.answered).toBe(413);
  });

  it('closes promptly while an answer is held, and rejects pending waiters', async () => {
    receiver = await startWebhookReceiver();
    receiver.program('3', [{ status: 200, delayMs: 60_000 }]);
    const pending = post(receiver.url, event('3')).catch((error: unknown) => error);
    await receiver.waitFor('3', (attempts) => attempts.length === 1, 2000);
    const waiting = receiver.waitFor('3', () => false, 60_000);
    const started = Date.now();
    await receiver.close();
    // Not the 60 s of the held answer.
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(waiting).rejects.toThrow(/closed while waiting/);
    expect(await pending).toBeInstanceOf(Error);
    const [attempt] = receiver.all();
    expect(attempt!.answered).toBe('held');
    expect(attempt!.abandonedAt).toBeNull();
    receiver = undefined;
  });

  it('answers at the listening address while url is the public one', async () => {
    receiver = await startWebhookReceiver({ publicUrl: 'https://hooks.example/receiver' });
    expect(receiver.url).toBe('https://hooks.example/receiver');
    expect((await post(`${receiver.localUrl}/receiver`, event('4'))).status).toBe(200);
    expect(receiver.attemptsFor('4')[0]!.path).toBe('/receiver');
  });
});
