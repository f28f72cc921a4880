/**
 * The preflight of a create's message (config `ern.validation`, issue #16): runs where the message is parsed,
 * on a parse thread (parse-pool.ts runJob), right after the parse, so that reading the release and running the
 * rules and the schema keep off the event loop. Its result is plain data: the report (release summary and
 * findings) and, when small enough, the message's bytes for the dashboard's view.
 */
import { type PreflightFileReport, type ProfileChoice, preflightTree } from '../ern/preflight/index.js';
import { parseErnMessage } from '../ern/parse-ern.js';
import type { ErnTree } from '../ern/release/tree.js';
import type { ErnParseResult } from '../ern/types.js';
import { cachedXsdSchemas } from '../ern/xsd/cached.js';
import type { XmlStructureLimits } from '../xml/limits.js';
import type { ErnValidationMode } from '../config/settings.js';

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
