/** `ingest-kit listen`: a local webhook receiver that verifies, reports and optionally forwards each delivery. */
export { deliveryJson, deliveryLine, type ListenedRequest, ordinal } from './line.js';
export { type ListenerOptions, type RunningListener, startListener } from './server.js';
