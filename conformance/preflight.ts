/**
 * Before the first create, whether the suite can judge the implementation at all (issue #30): read-only lookups of an
 * ingest id that cannot exist, with the key, at the lookup path (given, or each of those spec 4.2 allows). The service
 * must answer them; a 404 (or another 4xx) at any path means the key passed and a lookup answers there; else a 401 or
 * 403 means it refused the key (spec 7: "Key missing, invalid or revoked"; "Key valid but without sufficient
 * permission, including an inactive partner"). Nothing is created, so a run that cannot judge stops with exit 2 and
 * no album in production.
 */
import { defaultRequestTimeoutMs } from './context.js';
import { describeResponse } from './failure.js';
import { lookupCandidates } from './scenarios.js';
import type { CheckContext, HttpExchange, NotJudged, PlannedRequest, ResolvedOptions } from './types.js';

/** The lookup paths the probes read: the given one, else each candidate. */
function probedPaths(options: ResolvedOptions): readonly string[] {
  return options.lookupPath === null ? lookupCandidates : [options.lookupPath];
}

/** An ingest id no service has: under the run's release prefix, which only this run uses. */
function unknownIngestId(options: ResolvedOptions): string {
  return `${options.releasePrefix}-no-such-ingest`;
}

/** The probes as `--dry-run` lists them. */
export function preflightPlan(options: ResolvedOptions): PlannedRequest[] {
  const paths = probedPaths(options);
  return [{
    method: 'GET',
    path: paths.map((p) => p.replace('{ingestId}', unknownIngestId(options))).join(' or '),
    creates: 'no',
    what: 'preflight: the service answers, the key is not refused (401, 403), an unknown id answers 404; else exit 2, no create',
    ...(paths.length === 1 ? {} : { times: paths.length }),
  }];
}

const refused = (status: number) => status === 401 || status === 403;
/** A lookup of an unknown id answered as a lookup route answers one: 404, or another 4xx than 401, 403 and 405. */
const answersLookup = (status: number) => status >= 400 && status < 500 && !refused(status) && status !== 405;

/** Null when the suite can judge; else why not, in one line, with the fix. */
export async function preflight(context: CheckContext): Promise<NotJudged | null> {
  const { options } = context;
  const answers: HttpExchange[] = [];
  for (const template of probedPaths(options)) {
    const path = template.replace('{ingestId}', encodeURIComponent(unknownIngestId(options)));
    try {
      // The checks' own timeout: a service slow to start answers the probe as it would answer them.
      answers.push(await context.request('GET', path, { keepExchange: false, timeoutMs: defaultRequestTimeoutMs }));
    } catch (error) {
      return {
        cause: 'unreachable',
        message: `GET ${options.baseUrl}${path} got no answer (${(error as { received?: string }).received ?? (error as Error).message})`,
        fix: 'Check --base-url (scheme, host, port) and that the service is running and reachable from here.',
      };
    }
  }
  const said = answers.map((a) => describeResponse(a)).join('; ');
  // A path that answers as a lookup shows the key passed there; a 401 or 403 at another path is that path's own answer
  // (a gateway answers 403 to a route it does not know, e.g. AWS API Gateway): refused only when no path answered so.
  if (answers.some((a) => answersLookup(a.status))) return null;
  const refusal = answers.find((a) => refused(a.status));
  if (refusal !== undefined) {
    return {
      cause: 'key-refused',
      message: refusal.status === 401
        ? `the service refused --api-key with 401: ${said}`
        : `the service refused --api-key with 403 (an inactive partner, or a key without permission): ${said}`,
      fix: refusal.status === 401
        ? 'Pass the key of an active partner of this service as --api-key (spec 5: in X-API-Key); reissue it if it was revoked.'
        : 'Pass the key of an active partner with permission to create and look up ingests, or ask the operator to activate it.',
    };
  }
  return {
    cause: 'lookup-path',
    message: `no lookup of an unknown ingest answered 404: ${said}`,
    fix: options.lookupPath === null
      ? 'Give --base-url as the service\'s root (the create is <base-url>/partner/v1/ddex/ingests), or the lookup path with --lookup-path.'
      : 'Check --lookup-path and --base-url: the lookup answers 404 to an ingest id it does not hold.',
  };
}
