import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  INGEST_ID_BASE, type IngestRow, type PartnerRecord, type ResourceFileRecord, type Store, type WebhookAttemptRecord,
  type WebhookEventRecord,
} from '../../../mock-server/src/store/index.js';
import { StoreUnavailableError } from '../../../mock-server/src/store/unavailable.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A partner with two keys (the first revoked) and no webhook URL. */
export function partner(overrides: Partial<PartnerRecord> = {}): PartnerRecord {
  return {
    id: 'partner-a',
    active: true,
    webhookUrl: null,
    apiKeys: [
      { id: 'key_1', key: 'pk_test_old', createdAt: '2025-01-01T00:00:00.000Z', revokedAt: '2025-02-01T00:00:00.000Z' },
      { id: 'key_2', key: 'pk_test_current', createdAt: '2025-02-01T00:00:00.000Z', revokedAt: null },
    ],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-02-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A processing ingest with two resource files (see {@link ingestFiles}), the second planned to fail. */
export function ingest(ingestId: string, overrides: Partial<IngestRow> = {}): IngestRow {
  return {
    ingestId,
    partnerId: 'partner-a',
    releaseId: `R-${ingestId}`,
    xmlUrlRedacted: `https://bucket.example/deliveries/${ingestId}/msg.xml`,
    ernVersion: '4.3',
    status: 'processing',
    receivedAt: '2025-03-01T12:00:00.000+00:00',
    completedAt: null,
    error: null,
    resources: { total: 2, completed: 0, failed: 0 },
    resourceCount: 2,
    firstFailure: null,
    plan: { scenario: 'completed', failLastFiles: 1, holdUntil: null },
    ...overrides,
  };
}

/**
 * The files of {@link ingest} `row`, as its counters say: the first `completed` loaded, the next `failed`
 * failed, the rest pending.
 */
export function ingestFiles(row: IngestRow): ResourceFileRecord[] {
  const { ingestId, resources } = row;
  const files: ResourceFileRecord[] = [
    {
      uri: `https://bucket.example/deliveries/${ingestId}/A1.flac`,
      hashSum: { algorithm: 'SHA256', value: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      resourceReference: 'A1',
      status: 'pending',
      simulatedDurationMs: 250,
    },
    { uri: `https://bucket.example/deliveries/${ingestId}/A2.jpg`, status: 'pending', simulatedDurationMs: 40 },
  ];
  return files.map((file, index) => {
    if (index < resources.completed) return { ...file, status: 'completed' };
    if (index < resources.completed + resources.failed) return { ...file, status: 'failed', failure: 'HTTP 403 from the resource URL' };
    return file;
  });
}

/** Inserts a new {@link ingest} row with its {@link ingestFiles}. */
export async function insert(store: Pick<Store, 'insertIngest'>, row: IngestRow): Promise<void> {
  await store.insertIngest(row, ingestFiles(row));
}

/** The same ingest after it failed: every field that changes on a transition is different. */
export function failed(row: IngestRow): IngestRow {
  return {
    ...row,
    status: 'failed',
    completedAt: '2025-03-01T12:00:05.000+00:00',
    error: { code: 'RESOURCE_FETCH_FAILED', message: '1 of 2 resource files failed to load' },
    resources: { total: 2, completed: 1, failed: 1 },
    firstFailure: { index: 1, uri: `https://bucket.example/deliveries/${row.ingestId}/A2.jpg`, failure: 'HTTP 403 from the resource URL' },
  };
}

/** Temporary folders for a test file; `removeAll()` in afterEach deletes them. */
export function tempDirs() {
  const dirs: string[] = [];
  return {
    make(): string {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'partner-ingest-store-'));
      dirs.push(dir);
      return dir;
    },
    removeAll(): void {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What crash-writer.fixture.ts saves for an id (then saves again through {@link failed}). */
export function crashWriterIngest(ingestId: string): IngestRow {
  return ingest(ingestId, { partnerId: `partner-${Number(ingestId) % 3}`, releaseId: `CRASH-${ingestId}` });
}

/**
 * Valid JSON that a JSON.parse + JSON.stringify round trip would not give back: keys out of order,
 * spaces and a newline, escapes as written (`\u00e9`, `\u0000`, `\/`), `1.50`, characters outside the
 * BMP, right-to-left text, a raw U+2028 and a lone surrogate. The store must return it unchanged (spec 6.4).
 */
export const UNUSUAL_BODY = '{"eventType":"ingest", "eventId":"evt_1",\n  "occurredAt":"2025-03-01T12:00:05.000+00:00",'
  + '"data":{"title":"Beyoncé \\u00e9 — Ünïcødé 🎵𝄞 مرحبا \u2028 \\u0000 \ud800 end","url":"https:\\/\\/x.example\\/a","n":1.50,"z":{},"a":[]}}';

/** A pending event of ingest 1700000001, due at 1_740_830_400_000 (2025-03-01T12:00:00Z). */
export function webhookEvent(overrides: Partial<WebhookEventRecord> = {}): WebhookEventRecord {
  return {
    eventId: 'evt_1',
    seq: 1,
    partnerId: 'partner-a',
    ingestId: '1700000001',
    eventType: 'ingest',
    occurredAt: '2025-03-01T12:00:05.000+00:00',
    body: UNUSUAL_BODY,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 1_740_830_400_000,
    faults: [{ name: 'reorder', detail: 'held back behind evt_2' }],
    createdAt: '2025-03-01T12:00:05.000Z',
    updatedAt: '2025-03-01T12:00:05.000Z',
    ...overrides,
  };
}

/** The first attempt of evt_1, in flight. */
export function webhookAttempt(overrides: Partial<WebhookAttemptRecord> = {}): WebhookAttemptRecord {
  return {
    eventId: 'evt_1',
    number: 1,
    kind: 'scheduled',
    url: 'https://hooks.partner-a.example/ingest',
    startedAt: '2025-03-01T12:00:06.000Z',
    finishedAt: null,
    durationMs: null,
    outcome: 'in-flight',
    statusCode: null,
    error: null,
    signatureHeader: 't=1740830406,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
    requestHeaders: {
      'content-type': 'application/json',
      'content-length': '212',
      'user-agent': 'partner-ingest-kit-mock',
      'x-service-signature': 't=1740830406,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
    },
    responseBody: null,
    responseBodyTruncated: false,
    faults: ['stale-timestamp'],
    ...overrides,
  };
}

/** The same attempt once it failed: every field that changes when an attempt ends is different. */
export function attemptFailed(attempt: WebhookAttemptRecord): WebhookAttemptRecord {
  return {
    ...attempt,
    finishedAt: '2025-03-01T12:00:16.000Z',
    durationMs: 10_000,
    outcome: 'failed',
    statusCode: 503,
    error: 'HTTP 503',
    // A receiver's answer: any bytes, kept as text (truncated at 4 KiB).
    responseBody: '<h1>Service "Unavailable"</h1>\u0000\n\u{1F600} é',
    responseBodyTruncated: true,
  };
}

/** The event crash-writer.fixture.ts saves with the failed ingest `ingestId`, in the same transaction. */
export function crashWriterEvent(ingestId: string): WebhookEventRecord {
  return webhookEvent({
    eventId: `evt_${ingestId}`,
    seq: Number(ingestId) - INGEST_ID_BASE,
    partnerId: `partner-${Number(ingestId) % 3}`,
    ingestId,
  });
}

/** The attempt crash-writer.fixture.ts saves with {@link crashWriterEvent}. */
export function crashWriterAttempt(ingestId: string): WebhookAttemptRecord {
  return webhookAttempt({ eventId: `evt_${ingestId}` });
}

/**
 * Tries to change a record a store returned: a store may hand out a frozen record (the change throws a
 * TypeError) or a copy of its own (the change goes through, on the copy). Either way the store must not change.
 */
export function tryToChange(change: () => unknown): void {
  try {
    change();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
}

/**
 * `store` with every call, on it, on a unit's `tx` and on a unit itself (`transaction`), passed through `around`:
 * it gets the operation's name, its arguments and the call to make, and returns what the caller gets.
 */
export function interceptStore(store: Store, around: (name: string, args: unknown[], call: () => unknown) => unknown): Store {
  function wrap<T extends object>(ops: T): T {
    return new Proxy(ops, {
      get(target, name: string | symbol) {
        const value: unknown = Reflect.get(target, name);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => around(String(name), args, () => {
          if (name !== 'transaction') return Reflect.apply(value, target, args) as unknown;
          const fn = args[0] as (tx: object) => Promise<unknown>;
          return Reflect.apply(value, target, [(tx: object) => fn(wrap(tx))]) as unknown;
        });
      },
    });
  }
  return wrap(store);
}

export interface Outage {
  store: Store;
  down(isDown: boolean): void;
  blip(operation: string, skip?: number): void;
  /** Resolves at the next call of `operation` that the outage refuses. */
  refused(operation: string): Promise<void>;
}

/**
 * `store` with a switch for its database: while `down`, every call on it, on a unit's `tx` and on a unit itself fails
 * with StoreUnavailableError, as the PostgreSQL store's do while PostgreSQL is stopped (issue #18); a `blip` fails
 * the next call of one operation only.
 */
export function withOutage(store: Store): Outage {
  let isDown = false;
  /** Operation -> how many of its calls still succeed before one fails. */
  const blips = new Map<string, number>();
  const waiting: { operation: string; resolve: () => void }[] = [];
  const refuse = (name: string): Promise<never> => {
    for (const waiter of waiting.filter((w) => w.operation === name)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
    return Promise.reject(new StoreUnavailableError(name, 'the test stopped the database'));
  };
  const blipped = (name: string): boolean => {
    const skip = blips.get(name);
    if (skip === undefined) return false;
    if (skip > 0) blips.set(name, skip - 1);
    else blips.delete(name);
    return skip === 0;
  };
  return {
    store: interceptStore(store, (name, _args, call) => (isDown || blipped(name)
      ? refuse(name)
      : call())),
    down: (next) => {
      isDown = next;
    },
    /** The call of `operation` after `skip` more alone fails: a connection lost for one statement. */
    blip: (operation, skip = 0) => {
      blips.set(operation, skip);
    },
    refused: (operation) => new Promise<void>((resolve) => {
      waiting.push({ operation, resolve });
    }),
  };
}
