/** The webhook delivery settings (config `webhooks.*`, `outbound.*`), as the server passes them to the dispatcher. */
import type { AddressPolicy } from '../fetch/address-policy.js';
import type { Resolve } from '../fetch/outbound.js';
import type { WebhookFaults } from './faults.js';

export interface WebhookSettings {
  /** Spec 4.3, 6.4: any 2xx within 10 s. Real time, never scaled. */
  timeoutMs: number;
  concurrencyPerReceiver: number;
  /** PEM of CAs to trust for HTTPS receivers besides Node's default CAs (webhooks.caFile, outbound.caFile). */
  ca?: string | Buffer;
  /** Faults for every partner (partners and scenarios add their own). */
  faults: WebhookFaults;
  allowHttpLoopback: boolean;
  /** Which addresses receivers may have (config outbound.*), checked at every attempt; the defaults when absent. */
  addresses?: AddressPolicy;
  /** Resolves receivers' host names (default dns.lookup); injected in tests. */
  resolve?: Resolve;
  userAgent: string;
  /** Sign with every valid key of the partner (one `v1` each) instead of its signing key alone (ours, opt-in). */
  signWithAllKeys: boolean;
}
