/** What every part of the mock server shares, built once by server.ts and passed down as options. */
import type { ApiKeyIndex } from './auth/api-key.js';
import type { Clock, VirtualClock } from './clock.js';
import type { MockConfig } from './config.js';
import type { ErnParser } from './ingest/parse-pool.js';
import type { IngestRecordCache } from './ingest/record-cache.js';
import type { IngestRunner } from './ingest/runner.js';
import type { Logger } from './logging.js';
import type { OperatorFeed } from './operator/feed.js';
import type { RateLimiter } from './rate-limit.js';
import type { Rng } from './rng.js';
import type { Seam } from './seam/seam.js';
import type { Store } from './store/types.js';
import type { WebhookDispatcher } from './webhooks/dispatcher.js';

export interface MockContext {
  config: MockConfig;
  store: Store;
  clock: Clock | VirtualClock;
  rng: Rng;
  /** The fetch of xmlUrl and resource files when one is injected (tests); undefined: node:http / node:https. */
  fetch: typeof globalThis.fetch | undefined;
  /** Fetches and parses the ERN message of a create (on worker threads unless config.xml.parseThreads is 0). */
  ernParser: ErnParser;
  logger: Logger;
  keys: ApiKeyIndex;
  runner: IngestRunner;
  records: IngestRecordCache;
  /** The spec-exact behaviour, wrapped by the faults and variants switched on (seam/). */
  seam: Seam;
  webhooks: WebhookDispatcher;
  /** Changes for the operator's live stream (the dashboard); marks cost nothing while nobody listens. */
  feed: OperatorFeed;
  rateLimiter: RateLimiter | null;
}
