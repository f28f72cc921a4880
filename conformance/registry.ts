/** Every check of the suite, in run order; `conformance/CHECKS.md` documents each (a test keeps them in step). */
import { inactivePartner } from './checks/auth/inactive-partner.js';
import { invalidKey } from './checks/auth/invalid-key.js';
import { keyInQuery } from './checks/auth/key-in-query.js';
import { lookupRequiresKey } from './checks/auth/lookup-requires-key.js';
import { missingKey } from './checks/auth/missing-key.js';
import { revokedKey } from './checks/auth/revoked-key.js';
import { bodiesValid } from './checks/contract/bodies-valid.js';
import { answers201 } from './checks/create/answers-201.js';
import { countsFiles } from './checks/create/counts-files.js';
import { echoesRelease } from './checks/create/echoes-release.js';
import { processing } from './checks/create/processing.js';
import { bodyTooLarge } from './checks/extensions/body-too-large.js';
import { invalidBody } from './checks/extensions/invalid-body.js';
import { problemJson } from './checks/extensions/problem-json.js';
import { unknownIngest } from './checks/extensions/unknown-ingest.js';
import { wrongContentType } from './checks/extensions/wrong-content-type.js';
import { xmlUnfetchable } from './checks/extensions/xml-unfetchable.js';
import { countersZeroAt201 } from './checks/extensions/counters-zero-at-201.js';
import { jsonContentType } from './checks/extensions/json-content-type.js';
import { terminalStays } from './checks/extensions/terminal-stays.js';
import { completes } from './checks/lifecycle/completes.js';
import { fails } from './checks/lifecycle/fails.js';
import { filesFetched } from './checks/lifecycle/files-fetched.js';
import { sameRecord } from './checks/lookup/same-record.js';
import { dataEqualsLookup } from './checks/webhooks/data-equals-lookup.js';
import { delivered } from './checks/webhooks/delivered.js';
import { envelope } from './checks/webhooks/envelope.js';
import { maxRetries } from './checks/webhooks/max-retries.js';
import { retryGaps } from './checks/webhooks/retry-gaps.js';
import { retrySameEvent } from './checks/webhooks/retry-same-event.js';
import { signature } from './checks/webhooks/signature.js';
import { successStops } from './checks/webhooks/success-stops.js';
import { timeoutRetried } from './checks/webhooks/timeout-retried.js';
import { timestamp } from './checks/webhooks/timestamp.js';
import { contentTypes } from './checks/fuzz/content-types.js';
import { createBody } from './checks/fuzz/create-body.js';
import { headers } from './checks/fuzz/headers.js';
import { lookupIds } from './checks/fuzz/lookup-ids.js';
import { malformedJson } from './checks/fuzz/malformed-json.js';
import { queryCredentials } from './checks/fuzz/query-credentials.js';
import type { Check } from './types.js';

export const checks: readonly Check[] = [
  missingKey,
  invalidKey,
  keyInQuery,
  revokedKey,
  inactivePartner,
  lookupRequiresKey,
  answers201,
  processing,
  echoesRelease,
  countsFiles,
  sameRecord,
  bodiesValid,
  completes,
  fails,
  filesFetched,
  delivered,
  envelope,
  dataEqualsLookup,
  signature,
  timestamp,
  retrySameEvent,
  successStops,
  retryGaps,
  maxRetries,
  timeoutRetried,
  problemJson,
  invalidBody,
  unknownIngest,
  wrongContentType,
  bodyTooLarge,
  xmlUnfetchable,
  countersZeroAt201,
  terminalStays,
  jsonContentType,
  createBody,
  malformedJson,
  contentTypes,
  headers,
  queryCredentials,
  lookupIds,
];
