/**
 * `ingest-kit proxy`: a passive proxy in front of any implementation of the service. It forwards every exchange
 * unchanged (forward.ts), judges it by the rule library (../judge.ts), keeps the report of broken rules and,
 * on request, the traffic as HAR. Keys never reach any of its outputs: each goes through the kit's one redaction
 * (mock-server/src/redact.ts), the console's path and the reports' paths and messages as much as the HAR.
 */
import { performance } from 'node:perf_hooks';
import type { LiveExchange } from '../exchange.js';
import type { LimitOverrides } from '../../listener-limits.js';
import { har, harEntry, type Har, type HarEntry } from '../har.js';
import { IngestMemory, type IngestMemoryOptions } from '../ingest-memory.js';
import { judgeExchange, parsedJson } from '../judge.js';
import { violationMessage } from '../webhooks/rule.js';
import { isSecretName, redactPathSignature, redactText, secretsInJson, secretsInQuery } from '../../../mock-server/src/redact.js';
import type { LiveViolation, ProxyAnswer, ProxyReport } from '../types.js';
import { startForwarding } from './forward.js';
import { ProxyAnswerLog } from '../proxy-answers.js';
import { ViolationLog } from '../violation-log.js';

export { answerTimeout, DEFAULT_ANSWER_TIMEOUT_MS } from './upstream.js';

export interface ProxyOptions {
  target: URL;
  port: number;
  host: string;
  /** Keep the exchanges for a HAR file. */
  recordHar?: boolean;
  memory?: IngestMemoryOptions;
  captureBytes?: number;
  /** How long the target may take to begin an answer (forward.ts; default 60 s, 0: no limit). */
  answerTimeoutMs?: number;
  /** The clients' side: deadlines for a request, idle time and the cap on connections (../../listener-limits.ts). */
  limits?: LimitOverrides;
  /** Wall clock (ms since the epoch): the HAR's times and receivedAt's rule. Default Date.now. */
  wallClock?: () => number;
  /** Monotonic clock (ms): durations and the order of answers. Default performance.now. */
  now?: () => number;
  /** Called after each exchange is judged, with what the console shows. */
  onExchange?: (exchange: ProxiedExchange) => void;
}

/** What the console shows of an exchange. */
export interface ProxiedExchange {
  method: string;
  path: string;
  status: number | null;
  ms: number;
  violations: readonly LiveViolation[];
  /** The proxy answered the client itself (the service gave no answer): not judged, `violations` empty. */
  proxyAnswer?: ProxyAnswer | undefined;
}

export interface RunningProxy {
  url: string;
  /** The report so far (a copy). */
  report(): ProxyReport;
  /** The last record the proxy saw answered for the ingest (for webhooks.data-equals-lookup), unless forgotten. */
  lastRecord(ingestId: string): Record<string, unknown> | undefined;
  /** The HAR so far (empty unless recordHar). */
  har(version: string): Har;
  close(): Promise<void>;
}

/**
 * The secrets an exchange carried, to scrub from whatever is written about it wherever they appear: the values of
 * its secret headers and query parameters (raw and decoded), and of the secret members and URLs of its JSON bodies
 * (an operator's `apiKeys`, a rotation's new `key`, a pre-signed `xmlUrl`'s signature).
 */
function secretsOf(exchange: LiveExchange): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(exchange.requestHeaders)) {
    if (value !== undefined && isSecretName(name)) found.push(...(Array.isArray(value) ? value : [value]));
  }
  const fromQuery = secretsInQuery(exchange.query);
  found.push(...fromQuery, ...fromQuery.map(encodeURIComponent));
  for (const body of [exchange.requestBody, exchange.responseBody]) found.push(...secretsInJson(parsedJson(body)));
  return found;
}

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const wallClock = options.wallClock ?? (() => Date.now());
  const now = options.now ?? (() => performance.now());
  const memory = new IngestMemory(options.memory);
  // Bounded (violation-log.ts): a proxy in front of real traffic runs for days.
  const violations = new ViolationLog();
  const proxyAnswers = new ProxyAnswerLog();
  const entries: HarEntry[] = [];
  const target = `${options.target.protocol}//${options.target.host}${options.target.pathname.replace(/\/$/, '')}`;
  let exchanges = 0;

  const judge = (exchange: LiveExchange, detail: { httpVersion: string }): void => {
    exchanges += 1;
    const { proxyAnswer } = exchange;
    // An answer of the proxy's own says nothing about the service (issue #30 item 8): not judged, counted apart.
    const judged = proxyAnswer === undefined ? judgeExchange(exchange, { memory, wallClock }) : [];
    // Only what is written needs the keys scrubbed: most exchanges break nothing, and the HAR is optional.
    const secrets = judged.length === 0 && !options.recordHar ? [] : secretsOf(exchange);
    // Read only when there is something to report: most exchanges break nothing.
    const ingestId = judged.length === 0 ? null : ingestIdOf(exchange);
    const path = redactPathSignature(exchange.path);
    const found = judged.map(({ rule, finding }): LiveViolation => ({
      rule: rule.id,
      kind: rule.kind,
      method: exchange.method,
      path,
      status: exchange.status,
      ingestId,
      message: redactText(violationMessage(finding), secrets),
    }));
    violations.add(found);
    if (proxyAnswer !== undefined) proxyAnswers.add({ method: exchange.method, path, ...proxyAnswer });
    if (options.recordHar) {
      const startedAt = wallClock() - (exchange.endedAt - exchange.startedAt);
      entries.push(harEntry(exchange, { target, secrets, startedAt, httpVersion: detail.httpVersion }));
    }
    const ms = exchange.endedAt - exchange.startedAt;
    options.onExchange?.({ method: exchange.method, path, status: exchange.status, ms, violations: found, proxyAnswer });
  };
  // Exchanges are judged off the path of the answers: each answer is written first, and the exchanges that ended
  // in one turn of the event loop are judged together once it ends (issue #19 item 5: judging one exchange at a
  // time, between reads, cost the most of the proxy's time after its socket writes). Every exchange is judged, in
  // the order its answer ended; whatever reads the proxy's state (report, lastRecord, HAR, close) judges what is
  // pending first.
  let pending: { exchange: LiveExchange; detail: { httpVersion: string } }[] = [];
  let scheduled = false;
  const judgePending = (): void => {
    scheduled = false;
    const batch = pending;
    pending = [];
    for (const { exchange, detail } of batch) judge(exchange, detail);
  };

  const forwarding = await startForwarding({
    target: options.target,
    port: options.port,
    host: options.host,
    now,
    ...(options.captureBytes === undefined ? {} : { captureBytes: options.captureBytes }),
    ...(options.answerTimeoutMs === undefined ? {} : { answerTimeoutMs: options.answerTimeoutMs }),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
    onExchange(exchange, detail) {
      pending.push({ exchange, detail });
      if (!scheduled) {
        scheduled = true;
        setImmediate(judgePending);
      }
    },
  });
  return {
    url: forwarding.url,
    report: () => {
      judgePending();
      const { violations: kept, droppedViolations } = violations.snapshot();
      return { exchanges, violations: kept, ...(droppedViolations === 0 ? {} : { droppedViolations }), ...proxyAnswers.snapshot() };
    },
    lastRecord: (ingestId) => {
      judgePending();
      return memory.get(ingestId, now())?.last.record;
    },
    har: (version) => {
      judgePending();
      return har([...entries], version);
    },
    close: async () => {
      await forwarding.close();
      judgePending();
    },
  };
}

/** The ingest an exchange is about: the record's ingestId, else the lookup path's. */
function ingestIdOf(exchange: LiveExchange): string | null {
  try {
    const body = exchange.responseBody === null ? null : JSON.parse(exchange.responseBody.toString('utf8')) as { ingestId?: unknown } | null;
    if (typeof body?.ingestId === 'string') return body.ingestId;
  } catch {
    // Not JSON: the path may still name it.
  }
  const match = /\/ddex\/ingests\/([^/]+)$/.exec(exchange.path);
  return match?.[1] ?? null;
}
