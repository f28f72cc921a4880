/**
 * The rules a forwarded exchange is judged by, from the rule library (rules/): the request rules, the answer
 * rules of its operation, and the sequence rules against what the proxy remembers of the ingest. Pure apart from
 * the memory it updates; the proxy calls it once per exchange, when the answer has ended.
 */
import { keyInQueryRule, lookupRequiresKeyRule, missingKeyRule } from '../rules/auth.js';
import { createBodyProblems, invalidBody400Rule, jsonContentTypeRule, problemJsonRule, statusDocumentedRule, statusInContractRule } from '../rules/answers.js';
import {
  bodiesValidRule, completedAfterReceivedRule, completedAllLoadedRule, countersWithinTotalRule, countersZeroAt201Rule,
  failedHasErrorRule, processingRule, recordValidRule, releaseAndIdsRule, type RecordLike,
} from '../rules/record.js';
import { createBodyRule, keyInHeaderRule, keyNotInQueryRule, xmlUrlHttpsRule, type SentRequest } from '../rules/request.js';
import type { Finding, Rule } from '../rules/rule.js';
import { countersNeverDecreaseRule, terminalStaysRule } from '../rules/sequence.js';
import type { HttpExchange } from '../types.js';
import type { LiveExchange } from './exchange.js';
import type { IngestMemory } from './ingest-memory.js';
import { operationOf } from './operations.js';
import { credentialInQueryName } from '../../mock-server/src/auth/api-key.js';

export interface Judgement {
  rule: Rule<never>;
  finding: Finding;
}

/** What the judge is told beyond the exchange: the memory of ingests and the wall clock (ms), for receivedAt. */
export interface JudgeContext {
  memory: IngestMemory;
  wallClock: () => number;
}

function header(headers: LiveExchange['requestHeaders'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A body as JSON; undefined when there is none, it is empty or it is not JSON. */
export function parsedJson(body: Buffer | null): unknown {
  return body === null ? undefined : parsedText(body.toString('utf8'));
}

function parsedText(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The answer's headers as single strings (a repeated header joined with ", "). */
function flatHeaders(headers: LiveExchange['responseHeaders']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    out[name] = Array.isArray(value) ? value.join(', ') : value ?? '';
  }
  return out;
}

const isRecord = (value: unknown): value is RecordLike => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The create body's breaks of CreateIngestRequest (our schema, an extension), one line each; [] when none or unknown. */
function bodyProblems(exchange: LiveExchange, body: unknown): string[] {
  return exchange.requestBody === null ? [] : createBodyProblems(body);
}

/** Every rule the exchange broke, in the order they were judged. */
export function judgeExchange(exchange: LiveExchange, context: JudgeContext): Judgement[] {
  const operation = operationOf(exchange.method, exchange.path);
  if (operation === null) return [];
  const out: Judgement[] = [];
  const judge = <I>(rule: Rule<I>, input: I): void => {
    const finding = rule.check(input);
    if (finding) out.push({ rule: rule, finding });
  };

  const sent: SentRequest = { method: exchange.method, path: exchange.path, query: exchange.query, headers: exchange.requestHeaders };
  judge(keyInHeaderRule, sent);
  judge(keyNotInQueryRule, sent);
  const creating = operation.operation === 'createIngest';
  const requestBody = creating ? parsedJson(exchange.requestBody) : undefined;
  if (creating && exchange.requestBody !== null) {
    judge(createBodyRule, { body: requestBody });
    judge(xmlUrlHttpsRule, { body: requestBody });
  }
  if (exchange.status === null) return out;

  const text = exchange.responseBody?.toString('utf8') ?? '';
  const answer: HttpExchange = {
    method: exchange.method,
    path: exchange.path,
    status: exchange.status,
    headers: flatHeaders(exchange.responseHeaders),
    text,
    json: parsedText(text) ?? null,
  };
  judge(statusDocumentedRule, { operation: operation.operation, exchange: answer });
  judge(statusInContractRule, { operation: operation.operation, exchange: answer });
  // Spec 8: rate limits exist; a throttled or busy answer says nothing of the request's other rules.
  if (answer.status === 429 || answer.status === 503) return out;

  const keyless = header(exchange.requestHeaders, 'x-api-key') === undefined;
  const queryKey = credentialInQueryName(exchange.query);
  if (keyless && queryKey !== undefined) judge(keyInQueryRule, { ...answer, parameter: queryKey });
  else if (keyless) judge(creating ? missingKeyRule : lookupRequiresKeyRule, answer);
  if (creating) judge(invalidBody400Rule, { exchange: answer, problems: bodyProblems(exchange, requestBody) });

  if (answer.status >= 400) {
    judge(problemJsonRule, { exchange: answer, status: null, code: null });
    return out;
  }
  if (answer.status < 200 || answer.status >= 300 || exchange.responseBody === null) return out;
  judge(jsonContentTypeRule, { sent: 'record', label: `${answer.method} ${answer.path}`, contentType: answer.headers['content-type'] ?? null });
  const record = answer.json;
  if (creating && answer.status === 201) {
    judge(recordValidRule, record);
    if (isRecord(record)) {
      judge(processingRule, record);
      if (isRecord(requestBody)) judge(releaseAndIdsRule, { submitted: requestBody.releaseId, record, now: context.wallClock() });
      judge(countersZeroAt201Rule, record);
    }
  } else if (!creating) {
    judge(bodiesValidRule, answer);
  }
  if (!isRecord(record)) return out;
  judge(failedHasErrorRule, record);
  judge(completedAllLoadedRule, record);
  judge(countersWithinTotalRule, record);
  judge(completedAfterReceivedRule, record);
  judgeSequence(exchange, record, context.memory, judge);
  return out;
}

/**
 * The sequence rules against the ingest's earlier answers. Only an answer that ended before this request
 * started is compared: two requests in flight together may be served in either order.
 */
function judgeSequence(
  exchange: LiveExchange,
  record: RecordLike,
  memory: IngestMemory,
  judge: <I>(rule: Rule<I>, input: I) => void,
): void {
  if (typeof record.ingestId !== 'string') return;
  const earlier = memory.get(record.ingestId, exchange.startedAt);
  if (earlier && earlier.last.at <= exchange.startedAt) judge(countersNeverDecreaseRule, { before: earlier.last.record, after: record });
  const terminal = earlier?.terminal;
  if (terminal && terminal.at <= exchange.startedAt) judge(terminalStaysRule, { before: terminal.record, after: record });
  memory.remember(record.ingestId, record, exchange.endedAt);
}
