/** The vocabulary of the receiver check: deliveries, answers, results and the report. */
import type { ReportedFailure, Verdict } from '../types.js';

/** One POST the check sends to the receiver. */
export interface Delivery {
  /** What it is, in words: "a valid ingest event (completed), correctly signed". */
  description: string;
  /** The request headers, `X-Service-Signature` included when sent. */
  headers: Record<string, string>;
  /** The exact body bytes, as text. */
  body: string;
}

/** How the receiver answered one delivery. */
export interface Answer {
  /** The HTTP status, or null when there was no answer (timeout, connection error). */
  status: number | null;
  /** Time to the complete answer (or to giving up), ms. */
  durationMs: number;
  /** The start of the response body (the service ignores it; it helps to see why). */
  body: string;
  /** Why there was no answer: `no answer within 10 s`, `connection refused; … (ECONNREFUSED)`. */
  error?: string;
  /** True when the answer did not complete within the timeout (spec 4.3: 10 s). */
  timedOut?: boolean;
}

export interface Exchange {
  sent: Delivery;
  answered: Answer;
}

/**
 * accept: any 2xx within the timeout (spec 4.3, 6.4). reject: a 4xx, 401 recommended (spec 6.3, rule 4).
 * advisory: what the check observes is reported as notes and never fails, because from outside the receiver a
 * correct answer and a wrong one can look alike (see the check's `documented`).
 */
export type Expectation = 'accept' | 'reject' | 'advisory';

export interface ReceiverCheckResult {
  /** Stable id, `receiver.<rule>`. */
  id: string;
  title: string;
  /** The section of the specification the check enforces. */
  specSection: string;
  expects: Expectation;
  /** `advisory` for a check that reports what it observed in `notes` and cannot fail. */
  status: 'passed' | 'failed' | 'advisory';
  durationMs: number;
  /** Every delivery the check sent, with its answer. */
  exchanges: Exchange[];
  /** Remarks on an answer that passes but is worth knowing (a 400 where spec 6.3 recommends 401). */
  notes?: string[];
  failure?: ReportedFailure;
}

export interface ReceiverReport {
  url: string;
  startedAt: string;
  durationMs: number;
  /** The answer deadline used (spec 4.3: 10 s). */
  timeoutMs: number;
  /**
   * `conforms`: every check passed (exit 0); `does-not-conform`: one failed (1); `not-judged`: no delivery got an
   * answer at all (2), with `unreachable` saying why. Its exit code is the suite's (verdictExitCodes).
   */
  verdict: Verdict;
  passed: number;
  failed: number;
  /** Advisory checks: neither passed nor failed; read their notes. */
  advisory: number;
  results: ReceiverCheckResult[];
  /** Why nothing was judged: no delivery got an answer at all (nothing listens, a name that does not resolve, all too late). */
  unreachable: string | null;
}
