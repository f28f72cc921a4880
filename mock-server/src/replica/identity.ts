/**
 * A replica's name in the leases it takes (issue #18): unique among the processes on one database, and readable in
 * the operator's views (`host-pid-random`). A restarted process is a new replica: the work its previous life held is
 * taken over once those leases end, like a dead replica's.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

export function replicaId(): string {
  // Not the seeded RNG: two replicas started with the same seed must not share a name.
  return `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
}
