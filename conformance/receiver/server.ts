/**
 * The webhook receiver: takes POSTs on any path, records every attempt exactly as it arrived, and answers
 * as programmed per ingest (spec 4.3, 6.4: any 2xx within 10 seconds is a success; anything else, or
 * no answer in time, is retried).
 */
import type http from 'node:http';
import type { WebhookReceiver } from '../harness.js';
import { listen, type ListenOptions } from '../fixtures/listen.js';
import { AnswerProgram, DEFAULT_ANSWER } from './answers.js';
import { dataField, headersOf, ofOtherEventType, parseJson, type RecordedAttempt } from './attempt.js';
import { AttemptLedger } from './ledger.js';

export interface WebhookReceiverOptions extends ListenOptions {
  /** Attempts kept; beyond it the oldest are forgotten. Default 100,000. */
  maxAttempts?: number;
  /** Bodies larger than this are answered 413 and recorded cut to this size. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Wall clock, ms since the epoch; default `Date.now`. */
  now?: () => number;
}

/**
 * {@link WebhookReceiver} with the receiver's fuller records, and questions by release.
 *
 * `program(key, answers)` takes an ingest id (`data.ingestId`, as harness.ts documents) or a release id
 * (`data.releaseId`): a check knows the fixture server's unique release id before it submits, so a program
 * keyed by it is in place even for a webhook that arrives before the 201 has given the ingest id. A program
 * for the ingest id wins over one for its release id; the n-th attempt counts the attempts of the key used.
 */
export interface StartedWebhookReceiver extends WebhookReceiver {
  /** The listening address, `http(s)://<host>:<port>`, even when `url` is a `publicUrl`. */
  readonly localUrl: string;
  attemptsFor(ingestId: string): RecordedAttempt[];
  all(): RecordedAttempt[];
  waitFor(ingestId: string, predicate: (attempts: RecordedAttempt[]) => boolean, timeoutMs: number): Promise<RecordedAttempt[]>;
  /** Every attempt so far whose `data.releaseId` is `releaseId`, in arrival order. */
  attemptsForRelease(releaseId: string): RecordedAttempt[];
  /** {@link WebhookReceiver.waitFor} over the attempts of a release. */
  waitForRelease(releaseId: string, predicate: (attempts: RecordedAttempt[]) => boolean, timeoutMs: number): Promise<RecordedAttempt[]>;
}

const DEFAULT_MAX_ATTEMPTS = 100_000;
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export async function startWebhookReceiver(options: WebhookReceiverOptions = {}): Promise<StartedWebhookReceiver> {
  const now = options.now ?? Date.now;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const ledger = new AttemptLedger(options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const program = new AnswerProgram();
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;

  const receive = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    const receivedAt = now();
    if (request.method !== 'POST') {
      response.writeHead(405, { 'allow': 'POST', 'content-type': 'text/plain' }).end('the webhook receiver takes POST only\n');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      if (size < maxBodyBytes) chunks.push(chunk.subarray(0, maxBodyBytes - size));
      size += chunk.length;
    });
    // A request whose body never fully arrived is not an attempt: nothing to record or answer.
    request.on('error', () => undefined);
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const tooLarge = size > maxBodyBytes;
      const json = tooLarge ? null : parseJson(raw);
      const ingestId = dataField(json, 'ingestId');
      const releaseId = dataField(json, 'releaseId');
      const answer = tooLarge
        ? { status: 413 }
        : json === null
          ? { status: 400 }
          : ofOtherEventType(json)
            // Spec 9: new event types may come; a program is for the ingest event, and other types do not use it up.
            ? DEFAULT_ANSWER
            : program.answerFor({
                ingestId,
                ingestNumber: ingestId === null ? 0 : ledger.countFor({ ingestId }) + 1,
                releaseId,
                releaseNumber: releaseId === null ? 0 : ledger.countFor({ releaseId }) + 1,
              });
      const delayMs = answer.delayMs ?? 0;
      const attempt = ledger.record({
        path: request.url ?? '/',
        headers: headersOf(request.rawHeaders),
        raw,
        json,
        receivedAt,
        answered: delayMs > 0 ? 'held' : answer.status,
        ingestId,
        releaseId,
        answeredAt: delayMs > 0 ? null : now(),
        abandonedAt: null,
      });
      if (delayMs === 0) {
        reply(response, answer.status, json === null);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        reply(response, answer.status, false);
        attempt.answered = answer.status;
        attempt.answeredAt = now();
        ledger.changed(attempt);
      }, delayMs);
      timers.add(timer);
      // The sender may give up first (spec 6.4: no answer within 10 s counts as failed): the answer is
      // then never sent and the attempt stays `held`.
      response.on('close', () => {
        if (attempt.answered !== 'held') return;
        clearTimeout(timer);
        timers.delete(timer);
        if (closing) return;
        attempt.abandonedAt = now();
        ledger.changed(attempt);
      });
    });
  };

  const server = await listen(receive, options);
  return {
    url: server.url,
    localUrl: server.localUrl,
    program: (key, answers) => {
      program.set(key, answers);
    },
    attemptsFor: (ingestId) => ledger.list({ ingestId }),
    attemptsForRelease: (releaseId) => ledger.list({ releaseId }),
    all: () => ledger.list(),
    waitFor: (ingestId, predicate, timeoutMs) => ledger.waitFor({ ingestId }, predicate, timeoutMs),
    waitForRelease: (releaseId, predicate, timeoutMs) => ledger.waitFor({ releaseId }, predicate, timeoutMs),
    close: async () => {
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      ledger.rejectWaiters('the webhook receiver was closed while waiting');
      await server.close();
    },
  };
}

function reply(response: http.ServerResponse, status: number, unparseable: boolean): void {
  if (response.destroyed) return;
  // The response body is ignored by the sender (spec 4.3); a 400 says why, for whoever reads the logs.
  const body = status === 400 && unparseable ? 'the body is not UTF-8 JSON\n' : status === 413 ? 'the body is too large\n' : '';
  response.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) }).end(body);
}
