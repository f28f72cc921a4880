/**
 * A benchmark target in its own process, so that it has a core to itself and autocannon (in the bench
 * process) does not share its event loop. Started by targets.ts with an IPC channel, the Node flags of
 * `ingest-kit mock` (mock-server/src/node-flags.ts) and no tsx: Node strips this file's types (with
 * mock-server/src/source-imports.ts for its `.js` imports), and the mock is the compiled one in dist/, as
 * the `ingest-kit` command runs it.
 *
 *   node <flags> --import ./mock-server/src/source-imports.ts scripts/bench/serve.ts mock [--ern-validation <mode>]
 *                                                                                          the mock server, logs off
 *   node <flags> --import ./mock-server/src/source-imports.ts scripts/bench/serve.ts bare       bare Fastify, one route
 *                                                                                          answering the record it is sent
 *   node <flags> --import ./mock-server/src/source-imports.ts scripts/bench/serve.ts webhooks --webhook-url <url> [--data-dir <dir>]
 *   node <flags> --import ./mock-server/src/source-imports.ts scripts/bench/serve.ts relay --target <url>
 *                                                                                          a bare TCP relay to <url>
 *
 * `mock` and `webhooks` take `--data-dir <dir>` (SQLite) or `--database-url <url>` (PostgreSQL; several of them on one
 * database are replicas of one sandbox).
 *
 * It answers `{ type: 'ready', url }` once listening (`bare` first waits for `{ type: 'record' }`), answers
 * `{ type: 'ledger' }` with the delivery ledger counted from the store (`webhooks`), and exits on SIGTERM
 * or when the bench process goes away.
 */
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { pino } from 'pino';
import type * as ConfigModule from '../../mock-server/src/config.js';
import type * as ServerModule from '../../mock-server/src/server.js';
import type { Store } from '../../mock-server/src/store/types.js';
import { type BenchMessage, benchApiKey, benchPartnerId, type LedgerCounts, lookupRoute, type ServeMessage } from './protocol.js';

/** The mock as `ingest-kit mock` runs it: compiled to dist/ by tsc (scripts/bench.ts builds it first). */
function compiled(module: string): string {
  return new URL(`../../dist/mock-server/src/${module}`, import.meta.url).href;
}
const { resolveConfig } = await import(compiled('config.js')) as typeof ConfigModule;
const { startMockServer } = await import(compiled('server.js')) as typeof ServerModule;

interface Served {
  url: string;
  close: () => Promise<void>;
  /** Only the `webhooks` target counts its ledger. */
  store?: Store;
}

/** The store flags of `mock` and `webhooks`: as `ingest-kit mock --data-dir` or `--database-url` set them. */
const storeOptions = { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } } as const;

function storeFlags(values: { 'data-dir'?: string | undefined; 'database-url'?: string | undefined }): ConfigModule.MockFlags {
  return {
    ...(values['data-dir'] === undefined ? {} : { dataDir: values['data-dir'] }),
    ...(values['database-url'] === undefined ? {} : { databaseUrl: { url: values['database-url'], from: '--database-url' as const } }),
  };
}

async function startMock(args: string[]): Promise<Served> {
  const { values } = parseArgs({ args, options: { 'ern-validation': { type: 'string' }, ...storeOptions } });
  const mode = values['ern-validation'];
  const config = resolveConfig(
    {
      partners: [{ id: benchPartnerId, apiKeys: [benchApiKey] }],
      // Files "load" for an hour: resource loading never competes with the requests measured.
      resources: { mode: 'simulate', simulate: { minDuration: '1h', maxDuration: '1h' } },
    },
    // As `ingest-kit mock --ern-validation <mode>` sets it (report when not given).
    { port: 0, logLevel: 'silent', ...storeFlags(values), ...(mode === undefined ? {} : { ernValidation: mode as ConfigModule.ErnValidationMode }) },
    'bench',
  );
  const mock = await startMockServer(config, { logger: pino({ level: 'silent' }) });
  return { url: mock.url, close: () => mock.close() };
}

/**
 * The mock of the delivery figure: the bench partner with the receiver's URL, every file "loaded" at once
 * (simulate mode, 0 ms), and the rest as shipped (real clock, webhooks.concurrencyPerReceiver 8, timeout
 * 10 s, no faults). When its ingests complete is decided by each create's `Prefer: scenario=slow`.
 */
async function startWebhooks(args: string[]): Promise<Served> {
  const { values } = parseArgs({ args, options: { 'webhook-url': { type: 'string' }, 'retain': { type: 'string' }, ...storeOptions } });
  const webhookUrl = values['webhook-url'];
  if (webhookUrl === undefined) throw new Error('serve.ts webhooks: --webhook-url <url> is required');
  const config = resolveConfig(
    {
      partners: [{ id: benchPartnerId, apiKeys: [benchApiKey], webhookUrl }],
      resources: { mode: 'simulate', simulate: { minDuration: 0, maxDuration: 0 } },
      // The burst counts its whole run in the ledger: the memory store keeps it all (the memory rows keep the defaults).
      ...(values.retain === undefined
        ? {}
        : { limits: { retainTerminalIngests: Number(values.retain), retainEvents: Number(values.retain) } }),
    },
    { port: 0, logLevel: 'silent', ...storeFlags(values) },
    'bench',
  );
  const mock: ServerModule.RunningMock = await startMockServer(config, { logger: pino({ level: 'silent' }) });
  return { url: mock.url, close: () => mock.close(), store: mock.parts.store };
}

function nextMessage(): Promise<BenchMessage> {
  return new Promise((resolve) => process.once('message', resolve));
}

async function startBare(): Promise<Served> {
  const message = await nextMessage();
  if (message.type !== 'record') throw new Error('serve.ts bare: the first message must be { type: "record", record }');
  const { record } = message;
  const app = Fastify({ logger: false });
  app.get(lookupRoute, async () => record);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/**
 * A bare TCP relay: each client connection piped to a connection of its own to the target, nothing parsed, judged
 * or printed. What it costs is what any proxy that is a process of its own costs at least: two more socket hops
 * an exchange, and a third process on the cores (the proxy's figure, bench/proxy.ts).
 */
async function startRelay(args: string[]): Promise<Served> {
  const { values } = parseArgs({ args, options: { target: { type: 'string' } } });
  if (values.target === undefined) throw new Error('serve.ts relay: --target <url> is required');
  const target = new URL(values.target);
  const sockets = new Set<Socket>();
  const server = createServer({ noDelay: true }, (client) => {
    const upstream = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => {
        resolve();
      });
    }),
  };
}

/** Counts the whole ledger straight from the store (the operator API lists at most 1,000 events). */
async function countLedger(store: Store): Promise<LedgerCounts> {
  const all = Number.MAX_SAFE_INTEGER;
  const events = { pending: 0, delivered: 0, lost: 0, undeliverable: 0 };
  let attempts = 0;
  let failedAttempts = 0;
  const failures = new Map<string, number>();
  for (const state of ['pending', 'delivered', 'lost', 'undeliverable'] as const) {
    const listed = await store.listEvents({ state, limit: all });
    events[state] = listed.length;
    for (const event of listed) {
      const tried = await store.listAttempts(event.eventId);
      attempts += tried.length;
      for (const attempt of tried) {
        if (attempt.outcome === 'succeeded') continue;
        failedAttempts++;
        const cause = `${state} event, attempt ${attempt.number} ${attempt.outcome}: ${attempt.error ?? 'no error recorded'}`;
        failures.set(cause, (failures.get(cause) ?? 0) + 1);
      }
    }
  }
  const ingests = { processing: 0, completed: 0, failed: 0 };
  for (const status of ['processing', 'completed', 'failed'] as const) ingests[status] = (await store.listIngests({ status, limit: all })).length;
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number): number => Math.round(bytes / 1024 / 102.4) / 10;
  return {
    store: store.kind,
    events,
    attempts,
    failedAttempts,
    failures: [...failures].slice(0, 5).map(([cause, count]) => `${cause} (×${count})`),
    ingests,
    memoryMb: { rss: mb(rss), heapTotal: mb(heapTotal), heapUsed: mb(heapUsed), external: mb(external), arrayBuffers: mb(arrayBuffers) },
  };
}

function send(message: ServeMessage): void {
  process.send?.(message);
}

const [target, ...args] = process.argv.slice(2);
try {
  if (!process.send) throw new Error('serve.ts is started by scripts/bench.ts with an IPC channel');
  const starts: Record<string, () => Promise<Served>> = {
    mock: () => startMock(args),
    bare: startBare,
    webhooks: () => startWebhooks(args),
    relay: () => startRelay(args),
  };
  const start = starts[String(target)];
  if (!start) throw new Error(`serve.ts: unknown target ${String(target)}; use mock, bare, webhooks or relay`);
  const server = await start();
  const stop = (): void => {
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  // The bench process ended (or crashed): never outlive it.
  process.once('disconnect', stop);
  process.on('message', (message: BenchMessage) => {
    if (message.type !== 'ledger' || !server.store) return;
    countLedger(server.store).then((ledger) => {
      send({ type: 'ledger', ledger });
    }, (error: unknown) => {
      send({ type: 'failed', message: `counting the ledger failed: ${error instanceof Error ? error.message : String(error)}` });
    });
  });
  send({ type: 'ready', url: server.url });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
