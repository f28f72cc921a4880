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
// The contract's timestamps as instants (spec 2.1, 6.2: offset required; `,` decimals and `±hh` too), for comparing
// `occurredAt`s yourself: Date.parse reads some of them wrong.
export { parseTimestamp } from '../../contract/iso8601.js';
export { signWebhook, type SignWebhookOptions } from './sign.js';
export { type IngestEvent, type IngestRecord, isIngestEvent, type OtherEvent, type WebhookEvent } from './types.js';
export { defaultToleranceSeconds, verifyWebhook, type VerifyWebhookOptions } from './verify.js';
