/**
 * A `fuzz` check: sends one family's generated cases (cases.ts) and fails on a 5xx, a hang (no answer within
 * the request timeout) or a 2xx to a request the specification makes invalid, listing the first failures with
 * a curl line each. Reproducible: `--seed` and `--fuzz-cases` fix the cases.
 */
import { curlLine, keyVariables } from '../curl.js';
import { CheckFailure, truncate } from '../failure.js';
import type { Check, CheckContext, PlannedRequest, ResolvedOptions } from '../types.js';
import { type FuzzCase, fuzzCases, type FuzzFamily, fuzzFamilies } from './cases.js';
import { seededRandom } from './random.js';

/** A case that broke the rule, as reported. */
interface Broken {
  index: number;
  fuzzCase: FuzzCase;
  answer: string;
}

/** How long one fuzz request may take before it counts as a hang. */
export const fuzzRequestTimeoutMs = 10_000;

/** Each family draws from its own stream, so `--only` one family gives the same cases as a full run. */
function familySeed(seed: number, family: FuzzFamily): number {
  return (seed * 31 + fuzzFamilies.indexOf(family) * 7_919) >>> 0;
}

async function send(context: CheckContext, fuzzCase: FuzzCase): Promise<{ status: number } | { error: string }> {
  try {
    const exchange = await context.request(fuzzCase.method, fuzzCase.path, {
      ...(fuzzCase.apiKey === undefined ? {} : { apiKey: fuzzCase.apiKey }),
      ...(fuzzCase.query === undefined ? {} : { query: fuzzCase.query }),
      ...(fuzzCase.headers === undefined ? {} : { headers: fuzzCase.headers }),
      ...(fuzzCase.body === undefined ? {} : { rawBody: fuzzCase.body }),
      timeoutMs: fuzzRequestTimeoutMs,
      keepExchange: false,
    });
    return { status: exchange.status };
  } catch (error) {
    if (error instanceof CheckFailure) return { error: error.received };
    throw error;
  }
}

/** The family's cases for a run with these options (the xmlUrl does not change which cases are drawn). */
function casesOf(family: FuzzFamily, options: ResolvedOptions, xmlUrl: string): FuzzCase[] {
  const count = Math.max(1, Math.round(options.fuzzCases / fuzzFamilies.length));
  const random = seededRandom(familySeed(options.seed, family));
  return fuzzCases(family, count, random, { apiKey: options.apiKey, xmlUrl, releasePrefix: options.releasePrefix });
}

/** The cases as plan entries, alike ones together: the same seed draws the same cases in the plan and the run. */
function planOf(family: FuzzFamily, options: ResolvedOptions): PlannedRequest[] {
  const groups = new Map<string, PlannedRequest>();
  for (const fuzzCase of casesOf(family, options, 'https://fixtures.invalid/r/x/message.xml')) {
    const creates = fuzzCase.mayCreate ? 'maybe' : 'no';
    // Lookups of generated ids: one line per lookup path, not per id.
    const path = fuzzCase.method === 'GET' ? fuzzCase.path.replace(/[^/]*$/, '{generated id}') : fuzzCase.path;
    const key = `${fuzzCase.method} ${path} ${creates}`;
    const group = groups.get(key);
    if (group) group.times = (group.times ?? 1) + 1;
    else {
      const what = fuzzCase.mayCreate
        ? `generated ${family} cases with the key and a valid body (seed ${options.seed}): any answer but a 5xx, a 201 creates`
        : `generated ${family} cases (seed ${options.seed})${fuzzCase.expect === 'refused' ? ', each must be refused' : ''}`;
      groups.set(key, { method: fuzzCase.method, path, creates, what, times: 1 });
    }
  }
  return [...groups.values()];
}

export function fuzzCheck(family: FuzzFamily, meta: Pick<Check, 'id' | 'title' | 'specSection' | 'quotes' | 'accepts'>): Check {
  return {
    ...meta,
    profile: 'fuzz',
    plan: (options) => planOf(family, options),
    async run(context) {
      const xmlUrl = context.fixtures.serveRelease({ ernVersion: '4.3', resources: [{ files: 1 }], locations: 'relative' }).xmlUrl;
      const cases = casesOf(family, context.options, xmlUrl);
      const broken: Broken[] = [];
      let unanswered = 0;
      for (const [index, fuzzCase] of cases.entries()) {
        const outcome = await send(context, fuzzCase);
        if ('error' in outcome) {
          const hang = /timeout|aborted/i.test(outcome.error);
          if (hang) broken.push({ index, fuzzCase, answer: `no answer within ${fuzzRequestTimeoutMs} ms (a hang)` });
          else unanswered++;
          continue;
        }
        if (outcome.status >= 500) broken.push({ index, fuzzCase, answer: `HTTP ${outcome.status}` });
        else if (fuzzCase.expect === 'refused' && outcome.status >= 200 && outcome.status < 300) broken.push({ index, fuzzCase, answer: `HTTP ${outcome.status} to invalid input` });
      }
      if (unanswered > 0) context.note(`${unanswered} of ${cases.length} requests got no answer (the connection was closed): not a failure, but worth a look`);
      context.note(`${cases.length} cases, seed ${context.options.seed}`);
      if (broken.length === 0) return;
      const secrets = keyVariables(context.options);
      const lines = broken.slice(0, 5).map(({ index, fuzzCase, answer }) => {
        const url = `${context.options.baseUrl}${fuzzCase.path}${fuzzCase.query ? `?${fuzzCase.query}` : ''}`;
        const headers: Record<string, string> = { ...fuzzCase.headers };
        const key = fuzzCase.apiKey === undefined ? context.options.apiKey : fuzzCase.apiKey;
        if (key !== null) headers['x-api-key'] = key;
        const body = typeof fuzzCase.body === 'string' ? fuzzCase.body : fuzzCase.body === undefined ? undefined : `<${fuzzCase.body.length} bytes>`;
        const curl = curlLine({ method: fuzzCase.method, url, headers, ...(body === undefined ? {} : { body }) }, secrets);
        return `#${index} ${fuzzCase.what}: ${answer}\n        ${truncate(curl, 400)}`;
      });
      throw new CheckFailure(
        `${broken.length} of ${cases.length} ${family} cases broke the rule (a 5xx, a hang, or a 2xx to invalid input)`,
        lines.join('\n      '),
        'spec 4.1, 5: a request without the key in X-API-Key, or without a releaseId string and an HTTPS xmlUrl, is not accepted; no input may make the service fail (5xx) or hang',
        `Repeat a case with its curl line, or rerun with --profile fuzz --seed ${context.options.seed} --only ${meta.id}; refuse invalid input with a 4xx.`,
      );
    },
  };
}
