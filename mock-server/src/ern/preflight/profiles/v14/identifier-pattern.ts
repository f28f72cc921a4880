/**
 * The 1.4 identifier patterns (`MultiProfile_ISRC`, `…GRid`, `…ICPN`, `…ISWC`, `…ISAN`, `…VISAN`, `…ISBN`, `…ISMN`,
 * `…ISSN`, `…SICI`): every element of that name in the message (`//ISRC`) matches DDEX's regular expression, one
 * assertion each. `//ISRC` is every element of that name; the kept tree keeps an identifier wherever ERN 3.8.x puts
 * one in a kept composite (a resource's or release's Id, RelatedRelease, HostSoundCarrier, IndirectSoundRecordingId),
 * and the index lists them by name. An empty element fails (DDEX's `matches('', …)` is false).
 */
import type { DdexAssertion, ProfileRule, ProfileRuleFinding } from '../types.js';
import { indexOf } from '../../tree-index.js';

export interface IdentifierPattern {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  /** The element's local name. */
  element: string;
  /** DDEX's tests, one per assertion in the file's order: the element's text passes when it matches. */
  tests: readonly { test: (text: string) => boolean; says: string }[];
}

export function identifierRule(options: IdentifierPattern): ProfileRule {
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'IdentifierSyntaxInvalid',
    title: `Every ${options.element} has DDEX's syntax`,
    fix: `Write the ${options.element} as ${options.tests.map((test) => test.says).join(', and ')}.`,
    check(input) {
      const findings: ProfileRuleFinding[] = [];
      for (const element of indexOf(input).named(options.element)) {
        options.tests.forEach((test, assertion) => {
          if (!test.test(element.text)) {
            findings.push({ message: `The ${options.element} "${element.text}" is not ${test.says}: correct it.`, at: element, assertion });
          }
        });
      }
      return findings;
    },
  };
}
