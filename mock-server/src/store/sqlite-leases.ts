/**
 * The SQLite store's leases on timed work (issue #18, types.ts LeaseRequest): the `lease_owner` and `lease_until`
 * columns of migration 6, beside each ingest's and event's doc. The store serves one process (several on one file
 * would share its write lock, not its work), so in practice one owner holds everything; the rules are still the
 * interface's. A claim reads and holds in one unit: within a process, serial.ts runs one unit at a time; across
 * processes on the file, BEGIN IMMEDIATE does.
 */
import type { SQLOutputValue, StatementSync } from 'node:sqlite';
import type { SyncStoreOps } from './serial.js';
import { checkedLimit } from './shared.js';
import type { StatementName } from './sqlite-statements.js';
import type { SqliteUnits } from './transaction.js';
import type { IngestRow, WebhookEventRecord } from './types.js';

type LeaseOps = Pick<SyncStoreOps, 'claimIngests' | 'claimDueEvents' | 'releaseClaim' | 'renewLeases' | 'releaseLeases'>;

export function sqliteLeaseOps(
  statement: (name: StatementName, method: string) => StatementSync,
  units: SqliteUnits,
  parse: { ingest: (row: Record<string, SQLOutputValue>) => IngestRow; event: (row: Record<string, SQLOutputValue>) => WebhookEventRecord },
): LeaseOps {
  return {
    claimIngests(lease, limit) {
      const claimable = statement('claimableIngests', 'claimIngests');
      const hold = statement('holdIngest', 'claimIngests');
      const until = lease.now + lease.leaseMs;
      return units.run(() => claimable.all(lease.now, checkedLimit(limit, 'claimIngests')).map((row) => {
        hold.run(lease.owner, until, String(row.ingest_id));
        return parse.ingest(row);
      }));
    },

    claimDueEvents(now, lease, limit, dueAgainAt) {
      const claimable = statement('claimableEvents', 'claimDueEvents');
      const hold = statement('holdEvent', 'claimDueEvents');
      const holdDueAgain = statement('holdEventDueAgain', 'claimDueEvents');
      const until = lease.now + lease.leaseMs;
      return units.run(() => claimable.all(now, lease.now, checkedLimit(limit, 'claimDueEvents')).map((row) => {
        const event = parse.event(row);
        if (dueAgainAt === undefined) {
          hold.run(lease.owner, until, event.eventId);
          return event;
        }
        const claimed = { ...event, nextAttemptAt: dueAgainAt };
        holdDueAgain.run(lease.owner, until, dueAgainAt, JSON.stringify(claimed), event.eventId);
        return claimed;
      }));
    },

    releaseClaim(kind, id, owner) {
      statement(kind === 'ingest' ? 'releaseIngest' : 'releaseEvent', 'releaseClaim').run(id, owner);
    },

    renewLeases({ owner, now, leaseMs }) {
      const ingests = statement('renewIngestLeases', 'renewLeases');
      return units.run(() => Number(ingests.run(now + leaseMs, owner).changes)
        + Number(statement('renewEventLeases', 'renewLeases').run(now + leaseMs, owner).changes));
    },

    releaseLeases(owner) {
      const ingests = statement('releaseIngestLeases', 'releaseLeases');
      units.run(() => {
        ingests.run(owner);
        statement('releaseEventLeases', 'releaseLeases').run(owner);
      });
    },
  };
}
