/**
 * `--fault <name>` (repeatable): realistic mistakes an implementation of the service could make, switched
 * on in the mock so that the conformance suite can prove it catches each one (conformance/certification.ts
 * names the check meant for each). Each is a wrapper of the spec-exact seam; off by default. Never combine
 * with --validate-responses: some break the contract on purpose.
 */
import { createHmac } from 'node:crypto';
import { ProblemError } from '../errors.js';
import { credentialInQuery } from '../auth/api-key.js';
import type { AnyIngestRecord, IngestRecord } from '../ingest/record.js';
import type { Seam, SeamWrapper } from './seam.js';

interface FaultEntry {
  description: string;
  wrap: SeamWrapper;
}

/** Bends the record of every answer and event. */
function bendRecord(bend: (record: AnyIngestRecord, row: Parameters<Seam['record']>[0]) => AnyIngestRecord): SeamWrapper {
  // A fault breaks the contract's union on purpose: the bent record is no longer one of its variants.
  const bent = (record: unknown, row: Parameters<Seam['record']>[0]) => bend(record as AnyIngestRecord, row) as IngestRecord;
  return (seam) => ({
    ...seam,
    record: (row) => bent(seam.record(row), row),
    terminalEvents: (row) => seam.terminalEvents(row).map((e) => (e.eventType === 'ingest' ? { ...e, data: bent(e.data, row) } : e)),
  });
}

/** A signature made the faulty way (the spec's is `hex(HMAC-SHA256(key, "{t}.{body}"))`). */
function faultySignature(make: (t: number, body: string, secret: string) => string): SeamWrapper {
  return (seam) => ({
    ...seam,
    sign: ({ t, body, secrets }) => [`t=${t}`, ...secrets.map((s) => `v1=${make(t, body, s)}`)].join(','),
  });
}

const hmac = (secret: string, text: string, encoding: 'hex' | 'base64' = 'hex') => createHmac('sha256', secret).update(text).digest(encoding);

export const implementationFaults = {
  'hmac-without-timestamp': {
    description: 'webhook v1 is the HMAC of the raw body alone, without "{t}."',
    wrap: faultySignature((_t, body, secret) => hmac(secret, body)),
  },
  'signature-base64': {
    description: 'webhook v1 is base64 instead of hex',
    wrap: faultySignature((t, body, secret) => hmac(secret, `${t}.${body}`, 'base64')),
  },
  'signature-wrong-secret': {
    description: 'webhook v1 is keyed with another secret than the API key',
    wrap: (seam) => ({ ...seam, sign: (input) => seam.sign({ ...input, secrets: input.secrets.map((s) => `${s}-wrong`) }) }),
  },
  'timestamp-milliseconds': {
    description: 'webhook t is in milliseconds instead of seconds',
    wrap: (seam) => ({ ...seam, sign: (input) => seam.sign({ ...input, t: input.t * 1000 }) }),
  },
  'key-in-query-accepted': {
    description: 'an API key in the query string is accepted (api_key=...)',
    wrap: (seam) => ({
      ...seam,
      authenticate(request, keys) {
        const fromQuery = credentialInQuery(request.url);
        if (fromQuery === undefined || request.headers['x-api-key'] !== undefined) return seam.authenticate(request, keys);
        return seam.authenticate({ ...request, url: request.url.split('?')[0] ?? '', headers: { ...request.headers, 'x-api-key': fromQuery } }, keys);
      },
    }),
  },
  'inactive-401': {
    description: 'an inactive partner gets 401 instead of 403 PROVIDER_INACTIVE',
    wrap: (seam) => ({
      ...seam,
      authenticate(request, keys) {
        try {
          return seam.authenticate(request, keys);
        } catch (error) {
          if (error instanceof ProblemError && error.code === 'PROVIDER_INACTIVE') throw new ProblemError('API_KEY_INVALID', 'The API key is not valid.');
          throw error;
        }
      },
    }),
  },
  'lookup-without-key': {
    description: 'the lookup answers without an API key',
    wrap: (seam) => ({
      ...seam,
      authenticate: (request, keys) => (request.method === 'GET' && request.headers['x-api-key'] === undefined ? null : seam.authenticate(request, keys)),
    }),
  },
  'completed-at-while-processing': {
    description: 'completedAt is set while the ingest is processing',
    wrap: bendRecord((record) => (record.status === 'processing' ? { ...record, completedAt: record.receivedAt } : record)),
  },
  'received-at-without-offset': {
    description: 'timestamps are written without a UTC offset',
    wrap: bendRecord((record) => ({
      ...record,
      receivedAt: record.receivedAt.replace(/Z$/, ''),
      ...(record.completedAt ? { completedAt: record.completedAt.replace(/Z$/, '') } : {}),
    })),
  },
  'release-id-not-echoed': {
    description: 'releaseId is answered with a prefix, not as submitted',
    wrap: bendRecord((record) => ({ ...record, releaseId: `R-${record.releaseId}` })),
  },
  'total-counts-resources': {
    description: 'resources.total counts resources instead of files',
    wrap: bendRecord((record, row) => ({
      ...record,
      resources: { ...record.resources, total: row.resourceCount },
    })),
  },
  'skip-resource-fetch': {
    description: 'resource files are counted as loaded without being fetched',
    wrap: (seam) => ({ ...seam, loadResource: (_row, index) => Promise.resolve({ type: 'file-completed', index, at: seam.clock.now() }) }),
  },
  'failed-without-error': {
    description: 'a failed ingest has no error object',
    wrap: bendRecord((record) => {
      if (!('error' in record)) return record;
      const { error: _dropped, ...rest } = record;
      return rest;
    }),
  },
  'completed-despite-failed-file': {
    description: 'an ingest completes although a resource file failed',
    wrap: (seam) => ({
      ...seam,
      transition(row, event) {
        const next = seam.transition(row, event);
        return next.finished === 'failed' ? { ...next, row: { ...next.row, status: 'completed', error: null }, finished: 'completed' } : next;
      },
    }),
  },
  'stale-webhook-data': {
    description: 'webhook data is the record as it was before the last file loaded',
    wrap: (seam) => ({
      ...seam,
      terminalEvents: (row) => seam.terminalEvents(row).map((e) => {
        if (e.eventType !== 'ingest') return e;
        const data = e.data as AnyIngestRecord;
        return { ...e, data: { ...data, resources: { ...data.resources, completed: Math.max(0, data.resources.completed - 1) } } };
      }),
    }),
  },
  'no-webhook-for-failed': {
    description: 'no webhook is sent when an ingest fails',
    wrap: (seam) => ({ ...seam, terminalEvents: (row) => (row.status === 'failed' ? [] : seam.terminalEvents(row)) }),
  },
  'new-event-id-per-retry': {
    description: 'each retry of a webhook carries a new eventId',
    wrap: (seam) => ({
      ...seam,
      eventBody: (event, attempt) => {
        const body = seam.eventBody(event, attempt);
        return attempt > 1 ? body.replace(event.eventId, `${event.eventId}R${attempt}`) : body;
      },
    }),
  },
  'no-retry-after-500': {
    description: 'a webhook answered with a non-2xx status is not retried',
    wrap: (seam) => ({
      ...seam,
      retryDelay: (attempt, outcome) => (outcome.statusCode !== null ? null : seam.retryDelay(attempt, outcome)),
    }),
  },
  'constant-retry-gaps': {
    description: 'webhook retries come at constant intervals',
    wrap: (seam) => ({
      ...seam,
      retryDelay: (attempt, outcome) => (seam.retryDelay(attempt, outcome) === null ? null : seam.retryDelay(1, outcome)),
    }),
  },
  'too-many-retries': {
    description: 'a failed webhook is retried 8 times',
    wrap: (seam) => ({
      ...seam,
      retryDelay(attempt, outcome) {
        if (attempt > 8) return null;
        // The schedule's gaps, its last one repeated past its end.
        for (let n = attempt; n >= 1; n--) {
          const delay = seam.retryDelay(n, outcome);
          if (delay !== null) return delay;
        }
        return null;
      },
    }),
  },
  'no-retry-after-timeout': {
    description: 'a webhook whose answer is too slow is not retried',
    wrap: (seam) => ({ ...seam, retryDelay: (attempt, outcome) => (outcome.error?.startsWith('timeout') ? null : seam.retryDelay(attempt, outcome)) }),
  },
  'retries-after-2xx': {
    description: 'a webhook answered 2xx keeps being retried on the schedule',
    wrap: (seam) => ({
      ...seam,
      redeliveryAfterSuccess: (_event, successes) => seam.retryDelay(successes, { statusCode: 200, error: null }),
    }),
  },
} as const satisfies Record<string, FaultEntry>;

export type ImplementationFault = keyof typeof implementationFaults;

export function isImplementationFault(name: string): name is ImplementationFault {
  return Object.hasOwn(implementationFaults, name);
}
