/**
 * `partner-ingest-kit/listen`: `ingest-kit listen` in code, a local webhook receiver that verifies, reports, forwards
 * and saves each delivery, with the watcher of `--validate` and the line the command prints.
 */
export { deliveryLine, type ListenedRequest } from './line.js';
export { SaveFolderError, type SavedDelivery } from './save.js';
export { type ListenerOptions, type RunningListener, startListener } from './server.js';
export { type WebhookDelivery, type WebhookRule, WebhookWatcher, type WebhookWatcherOptions } from '../../conformance/live/webhook-checks.js';
export type { LiveViolation } from '../../conformance/live/types.js';
export { DEFAULT_LISTENER_LIMITS, type LimitOverrides, type ListenerLimits } from '../../conformance/listener-limits.js';
