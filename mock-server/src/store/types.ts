/**
 * The mock server's state, behind one interface: in memory by default, embedded SQLite (node:sqlite) with
 * `--data-dir`, PostgreSQL (`pg`) with `--database-url`, where several replicas share it (issue #18). Calls are
 * asynchronous, and every write is durable when its promise resolves, so a kill -9 loses nothing that was
 * acknowledged. Records read from a store are the caller's to read, never to change: the memory store hands out
 * its own frozen copies (a change throws), and a change reaches the store only through a save.
 *
 * One piece: the Store interface and every record it reads and writes are one contract, which the three stores and
 * the behaviour suite (test/mock-server/store/) follow; split, a record would drift from the method that keeps it.
 */

import type { components } from '../../../generated/openapi.js';
import type { ErnValidationMode } from '../config/settings.js';
import type { Finding, PreflightNotice } from '../ern/preflight/types.js';
import type { ReleaseSummary } from '../ern/release/summary.js';
import type { WebhookFaultName, WebhookFaults } from '../webhooks/faults.js';

export type { WebhookFaultName, WebhookFaults } from '../webhooks/faults.js';

/** A partner API key. The key itself is kept: it is also the partner's webhook signing secret (spec 6.3). */
export interface ApiKeyRecord {
  /** Stable id to refer to the key without repeating it, e.g. `key_3`. */
  id: string;
  key: string;
  createdAt: string;
  /** Set when revoked; a revoked key answers 401 (spec 5). */
  revokedAt: string | null;
}

/** What {@link StoreOps.findApiKey} finds: the partner and the key of a digest. */
export interface ApiKeyMatch {
  partner: PartnerRecord;
  key: ApiKeyRecord;
}

export interface PartnerRecord {
  id: string;
  /** false: every request answers 403 PROVIDER_INACTIVE (spec 5, 7). */
  active: boolean;
  /** The registered webhook URL (spec 4.4), or null. */
  webhookUrl: string | null;
  /** In order of issue; the last one not revoked is the current key. */
  apiKeys: ApiKeyRecord[];
  /** Delivery faults injected for this partner (off when absent); see webhooks/faults.ts. */
  webhookFaults?: WebhookFaults;
  createdAt: string;
  updatedAt: string;
}

/** The contract's ingest status (openapi.yaml IngestStatus, spec 2.1, 3): written there, not here. */
export type IngestStatus = components['schemas']['IngestStatus'];
export type ResourceFileStatus = 'pending' | 'completed' | 'failed';

/** One resource file of an ingest (spec 3: "resource files load asynchronously"). */
export interface ResourceFileRecord {
  /** Absolute URL of the file. May carry a pre-signed query: never log it whole. */
  uri: string;
  hashSum?: { algorithm: string; value: string };
  resourceReference?: string;
  status: ResourceFileStatus;
  /** Why the file failed, for the ingest's error message and the operator API. */
  failure?: string;
  /** How long the file "loads" in `simulate` mode (ms), drawn at create time (seeded) so a restart keeps it. */
  simulatedDurationMs?: number;
}

/** A file of an ingest with its place in the ingest's file list (0-based, the order of the message). */
export interface IndexedFile {
  index: number;
  file: ResourceFileRecord;
}

/** How a resource file ended, as {@link Store.recordFileOutcome} records it. */
export type FileOutcome = { status: 'completed' } | { status: 'failed'; failure: string };

/** Spec 2.1's `resources` counters of an ingest. Pending files: `total - completed - failed`. */
export interface ResourceCounts {
  total: number;
  completed: number;
  failed: number;
}

/** What a scenario decided for an ingest at create time, kept so that a restart resumes the same plan. */
export interface IngestPlan {
  /** Name of the scenario that applies (`completed` when none was asked for). */
  scenario: string;
  /**
   * How many files, the last ones of the list, are made to fail without being fetched (a number, not a list
   * of indexes: the plan stays a few bytes for a release of 200,000 files).
   */
  failLastFiles: number;
  /**
   * Earliest store time (wall-clock ms since epoch, the simulated duration already converted by the clock) at which
   * the ingest may reach a terminal state.
   */
  holdUntil: number | null;
  /** Delivery faults the scenario asks for, on top of the partner's. */
  webhookFaults?: WebhookFaults;
}

/**
 * An ingest as stored, without its files: those are rows of their own (one per file, {@link Store.insertIngest},
 * {@link Store.recordFileOutcome}), so that recording one file's outcome costs the same for 2 files or 200,000.
 * The counters are kept by the lifecycle (ingest/lifecycle.ts) and saved with each file outcome, in one transaction.
 */
export interface IngestRow {
  ingestId: string;
  partnerId: string;
  releaseId: string;
  /** The xmlUrl without its query string (the pre-signed signature is not kept). */
  xmlUrlRedacted: string;
  ernVersion: string;
  status: IngestStatus;
  receivedAt: string;
  completedAt: string | null;
  error: { code: string; message: string } | null;
  /** Spec 2.1: how many files the ingest has, and how many of them loaded or failed so far. */
  resources: ResourceCounts;
  /**
   * How many distinct resources (ResourceReference, else the URI) the files belong to: spec 2.1 counts files,
   * and the `total-counts-resources` fault reports this instead.
   */
  resourceCount: number;
  /** The failed file of lowest index (its URI without the query), for the error message; null while none failed. */
  firstFailure: { index: number; uri: string; failure: string } | null;
  plan: IngestPlan;
  /**
   * The ResourceReference of the release's front cover (issue #16): in `fetch` mode the first of its files that
   * loads is kept (`ern.keepCoverBytes`, within `ern.keepTotalBytes`) for the dashboard. Absent: no
   * cover, or not kept.
   */
  coverResourceReference?: string;
}

/**
 * What the create read of an ingest's release (issue #16), written once with the ingest and never changed: the
 * operator API and the dashboard show it. Kept apart from {@link IngestRow}, which is saved at every file outcome.
 */
export interface IngestReleaseRecord {
  /** The preflight mode the create ran (config `ern.validation`, the partner's, or `Prefer: validation=`). */
  validation: ErnValidationMode;
  /** The main release; null only for an ingest made before the mock read releases (a create refuses a message without one). */
  release: ReleaseSummary | null;
  /** The preflight's findings (none in `off` mode), at most {@link MAX_STORED_FINDINGS}. */
  findings: Finding[];
  /** How many findings the preflight reported; more than `findings.length` when some were left out. */
  findingsTotal: number;
  /** What the preflight did not check (a declared release profile without rules, issue #32); absent: nothing to say. */
  notices?: PreflightNotice[];
  /**
   * The message's size in bytes; its bytes are an {@link IngestBlobKind} `message` when within `ern.keepMessageBytes`
   * (and not let go for `ern.keepTotalBytes`).
   */
  messageBytes: number;
}

/** Most findings kept with an ingest: a message of 200,000 unused resources must not keep 200,000 warnings. */
export const MAX_STORED_FINDINGS = 1000;

/**
 * An {@link IngestReleaseRecord} as JSON text, what every store keeps: made once, where the create's preflight ran
 * (ingest/preflight-job.ts, on a parse thread), so that the record's objects never cross to the event loop.
 */
export type IngestReleaseJson = string & { readonly ingestReleaseJson: unique symbol };

/** The JSON text of a release record, as a store takes it. */
export function ingestReleaseJson(record: IngestReleaseRecord): IngestReleaseJson {
  return JSON.stringify(record) as IngestReleaseJson;
}

/** Bytes kept with an ingest for the dashboard: the message's XML, the front-cover file the mock loaded. */
export type IngestBlobKind = 'message' | 'cover';

/**
 * What a store keeps at most (config `limits.retainTerminalIngests`, `limits.retainEvents`, `ern.keepTotalBytes`):
 * ingests in a terminal state and events no longer pending, the oldest dropped first, and the bytes kept with
 * ingests (messages and covers) in all, the first kept dropped first, after retention. Bytes over `keptBytes` by
 * themselves are not kept (nor what they replace).
 */
export interface RetentionLimits {
  terminalIngests: number;
  events: number;
  /** Absent: only the ingests' retention bounds the kept bytes. */
  keptBytes?: number | undefined;
}

/** Where an event stands in the delivery ledger (spec 6.4). */
export type WebhookEventState =
  /** Waiting for its next attempt (`nextAttemptAt`), or with an attempt in flight (`nextAttemptAt` null). */
  | 'pending'
  /** An attempt got a 2xx within the timeout. */
  | 'delivered'
  /** Every attempt failed (1 + the retry schedule's length): the partner recovers by polling. */
  | 'lost'
  /** The partner had no webhook URL when the event was created. */
  | 'undeliverable';

export interface WebhookFaultMark {
  name: WebhookFaultName;
  detail: string;
}

/** An outgoing webhook event: the outbox row, kept durably until it is delivered or lost. */
export interface WebhookEventRecord {
  eventId: string;
  /** Creation order, per server: breaks ties between events due at the same time. */
  seq: number;
  partnerId: string;
  /** The ingest whose terminal state caused the event. */
  ingestId: string;
  eventType: string;
  occurredAt: string;
  /** The exact body (JSON text) every attempt sends, byte for byte (spec 6.4: same event, same body). */
  body: string;
  state: WebhookEventState;
  /** Scheduled attempts started so far (fault-injected extra deliveries not counted). */
  attempts: number;
  /** When the next scheduled attempt is due (ms since epoch), or null (in flight, or finished). */
  nextAttemptAt: number | null;
  faults: WebhookFaultMark[];
  createdAt: string;
  updatedAt: string;
}

export type WebhookAttemptKind =
  /** The first delivery or a retry by the schedule. */
  | 'scheduled'
  /** `POST /_operator/events/{eventId}/resend`. */
  | 'resend'
  /** An injected fault: a second delivery of the same event. */
  | 'duplicate'
  | 'redeliver-after-success';

/** One HTTP attempt of an event, as the ledger shows it. */
export interface WebhookAttemptRecord {
  eventId: string;
  /** 1, 2, 3… over every attempt of the event, whatever its kind. */
  number: number;
  kind: WebhookAttemptKind;
  url: string;
  startedAt: string;
  /** null while in flight. */
  finishedAt: string | null;
  durationMs: number | null;
  /**
   * `interrupted`: still in flight when the mock's process stopped; set on restart (webhooks/dispatcher.ts
   * start()). Not the receiver's failure: a scheduled attempt interrupted is made again and not counted.
   */
  outcome: 'in-flight' | 'succeeded' | 'failed' | 'interrupted';
  statusCode: number | null;
  /** Why it failed: `HTTP 500`, `timeout after 10000 ms`, `ECONNREFUSED`, `interrupted`… */
  error: string | null;
  /** The X-Service-Signature header sent (signatures are HMACs, not secrets). */
  signatureHeader: string;
  /**
   * Every request header the mock set, names in lower case (`content-type`, `content-length`, `user-agent`,
   * `x-service-signature`); Node adds only `host` and `connection`. `{}` on attempts recorded before the
   * ledger kept headers.
   */
  requestHeaders: Record<string, string>;
  /**
   * The body sent, only when it is not the event's `body` byte for byte (an implementation fault or variant
   * changed it); absent: the event's `body` was sent.
   */
  requestBody?: string;
  /**
   * The start of the receiver's response body as UTF-8 (its first 4 KiB, `responseBodyLimit` of webhooks/http-post.ts;
   * spec 4.3 says it is ignored: kept for the operator), or null when no response arrived (yet).
   */
  responseBody: string | null;
  /** The response body was longer than what `responseBody` keeps. */
  responseBodyTruncated: boolean;
  /** Faults applied to this attempt, e.g. `stale-timestamp`. */
  faults: WebhookFaultName[];
}

export interface WebhookEventFilter {
  partnerId?: string;
  ingestId?: string;
  state?: WebhookEventState;
  /** At most this many, newest first. Default 100. */
  limit?: number;
}

export interface IngestFilter {
  partnerId?: string;
  status?: IngestStatus;
  /** At most this many, newest first. Default 100. */
  limit?: number;
}

/**
 * Who holds a piece of timed work (issue #18): a replica's id, chosen at its start, and the wall-clock time (ms
 * since the epoch, the replica's own clock, never the virtual one: a lease is about a live process) its lease
 * ends. A replica renews the leases of what it is still doing ({@link StoreOps.renewLeases}); once a lease has
 * ended, another replica may take the work over.
 */
export interface LeaseRequest {
  owner: string;
  /** Wall-clock now, ms since the epoch. */
  now: number;
  /** How long the lease lasts from `now` (config `store.lease`, default 15 s). */
  leaseMs: number;
}

/**
 * The operations on the state, outside a transaction (on the {@link Store}) or inside one (on the `tx` handed to
 * {@link StoreOps.transaction}'s function). Every call is asynchronous: the PostgreSQL store goes over the network;
 * the memory and SQLite stores answer at once. A write has happened, durably, when its promise resolves.
 */
export interface StoreOps {
  listPartners(): Promise<PartnerRecord[]>;
  getPartner(id: string): Promise<PartnerRecord | undefined>;
  /** Inserts or replaces the partner; its keys' digests are indexed in the same write ({@link findApiKey}). */
  savePartner(partner: PartnerRecord): Promise<void>;
  /**
   * The partner holding the key whose digest is `digest` (SHA-256, base64: store/api-keys.ts `apiKeyDigest`), with
   * that key's record, while it is not revoked; undefined otherwise. An indexed lookup, never a walk over every
   * partner; what the last committed savePartner says, whichever process made it. Digests, never keys, are indexed.
   */
  findApiKey(digest: string): Promise<ApiKeyMatch | undefined>;

  /**
   * A new, never reused, numeric-looking ingest id (spec 2.1: the service assigns it; nothing more is promised), e.g.
   * `1700000001`, counting up. Taken inside a unit that rolls back, the id is handed out again or never, as the
   * store's {@link Store.sequenceGaps} says.
   */
  allocateIngestId(): Promise<string>;
  /**
   * Inserts a new ingest with its resource files, `files[i]` at index i. Rejects if the id is taken, or if
   * `ingest.resources` does not count `files`. With `lease`, the new ingest is held by its creator from the start
   * (the replica that answered the 201 loads its files), when it is `processing`: a finished ingest is held by nobody.
   */
  insertIngest(ingest: IngestRow, files: readonly ResourceFileRecord[], lease?: LeaseRequest): Promise<void>;
  /**
   * Replaces the fields of an existing ingest (status, counters, error…); its files stay as they are, and so does
   * who holds it while it is `processing`. A finished ingest (completed, failed) is held by nobody: the save that
   * finishes it lets go of its claim, in the same write. Rejects for an unknown id: an ingest is created with its
   * files by {@link insertIngest}.
   */
  saveIngest(ingest: IngestRow): Promise<void>;
  /**
   * {@link saveIngest} of each row, in order, as one write (PostgreSQL: one statement when no ingest comes twice): the
   * ingests a batch of lifecycle events moved. Rejects for an unknown id, saving none.
   */
  saveIngests(ingests: readonly IngestRow[]): Promise<void>;
  /**
   * The ingest, or undefined. Inside a transaction the row stays locked until the transaction ends (PostgreSQL:
   * `SELECT … FOR UPDATE`; the memory and SQLite stores run one transaction at a time), so a read, a decision and a
   * save of one ingest by two workers cannot interleave.
   */
  getIngest(ingestId: string): Promise<IngestRow | undefined>;
  /**
   * {@link getIngest} of each id, in one read: the ingests found, by id (an unknown id is absent). Inside a unit every
   * one is locked, in the order of their ids (PostgreSQL), so two units locking overlapping sets never deadlock.
   */
  getIngests(ingestIds: readonly string[]): Promise<Map<string, IngestRow>>;
  /** File `index` of an ingest, or undefined. */
  getIngestFile(ingestId: string, index: number): Promise<ResourceFileRecord | undefined>;
  /** The files of an ingest in index order, from `offset` (default 0), at most `limit` (default all). */
  listIngestFiles(ingestId: string, page?: { offset?: number; limit?: number }): Promise<ResourceFileRecord[]>;
  /**
   * The pending files of an ingest with an index above `afterIndex` (-1: from the start), by index, at most
   * `limit`: the runner reads its next batch without walking the files it has already taken.
   */
  nextPendingFiles(ingestId: string, afterIndex: number, limit: number): Promise<IndexedFile[]>;
  /**
   * Records how a pending file ended, in place: one file changes, whatever the number of files. Resolves false,
   * changing nothing, when the file is unknown or not pending (an outcome is recorded once).
   */
  recordFileOutcome(ingestId: string, index: number, outcome: FileOutcome): Promise<boolean>;
  listIngests(filter?: IngestFilter): Promise<IngestRow[]>;
  /** Stores what the create read of an ingest's release (once, beside {@link insertIngest}). Rejects for an unknown id. */
  saveIngestRelease(ingestId: string, release: IngestReleaseJson): Promise<void>;
  getIngestRelease(ingestId: string): Promise<IngestReleaseRecord | undefined>;
  /** Keeps bytes of an ingest (its message, its cover), replacing any of that kind. Rejects for an unknown id. */
  saveIngestBlob(ingestId: string, kind: IngestBlobKind, bytes: Uint8Array): Promise<void>;
  /** A copy of the kept bytes, or undefined. */
  getIngestBlob(ingestId: string, kind: IngestBlobKind): Promise<Uint8Array | undefined>;
  /** The size of each kind of bytes kept for the ingest (a kind not kept is absent). */
  ingestBlobSizes(ingestId: string): Promise<Partial<Record<IngestBlobKind, number>>>;
  /** Every ingest still `processing`, oldest first. */
  listProcessingIngests(): Promise<IngestRow[]>;

  /**
   * The next value of a named counter ({@link SEQUENCE_NAMES}: key ids, event sequence numbers), from 1 upwards,
   * each counter on its own and never a value twice, persisted like the rest. Taken inside a unit that rolls back,
   * the value is handed out again or never, as the store's {@link Store.sequenceGaps} says.
   */
  nextSequence(name: SequenceName): Promise<number>;
  /**
   * The next `count` values of a counter at once, ascending: what `count` calls of {@link nextSequence} would hand
   * out, in one call (PostgreSQL: one round trip instead of `count`). A batch that may need several takes them ahead
   * (store/batch-tx.ts).
   */
  nextSequences(name: SequenceName, count: number): Promise<number[]>;

  /**
   * Runs `fn` as one unit: every write through `tx` commits together or not at all (an ingest's terminal state and
   * its webhook event, say). `fn` must do its reads and writes through `tx`, and no other I/O: a unit holds locks
   * (PostgreSQL) or the whole store (memory, SQLite) until it ends. A call on `tx` joins the unit as a savepoint: a
   * nested unit that rejects takes back its own writes only. Resolves with what `fn` resolves with.
   */
  transaction<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T>;

  /**
   * Inserts or replaces the event (the delivery outbox); who holds it does not change while it is `pending`. A
   * finished event (delivered, lost, undeliverable) is held by nobody: the save that finishes it lets go of its
   * claim, in the same write.
   */
  saveEvent(event: WebhookEventRecord): Promise<void>;
  /** {@link saveEvent} of each event, in order, as one write (PostgreSQL: one statement when no event comes twice). */
  saveEvents(events: readonly WebhookEventRecord[]): Promise<void>;
  getEvent(eventId: string): Promise<WebhookEventRecord | undefined>;
  /**
   * {@link getEvent} of each id, in one read: the events found, by id (an unknown id is absent). Inside a unit every
   * one is locked, in the order of their ids (PostgreSQL), so two units locking overlapping sets never deadlock.
   */
  getEvents(eventIds: readonly string[]): Promise<Map<string, WebhookEventRecord>>;
  listEvents(filter?: WebhookEventFilter): Promise<WebhookEventRecord[]>;
  /** Pending events whose `nextAttemptAt` is at or before `now`, earliest first (ties by seq), at most `limit`. */
  listDueEvents(now: number, limit: number): Promise<WebhookEventRecord[]>;
  /** The earliest `nextAttemptAt` of a pending event, or null when none is scheduled. */
  nextDueAt(): Promise<number | null>;
  /**
   * Inserts or replaces the attempt (keyed by eventId and number). With `event`, saves that event as
   * {@link saveEvent} does, in the same write (PostgreSQL: one statement): an attempt and the counters it moves.
   */
  saveAttempt(attempt: WebhookAttemptRecord, event?: WebhookEventRecord): Promise<void>;
  /**
   * {@link saveAttempt} for each item, in order, as one write (PostgreSQL: one statement when no two items save the
   * same attempt or the same event): the attempts of a batch of deliveries and the events they move.
   */
  saveAttempts(items: readonly AttemptWrite[]): Promise<void>;
  /** The attempts of an event, by number. */
  listAttempts(eventId: string): Promise<WebhookAttemptRecord[]>;
  /** Attempts still marked in flight: after a crash, the ones the process died during. */
  listInFlightAttempts(): Promise<WebhookAttemptRecord[]>;
  /**
   * What an attempt of each event is made from, in one read (webhooks/attempt.ts; PostgreSQL: one round trip for
   * the whole batch): the event (inside a unit, locked as by {@link getEvents}), with what {@link getPartner},
   * {@link listAttempts} and {@link getIngest} say of it; by event id, an unknown event absent.
   */
  getAttemptInputs(eventIds: readonly string[]): Promise<Map<string, AttemptInputs>>;

  /**
   * Timed work, shared by replicas (issue #18). Takes up to `limit` ingests still `processing` that nobody holds,
   * or whose holder's lease ended before `lease.now`, oldest first, and holds them for `lease.owner` until
   * `lease.now + lease.leaseMs`. Two replicas never take the same ingest (PostgreSQL: `FOR UPDATE SKIP LOCKED`).
   * The memory and SQLite stores serve one process: the same rule, with one owner in practice.
   */
  claimIngests(lease: LeaseRequest, limit: number): Promise<IngestRow[]>;
  /**
   * Takes up to `limit` pending events due at or before `now` (store time: the virtual clock's when it runs) that
   * nobody holds or whose holder's lease ended before `lease.now`, earliest first (ties by seq), and holds them for
   * `lease.owner`. With `dueAgainAt` (store ms), their `nextAttemptAt` becomes it in the same write, and they are
   * returned so: when they fall due again should the holder die before its attempt settles (the attempt's end sets
   * the real next due time). Without, it is left as it is.
   */
  claimDueEvents(now: number, lease: LeaseRequest, limit: number, dueAgainAt?: number): Promise<WebhookEventRecord[]>;
  /** Lets go of one ingest or event held by `owner` (work done, or handed back); nothing if another holds it. */
  releaseClaim(kind: 'ingest' | 'event', id: string, owner: string): Promise<void>;
  /** Extends to `lease.now + lease.leaseMs` every lease `lease.owner` still holds; resolves how many. */
  renewLeases(lease: LeaseRequest): Promise<number>;
  /** Lets go of everything `owner` holds (a graceful stop: the others take it over at once). */
  releaseLeases(owner: string): Promise<void>;

  /**
   * Deletes every ingest (with its release and kept bytes) and webhook event with its attempts (and, with
   * `{ partners: true }`, every partner). Sequences are kept.
   */
  reset(options?: { partners?: boolean }): Promise<void>;
}

/** One item of {@link StoreOps.saveAttempts}: an attempt, and the event it moves if any. */
export interface AttemptWrite {
  attempt: WebhookAttemptRecord;
  event?: WebhookEventRecord | undefined;
}

/** What an attempt of an event is made from ({@link StoreOps.getAttemptInputs}). */
export interface AttemptInputs {
  event: WebhookEventRecord;
  /** Its partner (webhook URL, keys, faults); undefined when there is no such partner. */
  partner: PartnerRecord | undefined;
  /** How many attempts the event has (listAttempts' length): the next one is number `attemptCount + 1`. */
  attemptCount: number;
  /** The delivery faults of its ingest's scenario (IngestPlan.webhookFaults); undefined when none, or no ingest. */
  ingestWebhookFaults: WebhookFaults | undefined;
}

/**
 * The counters of {@link StoreOps.nextSequence}, besides the ingest ids': written once here (the PostgreSQL store
 * keeps a SEQUENCE for each, postgres/migrations.ts 4, so a new one is a new migration there).
 */
export const SEQUENCE_NAMES = ['apiKey', 'webhookEvent'] as const;
export type SequenceName = (typeof SEQUENCE_NAMES)[number];

/** The state of the mock server: memory (default), SQLite (`--data-dir`) or PostgreSQL (`--database-url`). */
export interface Store extends StoreOps {
  readonly kind: 'memory' | 'sqlite' | 'postgres';
  /**
   * What a unit that rolls back does to the ingest ids and counter values it took ({@link StoreOps.allocateIngestId},
   * {@link StoreOps.nextSequence}). false (memory, SQLite: one unit at a time): they roll back with it and are handed
   * out again, so the numbers have no gaps. true (PostgreSQL): they are gone, never handed out, leaving a gap; the
   * counters are SEQUENCEs, which no unit locks, so that replicas creating at once never wait for each other's units.
   * Either way a value is never handed out twice, and each counter counts up. Spec 2.1 asks only that an ingest id be
   * the service's own; event ids are unique either way (webhooks/event-id.ts).
   */
  readonly sequenceGaps: boolean;
  /** Waits for writes in progress, then frees the store (its file, its pool). */
  close(): Promise<void>;
  /**
   * Whether the database answers now, within about 1.5 s (resolves false, never rejects): `/healthz` reports ready
   * only while it does (issue #18). Only stores with a database apart from the process have it (PostgreSQL).
   */
  ping?(): Promise<boolean>;
  /**
   * Replicas on one database (PostgreSQL, issue #18): the sandbox's clock as the database holds it, shared by every
   * replica. Absent in the stores of one process.
   */
  readonly sandboxClock?: SandboxClockOps;
  /** Replicas on one database (PostgreSQL): a channel of notifications between them (LISTEN/NOTIFY). */
  notifications?(channel: string, handlers: NotifyHandlers): NotifyChannel;
}

/** The sandbox's clock in a database that replicas share: its kind, and the virtual now (ms) of a virtual one. */
export interface SandboxClockRecord {
  kind: 'real' | 'virtual';
  nowMs: number | null;
}

export interface SandboxClockOps {
  /** Records this clock when the database has none yet (the first replica's); resolves the clock it holds. */
  claim(clock: SandboxClockRecord): Promise<SandboxClockRecord>;
  /** The shared virtual now (one small read), or null when the sandbox's clock is real. */
  now(): Promise<number | null>;
  /** Moves the shared virtual now forward to `nowMs`, never back; resolves the shared now. */
  moveTo(nowMs: number): Promise<number>;
}

export interface NotifyHandlers {
  /** A notification's payload (the replica's own included: senders recognise theirs). */
  onMessage(payload: string): void;
  /** Connected again after a break: notifications sent meanwhile are lost; `missedSends`: some of ours too. */
  onReconnect(missedSends: boolean): void;
  /** The connection broke or a send failed (it connects again by itself). */
  onError(error: Error): void;
}

export interface NotifyChannel {
  /** Connects and listens; a failure is reported to `onError` and retried, never thrown. */
  start(): Promise<void>;
  readonly connected: boolean;
  /** Sends the payloads in order; dropped (and remembered as missed) while disconnected. Never rejects. */
  publish(payloads: readonly string[]): Promise<void>;
  close(): Promise<void>;
}
