/**
 * Outbound fetching for the mock Partner Ingest Service: the partner's pre-signed xmlUrl (spec 4.1) during
 * the create request, and every resource file of the release in the background. A URL policy checked on
 * every redirect hop, one real-time timeout, a byte cap and an optional digest; failures are values whose
 * messages never show a query string.
 */
export {
  fetchLimited,
  type FetchFailure,
  type FetchFailureKind,
  type FetchLimitedOptions,
  type FetchLimits,
  type FetchOutcome,
} from './fetch-limited.js';
export { createStreamingHash, isSupportedHashAlgorithm, type StreamingHash } from './hash.js';
export { redactUrl } from './redact.js';
export { checkUrlPolicy, isLoopbackHost, type UrlPolicy, type UrlPolicyResult } from './url-policy.js';
