import { expectThat } from '../../failure.js';
import { parseSignature, signatureVerifies } from '../../delivery.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const signature: Check = {
  id: 'webhooks.signature',
  title: 'X-Service-Signature verifies: hex HMAC-SHA256 of "{t}.{raw body}" keyed with the API key',
  specSection: '6.3',
  quotes: [
    'Requests carry the header `X-Service-Signature` with value `t=<unix_seconds>,v1=<hex_digest>`.',
    'Hex digest of HMAC-SHA256 over the string `{t}.{raw body}` (the decimal `t`, a dot, then the exact raw request body bytes), keyed with the partner\'s API key',
  ],
  accepts: ['several v1 values, when one matches (a key rotation)', 'upper- or lower-case hex', 'spaces after the commas'],
  profile: 'full',
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest, String(ingest.final.status));
      const header = attempt.headers['x-service-signature'];
      const parsed = parseSignature(header);
      expectThat(parsed.t !== null && parsed.v1.length > 0 && parsed.v1.every((v) => /^[0-9a-f]{64}$/i.test(v)), {
        message: 'X-Service-Signature is missing or malformed',
        received: { 'x-service-signature': header ?? null },
        documented: 'spec 6.3: "X-Service-Signature with value t=<unix_seconds>,v1=<hex_digest>"',
        fix: 'Send t in Unix seconds and v1 as the hex digest (64 characters), comma-separated.',
      });
      expectThat(await signatureVerifies(attempt, context.options.apiKey), {
        message: 'no v1 of X-Service-Signature matches HMAC-SHA256 of "{t}.{raw body}" with the API key',
        received: { 'x-service-signature': header ?? null, 'bodyBytes': attempt.raw.length },
        documented: 'spec 6.3: v1 is the "Hex digest of HMAC-SHA256 over the string {t}.{raw body} ... keyed with the partner\'s API key"',
        fix: 'Sign `${t}.${body}` (the timestamp and a dot, then the very bytes you send) with the partner\'s API key; hex-encode.',
      });
    }
  },
};
