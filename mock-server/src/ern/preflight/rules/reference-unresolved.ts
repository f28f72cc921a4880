import { ANCHOR_KINDS, type AnchorKind } from '../references.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

/** A reference that names nothing in the message: a track list, deal, artist or label pointing at no element. */
export const referenceUnresolved: PreflightRule = {
  id: 'reference-unresolved',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: 'Every reference names an element of the message (resources, releases, parties, technical details, visibility)',
  source: 'ERN 4.3 / 3.8.2 schema: each …Reference must equal the reference of an element the message defines (ResourceReference, ReleaseReference, PartyReference, …)',
  fix: 'A reference such as ReleaseResourceReference "A3" must equal the ResourceReference of a resource in the same message; '
    + 'DealReleaseReference a ReleaseReference; ArtistPartyReference, ContributorPartyReference and ReleaseLabelReference a PartyReference '
    + 'of the PartyList. Add the missing element or correct the reference: a release whose track list names nothing cannot be created.',
  check(input) {
    const { anchors, pointers } = indexOf(input).references;
    const defined = new Map<AnchorKind, Set<string>>();
    for (const { kind, element } of anchors) {
      let values = defined.get(kind);
      if (values === undefined) defined.set(kind, values = new Set());
      values.add(element.text);
    }
    const findings: RuleFinding[] = [];
    for (const { kind, element } of pointers) {
      if (defined.get(kind)?.has(element.text) === true) continue;
      const { noun, anchor, definedIn } = ANCHOR_KINDS[kind];
      const parent = element.parent === null ? '' : `${element.parent.name}/`;
      findings.push({
        at: element,
        message: element.text === ''
          ? `${parent}${element.name} is empty: it must name a ${noun}. Write the ${anchor} of ${definedIn}, or remove the element.`
          : `${parent}${element.name} "${element.text}" names no ${noun}: no ${anchor} in the message is "${element.text}". `
            + `Add ${definedIn} with ${anchor} "${element.text}", or correct the reference.`,
      });
    }
    return findings;
  },
};
