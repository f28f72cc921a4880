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

export class CreatedLedger {
  private readonly entries: Entry[] = [];

  /** `onCreate`: told after each create answered 201, so that the reports are written again as the run goes (issue #30). */
  constructor(private readonly onCreate: () => void = () => undefined) {}

  /** A create's answer: listed when it is a 201. */
  create(exchange: HttpExchange, releaseId: string | null, at: number): void {
    if (exchange.status !== 201) return;
    const record = recordOf(exchange.json);
    this.entries.push({
      ingestId: typeof record.ingestId === 'string' ? record.ingestId : null,
      releaseId: releaseId ?? (typeof record.releaseId === 'string' ? record.releaseId : null),
      status: typeof record.status === 'string' ? record.status : null,
      seenAt: at,
    });
    this.onCreate();
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
