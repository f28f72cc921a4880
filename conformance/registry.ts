/** Every check of the suite, in run order; `conformance/CHECKS.md` documents each (a test keeps them in step). */
import { inactivePartner } from './checks/auth/inactive-partner.js';
import { invalidKey } from './checks/auth/invalid-key.js';
import { keyInQuery } from './checks/auth/key-in-query.js';
import { lookupRequiresKey } from './checks/auth/lookup-requires-key.js';
import { missingKey } from './checks/auth/missing-key.js';
import { revokedKey } from './checks/auth/revoked-key.js';
import { bodiesValid } from './checks/contract/bodies-valid.js';
import { recordValid } from './checks/create/record-valid.js';
import { resourcesTotal } from './checks/create/resources-total.js';
import { releaseAndIds } from './checks/create/release-and-ids.js';
import { processing } from './checks/create/processing.js';
import { bodyTooLarge } from './checks/extensions/body-too-large-413.js';
import { invalidBody } from './checks/extensions/invalid-body-400.js';
import { problemJson } from './checks/extensions/problem-json.js';
import { unknownIngest } from './checks/extensions/unknown-ingest-404.js';
import { wrongContentType } from './checks/extensions/content-type-415.js';
import { xmlUnfetchable } from './checks/extensions/xml-unfetchable-422.js';
import { countersZeroAt201 } from './checks/extensions/counters-zero-at-201.js';
import { jsonContentType } from './checks/extensions/json-content-type.js';
import { terminalStays } from './checks/extensions/terminal-stays.js';
import { completes } from './checks/lifecycle/completes.js';
import { failsOnExpiredFile } from './checks/lifecycle/fails-on-expired-file.js';
import { filesFetched } from './checks/lifecycle/files-fetched.js';
import { sameRecord } from './checks/lookup/same-record.js';
import { dataEqualsLookup } from './checks/webhooks/data-equals-lookup.js';
import { delivered } from './checks/webhooks/delivered.js';
import { envelope } from './checks/webhooks/envelope.js';
import { maxRetries } from './checks/webhooks/max-retries.js';
import { retryGapsIncrease } from './checks/webhooks/retry-gaps-increase.js';
import { retrySameEvent } from './checks/webhooks/retry-same-event.js';
import { signature } from './checks/webhooks/signature.js';
import { successStops } from './checks/webhooks/2xx-stops-retries.js';
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
  recordValid,
  processing,
  releaseAndIds,
  resourcesTotal,
  sameRecord,
  bodiesValid,
  completes,
  failsOnExpiredFile,
  filesFetched,
  delivered,
  envelope,
  dataEqualsLookup,
  signature,
  timestamp,
  retrySameEvent,
  successStops,
  retryGapsIncrease,
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
