/** The plan on the console: the announcement before the first create, and the whole plan of `--dry-run`. */
import type { ConformancePlan } from '../plan.js';
import type { PlannedRequest } from '../types.js';

/** Spec 4.1, word for word: why the count matters. */
const albumInProduction = 'The album is created in production at the moment of the 201';

/** How many ingests a run creates and under which release ids; said before the first create. */
export function createsLine(plan: ConformancePlan): string {
  const { certain, conditional } = plan.creates;
  const ids = `release ids ${plan.releasePrefix}-*`;
  if (certain + conditional === 0) return `This run creates no ingest at ${plan.baseUrl} (${ids}).\n`;
  const count = conditional === 0
    ? `${certain} ingest${certain === 1 ? '' : 's'}`
    : `at most ${certain + conditional} ingests (${certain} for certain, up to ${conditional} more depending on the service's answers)`;
  return `This run creates ${count} at ${plan.baseUrl}, ${ids}.\n`
    + `Each one creates an album in production (spec 4.1: "${albumInProduction}"); the reports list them under "created".\n`;
}

const mark = { yes: 'CREATE ', maybe: 'CREATE?', no: '       ' } as const;

function requestLine(request: PlannedRequest, madeBefore: boolean): string {
  const times = (request.times ?? 1) === 1 ? '' : ` ×${request.times}`;
  const again = madeBefore ? ' (made earlier in the run: not sent again)' : '';
  return `    ${madeBefore ? '       ' : mark[request.creates]} ${`${request.method} ${request.path}${times}`.padEnd(50)} ${request.what}${again}`;
}

/** `--dry-run`: every check with the requests it would send, creates marked, then the count. */
export function planText(plan: ConformancePlan): string {
  const made = new Set<string>();
  const lines = [
    `Dry run: nothing is sent and no server is started. Plan for ${plan.baseUrl}, profiles ${plan.profiles.join(', ')}.`,
    `CREATE marks a create a conforming service answers 201; CREATE? one that may create, depending on the answer.`,
    '',
    'before the checks (preflight: read-only; a failure stops the run with exit 2 before any create)',
    ...plan.preflight.map((request) => requestLine(request, false)),
  ];
  const requests = (list: readonly PlannedRequest[]) => {
    const shown = new Set<string>();
    return list.flatMap((request) => {
      if (request.shared === undefined) return [requestLine(request, false)];
      if (shown.has(request.shared)) return [];
      shown.add(request.shared);
      const madeBefore = made.has(request.shared);
      made.add(request.shared);
      return [requestLine(request, madeBefore)];
    });
  };
  for (const check of plan.checks) {
    if (check.id.startsWith('webhooks.') && plan.registration.length > 0 && !made.has('registration')) {
      made.add('registration');
      lines.push('before the webhook checks (--wait-for-registration)', ...requests(plan.registration));
    }
    lines.push(`${check.id} (spec ${check.specSection}): ${check.title}`);
    if (check.skipped !== undefined) lines.push(`    skipped: ${check.skipped}`);
    else if (check.requests.length === 0) lines.push('    sends nothing (reads the answers of the other checks)');
    else lines.push(...requests(check.requests));
  }
  return `${[...lines, ''].join('\n')}\n${createsLine(plan)}`;
}
