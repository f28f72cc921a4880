/**
 * Following redirects by hand, so that the URL policy is checked before every hop and credentials do not
 * follow a redirect to another origin (as fetch itself does).
 */
import { fetchFailure, type FetchFailure, unreachable } from './failures.js';
import type { Exchange, Opener } from './exchange.js';
import type { FetchLimitedOptions, Progress } from './fetch-options.js';
import { redactUrl } from '../redact.js';
import { untilAborted } from './until-aborted.js';
import { checkUrlPolicy } from './url-policy.js';

/** Statuses whose Location is followed; the request is a GET throughout, so 303 needs no special case. */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Request headers that must not follow a redirect to another origin (as fetch itself does). */
const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set(['authorization', 'cookie', 'proxy-authorization']);

/** Fetches `url` and follows redirects until a non-redirect answer, checking the URL policy before each hop. */
export async function openFollowingRedirects(
  url: string,
  options: FetchLimitedOptions,
  open: Opener,
  signal: AbortSignal,
  progress: Progress,
): Promise<{ ok: true; response: Exchange } | FetchFailure> {
  const { label } = options;
  let headers = options.headers;
  for (let hop = 0; ; hop++) {
    const checked = checkUrlPolicy(progress.url, options.policy, label);
    if (!checked.ok) {
      if (hop === 0) return fetchFailure('policy', checked.reason);
      // a redirect's target is refused in the same words as a refused address (issue #13)
      const detail = `${label} ${redactUrl(url)} redirected (redirect ${hop}) to a refused URL: ${checked.reason}`;
      return unreachable('policy', `${label} ${redactUrl(url)}`, detail);
    }
    const current = checked.url;
    progress.url = current.href;
    const opening = open(current.href, { ...(headers === undefined ? {} : { headers }), signal });
    // An answer that arrives after the timeout releases its connection.
    const response = await untilAborted(opening, signal, (late) => {
      late.cancel();
    });
    if (!REDIRECT_STATUSES.has(response.status)) return { ok: true, response };

    response.cancel();
    const shown = `${label} ${redactUrl(current)}`;
    const location = response.header('location');
    const next = location === null ? null : URL.parse(location, current.href);
    if (next === null) {
      const what = location === null ? 'without a Location header' : `with an invalid Location ${redactUrl(location)}`;
      return fetchFailure('http-status', `${shown} answered HTTP ${response.status} ${what}`, response.status);
    }
    if (hop >= options.limits.maxRedirects) {
      return fetchFailure(
        'too-many-redirects',
        `${label} ${redactUrl(url)} redirected more than ${options.limits.maxRedirects} times `
        + `(the last answer, from ${redactUrl(current)}, points to ${redactUrl(next)})`,
      );
    }
    if (next.origin !== current.origin) headers = withoutCredentials(headers);
    progress.url = next.href;
  }
}

function withoutCredentials(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())));
}
