/**
 * The preflight of a create's message (config `ern.validation`, issue #16): runs where the message is parsed,
 * on a parse thread (parse-pool.ts runJob), right after the parse, so that reading the release and running the
 * rules and the schema keep off the event loop. Its result is plain data: the report (release summary and
 * findings) and, when small enough, the message's bytes for the dashboard's view; a create takes less of it
 * ({@link createPreflight}: the release record as JSON text, and what the create judges by).
 */
import { type Finding, type PreflightFileReport, type ProfileChoice, preflightTree } from '../ern/preflight/index.js';
import { parseErnMessage } from '../ern/parse-ern.js';
import type { ErnTree } from '../ern/release/tree.js';
import type { ErnParseResult } from '../ern/types.js';
import { cachedXsdSchemas } from '../ern/xsd/cached.js';
import type { XmlStructureLimits } from '../xml/limits.js';
import type { ErnValidationMode } from '../config/settings.js';
import { type IngestReleaseJson, ingestReleaseJson, MAX_STORED_FINDINGS } from '../store/types.js';

/** What the preflight of a create is asked to do: plain data, sent to a thread with the job. */
export interface PreflightSettings {
  /** `off`: the release summary only, no rule and no schema. */
  mode: ErnValidationMode;
  /** DDEX's schemas (ern.xsdDir), compiled once per thread; null: no schema validation. */
  xsdDir: string | null;
  /** The message's bytes come back with the report when they are at most this many (ern.keepMessageBytes). */
  keepMessageBytes: number;
  /**
   * Whose release-profile rules run (preflight/profile-runner.ts): the mock's `ern.profiles` `off` is `off`, `report` and
   * `reject` are `auto` (the message's own profile); `validate --profile` names one. Default `auto`.
   */
  profile?: ProfileChoice;
  /** A message without a release deal is an error (ern.requireDeals, validate --require-deals); default false. */
  requireDeals?: boolean;
}

/** The preflight of one message. */
export interface MessagePreflight {
  report: PreflightFileReport;
  /** The message as fetched, when within keepMessageBytes; else null. */
  xml: Uint8Array | null;
  /** The message's size in bytes, kept or not. */
  xmlBytes: number;
}

/** A parse, with the preflight when it was asked for and the message was accepted. */
export interface CheckedMessage {
  parsed: ErnParseResult;
  preflight?: MessagePreflight;
}

/**
 * Parses `xml` and, when `settings` are given and the message is accepted, preflights it. The parse's kept tree
 * (`message.tree`) is used and then left out of the result: it holds functions, which cannot reach another thread.
 */
export async function checkMessage(
  xml: Uint8Array,
  messageUrl: string,
  limits: XmlStructureLimits,
  settings?: PreflightSettings,
): Promise<CheckedMessage> {
  // The release tree is read in the same walk as the files, and only when a preflight will read it.
  const parsed = parseErnMessage(xml, { messageUrl, tree: settings !== undefined, limits });
  if (!parsed.ok) return { parsed };
  const { tree, ...message } = parsed.message;
  if (settings === undefined) return { parsed: { ok: true, message } };
  // parseErnMessage fills `tree` whenever it is asked for and the message is accepted.
  return { parsed: { ok: true, message }, preflight: await preflightMessage(xml, tree!, settings) };
}

async function preflightMessage(xml: Uint8Array, tree: ErnTree, settings: PreflightSettings): Promise<MessagePreflight> {
  const rules = settings.mode !== 'off';
  const all = rules && settings.xsdDir !== null ? await cachedXsdSchemas(settings.xsdDir) : undefined;
  // A version whose schema the folder lacks is read by the rules only.
  const schemas = all?.has(tree.ernVersion) === true ? all : undefined;
  const report = preflightTree(tree, {
    rules,
    profile: settings.profile ?? 'auto',
    requireDeals: settings.requireDeals === true,
    ...(schemas === undefined ? {} : { schemas, xml }),
  });
  const kept = xml.byteLength <= settings.keepMessageBytes;
  return { report, xml: kept ? xml : null, xmlBytes: xml.byteLength };
}

/** Most error findings an ERN_INVALID answer lists (create.ts); its `detail` says how many there were. */
export const MAX_LISTED_ERRORS = 100;

/**
 * What a create keeps of its message's preflight (create.ts), made where the message was parsed: the ingest's release
 * record as the stores keep it, JSON text, and what the create judges the message by. Text crosses from a parse
 * thread as one copy; the report's objects (a release and its findings, hundreds of them) were serialised there,
 * deserialised on the event loop and turned into JSON again for the store: measured with the creates of 1_Audio.xml
 * (66 findings), about 0.5 ms of CPU a create, on the event loop, the thread and the garbage collector.
 */
export interface CreatePreflight {
  /** The release record (store/types.ts IngestReleaseRecord), stored beside the ingest. */
  record: IngestReleaseJson;
  /** The message names no main release (a create refuses it in every mode). */
  noRelease: boolean;
  /** The main release's front cover, by ResourceReference; null when it has none. */
  coverResourceReference: string | null;
  /** How many findings the preflight reported. */
  findingsTotal: number;
  /**
   * The error findings, in the report's order: the first {@link MAX_LISTED_ERRORS} of the rules' (no `ddex`) and of the
   * release-profile rules' each, enough for an ERN_INVALID answer whichever modes refuse.
   */
  errors: Finding[];
  /** How many error findings the rules and the release-profile rules reported in all. */
  errorCounts: { rules: number; profiles: number };
  /** The message as fetched, when within keepMessageBytes; else null. */
  xml: Uint8Array | null;
  xmlBytes: number;
}

/** A create's {@link CreatePreflight} of a message's preflight, run with `mode` (the record says which mode ran). */
export function createPreflight(preflight: MessagePreflight, mode: ErnValidationMode): CreatePreflight {
  const { release, findings, notices } = preflight.report;
  const errors: Finding[] = [];
  const errorCounts = { rules: 0, profiles: 0 };
  for (const finding of findings) {
    if (finding.severity !== 'error') continue;
    const kind = finding.ddex === undefined ? 'rules' : 'profiles';
    errorCounts[kind] += 1;
    if (errorCounts[kind] <= MAX_LISTED_ERRORS) errors.push(finding);
  }
  const record = ingestReleaseJson({
    validation: mode,
    release,
    findings: findings.slice(0, MAX_STORED_FINDINGS),
    findingsTotal: findings.length,
    // A declared release profile the kit holds no rules for (preflight/profile-runner.ts).
    ...(notices === undefined || notices.length === 0 ? {} : { notices }),
    messageBytes: preflight.xmlBytes,
  });
  return {
    record,
    noRelease: release === null,
    coverResourceReference: release?.cover?.resourceReference ?? null,
    findingsTotal: findings.length,
    errors,
    errorCounts,
    xml: preflight.xml,
    xmlBytes: preflight.xmlBytes,
  };
}
