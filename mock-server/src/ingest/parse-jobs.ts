/**
 * A job of the ERN parse pool (parse-pool.ts) and its work, wherever it runs: on a parse thread (parse-worker.ts),
 * on a fresh one when a thread died (thread-death.ts), or on the calling thread (`threads: 0`, small messages). Jobs,
 * answers and values are plain data, so that they cross to a thread and back.
 */
import { type FetchFailure, type FetchLimits, fetchLimited } from '../fetch/fetch-limited.js';
import type { UrlPolicy } from '../fetch/url-policy.js';
import { parseErnMessage } from '../ern/parse-ern.js';
import type { ErnParseResult } from '../ern/types.js';
import type { XmlStructureLimits } from '../xml/limits.js';
import { type CheckedMessage, checkMessage, type CreatePreflight, createPreflight, type PreflightSettings } from './preflight-job.js';
import { reserveXmlBytes, type XmlBudgetShare } from './xml-budget.js';

/** How the XML of a create is fetched (config.xml, the loopback allowance and the extra CA). */
export interface XmlFetchSettings {
  limits: FetchLimits;
  policy: UrlPolicy;
  /** CA certificates (PEM text, so that it reaches a thread) trusted besides Node's defaults (config outbound.caFile). */
  ca?: string;
  /** The pool's byte budget, set by the pool itself on each load. */
  budget?: XmlBudgetShare;
  /** Preflight an accepted message right after its parse, where it was parsed (preflight-job.ts). */
  preflight?: PreflightSettings;
}

/**
 * A load (a create's message): the fetch failed, or the message was fetched and parsed (accepted or rejected), with
 * what the create keeps of its preflight when the settings asked for one and the message was accepted.
 */
export type XmlLoadOutcome = { ok: false; failure: FetchFailure } | { ok: true; parsed: ErnParseResult; preflight?: CreatePreflight };

/**
 * Sent to a thread; `check` is a parse and preflight (a load whose fetch ran on the calling thread). `limits`: the
 * structure's (config xml.limits).
 */
export type ParseJob = { id: number; limits: XmlStructureLimits } & (
  | { kind: 'parse'; xml: Uint8Array; messageUrl: string }
  | { kind: 'check'; xml: Uint8Array; messageUrl: string; preflight: PreflightSettings }
  | { kind: 'load'; xmlUrl: string; settings: XmlFetchSettings });

export type JobValue = ErnParseResult | CheckedMessage | XmlLoadOutcome;

/** Sent back: the job's value, or the message of what it threw. */
export type ParseAnswer = { id: number; value: JobValue } | { id: number; error: string };

/** What the pool needs of a thread: a Worker, or a stand-in in tests. */
export interface ParseThread {
  postMessage(job: ParseJob): void;
  on(event: 'message', listener: (answer: ParseAnswer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
  /** Keeps the process alive while the thread runs (a job is in flight: a command awaits it). */
  ref(): void;
  /** Lets the process end although the thread runs (it is idle: a forgotten close() must not keep a process up). */
  unref(): void;
}

/** The work of a job, wherever it runs (parse-worker.ts runs this too). */
export async function runJob(job: ParseJob, fetch?: typeof globalThis.fetch): Promise<JobValue> {
  const { limits } = job;
  if (job.kind === 'parse') return parseErnMessage(job.xml, { messageUrl: job.messageUrl, limits });
  if (job.kind === 'check') return checkMessage(job.xml, job.messageUrl, limits, job.preflight);
  const { preflight } = job.settings;
  return loadXml(job.xmlUrl, job.settings, fetch, (xml, messageUrl) => checkMessage(xml, messageUrl, limits, preflight));
}

export async function loadXml(
  xmlUrl: string,
  settings: XmlFetchSettings,
  fetch: typeof globalThis.fetch | undefined,
  check: (xml: Uint8Array, messageUrl: string) => Promise<CheckedMessage>,
): Promise<XmlLoadOutcome> {
  const { budget, preflight: _preflight, ...fetchSettings } = settings;
  const fetched = await fetchLimited(xmlUrl, {
    ...(fetch === undefined ? {} : { fetch }),
    ...fetchSettings,
    ...(budget === undefined ? {} : { reserve: (bytes: number) => reserveXmlBytes(budget, bytes) }),
    label: 'xmlUrl',
    consume: 'buffer',
  });
  if (!fetched.ok) return { ok: false, failure: fetched };
  // Relative file locations resolve against the URL the client asked for (spec 4.1), not a redirect's target.
  const checked = await check(fetched.body ?? new Uint8Array(), xmlUrl);
  const { parsed, preflight } = checked;
  if (preflight === undefined || settings.preflight === undefined) return { ok: true, parsed };
  return { ok: true, parsed, preflight: createPreflight(preflight, settings.preflight.mode) };
}
