/**
 * `IdentifierSyntaxInvalid`: an ISRC, ICPN (UPC/EAN) or GRid that is not well-formed or fails its check character,
 * and any identifier element left empty (`<ISRC></ISRC>`, `<ProprietaryId/>`): an empty identifier identifies
 * nothing, and the schemas, which type most of them as plain strings, let it through. Every kept identifier is read,
 * wherever it stands: a release's, a resource's, and those of a `RelatedRelease` (4.x, 3.8.x) or a 3.8.x
 * `HostSoundCarrier`, which name another release and are checked as such. An empty ISNI is isni-syntax's finding.
 */
import type { ErnElement } from '../../release/tree.js';
import { gridProblem, gtinProblem, isrcProblem } from '../identifiers.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule } from '../types.js';

/** Each identifier element whose syntax is checked, and the check. */
const CHECKS: ReadonlyMap<string, { what: string; problem: (value: string) => string | null }> = new Map([
  ['ISRC', { what: 'ISRC', problem: isrcProblem }],
  ['ICPN', { what: 'ICPN (UPC/EAN)', problem: gtinProblem }],
  ['EAN', { what: 'EAN', problem: gtinProblem }],
  ['UPC', { what: 'UPC', problem: gtinProblem }],
  ['GRid', { what: 'GRid', problem: gridProblem }],
]);

/** Identifier elements (vocabulary.ts keeps them) that must not be empty, besides those of {@link CHECKS} and PartyId. */
const NOT_EMPTY = ['ISWC', 'ISAN', 'VISAN', 'ProprietaryId', 'CatalogNumber', 'DPID', 'IpiNameNumber', 'ISBN', 'ISSN', 'ISMN', 'SICI'];

/** Containers of another release's identifiers, named in a finding so that it is not read as the release's own. */
const OTHER_RELEASES: ReadonlySet<string> = new Set(['RelatedRelease', 'HostSoundCarrier']);

export const identifierSyntax: PreflightRule = {
  id: 'identifier-syntax',
  code: 'IdentifierSyntaxInvalid',
  severity: 'error',
  title: 'ISRC, ICPN (UPC/EAN) and GRid values are well-formed with right check characters, and no identifier is empty',
  source: 'ERN 4.3 ErncFileStatus IdentifierSyntaxInvalid; ISO 3901 (ISRC), GS1 GTIN check digit (ICPN), GRid standard with ISO 7064 Mod 37,36',
  fix: 'Copy the identifier from its registry (the ISRC from the recording\'s owner, the UPC/EAN from the barcode, the GRid from its issuer) '
    + 'instead of typing it: a wrong check character means a digit was mistyped or dropped, and stores reject or mismatch the release. '
    + 'An identifier element left empty (an ISRC element without a value) identifies nothing: write its value, or leave the element out. The identifiers '
    + 'of a RelatedRelease or HostSoundCarrier name that other release and are checked too.',
  check(input) {
    const candidates = indexOf(input).within(input.tree.root, ...CHECKS.keys(), ...NOT_EMPTY, 'PartyId');
    return candidates.flatMap((element) => {
      // A PartyId holds its DPID as text (a MessageSender's) or ISNI, DPID, ProprietaryId… elements (a Party's).
      if (element.text === '' && element.children.length === 0) {
        return [{ at: element, message: `${whereOf(element)} is empty: an empty identifier identifies nothing. Write its value, or remove the element.` }];
      }
      const check = CHECKS.get(element.name);
      const found = check === undefined ? null : check.problem(element.text);
      if (found === null) return [];
      return [{
        at: element,
        message: `${whereOf(element)} "${element.text}" is not a valid ${check!.what}: ${found}. Correct the value.`,
      }];
    });
  },
};

/** `ReleaseId/GRid`, or `RelatedRelease/ReleaseId/GRid` for another release's identifier. */
function whereOf(element: ErnElement): string {
  const parent = element.parent;
  if (parent === null) return element.name;
  const holder = parent.parent;
  const other = holder !== null && OTHER_RELEASES.has(holder.name) ? `${holder.name}/` : '';
  return `${other}${parent.name}/${element.name}`;
}
