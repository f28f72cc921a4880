/**
 * The mock server's state, behind one interface: in memory by default, embedded SQLite (node:sqlite)
 * with `--data-dir`. Calls are synchronous (node:sqlite is), and every write is durable when it
 * returns, so a kill -9 loses nothing that was acknowledged.
 */

/** A partner API key. The key itself is kept: it is also the partner's webhook signing secret (spec 6.3). */
export interface ApiKeyRecord {
  /** Stable id to refer to the key without repeating it, e.g. `key_3`. */
  id: string;
  key: string;
  createdAt: string;
  /** Set when revoked; a revoked key answers 401 (spec 5). */
  revokedAt: string | null;
}

export interface PartnerRecord {
  id: string;
  /** false: every request answers 403 PROVIDER_INACTIVE (spec 5, 7). */
  active: boolean;
  /** The registered webhook URL (spec 4.4), or null. */
  webhookUrl: string | null;
  /** In order of issue; the last one not revoked is the current key. */
  apiKeys: ApiKeyRecord[];
  createdAt: string;
  updatedAt: string;
}

export type IngestStatus = 'processing' | 'completed' | 'failed';
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
}

/** What a scenario decided for an ingest at create time, kept so that a restart resumes the same plan. */
export interface IngestPlan {
  /** Name of the scenario that applies (`completed` when none was asked for). */
  scenario: string;
  /** Indexes into `files` that are made to fail without being fetched. */
  failFileIndexes: number[];
  /** Earliest simulated time (ms since epoch) at which the ingest may reach a terminal state. */
  holdUntil: number | null;
  /** Simulated loading duration of each file in `simulate` mode (ms), by index. */
  simulatedDurationsMs: number[] | null;
}

/** An ingest as stored. The record's `resources` counters are derived from `files`, never stored twice. */
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
  files: ResourceFileRecord[];
  plan: IngestPlan;
}

export interface IngestFilter {
  partnerId?: string;
  status?: IngestStatus;
  /** At most this many, newest first. Default 100. */
  limit?: number;
}

export interface Store {
  readonly kind: 'memory' | 'sqlite';

  listPartners(): PartnerRecord[];
  getPartner(id: string): PartnerRecord | undefined;
  /** Inserts or replaces the partner. */
  savePartner(partner: PartnerRecord): void;

  /** A new, never reused, numeric-looking ingest id (spec 2.1), e.g. `1700000001`. */
  allocateIngestId(): string;
  /** Inserts or replaces the ingest. */
  saveIngest(ingest: IngestRow): void;
  getIngest(ingestId: string): IngestRow | undefined;
  listIngests(filter?: IngestFilter): IngestRow[];
  /** Every ingest still `processing`, oldest first: what a restart resumes. */
  listProcessingIngests(): IngestRow[];

  /** A small counter store for other sequences (key ids, event ids), persisted like the rest. */
  nextSequence(name: string): number;

  /** Deletes every ingest (and, with `{ partners: true }`, every partner). Sequences are kept. */
  reset(options?: { partners?: boolean }): void;
  close(): void;
}
