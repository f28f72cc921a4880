/**
 * One clock for every replica of a sandbox (issue #18). The database holds the sandbox's clock (store
 * `sandboxClock`, PostgreSQL migration 3): its kind, set by the first replica to start on it, and for a virtual
 * clock the one "now" of the sandbox.
 *
 * - Starting: a replica takes the database's virtual now. A replica whose `--clock` differs from the sandbox's
 *   refuses to start ({@link sandboxClockMismatch}): a real-clock replica would take virtual due times for past ones,
 *   a virtual one would never see the real clock's work fall due.
 * - An advance (`POST /_operator/clock/advance`) on a replica writes the shared now at each step, before the work
 *   of that moment starts (so that no replica is ever ahead of it), and resolves, as in one process, once the work
 *   it started has settled.
 * - The other replicas follow: each reads the shared now before it serves a request ({@link SharedVirtualClock.catchUp},
 *   one small read), and hears each move on the feed's channel (feed-bus.ts). Following fires its own timers that
 *   fall due, in order. Due webhook attempts are claimed through the database against the claimer's now, so each
 *   is sent by exactly one replica, whichever.
 */
import type { Clock, VirtualClock } from '../clock.js';
import { ConfigError } from '../config/validate.js';
import type { Logger } from '../logging.js';
import type { OperatorFeed } from '../operator/feed.js';
import type { SandboxClockOps, SandboxClockRecord } from '../store/types.js';

/** A request waits at most this long (real ms) for its replica to catch up with the shared now; then it goes on. */
export const CATCH_UP_WAIT_MS = 2_000;

const virtualHeld = 'this database\'s sandbox runs a virtual clock (its first replica started with --clock virtual), '
  + 'and every replica of a sandbox shares its clock: ';
const realHeld = 'this database\'s sandbox runs the real clock (its first replica started without --clock virtual), '
  + 'and every replica of a sandbox shares its clock: ';

/** Why a replica whose clock is `mine` cannot join a sandbox whose clock is `held`; null when it can. */
export function sandboxClockMismatch(held: SandboxClockRecord, mine: Clock['kind']): string | null {
  if (held.kind === mine) return null;
  return held.kind === 'virtual'
    ? `${virtualHeld}start this replica with --clock virtual, or use another database`
    : `${realHeld}start this replica without --clock virtual, or use an empty database for a virtual sandbox`;
}

/**
 * The replica's clock: `injected` (tests) or the one `make` makes of the config's `kind` (a virtual one starting at
 * `start` when given). With a database that replicas share, the sandbox's clock is claimed first (the first
 * replica's kind and now), a virtual clock starts at the shared now, and a clock of the other kind refuses to start
 * (a ConfigError saying what to do).
 */
export async function startClock(options: {
  kind: Clock['kind'];
  make: (start?: number) => Clock | VirtualClock;
  injected: Clock | VirtualClock | undefined;
  sandbox: SandboxClockOps | undefined;
}): Promise<Clock | VirtualClock> {
  const { injected, make, sandbox } = options;
  const kind = injected?.kind ?? options.kind;
  if (!sandbox) return injected ?? make();
  const held = await sandbox.claim({ kind, nowMs: kind === 'virtual' ? (injected ?? { now: Date.now }).now() : null });
  const mismatch = sandboxClockMismatch(held, kind);
  if (mismatch !== null) throw new ConfigError('--clock', [mismatch]);
  const clock = injected ?? make(held.nowMs ?? undefined);
  if (clock.kind === 'virtual' && held.nowMs !== null) {
    const virtual = clock as VirtualClock;
    // An injected clock may be behind the sandbox (it follows) or ahead of it (the sandbox moves up to it).
    if (held.nowMs > virtual.now()) await virtual.follow(held.nowMs);
    else if (held.nowMs < virtual.now()) await sandbox.moveTo(virtual.now());
  }
  return clock;
}

export interface SharedVirtualClockDeps {
  /** The replica's own virtual clock, before any variant shifts it. */
  clock: VirtualClock;
  sandbox: SandboxClockOps;
  feed: OperatorFeed;
  logger: Pick<Logger, 'warn'>;
  /** Default {@link CATCH_UP_WAIT_MS}. */
  catchUpWaitMs?: number;
}

export class SharedVirtualClock {
  private failing = false;

  constructor(private readonly deps: SharedVirtualClockDeps) {
    // An advance here: the shared now moves first, then the moment's work starts; dashboards hear of it.
    deps.clock.onMove(async (nowMs) => {
      try {
        await deps.sandbox.moveTo(nowMs);
        this.failing = false;
      } catch (error) {
        this.failed(error);
      }
      deps.feed.markClock();
    });
  }

  /**
   * Before a request: reads the shared now, and follows it when another replica moved it, waiting at most
   * `catchUpWaitMs` for the timers that fall due here (a webhook receiver that calls back while its own delivery is
   * being made must not wait for itself). A failed read is logged; the request goes on (it answers 503 if it needs
   * the database).
   */
  async catchUp(): Promise<void> {
    let shared: number | null;
    try {
      shared = await this.deps.sandbox.now();
      this.failing = false;
    } catch (error) {
      this.failed(error);
      return;
    }
    if (shared === null || shared <= this.deps.clock.now()) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.deps.catchUpWaitMs ?? CATCH_UP_WAIT_MS);
    });
    await Promise.race([this.follow(shared), waited]);
    clearTimeout(timer);
  }

  /** Another replica moved the shared now (heard on the feed's channel). */
  heard(nowMs: number): void {
    void this.follow(nowMs);
  }

  /** After the channel broke: the moves heard meanwhile may be lost, so the shared now is read again. */
  resync(): void {
    void this.catchUp();
  }

  private async follow(nowMs: number): Promise<void> {
    if (nowMs <= this.deps.clock.now()) return;
    await this.deps.clock.follow(nowMs);
    // Not markClock: a move this replica followed is not news to the others.
    this.deps.feed.hear({ ingests: [], events: [], partners: [], clock: true, reset: false });
  }

  private failed(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.deps.logger.warn({ err: (error as Error).message }, 'shared clock: could not reach the database; this replica keeps its own now until it can');
  }
}
