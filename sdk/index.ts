/**
 * `partner-ingest-kit`: what a partner imports to talk to the Partner Ingest Service. The typed client and
 * the contract's types, validators and constants (generated from openapi.yaml), the webhook functions
 * (also alone in `partner-ingest-kit/webhooks`), and polling for an ingest's outcome.
 */
export * from '../generated/index.js';
export * from './webhooks/index.js';
