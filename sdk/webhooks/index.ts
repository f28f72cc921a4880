/**
 * `partner-ingest-kit/webhooks`: verify, sign and handle the service's webhooks (spec 6). Platform APIs only
 * (Web Crypto, Fetch `Request`/`Response`): it runs unchanged in Node, Deno, Bun and edge runtimes.
 */
export { rawBodyHint, WebhookVerificationError, type WebhookVerificationReason } from './errors.js';
export {
  createWebhookHandler, defaultInProgressWaitMs, defaultLeaseMs, serviceResponseTimeoutMs, type WebhookHandlerOptions,
} from './handler.js';
export { type HeadersLike, type ParsedSignatureHeader, parseSignatureHeader, signatureHeaderName } from './header.js';
export {
  type BeginResult, type Claim, type ClaimState, type IdempotencyStore, memoryIdempotencyStore, type MemoryIdempotencyStoreOptions,
} from './idempotency.js';
export { type HeldIngestState, isNewerEvent } from './ordering.js';
export { signWebhook, type SignWebhookOptions } from './sign.js';
export { type IngestEvent, type IngestRecord, isIngestEvent, type OtherEvent, type WebhookEvent } from './types.js';
export { defaultToleranceSeconds, verifyWebhook, type VerifyWebhookOptions } from './verify.js';
