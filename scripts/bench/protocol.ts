/** What the bench process and its target processes (serve.ts) share: the partner, the paths, the messages. */
import { operationsById } from '../../generated/contract.js';

export const benchPartnerId = 'bench';
export const benchApiKey = 'pk_bench_key_1';

/** spec 4.1 */
export const createPath = operationsById.createIngest.path;

/** spec 4.2: the versioned lookup path of an ingest. */
export function lookupPath(ingestId: string): string {
  return operationsById.getIngest.path.replace('{ingestId}', encodeURIComponent(ingestId));
}

/** The lookup path in Fastify's `:param` form, for the bare Fastify target. */
export const lookupRoute = operationsById.getIngest.path.replace('{ingestId}', ':ingestId');

/** What the mock's store holds after the webhook figure: the delivery ledger, counted (serve.ts webhooks). */
export interface LedgerCounts {
  store: 'memory' | 'sqlite' | 'postgres';
  events: { pending: number; delivered: number; lost: number; undeliverable: number };
  /** Every attempt of every event, and those that did not succeed. */
  attempts: number;
  failedAttempts: number;
  /** The first few causes of attempts that did not succeed, with how often each occurred. */
  failures: string[];
  ingests: { processing: number; completed: number; failed: number };
  /** process.memoryUsage() of the mock when counted, MB: how much of its resident set is live JS heap. */
  memoryMb: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
}

/** serve.ts → bench: listening, or why not; the ledger when asked for it. */
export type ServeMessage =
  | { type: 'ready'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'ledger'; ledger: LedgerCounts };

/** bench → serve.ts: `bare` first waits for `{ record }`; `webhooks` answers `{ type: 'ledger' }`. */
export type BenchMessage = { type: 'record'; record: unknown } | { type: 'ledger' };
