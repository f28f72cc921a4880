/**
 * Starts the mock server: the store, the clock, the seeded RNG, the partners of the config, the app,
 * the resumption of ingests a previous run left processing, and the listening socket. The only file
 * that listens; the CLI (`ingest-kit mock`) calls it, and so do tests and benchmarks.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type MockParts } from './app.js';
import { ApiKeyIndex, type ApiKeys, StoreKeys } from './auth/api-key.js';
import { type Clock, createRealClock, createVirtualClock, type VirtualClock } from './clock.js';
import { type MockConfig, outboundPolicy } from './config.js';
import { cachedXsdSchemas } from './ern/xsd/cached.js';
import { createErnParsePool, parseThreadHeapMb } from './ingest/parse-pool.js';
import { IngestRecordCache } from './ingest/record-cache.js';
import { IngestRunner } from './ingest/runner.js';
import { timestamp } from './timestamp.js';
import { createLogger, type Logger } from './logging.js';
import { OperatorFeed } from './operator/feed.js';
import { partnerDrift } from './operator/config-drift.js';
import { seedPartners } from './operator/partners.js';
import { RateLimiter } from './rate-limit.js';
import { createRng } from './rng.js';
import { composeSeam, implementationFaults, specSeam, variants } from './seam/index.js';
import { healthPath } from './health/routes.js';
import { FEED_CHANNEL, FeedBus } from './replica/feed-bus.js';
import { LeaseKeeper } from './replica/lease-keeper.js';
import { trackStoreCalls } from './replica/quiescence.js';
import { SharedVirtualClock, startClock } from './replica/shared-clock.js';
import { replicaId } from './replica/identity.js';
import { openStore } from './store/index.js';
import type { IngestRow } from './store/types.js';
import { WebhookDispatcher } from './webhooks/dispatcher.js';

export interface StartOptions {
  /** Defaults to a pino logger on stdout at the config's level (pretty on a TTY). */
  logger?: Logger;
  /**
   * The GETs of xmlUrl and resource files (tests inject one). Without it: node:http / node:https, and the
   * xmlUrl is fetched on the parse threads.
   */
  fetch?: typeof globalThis.fetch;
  /** Defaults to a real clock at the config's time scale, or a virtual one with `clock: virtual`. */
  clock?: Clock | VirtualClock;
  /** Listens to the runner's `ingest.finished` instead of the webhooks, which then create no event (benchmarks). */
  onFinished?: (row: IngestRow) => void;
  /** User-Agent of webhook deliveries. */
  userAgent?: string;
}

export interface RunningMock {
  app: FastifyInstance;
  /** The mock's store, clock, runner, webhooks and the rest, for tests and tools that reach past HTTP. */
  parts: MockParts;
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  /** How many processing ingests were resumed from the store. */
  resumed: number;
  /** Stops taking requests, stops loading files, closes the store. */
  close(): Promise<void>;
}

export async function startMockServer(config: MockConfig, options: StartOptions = {}): Promise<RunningMock> {
  const logger = options.logger ?? createLogger({ level: config.logLevel, pretty: process.stdout.isTTY });
  // DDEX's schemas are compiled once here (loadConfig has done it already for the CLI): a folder without their
  // layout stops the start, not the first create. Parse threads compile their own on first use.
  if (config.ern.xsdDir !== null) await cachedXsdSchemas(config.ern.xsdDir);
  if (config.faults.length > 0) logger.warn({ faults: config.faults }, 'implementation faults switched on (--fault): this mock breaks the spec on purpose');
  if (config.variants.length > 0) logger.info({ variants: config.variants }, 'legal variants switched on (--variant)');
  // Replicas on one PostgreSQL (issue #18) keep no copy of a record: another replica may change it at any time.
  const records = new IngestRecordCache(config.store.url === null ? 50_000 : 0, (row) => seam.record(row));
  let opened = await openStore({
    ...(config.dataDir === null ? {} : { dataDir: config.dataDir }),
    ...(config.store.url === null
      ? {}
      : {
          databaseUrl: config.store.url,
          poolSize: config.store.poolSize,
          // An idle connection that broke, a timed trim that failed: the database went away between calls.
          onBackgroundError: (error: Error) => {
            logger.warn({ err: error.message }, 'store: database unavailable off a request');
          },
        }),
    retention: config.retention,
    // A dropped ingest answers 404 like an unknown one, so its cached record goes too.
    onIngestDropped: (ingestId) => {
      records.invalidate(ingestId);
    },
  });
  // Issue #18: the replicas of a sandbox share its clock, which the database holds (replica/shared-clock.ts).
  let baseClock: Clock | VirtualClock;
  try {
    baseClock = await startClock({
      kind: config.clock,
      make: (start) => (config.clock === 'virtual'
        ? createVirtualClock(start === undefined ? {} : { start })
        : createRealClock({ timeScale: config.timeScale })),
      injected: options.clock,
      sandbox: opened.sandboxClock,
    });
  } catch (error) {
    await opened.close();
    throw error;
  }
  const quiescence = opened.sandboxClock && baseClock.kind === 'virtual' ? trackStoreCalls(opened) : null;
  if (quiescence) opened = quiescence.store;
  // The one place where faults and variants enter: wrappers of the spec-exact seam, applied once.
  const seam = composeSeam(
    specSeam({
      clock: baseClock,
      // Signatures carry the real send time even when the schedule runs on a virtual clock.
      ...(baseClock.kind === 'virtual' ? { sendTime: Date.now } : {}),
      retryScheduleMs: config.webhooks.retryScheduleMs,
    }),
    [...config.variants.map((v) => variants[v].wrap), ...config.faults.map((f) => implementationFaults[f].wrap)],
  );
  const { clock } = seam;
  // Issue #18: with replicas, each one's changes reach the dashboards of all (replica/feed-bus.ts).
  const owner = replicaId();
  const virtualNow = (): number | null => (baseClock.kind === 'virtual' ? baseClock.now() : null);
  const bus = opened.notifications ? new FeedBus({ origin: owner, virtualNow, logger }) : null;
  const feed = new OperatorFeed(bus ? { relay: bus } : {});
  const store = feed.wrap(records.wrap(opened));
  const sharedClock = quiescence && opened.sandboxClock
    ? new SharedVirtualClock({ clock: baseClock as VirtualClock, sandbox: opened.sandboxClock, feed, logger })
    : null;
  // An advance waits for this replica's store calls too: on PostgreSQL each is a round trip.
  if (quiescence) (baseClock as VirtualClock).waitForIdle(quiescence);
  if (bus && opened.notifications) {
    const channelOf = opened.notifications.bind(opened);
    await bus.connect((handlers) => channelOf(FEED_CHANNEL, handlers), feed, {
      clockMoved: (nowMs) => sharedClock?.heard(nowMs),
      resync: () => sharedClock?.resync(),
    });
  }
  // Issue #18: replicas share the timed work through leases on the database; one process owns it otherwise.
  const shared = store.kind === 'postgres';
  const keeper = shared
    ? new LeaseKeeper({ store, owner, leaseMs: config.store.leaseMs, wallNow: Date.now, logger })
    : null;
  const replica = keeper
    ? { owner: keeper.lease().owner, lease: () => keeper.lease(), pollMs: Math.min(1_000, Math.floor(config.store.leaseMs / 3)) }
    : undefined;
  // A shared database is the truth once it has partners: the config seeds an empty one only.
  if (!shared || (await store.listPartners()).length === 0) await seedPartners(store, config.partners, timestamp(clock.now()));
  // The store wins over the config (a data dir or a shared database keeps operators' changes): say where they differ.
  for (const { partnerId, difference } of partnerDrift(config.partners, await store.listPartners())) {
    logger.warn({ partnerId }, `config: partner ${partnerId} ${difference}; the stored partner is kept`);
  }
  const ernParser = createErnParsePool({
    threads: config.xml.parseThreads,
    bufferBudgetBytes: config.xml.bufferBudgetBytes,
    heapMb: parseThreadHeapMb(config.xml.maxBytes),
    limits: config.xml.limits,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // Receivers are trusted by the CAs of webhooks.caFile and outbound.caFile (besides Node's own).
  const webhookCa = [config.webhooks.ca, config.outbound.ca].filter((pem) => pem !== null).join('\n');
  const webhooks = new WebhookDispatcher({
    store,
    clock,
    seam,
    checkEvents: config.faults.length === 0,
    seed: config.seed,
    logger,
    settings: {
      timeoutMs: config.webhooks.timeoutMs,
      concurrencyPerReceiver: config.webhooks.concurrencyPerReceiver,
      ...(webhookCa === '' ? {} : { ca: webhookCa }),
      faults: config.webhooks.faults,
      allowHttpLoopback: config.allowHttpLoopback,
      addresses: outboundPolicy(config).addresses,
      userAgent: options.userAgent ?? 'partner-ingest-kit-mock',
      signWithAllKeys: config.webhooks.signWithAllKeys,
    },
    ...(replica ? { replica } : {}),
  });
  const runner = new IngestRunner({
    store,
    clock,
    seam,
    fetch: options.fetch,
    config,
    logger,
    ...(replica ? { replica } : {}),
  });
  // The webhooks listen to the runner: an ingest's terminal state and its events commit together (the outbox).
  const { onFinished } = options;
  if (onFinished) {
    runner.events.on('ingest.finished', (row) => {
      onFinished(row);
    });
  } else {
    runner.events.on('ingest.finished', async (row, unit) => {
      await webhooks.createEvents(row, unit);
    });
  }
  // Replicas share PostgreSQL: each request reads its key from the store; one process owns the others.
  const keys: ApiKeys = store.kind === 'postgres'
    ? new StoreKeys((digest) => store.findApiKey(digest))
    : new ApiKeyIndex(() => store.listPartners());
  await keys.refresh();
  const parts: MockParts = {
    config,
    store,
    clock,
    rng: createRng(config.seed),
    ernParser,
    logger,
    keys,
    runner,
    records,
    seam,
    webhooks,
    feed,
    rateLimiter: config.rateLimit ? new RateLimiter(config.rateLimit, () => clock.now()) : null,
  };
  const app = await buildApp(parts);
  // Reads your writes (issue #18): the clock another replica advanced is this request's clock too. Not /healthz:
  // it answers within 2 s of losing the database, and says nothing about time.
  if (sharedClock) {
    app.addHook('onRequest', async (request) => {
      if (request.url !== healthPath) await sharedClock.catchUp();
    });
  }
  let url: string;
  try {
    url = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await ernParser.close();
    await bus?.close();
    await store.close();
    throw error;
  }
  keeper?.start();
  await webhooks.start();
  const resumed = await runner.resumeAll();
  if (resumed > 0) logger.info({ resumed }, 'resumed processing ingests');
  let closing: Promise<void> | undefined;
  return {
    app,
    parts,
    url: url.replace('[::1]', 'localhost'),
    resumed,
    close() {
      closing ??= (async () => {
        // Open live streams would keep app.close() waiting.
        feed.close();
        await app.close();
        await ernParser.close();
        await runner.stop();
        await webhooks.stop();
        // What this replica still held goes to the others at once, not when its leases end.
        await keeper?.stop();
        await bus?.close();
        await store.close();
      })();
      return closing;
    },
  };
}
