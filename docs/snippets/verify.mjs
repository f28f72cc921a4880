// Verify an X-Service-Signature (spec 6.3) in Node.js with the kit's SDK (Web Crypto underneath).
//
// Usage: WEBHOOK_SECRET=<api key> WEBHOOK_SIGNATURE='t=...,v1=...' node verify.mjs < raw-body
// Prints "valid" and exits 0, or prints "invalid: <reason>" and exits 1.
import { verifyWebhook, WebhookVerificationError } from 'partner-ingest-kit/webhooks';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const rawBody = Buffer.concat(chunks); // the raw bytes: never JSON.parse and re-serialise before verifying

try {
  // Parses t and v1, rejects a t more than 300 s from now, compares in constant time, then parses the JSON.
  const event = await verifyWebhook({
    body: rawBody,
    signature: process.env.WEBHOOK_SIGNATURE,
    secret: process.env.WEBHOOK_SECRET ?? '',
  });
  console.log('valid', event.eventId);
} catch (error) {
  if (!(error instanceof WebhookVerificationError)) throw error;
  console.log(`invalid: ${error.reason}`);
  process.exitCode = 1;
}
