/**
 * `npm audit --omit=dev` for CI (`.ci/run`): exit 1 when a dependency a partner installs has a high or critical
 * advisory. When the registry's audit endpoint does not answer, the audit did not run: that is printed, and it
 * fails only with `AUDIT_REQUIRED=1` (a registry that refuses the audit's POST is not a vulnerability).
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit/verdict.js';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const verdict = auditVerdict(run.stdout);
switch (verdict.kind) {
  case 'clean':
    console.log(`npm audit --omit=dev: nothing high or critical (${JSON.stringify(verdict.counts)})`);
    break;
  case 'vulnerable':
    console.error(`npm audit --omit=dev: high or critical advisories in ${verdict.packages.join(', ')}; run \`npm audit --omit=dev\` for the fixes`);
    process.exitCode = 1;
    break;
  case 'not-run':
    console.warn(`npm audit --omit=dev could not run: ${verdict.reason}`);
    if (process.env.AUDIT_REQUIRED === '1') process.exitCode = 1;
    break;
}
