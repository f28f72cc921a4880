/** What `ingest-kit listen` prints per delivery: one line of text, or one JSON object per line (`--json`). */
import type { LiveViolation } from '../../conformance/live/types.js';
import { escapeControls, jsonEscapingControls } from '../../mock-server/src/escape-controls.js';
import { redactText } from '../../mock-server/src/redact.js';
import type { WebhookVerificationReason } from '../../sdk/webhooks/errors.js';
import type { SavedDelivery } from './save.js';

export interface ListenedRequest {
  /** When it arrived, ISO 8601. */
  time: string;
  method: string;
  path: string;
  /** From the body (untrusted when not verified); null when the body has none. */
  eventId: string | null;
  eventType: string | null;
  /** `data.status` (spec 6.2: `completed` or `failed`). */
  dataStatus: string | null;
  /** How many times this eventId has arrived, this one included (spec 6.4: retries and duplicates repeat it). */
  attempt: number;
  verified: boolean;
  /** Why it did not verify (a WebhookVerificationError reason), and the message that says how to fix it. */
  reason?: WebhookVerificationReason;
  message?: string;
  /** The status answered to the sender. */
  answer: number;
  /** With --forward-to: where it went and what came back (or why nothing did). */
  forward?: { url: string; status?: number; error?: string };
  /** With --validate: the rules the delivery broke (none: an empty list). */
  violations?: LiveViolation[];
  /** With --save: the files its body and signature header went to (no signature file without the header), or why not. */
  saved?: SavedDelivery;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * `<time>  <eventId>  <eventType>  <data.status>  <n-th> attempt  verified|NOT verified (<reason>)  -> <status>`, then
 * where it was forwarded and where it was saved; with --validate, `✓` or `✗ <rule ids>` and a few indented lines per violation. A request
 * that is not a POST gets its method and path instead. Whatever the sender chose (the path, the body's fields, an
 * answer's words) is shown escaped (escape-controls.ts): anyone who reaches the port could write to the terminal.
 * The path's and the forward URL's secrets (a `?token=`) are redacted (redact.ts), as in every output.
 */
export function deliveryLine(d: ListenedRequest): string {
  const e = (text: string) => escapeControls(redactText(text));
  if (d.method !== 'POST') return `${d.time}  ${e(d.method)} ${e(d.path)}  -> ${d.answer} (a webhook receiver takes POST only)`;
  const verdict = d.verified ? 'verified' : `NOT verified (${d.reason ?? 'unknown'})`;
  let forward = '';
  if (d.forward?.error !== undefined) forward = `  (forward to ${e(d.forward.url)} failed: ${e(d.forward.error)})`;
  else if (d.forward) forward = `  (from ${e(d.forward.url)})`;
  let saved = '';
  if (d.saved?.error !== undefined) saved = `  (not saved: ${e(d.saved.error)})`;
  else if (d.saved?.body !== undefined) saved = `  saved ${e(d.saved.body)}${d.saved.signature === undefined ? ' (no signature header)' : ''}`;
  const fields = [d.time, e(d.eventId ?? '-'), e(d.eventType ?? '-'), e(d.dataStatus ?? '-'), `${ordinal(d.attempt)} attempt`, verdict, `-> ${d.answer}${forward}${saved}`];
  if (d.violations === undefined) return fields.join('  ');
  if (d.violations.length === 0) return `${fields.join('  ')}  ✓`;
  // With --validate: the ids of the rules broken on the line, then each violation's message, indented, a line of it
  // per line (its lines are the rule's; what they quote of the delivery is escaped).
  const ids = d.violations.map((v) => v.rule).join(', ');
  const details = d.violations.flatMap((v) => {
    const [first = '', ...rest] = v.message.split('\n').map(e);
    return [`    ✗ ${v.rule} (${v.kind}): ${first}`, ...rest.map((line) => `        ${line}`)];
  });
  return [`${fields.join('  ')}  ✗ ${ids}`, ...details].join('\n');
}

/** The `--json` line: the exact values, with what a terminal would act on written as JSON escapes. */
export function deliveryJson(d: ListenedRequest): string {
  const forward = d.forward === undefined ? {} : { forward: { ...d.forward, url: redactText(d.forward.url) } };
  return jsonEscapingControls({ ...d, path: redactText(d.path), ...forward });
}
