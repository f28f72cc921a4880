/**
 * verifyWebhook / signWebhook (spec 6.3): every reason, the tolerance both ways, rotation, raw bytes, and
 * interoperability with independent implementations: node:crypto (the mock's own signer) and Python's
 * standard library, as signer and as verifier.
 */
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '../../mock-server/src/webhooks/signature.js';
import {
  isIngestEvent,
  parseSignatureHeader,
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type WebhookVerificationReason,
} from '../../sdk/webhooks/index.js';

const secret = 'pk_test_acme_1';
const t = 1_795_264_602;
const now = t * 1000;
const body = '{"eventId":"evt_01JD8X4E6M3V9K2Q7T5W0YB1CR","eventType":"ingest","occurredAt":"2026-11-21T12:36:41Z",'
  + '"data":{"ingestId":"1700000042","releaseId":"R1","status":"completed","receivedAt":"2026-11-21T12:35:00Z",'
  + '"completedAt":"2026-11-21T12:36:41Z","resources":{"total":1,"completed":1,"failed":0}}}';
const hex = (text: string, key = secret) => createHmac('sha256', key).update(text).digest('hex');
const valid = `t=${t},v1=${hex(`${t}.${body}`)}`;

async function reasonOf(promise: Promise<unknown>): Promise<WebhookVerificationReason | 'verified'> {
  try {
    await promise;
    return 'verified';
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason;
    throw error;
  }
}

describe('verifyWebhook', () => {
  it('resolves to the typed event for a valid signature', async () => {
    const event = await verifyWebhook({ body, signature: valid, secret, now });
    expect(event.eventId).toBe('evt_01JD8X4E6M3V9K2Q7T5W0YB1CR');
    if (!isIngestEvent(event)) throw new Error('not an ingest event');
    expect(event.data.status).toBe('completed');
    if (event.data.status === 'completed') expect(event.data.completedAt).toBe('2026-11-21T12:36:41Z');
  });

  const cases: { name: string; given: Partial<Parameters<typeof verifyWebhook>[0]>; want: WebhookVerificationReason | 'verified' }[] = [
    { name: 'the body as bytes', given: { body: new TextEncoder().encode(body) }, want: 'verified' },
    { name: 'the headers as a Headers object', given: { signature: new Headers({ 'X-Service-Signature': valid }) }, want: 'verified' },
    { name: 'the headers as a plain object, any case', given: { signature: { 'x-service-signature': valid, 'content-type': 'application/json' } }, want: 'verified' },
    { name: 'now as a Date', given: { now: new Date(now) }, want: 'verified' },
    { name: 't 300 s in the past', given: { now: now + 300_000 }, want: 'verified' },
    { name: 't 300 s in the future', given: { now: now - 300_000 }, want: 'verified' },
    { name: 't 301 s in the past', given: { now: now + 301_000 }, want: 'timestamp-outside-tolerance' },
    { name: 't 301 s in the future', given: { now: now - 301_000 }, want: 'timestamp-outside-tolerance' },
    { name: 'a tolerance of 10 s', given: { now: now + 11_000, toleranceSeconds: 10 }, want: 'timestamp-outside-tolerance' },
    { name: 'no header', given: { signature: undefined }, want: 'missing-header' },
    { name: 'headers without it', given: { signature: { 'content-type': 'application/json' } }, want: 'missing-header' },
    { name: 'an empty header', given: { signature: '' }, want: 'missing-header' },
    { name: 'no t', given: { signature: `v1=${hex(`${t}.${body}`)}` }, want: 'malformed-header' },
    { name: 'no v1', given: { signature: `t=${t}` }, want: 'malformed-header' },
    { name: 'a v1 that is not hex', given: { signature: `t=${t},v1=${'z'.repeat(64)}` }, want: 'malformed-header' },
    { name: 'a base64 v1', given: { signature: `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('base64')}` }, want: 'malformed-header' },
    { name: 'another secret', given: { secret: 'pk_other' }, want: 'no-matching-signature' },
    { name: 'a tampered body', given: { body: body.replace('completed"', 'failed"') }, want: 'no-matching-signature' },
    { name: 'a re-serialised body (same JSON value)', given: { body: JSON.stringify(JSON.parse(body), null, 2) }, want: 'no-matching-signature' },
    { name: 'a digest of the body without "{t}."', given: { signature: `t=${t},v1=${hex(body)}` }, want: 'no-matching-signature' },
    { name: 'the old and the new key during a rotation', given: { secret: ['pk_old', secret] }, want: 'verified' },
    { name: 'several v1, one matching', given: { signature: `t=${t},v1=${hex('x')},v1=${hex(`${t}.${body}`)}` }, want: 'verified' },
    { name: 'spaces after the commas, upper-case hex', given: { signature: `t=${t}, v1=${hex(`${t}.${body}`).toUpperCase()}` }, want: 'verified' },
  ];
  it.each(cases)('$name: $want', async ({ given, want }) => {
    expect(await reasonOf(verifyWebhook({ body, signature: valid, secret, now, ...given }))).toBe(want);
  });

  it('refuses, with invalid-json, a signed body that is not an event', async () => {
    for (const text of ['not json', '[1,2]', '{"eventId":"evt_1"}']) {
      const signature = `t=${t},v1=${hex(`${t}.${text}`)}`;
      expect(await reasonOf(verifyWebhook({ body: text, signature, secret, now }))).toBe('invalid-json');
    }
  });

  it('says how to fix it: the raw-body pitfall first, naming Express, Fastify and Next.js', async () => {
    const error = await verifyWebhook({ body: `${body} `, signature: valid, secret, now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    const { message } = error as WebhookVerificationError;
    expect(message).toMatch(/^No v1 of X-Service-Signature matches.*raw bytes/);
    for (const framework of ['Express', 'Fastify', 'Next.js']) expect(message).toContain(framework);
  });

  it('throws a TypeError, not a verdict, for parsed JSON or a missing secret', async () => {
    await expect(verifyWebhook({ body: JSON.parse(body) as string, signature: valid, secret, now })).rejects.toThrow(TypeError);
    await expect(verifyWebhook({ body, signature: valid, secret: [], now })).rejects.toThrow(/API key/);
    await expect(verifyWebhook({ body, signature: valid, secret: undefined as unknown as string, now }))
      .rejects.toThrow(/^verifyWebhook: secret must be the partner's API key .* not undefined\. Is the environment variable holding it set\?$/);
  });
});

describe('signWebhook', () => {
  it('signs "{t}.{body}" with the key, as hex: what any spec 6.3 implementation computes', async () => {
    expect(await signWebhook({ body, secret, timestamp: t })).toBe(valid);
    const now = Math.floor(Date.now() / 1000);
    const header = await signWebhook({ body, secret });
    expect(Math.abs((parseSignatureHeader(header)?.t ?? 0) - now)).toBeLessThanOrEqual(1);
  });

  it('refuses a timestamp in milliseconds or an empty secret', async () => {
    await expect(signWebhook({ body, secret, timestamp: 1.5 })).rejects.toThrow(/Unix seconds/);
    await expect(signWebhook({ body, secret: '' })).rejects.toThrow(/secret/);
  });
});

describe('interoperability with independent implementations of spec 6.3', () => {
  it('verifies what the mock server signs (node:crypto)', async () => {
    const header = signatureHeader(t, body, [secret]);
    await expect(verifyWebhook({ body, signature: header, secret, now })).resolves.toMatchObject({ eventType: 'ingest' });
  });

  const python = (script: string, input: string) => execFileSync('python3', ['-c', script], { input, encoding: 'utf8' }).trim();

  it('verifies what Python\'s hmac module signs, and Python verifies what signWebhook signs', async () => {
    const sign = 'import hmac,hashlib,sys\nb=sys.stdin.buffer.read()\n'
      + `print("t=${t},v1="+hmac.new(b"${secret}",b"${t}."+b,hashlib.sha256).hexdigest())`;
    const fromPython = python(sign, body);
    await expect(verifyWebhook({ body, signature: fromPython, secret, now })).resolves.toMatchObject({ eventType: 'ingest' });

    const header = await signWebhook({ body, secret, timestamp: t });
    const verify = 'import hmac,hashlib,sys\nb=sys.stdin.buffer.read()\n'
      + `h="${header}"\nparts=dict(p.split("=",1) for p in h.split(","))\n`
      + `e=hmac.new(b"${secret}",parts["t"].encode()+b"."+b,hashlib.sha256).hexdigest()\nprint(hmac.compare_digest(e,parts["v1"]))`;
    expect(python(verify, body)).toBe('True');
    expect(python(verify, `${body} `)).toBe('False');
  });
});
