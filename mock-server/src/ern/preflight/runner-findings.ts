/**
 * The findings that no rule module reports but the runner itself (index.ts): a message that cannot be read
 * (`message-readable`) and a schema finding (`xsd`, from ../xsd/). They are described here as the rules describe
 * themselves, so that the guide's generated rule list (scripts/generate/preflight-rules.ts) names them too;
 * test/generated/preflight-rules.test.ts proves the runner reports them with these ids, codes and severities.
 */
import type { PreflightRule } from './types.js';

/** A rule's description without its check: what the rule list shows. */
export type RuleDescription = Omit<PreflightRule, 'check'>;

/** The message cannot be read: not XML, not a NewReleaseMessage, or of an ERN version the kit does not read. */
export const MESSAGE_READABLE = {
  id: 'message-readable',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: 'The message is well-formed XML, a NewReleaseMessage, of an ERN version the kit reads',
  fix: 'The finding names what stopped the reading and, for malformed XML, its line and column. Save the message as '
    + 'UTF-8 XML with one NewReleaseMessage root in the namespace of its ERN version (http://ddex.net/xml/ern/43 for '
    + '4.3) and no DOCTYPE (refused, as XML entities can be abused), and correct what the XML parser names (an '
    + 'unclosed element, an unescaped &, a stray character). No other rule runs on a message that cannot be read.',
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

/** Both, in the order the rule list shows them (after the rules of rules/index.ts). */
export const RUNNER_FINDINGS: readonly RuleDescription[] = [MESSAGE_READABLE, XSD];
