/**
 * The check of a webhook URL when the operator registers it or resends to it (spec 4.4, 8): HTTPS (or http to
 * loopback while `allowHttpLoopback`), and a host whose addresses the outbound policy allows (issue #13). The
 * operator is told the range refused, as the operator's log would: the operator API is the operator's own.
 *
 * A name that does not resolve now is accepted (a receiver may not be in DNS yet): every delivery attempt
 * resolves and checks again (webhooks/http-post.ts), which is what keeps a later DNS change from reaching a
 * refused address.
 */
import { defaultAddressPolicy } from './address-policy.js';
import { checkedAddresses, type Resolve, systemResolve } from './outbound.js';
import { checkUrlPolicy, type UrlPolicy, type UrlPolicyResult } from './url-policy.js';

export async function checkWebhookUrl(url: string, policy: UrlPolicy, resolve: Resolve = systemResolve): Promise<UrlPolicyResult> {
  const checked = checkUrlPolicy(url, policy, 'webhook URL');
  if (!checked.ok) return checked;
  let addresses: Awaited<ReturnType<typeof checkedAddresses>>;
  try {
    addresses = await checkedAddresses(checked.url, policy.addresses ?? defaultAddressPolicy, resolve);
  } catch {
    return checked;
  }
  if (addresses.ok) return checked;
  return { ok: false, reason: `webhook URL host ${addresses.refusal.detail}` };
}
