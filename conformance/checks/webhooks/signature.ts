import { expectKept } from '../../failure.js';
import { signatureFailure, signatureRule } from '../../live/webhooks/signature.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const signature: Check = {
  id: signatureRule.id,
  title: signatureRule.title,
  specSection: signatureRule.specSection,
  quotes: [
    'Requests carry the header `X-Service-Signature` with value `t=<unix_seconds>,v1=<hex_digest>`.',
    'Hex digest of HMAC-SHA256 over the string `{t}.{raw body}` (the decimal `t`, a dot, then the exact raw request body bytes), keyed with the partner\'s API key',
  ],
  accepts: ['several v1 values, when one matches (a key rotation)', 'upper- or lower-case hex', 'spaces after the commas'],
  profile: 'full',
  webhooks: true,
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest, String(ingest.final.status));
      // The rule is shared with the live watchers (conformance/live/webhook-checks.ts): one implementation.
      expectKept(await signatureFailure({ raw: attempt.raw, header: attempt.headers['x-service-signature'] }, context.options.apiKey));
    }
  },
};
