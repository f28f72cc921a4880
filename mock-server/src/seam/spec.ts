/** The spec-exact seam: what the mock does when no fault and no variant is switched on. */
import { operationsById } from '../../../generated/contract.js';
import { authenticate } from '../auth/api-key.js';
import type { Clock, VirtualClock } from '../clock.js';
import { problemContentType } from '../errors.js';
import { transition } from '../ingest/lifecycle.js';
import { toIngestRecord } from '../ingest/record.js';
import { eventsOn } from '../webhooks/event-catalogue.js';
import { retryDelayMs } from '../webhooks/retry-policy.js';
import { signatureHeader } from '../webhooks/signature.js';
import type { Seam } from './seam.js';

export interface SpecSeamOptions {
  clock: Clock | VirtualClock;
  /** Spec 6.3's send time; defaults to `clock.now` (the server passes the wall clock under a virtual clock). */
  sendTime?: () => number;
  /** Simulated waits between a failed attempt and the next (webhooks.retrySchedule). */
  retryScheduleMs: readonly number[];
}

export function specSeam(options: SpecSeamOptions): Seam {
  const { clock, retryScheduleMs } = options;
  return {
    clock,
    sendTime: options.sendTime ?? (() => clock.now()),
    // Spec 4.2 writes the unprefixed path and leaves the /partner/v1 prefix open: both answer (ours).
    lookupPaths: [operationsById.getIngest.path, operationsById.getIngestSpecPath.path],
    authenticate: (request, keys) => authenticate(request, keys),
    record: (row) => toIngestRecord(row),
    transition,
    loadResource: (_row, _index, load) => load(),
    terminalEvents: (row) => eventsOn('ingest.finished', row),
    // The event is serialised once, when it is created, and every attempt sends those bytes.
    eventBody: (event) => event.body,
    sign: ({ t, body, secrets, extraV1 }) => signatureHeader(t, body, secrets, extraV1),
    retryDelay: (attempt) => retryDelayMs(attempt, retryScheduleMs),
    redeliveryAfterSuccess: () => null,
    errorAnswer: (problem) => ({ contentType: problemContentType, body: problem }),
  };
}
