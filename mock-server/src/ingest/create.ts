/**
 * Create an ingest (spec 4.1), as a pipeline of stages, each failing with its own problem code:
 * validate the body → check the xmlUrl scheme → choose the scenario and the validation mode → fetch the XML →
 * parse the ERN and preflight it (on the parse thread) → refuse a message without a release, and in `reject`
 * mode one with an error finding → store the ingest (`processing`) with its release → answer 201 → start
 * loading the files.
 */
import type { components } from '../../../generated/openapi.js';
import { validateCreateIngestRequest } from '../../../generated/validators.js';
import type { Clock } from '../clock.js';
import { type MockConfig, outboundPolicy } from '../config.js';
import type { ErnNewReleaseMessage } from '../ern/index.js';
import type { ErnParser } from './parse-pool.js';
import { type CreatePreflight, MAX_LISTED_ERRORS } from './preflight-job.js';
import { ddexReferenceText } from '../ern/preflight/profile-runner.js';
import { type FindingError, ProblemError } from '../errors.js';
import { padFrom, type PadTimer, realPadTimer } from '../fetch/unreachable-pad.js';
import { redactUrl } from '../redact.js';
import { checkUrlPolicy } from '../fetch/url-policy.js';
import type { Logger } from '../logging.js';
import type { Rng } from '../rng.js';
import type { IngestRow, LeaseRequest, PartnerRecord, ResourceFileRecord, Store } from '../store/types.js';
import { timestamp } from '../timestamp.js';
import { chooseScenario, planIngest, type ScenarioChoice, scenarioFromPrefer, simulatedDurations } from './scenarios.js';
import { chooseProfiles, chooseValidation, type ProfilesChoice, type ValidationChoice, validationFromPrefer } from './validation.js';

type CreateIngestRequest = components['schemas']['CreateIngestRequest'];

/** What a create uses: where it stores, how it fetches and parses, and the settings of both. */
export interface CreateIngestOptions {
  store: Store;
  /**
   * Replicas share the store (issue #18): the lease under which this replica holds the ingests it creates, so
   * that it loads their files and no other replica does while it lives. Absent: one process owns the store.
   */
  newIngestLease?: () => LeaseRequest | undefined;
  clock: Clock;
  /** Draws the simulated durations of files (`resources.mode: simulate`). */
  rng: Rng;
  /** Fetches and parses the ERN message (on worker threads unless `xml.parseThreads` is 0). */
  ernParser: ErnParser;
  logger: Logger;
  config: Pick<MockConfig, 'scenarios' | 'xml' | 'outbound' | 'allowHttpLoopback' | 'resources' | 'ern' | 'partners'>;
  /** Real time for padding an unreachable xmlUrl's 422 (unreachable-pad.ts); default the real clock. */
  padTimer?: PadTimer;
}

/** ajv's instancePath is already a JSON Pointer into the body. */
function validBody(body: unknown): CreateIngestRequest {
  if (validateCreateIngestRequest(body)) return body;
  const errors = (validateCreateIngestRequest.errors ?? []).map((e) => ({
    pointer: e.keyword === 'required' ? `${e.instancePath}/${String(e.params.missingProperty)}` : e.instancePath,
    message: e.keyword === 'additionalProperties'
      ? `unknown member "${String(e.params.additionalProperty)}"`
      : (e.message ?? 'is invalid'),
  }));
  const summary = errors.map((e) => `${e.pointer || '(body)'} ${e.message}`).join('; ');
  throw new ProblemError('INVALID_REQUEST', `The request body does not match CreateIngestRequest: ${summary}.`, {
    errors,
  });
}

function scenarioOf(context: CreateIngestOptions, releaseId: string, prefer: string | undefined): ScenarioChoice {
  const fromPrefer = scenarioFromPrefer(prefer);
  if (!fromPrefer.ok) throw new ProblemError('SCENARIO_INVALID', fromPrefer.message);
  return chooseScenario(releaseId, fromPrefer.choice, context.config.scenarios);
}

function validationOf(context: CreateIngestOptions, partner: PartnerRecord, prefer: string | undefined): ValidationChoice {
  const fromPrefer = validationFromPrefer(prefer);
  if (!fromPrefer.ok) throw new ProblemError('VALIDATION_INVALID', fromPrefer.message);
  const partnerMode = context.config.partners.find((p) => p.id === partner.id)?.ern?.validation;
  return chooseValidation(fromPrefer.mode, partnerMode, context.config.ern.validation);
}

function profilesOf(context: CreateIngestOptions, partner: PartnerRecord): ProfilesChoice {
  return chooseProfiles(context.config.partners.find((p) => p.id === partner.id)?.ern, context.config.ern);
}

/** Where a refusing mode came from, for the 422's detail. */
function refusedBy(validation: ValidationChoice, profiles: ProfilesChoice, byRules: boolean, byProfiles: boolean): string {
  const parts: string[] = [];
  if (byRules) {
    parts.push(`validation mode reject, ${validation.source === 'prefer' ? 'from Prefer' : validation.source === 'partner' ? 'the partner\'s setting' : 'the server\'s setting'}`);
  }
  if (byProfiles) parts.push(`release-profile mode reject, ${profiles.source === 'partner' ? 'the partner\'s ern.profiles' : 'the server\'s ern.profiles'}`);
  return parts.join('; ');
}

/**
 * The release checks of every create (issue #16): no release at all is refused in every mode (spec 4.1: the
 * album is created at the 201, and there is none), before any other finding; in `reject` mode any error finding
 * is refused, listed in `errors`: ern.validation's for the rules' findings, ern.profiles' for the release-profile
 * rules' (issue #32).
 */
export function judgeRelease(preflight: CreatePreflight, validation: ValidationChoice, profiles: ProfilesChoice): void {
  if (preflight.noRelease) {
    throw new ProblemError(
      'ERN_NO_RELEASE',
      'The message holds no release: the service creates the album at the 201 (spec 4.1), and there is none to create. '
      + 'Add the main release to the ReleaseList (ERN 4.x: a Release element; ERN 3.8: a Release with IsMainRelease="true") '
      + 'and submit again. Nothing was created.',
    );
  }
  // ern.validation judges the other rules' errors, ern.profiles the release-profile rules' (those with `ddex`).
  const byRules = validation.mode === 'reject' && preflight.errorCounts.rules > 0;
  const byProfiles = profiles.mode === 'reject' && preflight.errorCounts.profiles > 0;
  if (!byRules && !byProfiles) return;
  const count = (byRules ? preflight.errorCounts.rules : 0) + (byProfiles ? preflight.errorCounts.profiles : 0);
  const errors = preflight.errors.filter((f) => (f.ddex === undefined ? byRules : byProfiles));
  const source = refusedBy(validation, profiles, byRules, byProfiles);
  // A release-profile finding's message names DDEX's rule, clause and role (FindingError has no member for them).
  const listed: FindingError[] = errors.slice(0, MAX_LISTED_ERRORS).map(({ rule, code, severity, message, line, path, ddex }) => ({
    rule, code, severity, message: ddex === undefined ? message : `${message} (${ddexReferenceText(ddex)})`, line, path,
  }));
  const more = count > listed.length ? ` (the first ${listed.length} are listed)` : '';
  throw new ProblemError(
    'ERN_INVALID',
    `The message has ${count} error finding${count === 1 ? '' : 's'}${more}, so it was refused (${source}). `
    + 'Fix each one at the line and path given in `errors` (`ingest-kit validate <file>` shows the same findings before an upload) '
    + 'and submit again. Nothing was created.',
    // RFC 7240: the preference was honoured, by the refusal itself.
    { errors: listed, ...(validation.source === 'prefer' && byRules ? { headers: { 'preference-applied': 'validation=reject' } } : {}) },
  );
}

/**
 * Fetches and parses the message (on a worker thread unless config.xml.parseThreads is 0). Relative file
 * locations resolve against xmlUrl.
 */
async function loadMessage(
  context: CreateIngestOptions,
  xmlUrl: string,
  validation: ValidationChoice,
  profiles: ProfilesChoice,
): Promise<{ message: ErnNewReleaseMessage; preflight: CreatePreflight }> {
  const { timeoutMs, maxBytes, maxRedirects } = context.config.xml;
  const { xsdDir, keepMessageBytes } = context.config.ern;
  const padTimer = context.padTimer ?? realPadTimer;
  const started = padTimer.now();
  const outcome = await context.ernParser.load(xmlUrl, {
    limits: { timeoutMs, maxBytes, maxRedirects },
    policy: outboundPolicy(context.config),
    ...(context.config.outbound.ca === null ? {} : { ca: context.config.outbound.ca }),
    preflight: {
      mode: validation.mode, xsdDir, keepMessageBytes,
      // Prefer: validation=off turns the profile's rules off with the others, but for ern.profiles reject, which holds.
      profile: profiles.mode === 'off' || (validation.mode === 'off' && profiles.mode !== 'reject') ? 'off' : 'auto',
      requireDeals: profiles.requireDeals,
    },
  });
  if (!outcome.ok) {
    // issue #13: the partner's message does not say what is on the host; the operator's log does
    const { kind, detail } = outcome.failure;
    if (detail !== undefined) context.logger.warn({ xmlUrl: redactUrl(xmlUrl), kind, detail }, 'xmlUrl fetch failed');
    if (outcome.failure.kind === 'busy') {
      // The bytes in flight at the rate the budget drained lately (xml-drain.ts): 1 to 60 s, 2 before any measurement.
      const retryAfter = context.ernParser.busyRetryAfterSeconds();
      throw new ProblemError(
        'SERVICE_BUSY',
        `The mock is holding as many XML bytes as it allows at once (xml.bufferBudget, ${context.config.xml.bufferBudgetBytes} bytes: `
        + 'messages being fetched, buffered or parsed), so it did not take this one; '
        + `nothing was created. Send the same request again after ${retryAfter} seconds.`,
        { headers: { 'retry-after': String(retryAfter) } },
      );
    }
    if (outcome.failure.kind === 'too-large') throw new ProblemError('XML_TOO_LARGE', outcome.failure.message);
    // Address probing (issue #17): a refused port must not answer sooner than one that resets or is not HTTP.
    if (outcome.failure.unreachable === true) await padFrom(started, padTimer);
    throw new ProblemError('XML_FETCH_FAILED', outcome.failure.message);
  }
  if (!outcome.parsed.ok) throw new ProblemError(outcome.parsed.code, outcome.parsed.message);
  // An accepted message asked to be preflighted always is (parse-pool.ts runJob).
  if (outcome.preflight === undefined) throw new TypeError('createIngest: the parse of an accepted message brought no preflight');
  return { message: outcome.parsed.message, preflight: outcome.preflight };
}

export interface CreateResult {
  row: IngestRow;
  scenario: ScenarioChoice;
  validation: ValidationChoice;
}

/**
 * The front cover's ResourceReference when the cover is kept: the release has one, files are really fetched and a size
 * is allowed (ern.keepCoverBytes 0: never); else null.
 */
function keptCover(context: CreateIngestOptions, preflight: CreatePreflight): string | null {
  const keeps = context.config.resources.mode === 'fetch' && context.config.ern.keepCoverBytes > 0;
  return keeps ? preflight.coverResourceReference : null;
}

export async function createIngest(
  context: CreateIngestOptions,
  partner: PartnerRecord,
  body: unknown,
  prefer: string | undefined,
): Promise<CreateResult> {
  const receivedAt = context.clock.now();
  const request = validBody(body);
  // spec 4.1, 8: xmlUrl is HTTPS. The mock's one local-development allowance: plain http to loopback hosts.
  const policy = checkUrlPolicy(request.xmlUrl, outboundPolicy(context.config), 'xmlUrl');
  if (!policy.ok) throw new ProblemError('XML_URL_NOT_HTTPS', policy.reason);
  const scenario = scenarioOf(context, request.releaseId, prefer);
  const validation = validationOf(context, partner, prefer);
  const profiles = profilesOf(context, partner);
  if (scenario.scenario === 'xml-fetch-failed') {
    throw new ProblemError(
      'XML_FETCH_FAILED',
      `Fetching xmlUrl ${redactUrl(request.xmlUrl)} failed (scenario xml-fetch-failed). Submit a fresh, valid pre-signed xmlUrl.`,
    );
  }
  const { message, preflight } = await loadMessage(context, request.xmlUrl, validation, profiles);
  judgeRelease(preflight, validation, profiles);
  const listed: ResourceFileRecord[] = [
    ...message.files.map((f) => ({
      uri: f.uri,
      ...(f.hashSum ? { hashSum: f.hashSum } : {}),
      ...(f.resourceReference ? { resourceReference: f.resourceReference } : {}),
      status: 'pending' as const,
    })),
    // A file whose location cannot be resolved is still a file the release delivers; it fails to load.
    ...message.unresolvedFiles.map((f) => ({
      uri: f.location ?? '(no location)',
      ...(f.resourceReference ? { resourceReference: f.resourceReference } : {}),
      status: 'pending' as const,
    })),
  ];
  const durations = simulatedDurations(
    listed.length,
    context.config.resources.mode === 'simulate' ? context.config.resources.simulateDurationMs : null,
    context.rng,
  );
  const files = durations ? listed.map((f, i) => ({ ...f, simulatedDurationMs: durations[i]! })) : listed;
  const cover = keptCover(context, preflight);
  const row: IngestRow = {
    ingestId: await context.store.allocateIngestId(),
    partnerId: partner.id,
    releaseId: request.releaseId,
    xmlUrlRedacted: redactUrl(request.xmlUrl),
    ernVersion: message.ernVersion,
    status: 'processing',
    receivedAt: timestamp(receivedAt),
    completedAt: null,
    error: null,
    resources: { total: files.length, completed: 0, failed: 0 },
    resourceCount: new Set(files.map((f) => f.resourceReference ?? f.uri)).size,
    firstFailure: null,
    plan: planIngest({ choice: scenario, fileCount: files.length, receivedAt, clock: context.clock }),
    ...(cover === null ? {} : { coverResourceReference: cover }),
  };
  const { store } = context;
  await store.transaction(async (tx) => {
    const lease = context.newIngestLease?.();
    await (lease ? tx.insertIngest(row, files, lease) : tx.insertIngest(row, files));
    // The release record as JSON, made where the message was parsed (preflight-job.ts createPreflight).
    await tx.saveIngestRelease(row.ingestId, preflight.record);
    if (preflight.xml !== null) await tx.saveIngestBlob(row.ingestId, 'message', preflight.xml);
  });
  context.logger.info(
    {
      ingestId: row.ingestId, partnerId: partner.id, status: 'processing', files: files.length, ernVersion: row.ernVersion,
      scenario: scenario.scenario, validation: validation.mode, findings: preflight.findingsTotal,
    },
    'ingest state changed',
  );
  return { row, scenario, validation };
}
