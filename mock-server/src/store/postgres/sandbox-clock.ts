/**
 * The sandbox's clock in PostgreSQL (issue #18, migration 3): one row, written by the first replica to start on the
 * database, read by the others. A virtual clock's now is one value for the whole sandbox: an advance on one replica
 * moves it (never back, `GREATEST`), and every replica reads it before it serves a request (replica/shared-clock.ts).
 */
import type { SandboxClockOps, SandboxClockRecord } from '../types.js';
import { bigintNumber } from './rows.js';
import type { Session } from './session.js';

interface ClockRow extends Record<string, unknown> {
  kind: 'real' | 'virtual';
  now_ms: string | number | null;
}

const record = (row: ClockRow): SandboxClockRecord => ({ kind: row.kind, nowMs: row.now_ms === null ? null : bigintNumber(row.now_ms) });

export function createSandboxClockOps(session: Pick<Session, 'query'>): SandboxClockOps {
  const query = session.query.bind(session);
  return {
    async claim(clock) {
      await query<ClockRow>('sandboxClock.claim', 'INSERT INTO sandbox_clock (kind, now_ms) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
        clock.kind,
        clock.kind === 'virtual' ? Math.trunc(clock.nowMs ?? 0) : null,
      ]);
      const { rows } = await query<ClockRow>('sandboxClock.claim', 'SELECT kind, now_ms FROM sandbox_clock');
      const row = rows[0];
      if (!row) throw new Error('sandbox_clock: no row after inserting one');
      return record(row);
    },
    async now() {
      const { rows } = await query<ClockRow>('sandboxClock.now', 'SELECT kind, now_ms FROM sandbox_clock');
      return rows[0] ? record(rows[0]).nowMs : null;
    },
    async moveTo(nowMs) {
      const { rows } = await query<ClockRow>(
        'sandboxClock.moveTo',
        `UPDATE sandbox_clock SET now_ms = GREATEST(now_ms, $1), updated_at = now() WHERE kind = 'virtual' RETURNING kind, now_ms`,
        [Math.trunc(nowMs)],
      );
      const row = rows[0];
      if (!row) throw new Error('sandbox_clock: the sandbox has no virtual clock to move');
      return record(row).nowMs ?? nowMs;
    },
  };
}
