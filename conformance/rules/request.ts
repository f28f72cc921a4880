/**
 * Rules of a client's request (spec 4.1, 5). The conformance suite breaks them on purpose to probe the service,
 * so only the proxy runs them: they say what a partner's own client sends.
 */
import { credentialInQueryName } from '../../mock-server/src/auth/api-key.js';
import { REDACTED } from '../../mock-server/src/redact.js';
import { type Rule, unless } from './rule.js';

/** What the request rules read: the headers (lower-case names), the raw query string and, for a create, the parsed body. */
export interface SentRequest {
  method: string;
  path: string;
  query: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export const keyInHeaderRule: Rule<SentRequest> = {
  id: 'request.key-in-header',
  kind: 'spec',
  specSection: '5',
  title: 'Every request carries the API key in the X-API-Key header',
  check: (request) => unless(typeof request.headers['x-api-key'] === 'string' && request.headers['x-api-key'] !== '', () => ({
    message: `${request.method} ${request.path} was sent without X-API-Key`,
    received: { headers: Object.keys(request.headers) },
    documented: 'spec 5: "Every request carries the API key in the HTTP header `X-API-Key`."',
    fix: 'Send the partner\'s API key in the X-API-Key header of every request.',
  })),
};

export const keyNotInQueryRule: Rule<SentRequest> = {
  id: 'request.key-not-in-query',
  kind: 'spec',
  specSection: '5',
  title: 'The API key is never in a URL query parameter',
  check: (request) => {
    const name = credentialInQueryName(request.query);
    return unless(name === undefined, () => ({
      message: `${request.method} ${request.path} carries a key-like query parameter (${name ?? ''}=…)`,
      received: `${request.path}?${name ?? ''}=${REDACTED}`,
      documented: 'spec 5: "The key must never be placed in a URL query parameter; it is always sent in the header."',
      fix: 'Remove the key from the URL (it ends up in logs and proxies); send it in X-API-Key only, and rotate a key that was sent in a URL.',
    }));
  },
};

/** The create's body as parsed JSON (undefined: not JSON). */
export const createBodyRule: Rule<{ body: unknown }> = {
  id: 'request.create-body',
  kind: 'spec',
  specSection: '4.1',
  title: 'A create body is a JSON object with releaseId and xmlUrl as strings',
  check: ({ body }) => {
    const fields = body !== null && typeof body === 'object' ? body as { releaseId?: unknown; xmlUrl?: unknown } : undefined;
    return unless(typeof fields?.releaseId === 'string' && typeof fields.xmlUrl === 'string', () => ({
      message: 'the create body lacks releaseId or xmlUrl as strings',
      received: body === undefined ? '(not JSON)' : { releaseId: fields?.releaseId, xmlUrl: fields?.xmlUrl === undefined ? undefined : '(present)' },
      documented: 'spec 4.1: the request body is a JSON object with releaseId (string, required) and xmlUrl (string, URL, required)',
      fix: 'Send {"releaseId": "<your release id>", "xmlUrl": "<pre-signed HTTPS URL>"} as application/json.',
    }));
  },
};

export const xmlUrlHttpsRule: Rule<{ body: unknown }> = {
  id: 'request.xml-url-https',
  kind: 'spec',
  specSection: '4.1, 8',
  title: 'xmlUrl is an HTTPS URL, whatever the host',
  check: ({ body }) => {
    const xmlUrl = (body as { xmlUrl?: unknown } | null | undefined)?.xmlUrl;
    const scheme = typeof xmlUrl === 'string' && URL.canParse(xmlUrl) ? new URL(xmlUrl).protocol : null;
    return unless(typeof xmlUrl !== 'string' || scheme === 'https:', () => ({
      message: `xmlUrl is not an HTTPS URL (${scheme ?? 'not an absolute URL'})`,
      // The URL is pre-signed: its query is a credential, so only its scheme and host are shown.
      received: { xmlUrl: scheme === null ? '(not an absolute URL)' : `${scheme}//${new URL(xmlUrl as string).host}/…` },
      documented: 'spec 4.1: xmlUrl is a "string, URL (pre-signed, time-limited, HTTPS)" (a mock\'s loopback allowance is the mock\'s, not the spec\'s)',
      fix: 'Give the pre-signed HTTPS URL of the ERN file (e.g. an S3 presigned GET URL).',
    }));
  },
};
