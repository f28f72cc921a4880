/**
 * Outbound fetching for the mock Partner Ingest Service: the partner's pre-signed xmlUrl (spec 4.1) during
 * the create request, and every resource file of the release in the background. A URL policy and an address
 * policy (resolve, refuse loopback / private / link-local … unless allowed, connect to the address checked)
 * checked on every redirect hop, one real-time timeout, a byte cap and an optional digest; failures are
 * values whose messages never show a query string nor what is on a host the partner cannot reach.
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
export { redactUrl } from '../redact.js';
export { checkUrlPolicy, isLoopbackHost, type UrlPolicy, type UrlPolicyResult } from './url-policy.js';
export {
  type AddressPolicy,
  type AddressRange,
  addressVerdict,
  classifyAddress,
  defaultAddressPolicy,
  parseCidr,
} from './address-policy.js';
export { checkedAddresses, OutboundAddressRefused, pinnedLookup, type Resolve, systemResolve } from './outbound.js';
export { checkWebhookUrl } from './webhook-url.js';
