/**
 * Where the config's partners and the stored ones part ways (issue #18: "a replica whose config differs from the
 * database logs the differences, and never overwrites an operator's change"). Once a database (or a data dir) holds
 * partners, it is the truth: operators rotate keys, deactivate partners and move webhook URLs through the operator
 * API, and a replica started with an older config must not undo that. This only says what differs, one line per
 * difference, naming keys by their place in the config or their stored id: never the key itself.
 */
import type { PartnerConfig } from '../config.js';
import type { PartnerRecord } from '../store/types.js';
import type { WebhookFaultName, WebhookFaults } from '../webhooks/faults.js';

/** One difference, for the log: the partner and what differs, in words an operator acts on. */
export interface PartnerDrift {
  partnerId: string;
  difference: string;
}

/** What differs between the config's partners and the stored ones; empty when they agree. */
export function partnerDrift(config: readonly PartnerConfig[], stored: readonly PartnerRecord[]): PartnerDrift[] {
  const drift: PartnerDrift[] = [];
  const byId = new Map(stored.map((p) => [p.id, p]));
  for (const wanted of config) {
    const found = byId.get(wanted.id);
    const note = (difference: string) => drift.push({ partnerId: wanted.id, difference });
    if (!found) {
      note('in the config, not in the database: not added (the database is the truth; add it with POST /_operator/partners)');
      continue;
    }
    if (found.active !== wanted.active) note(`active is ${String(found.active)} in the database, ${String(wanted.active)} in the config`);
    if (found.webhookUrl !== wanted.webhookUrl) {
      // The URL may carry a token in its query: only its origin and path are shown.
      note(`webhookUrl is ${urlShown(found.webhookUrl)} in the database, ${urlShown(wanted.webhookUrl)} in the config`);
    }
    if (!sameFaults(found.webhookFaults, wanted.webhookFaults)) note('webhookFaults differ between the database and the config');
    const valid = found.apiKeys.filter((k) => k.revokedAt === null);
    wanted.apiKeys.forEach((key, index) => {
      const record = found.apiKeys.find((k) => k.key === key);
      if (!record) note(`apiKeys[${index}] of the config is not in the database: it answers 401`);
      else if (record.revokedAt !== null) note(`apiKeys[${index}] of the config is ${record.id}, revoked in the database at ${record.revokedAt}: it answers 401`);
    });
    for (const record of valid) {
      if (!wanted.apiKeys.includes(record.key)) note(`${record.id} is a valid key in the database, not in the config`);
    }
  }
  const configured = new Set(config.map((p) => p.id));
  for (const partner of stored) {
    if (!configured.has(partner.id)) drift.push({ partnerId: partner.id, difference: 'in the database, not in the config' });
  }
  return drift;
}

function urlShown(url: string | null): string {
  if (url === null) return 'null';
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search === '' ? '' : '?…'}`;
  } catch {
    return '(not a URL)';
  }
}

/** The same faults, setting by setting (both sides are resolved settings: every field present). */
function sameFaults(a: WebhookFaults | undefined, b: WebhookFaults | undefined): boolean {
  const names = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]) as Set<WebhookFaultName>;
  for (const name of names) {
    const left = a?.[name];
    const right = b?.[name];
    if (!left || !right) return false;
    if (left.probability !== right.probability || left.delayMs !== right.delayMs || left.windowMs !== right.windowMs) return false;
  }
  return true;
}
