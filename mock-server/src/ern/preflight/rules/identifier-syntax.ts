import { gridProblem, gtinProblem, isrcProblem } from '../identifiers.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule } from '../types.js';

/** Each identifier element and the check of its syntax. */
const CHECKS: ReadonlyMap<string, { what: string; problem: (value: string) => string | null }> = new Map([
  ['ISRC', { what: 'ISRC', problem: isrcProblem }],
  ['ICPN', { what: 'ICPN (UPC/EAN)', problem: gtinProblem }],
  ['EAN', { what: 'EAN', problem: gtinProblem }],
  ['UPC', { what: 'UPC', problem: gtinProblem }],
  ['GRid', { what: 'GRid', problem: gridProblem }],
]);

/** ISRC, ICPN (as a GTIN) and GRid values that are not well-formed or fail their check character. */
export const identifierSyntax: PreflightRule = {
  id: 'identifier-syntax',
  code: 'IdentifierSyntaxInvalid',
  severity: 'error',
  title: 'ISRC, ICPN (UPC/EAN) and GRid values are well-formed and their check characters are right',
  source: 'ERN 4.3 ErncFileStatus IdentifierSyntaxInvalid; ISO 3901 (ISRC), GS1 GTIN check digit (ICPN), GRid standard with ISO 7064 Mod 37,36',
  fix: 'Copy the identifier from its registry (the ISRC from the recording\'s owner, the UPC/EAN from the barcode, the GRid from its issuer) '
    + 'instead of typing it: a wrong check character means a digit was mistyped or dropped, and stores reject or mismatch the release.',
  check(input) {
    const { tree } = input;
    const candidates = indexOf(input).within(tree.root, ...CHECKS.keys()).filter((element) => element.text !== '');
    return candidates.flatMap((element) => {
      const { what, problem } = CHECKS.get(element.name)!;
      const found = problem(element.text);
      if (found === null) return [];
      return [{
        at: element,
        message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a valid ${what}: ${found}. Correct the value.`,
      }];
    });
  },
};
