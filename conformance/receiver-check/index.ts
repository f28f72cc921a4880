/**
 * The receiver check: grades a partner's webhook receiver (spec 4.3, 6) by sending it valid, duplicate,
 * unknown-type, oddly serialised, tampered, wrongly keyed, unsigned, malformed and stale deliveries, and
 * judging each answer. `ingest-kit check-receiver` is its command line.
 */
export { type DeliveryInput, type ReceiverCheck, type ReceiverCheckId, receiverCheckIds, receiverChecks } from './checks.js';
export { randomEventId, unusualJson } from './events.js';
export { receiverResultLine, receiverVerdictLine } from './report/console.js';
export { receiverJunitXml } from './report/junit.js';
export { receiverMarkdownSummary } from './report/markdown.js';
export { checkReceiver, type CheckReceiverOptions, defaultReceiverTimeoutMs } from './run.js';
export type { Answer, Delivery, Exchange, Expectation, ReceiverCheckResult, ReceiverReport } from './types.js';
