/**
 * The suite's webhook receiver: records every attempt's raw bytes, headers and timing, and answers as
 * programmed per ingest (see `WebhookReceiver` in harness.ts).
 */
export type { RecordedAttempt } from './attempt.js';
export { startWebhookReceiver, type StartedWebhookReceiver, type WebhookReceiverOptions } from './server.js';
