/**
 * The programmed answers of the receiver, keyed by an ingest id or a release id: the n-th attempt of that
 * ingest (or release) gets the n-th answer, later attempts the last one. Pure data.
 */
import type { ReceiverAnswer } from '../harness.js';

/** What an unprogrammed attempt gets: 200 at once (spec 6.4: any 2xx is a success). */
export const DEFAULT_ANSWER: ReceiverAnswer = { status: 200 };

export class AnswerProgram {
  private readonly byKey = new Map<string, readonly ReceiverAnswer[]>();

  /** Programs `answers` for `key`, replacing an earlier program; throws on answers no HTTP server can give. */
  set(key: string, answers: readonly ReceiverAnswer[]): void {
    if (answers.length === 0) throw new RangeError('program: give at least one answer (the last one repeats)');
    answers.forEach(checkAnswer);
    this.byKey.set(key, answers.map((answer) => ({ ...answer })));
  }

  /**
   * The answer to an attempt, given how many attempts of its ingest and of its release (this one
   * included) have arrived. A program for the ingest id wins over one for the release id.
   */
  answerFor(attempt: { ingestId: string | null; ingestNumber: number; releaseId: string | null; releaseNumber: number }): ReceiverAnswer {
    const ingestAnswers = attempt.ingestId === null ? undefined : this.byKey.get(attempt.ingestId);
    if (ingestAnswers !== undefined) return nth(ingestAnswers, attempt.ingestNumber);
    const releaseAnswers = attempt.releaseId === null ? undefined : this.byKey.get(attempt.releaseId);
    if (releaseAnswers !== undefined) return nth(releaseAnswers, attempt.releaseNumber);
    return DEFAULT_ANSWER;
  }
}

function nth(answers: readonly ReceiverAnswer[], number: number): ReceiverAnswer {
  return answers[Math.min(number, answers.length) - 1]!;
}

function checkAnswer(answer: ReceiverAnswer, index: number): void {
  if (!Number.isInteger(answer.status) || answer.status < 200 || answer.status > 599) {
    throw new RangeError(`program: answers[${index}].status must be a final HTTP status 200..599, got ${answer.status}`);
  }
  const delayMs = answer.delayMs ?? 0;
  if (!Number.isFinite(delayMs) || delayMs < 0) {
    throw new RangeError(`program: answers[${index}].delayMs must be a number of ms >= 0, got ${delayMs}`);
  }
}
