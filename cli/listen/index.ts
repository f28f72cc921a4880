/**
 * `ingest-kit listen`: a local webhook receiver that verifies, reports and optionally forwards each delivery; the
 * package's `partner-ingest-kit/listen`, with the watcher of `--validate`.
 */
export { deliveryJson, deliveryLine, type ListenedRequest, ordinal } from './line.js';
export { type ListenerOptions, type RunningListener, SaveFolderError, startListener } from './server.js';
export { type WebhookDelivery, WebhookWatcher, type WebhookWatcherOptions } from '../../conformance/live/webhook-checks.js';
export type { LiveViolation } from '../../conformance/live/types.js';
