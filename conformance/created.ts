/**
 * The ingests a run created, as it goes: every create answered 201 (spec 4.1: "The album is created in production
 * at the moment of the 201"), with the last status the suite saw for it, so that the reports list them for
 * cleaning up.
 */
import type { ReceivedAttempt } from './harness.js';
import type { CreatedIngest, HttpExchange } from './types.js';

interface Entry extends CreatedIngest {
  /** When the status was seen (ms since the epoch). */
  seenAt: number;
}

function recordOf(json: unknown): Record<string, unknown> {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
}

/** The releaseId of a create body as sent (an object, or JSON text), or null when it has none. */
export function releaseIdSent(body: unknown, rawBody: string | Uint8Array | undefined): string | null {
  let sent = body;
  if (sent === undefined && typeof rawBody === 'string') {
    try {
      sent = JSON.parse(rawBody);
    } catch {
      return null;
    }
  }
  const releaseId = recordOf(sent).releaseId;
  return typeof releaseId === 'string' ? releaseId : null;
}

/**
 * The status of a create sent and not answered when the run ended (interrupted): the service may have created it
 * (spec 4.1); the report lists it with its release id, `ingestId` null, to be looked for.
 */
export const IN_FLIGHT = 'in flight';

/** A create sent: told its answer, or that none came. */
export interface Sending {
  answered(exchange: HttpExchange, at: number): void;
  unanswered(): void;
}

export class CreatedLedger {
  private readonly entries: Entry[] = [];
  /** The creates sent and not yet answered, each settled by its answer. */
  private readonly inFlight = new Set<Promise<void>>();

  /** `onCreate`: told after each create answered 201, so that the reports are written again as the run goes (issue #30). */
  constructor(private readonly onCreate: () => void = () => undefined) {}

  /**
   * A create about to be sent: listed as {@link IN_FLIGHT} until its answer, so that a run interrupted while it is sent
   * still names it (issue #30, from a review: a 201 held by the service past Ctrl-C was missing from the report).
   */
  sending(releaseId: string | null, at: number): Sending {
    const entry: Entry = { ingestId: null, releaseId, status: IN_FLIGHT, seenAt: at };
    this.entries.push(entry);
    let settle: (() => void) | undefined;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.inFlight.add(settled);
    const done = () => {
      this.inFlight.delete(settled);
      settle?.();
    };
    const remove = () => {
      const at = this.entries.indexOf(entry);
      if (at >= 0) this.entries.splice(at, 1);
    };
    return {
      answered: (exchange, answeredAt) => {
        done();
        // Spec 4.1: only a 201 created an album.
        if (exchange.status !== 201) {
          remove();
          return;
        }
        const record = recordOf(exchange.json);
        Object.assign(entry, {
          ingestId: typeof record.ingestId === 'string' ? record.ingestId : null,
          releaseId: releaseId ?? (typeof record.releaseId === 'string' ? record.releaseId : null),
          status: typeof record.status === 'string' ? record.status : null,
          seenAt: answeredAt,
        });
        this.onCreate();
      },
      unanswered: () => {
        done();
        remove();
      },
    };
  }

  /** A create's answer: listed when it is a 201. */
  create(exchange: HttpExchange, releaseId: string | null, at: number): void {
    this.sending(releaseId, at).answered(exchange, at);
  }

  /** Waits at most `ms` for the creates in flight to be answered; resolves with how many still are. */
  async settle(ms: number): Promise<number> {
    if (this.inFlight.size === 0) return 0;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.inFlight),
      new Promise((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
    clearTimeout(timer);
    return this.inFlight.size;
  }

  /** How many creates are sent and not answered. */
  get pending(): number {
    return this.inFlight.size;
  }

  /** Any answer carrying an ingest record (a lookup): updates the status of an ingest the run created. */
  seen(json: unknown, at: number): void {
    const record = recordOf(json);
    if (typeof record.ingestId !== 'string' || typeof record.status !== 'string') return;
    for (const entry of this.entries) {
      if (entry.ingestId === record.ingestId && at >= entry.seenAt) Object.assign(entry, { status: record.status, seenAt: at });
    }
  }

  /** The list for the reports, with the webhooks the receiver got (their `data` is the ingest record, spec 6.1). */
  list(attempts: readonly ReceivedAttempt[] = []): CreatedIngest[] {
    for (const attempt of attempts) this.seen(recordOf(attempt.json).data ?? null, attempt.receivedAt);
    return this.entries.map(({ ingestId, releaseId, status }) => ({ ingestId, releaseId, status }));
  }

  get count(): number {
    return this.entries.length;
  }
}
