/** Why a webhook did not verify, as a stable reason and a message that says how to fix it. */

export type WebhookVerificationReason =
  | 'missing-header'
  | 'malformed-header'
  | 'timestamp-outside-tolerance'
  | 'no-matching-signature'
  | 'invalid-json';

/** The raw-body pitfall first: it is why most signatures fail (a framework parsed the JSON, it was re-serialised). */
export const rawBodyHint =
  'Verify the exact raw bytes of the request body, before any JSON parsing: Express: express.raw({ type: \'application/json\' }) '
  + 'and pass req.body (a Buffer); Fastify: addContentTypeParser(\'application/json\', { parseAs: \'buffer\' }, ...) and pass the '
  + 'buffer; Next.js App Router: await request.text() (Pages Router: export const config = { api: { bodyParser: false } } and '
  + 'read the stream). Re-serialising parsed JSON changes the bytes (spacing, key order, escapes) and every signature fails.';

const messages: Record<WebhookVerificationReason, string> = {
  'missing-header': 'No X-Service-Signature header. Pass the request\'s headers (or the header value) as `signature`; '
    + 'the service signs every webhook (spec 6.3).',
  'malformed-header': 'X-Service-Signature is not of the form t=<unix_seconds>,v1=<hex_digest> (spec 6.3). Pass the header '
    + 'value unchanged.',
  'timestamp-outside-tolerance': 'The signature\'s t is more than the tolerance (default 300 s, spec 6.3) away from now: a '
    + 'replayed or delayed request, or a clock that is off. Check this machine\'s clock (NTP); do not raise the tolerance to hide it.',
  'no-matching-signature': `No v1 of X-Service-Signature matches the body with the given secret. ${rawBodyHint} Also check that `
    + 'the secret is the partner\'s API key the service signs with (during a key rotation pass every valid key as an array).',
  'invalid-json': 'The signature matches but the body is not a JSON webhook event (eventId, eventType, occurredAt, data; spec 6.2).',
};

/** Thrown (as a rejection) by verifyWebhook: do not trust the body, answer 401 (spec 6.3). */
export class WebhookVerificationError extends Error {
  readonly reason: WebhookVerificationReason;

  constructor(reason: WebhookVerificationReason, detail?: string) {
    super(detail ? `${messages[reason]} (${detail})` : messages[reason]);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}
