/**
 * PostgreSQL in tests (issue #18): the throw-away cluster of postgres-cluster.ts, and `describePostgres`. Without
 * PostgreSQL installed, the tests that need it skip and say why; under `CI=true` that is a failure (.ci/run installs
 * the package).
 */
import { describe } from 'vitest';
import { postgresMissing } from './postgres-cluster.js';

export { type PostgresCluster, postgresMissing, startPostgres } from './postgres-cluster.js';

/**
 * `describe`, skipped with the reason when PostgreSQL is missing; under `CI=true` a missing PostgreSQL throws
 * instead (a skipped PostgreSQL test in CI is a failure: issue #18).
 */
export function describePostgres(name: string, body: () => void): void {
  if (postgresMissing !== null) {
    if (process.env.CI === 'true') throw new Error(`${name}: ${postgresMissing} (CI=true: a skipped PostgreSQL test fails CI)`);
    describe.skip(`${name} (skipped: ${postgresMissing})`, body);
    return;
  }
  describe(name, body);
}
