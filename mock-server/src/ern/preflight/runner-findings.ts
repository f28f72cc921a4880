/**
 * The findings that no rule module reports: the runner's own (index.ts), a message that cannot be read
 * (`message-readable`, `message-limits`, or `message-version` for an ERN version the kit does not read) and a schema
 * finding (`xsd`, from ../xsd/), and the files check's (files-check.ts,
 * `validate --files`). They are described here as the rules describe themselves, so that the guide's generated
 * rule list (scripts/generate/preflight-rules.ts) and the SARIF report's rules name them too;
 * test/generated/preflight-rules.test.ts proves the runner reports its two with these ids, codes and severities.
 */
import type { ErnRejection } from '../types.js';
import { ernVersionsInProse } from '../version.js';
import type { Finding, PreflightRule } from './types.js';

/** A rule's description without its check: what the rule list shows. */
export type RuleDescription = Omit<PreflightRule, 'check'>;

/** The message cannot be read: not XML, or not a NewReleaseMessage (its ERN version: {@link MESSAGE_VERSION}). */
export const MESSAGE_READABLE = {
  id: 'message-readable',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: 'The message is well-formed XML and a NewReleaseMessage',
  fix: 'The finding names what stopped the reading and, for malformed XML, its line and column. Save the message as '
    + 'UTF-8 XML with one NewReleaseMessage root in the namespace of its ERN version (http://ddex.net/xml/ern/43 for '
    + '4.3) and no DOCTYPE (refused, as XML entities can be abused), and correct what the XML parser names (an '
    + 'unclosed element, an unescaped &, a stray character). No other rule runs on a message that cannot be read.',
} as const satisfies RuleDescription;

/**
 * A NewReleaseMessage in no namespace the kit reads: an ERN version it does not support (`ern/39`, `ern/411x`), or
 * none at all. `NewReleaseMessageInvalid`, as ErncFileStatus has no code for a version, but a finding of its own, so
 * that a partner on another version is told which versions the kit reads rather than that the message is broken.
 */
export const MESSAGE_VERSION = {
  id: 'message-version',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: `The message is in the namespace of an ERN version the kit reads (ERN ${ernVersionsInProse()})`,
  fix: 'DDEX names the version by the namespace of the NewReleaseMessage root: http://ddex.net/xml/ern/43 is ERN 4.3, '
    + `http://ddex.net/xml/ern/382 is ERN 3.8.2. The kit reads ERN ${ernVersionsInProse()}. Send the message in one of them `
    + '(declare its namespace on the root, with the structure of that version); a message without a namespace names no '
    + 'version. No other rule runs on it.',
} as const satisfies RuleDescription;

/** The message is over a limit of its structure (xml/limits.ts) or too costly to parse: nothing else runs on it. */
export const MESSAGE_LIMITS = {
  id: 'message-limits',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: 'The message\'s structure is within the limits of the kit and the service (depth, attributes, namespaces)',
  fix: 'The finding names the limit passed (xml.limits.maxDepth, maxAttributesPerElement, maxNamespacesPerElement or '
    + 'maxNamespacesPerMessage) and where. Real ERN messages nest about 10 elements deep, carry a few attributes per element '
    + 'and declare their namespaces once, on the root: write the message that way. The mock refuses such a message with '
    + '422 XML_TOO_COMPLEX, or XML_TOO_COSTLY when its parse ran out of memory. No other rule runs on it.',
} as const satisfies RuleDescription;

/** The message does not validate against DDEX's XML schema of its version (only when schemas are given). */
export const XSD = {
  id: 'xsd',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: 'The message validates against DDEX\'s XML schema of its ERN version (with --xsd-dir or ern.xsdDir only)',
  source: 'The ERN XML Schema of the version (release-notification.xsd and its allowed-value sets), as DDEX publishes it',
  fix: 'The message is the schema\'s own (libxml2\'s), at the line of the element: an element out of order, missing, '
    + 'unknown, or a value outside its allowed-value set. Write the elements in the order the schema gives, add the '
    + 'required ones it names (for example ReleaseLabelReference before PLine in an ERN 4.3 Release), and take '
    + 'values from the allowed-value sets of the AvsVersionId the message declares.',
} as const satisfies RuleDescription;

/** A resource file that is not where the message says (files check only). */
export const FILE_MISSING = {
  id: 'file-missing',
  code: 'ResourceMissing',
  severity: 'error',
  title: 'Every resource file the message names exists where it says (with --files only)',
  fix: 'Locations resolve against the message\'s own folder (or URL): put the file there, or correct its URI (4.x) or '
    + 'FilePath and FileName (3.8.x). The service loads every file after the 201, and a missing one fails the ingest '
    + 'with RESOURCE_FETCH_FAILED.',
} as const satisfies RuleDescription;

/**
 * A resource file outside the message's folder (files check only, issue #29): `..` that climbs out of it, an
 * absolute path, a `file:` URL, a symbolic link that leads out, or a local file named by a message fetched by URL.
 * `ResourceMissing`, as `file-missing`: the resource is not in the delivery, and a service that loads the files
 * relative to the message's URL (the mock signs the message's folder) would not find it there either.
 */
export const FILE_OUTSIDE_FOLDER = {
  id: 'file-outside-folder',
  code: 'ResourceMissing',
  severity: 'error',
  title: 'Every resource file the message names lies inside the message\'s own folder (with --files only)',
  fix: 'Name each resource file by a path relative to the message, inside its folder (resources/A1.wav), and deliver '
    + 'it there: no .. that climbs out of the folder, no absolute path, no file: URL, no symbolic link that leads out. '
    + 'The check never opens such a file and says nothing about it; the service loads the files relative to the '
    + 'message\'s URL and would not find it either.',
} as const satisfies RuleDescription;

/**
 * A resource file the check did not read to its end: over its size cap or its time limit (files check only). The
 * cap is the mock's own for a resource file (`resources.maxBytes`); `ResourceNotMeetingSpecifications`, as a file
 * the service would not load.
 */
export const FILE_OVER_LIMIT = {
  id: 'file-over-limit',
  code: 'ResourceNotMeetingSpecifications',
  severity: 'error',
  title: 'Every resource file is read within the check\'s size cap and time limit (with --files only)',
  fix: 'A file larger than the cap (2 GiB, the mock\'s resources.maxBytes) would not load at the mock either: deliver '
    + 'it smaller (encode it again, split the video). If the file is right and the cap or the time limit (30 s, the '
    + 'mock\'s resources.timeout) too small for it or for a slow disk, raise them: validate --file-max-bytes and '
    + '--file-timeout, or checkFiles\' maxBytes and timeoutMs. The file\'s hash is not checked.',
} as const satisfies RuleDescription;

/** A resource file whose bytes do not match its HashSum (files check only). */
export const FILE_HASH_MISMATCH = {
  id: 'file-hash-mismatch',
  code: 'SignatureOrHashSumWrongOrMissing',
  severity: 'error',
  title: 'Every resource file\'s bytes match its HashSum (with --files only)',
  fix: 'Compute the hash sum of the file as delivered (for example `md5sum` or `sha256sum`) and write it in the File\'s '
    + 'HashSum, with the algorithm as DDEX spells it; or deliver the file the hash was made of. An algorithm the kit '
    + 'cannot compute is reported as a warning and not compared.',
} as const satisfies RuleDescription;

/** All of them, in the order the rule list shows them (after the rules of rules/index.ts). */
export const RUNNER_FINDINGS: readonly RuleDescription[] = [
  MESSAGE_READABLE,
  MESSAGE_VERSION,
  MESSAGE_LIMITS,
  XSD,
  FILE_MISSING,
  FILE_OUTSIDE_FOLDER,
  FILE_OVER_LIMIT,
  FILE_HASH_MISMATCH,
];

/** Rejections for what the message costs to read rather than what it says (xml/limits.ts, a parse thread's memory). */
const OVER_LIMITS: ReadonlySet<ErnRejection['code']> = new Set(['XML_TOO_COMPLEX', 'XML_TOO_COSTLY']);

/** The finding a rejection of the reader is reported as, and its message. */
export function rejectionFinding(rejection: ErnRejection): { rule: RuleDescription; message: string } {
  if (OVER_LIMITS.has(rejection.code)) {
    return { rule: MESSAGE_LIMITS, message: `The message cannot be read (${rejection.code}): ${rejection.message}.` };
  }
  if (rejection.code === 'ERN_VERSION_UNSUPPORTED') {
    return {
      rule: MESSAGE_VERSION,
      message: `The message is not in an ERN version the kit reads (${rejection.code}): ${rejection.message}. `
        + `The kit reads ERN ${ernVersionsInProse()}: send the message in one of them.`,
    };
  }
  return { rule: MESSAGE_READABLE, message: `The message cannot be read (${rejection.code}): ${rejection.message}.` };
}

/** A finding of one of these: its rule, code and severity as described, and where and what. */
export function describedFinding(rule: RuleDescription, what: Pick<Finding, 'message' | 'line' | 'column' | 'path'>): Finding {
  return { rule: rule.id, code: rule.code, severity: rule.severity, ...what };
}
