/**
 * The suite's own servers, which a check drives: a fixture server that generates and serves ERN
 * messages and their resource files (with URLs it can expire and fetch counters), and a webhook
 * receiver that records every attempt's raw bytes, headers and timing and answers as programmed.
 * Both serve plain http by default (local targets such as the mock) and HTTPS on request.
 */
import type { ErnVersion } from '../mock-server/src/ern/version.js';

/**
 * How a generated release locates its files: relative to the message, or by absolute pre-signed URLs. Every
 * way is listed here once; the fixture kinds (fixtures/kinds.ts) take them from here.
 */
export const FILE_LOCATIONS = ['relative', 'absolute'] as const;
export type FileLocations = (typeof FILE_LOCATIONS)[number];

export interface ReleaseSpec {
  /** DDEX ERN version of the generated NewReleaseMessage: any the kit supports (mock-server/src/ern/version.ts). */
  ernVersion: ErnVersion;
  /**
   * Resources of the release; each delivers `files` resource files (default 1). A resource with two
   * files tells counting files from counting resources apart.
   */
  resources: { files?: number }[];
  locations: FileLocations;
  /** Serve these file indexes (0-based, over all files) as expired: 403 like an expired S3 URL. */
  expiredFiles?: number[];
  /** Serve the XML itself as expired. */
  expiredXml?: boolean;
}

export interface ServedRelease {
  /** A fresh release id, unique per run. */
  releaseId: string;
  /** Pre-signed-looking URL of the XML (https when the fixture server runs TLS). */
  xmlUrl: string;
  /** Every resource file URL as the message delivers it, resolved (what `resources.total` must count). */
  fileUrls: string[];
  /** How many times each file was fetched, by index, so far. */
  fetchCounts(): number[];
  /** How many times the XML was fetched so far. */
  xmlFetches(): number;
}

export interface FixtureServer {
  /** Base URL as the implementation reaches it (`--fixtures-url`, else the listening address). */
  readonly url: string;
  serveRelease(spec: ReleaseSpec): ServedRelease;
  /** A release id under the run's prefix for a create that serves no release (one the service must refuse). */
  releaseId(label: string): string;
  close(): Promise<void>;
}

/** One webhook attempt as the receiver saw it. */
export interface ReceivedAttempt {
  /** Arrival order over the whole run, 1-based. */
  seq: number;
  path: string;
  headers: Record<string, string>;
  raw: Buffer;
  /** Parsed body, or null when it was not JSON. */
  json: unknown;
  /** Wall-clock arrival, ms since the epoch. */
  receivedAt: number;
  /** What the receiver answered (status, or `held` while it holds the request and when it never answered). */
  answered: number | 'held';
  /**
   * Wall-clock time the answer was sent, ms since the epoch; null while held and when never answered. With
   * `abandonedAt`, where an attempt ended for its sender: an interval between retries runs from there (spec 6.4).
   */
  answeredAt: number | null;
  /**
   * Wall-clock time the sender closed the connection before the answer was sent (a sender giving up after
   * 10 s, spec 6.4), ms since the epoch; null otherwise. `answered` then stays `held`.
   */
  abandonedAt: number | null;
}

/** What the receiver answers to an attempt: a status after a delay (ms), or holding the request open. */
export interface ReceiverAnswer {
  status: number;
  delayMs?: number;
}

export interface WebhookReceiver {
  /** URL the implementation must POST to (`--receiver-url`, else the listening address). */
  readonly url: string;
  /**
   * Programs the answers to the attempts whose body's `data.ingestId` or `data.releaseId` is `key`: the n-th attempt
   * gets `answers[n-1]`, later ones the last answer. Unprogrammed ingests get 200 at once.
   */
  program(key: string, answers: ReceiverAnswer[]): void;
  /** Every attempt so far whose `data.ingestId` is `ingestId`, in arrival order. */
  attemptsFor(ingestId: string): ReceivedAttempt[];
  /** Every attempt so far. */
  all(): ReceivedAttempt[];
  /** Resolves when `predicate` holds over the attempts of `ingestId`, or rejects after `timeoutMs`. */
  waitFor(ingestId: string, predicate: (attempts: ReceivedAttempt[]) => boolean, timeoutMs: number): Promise<ReceivedAttempt[]>;
  close(): Promise<void>;
}

export interface TlsOptions {
  cert: string;
  key: string;
}
