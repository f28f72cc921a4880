import { ANCHOR_KINDS, type AnchorKind } from '../references.js';
import { indexOf } from '../tree-index.js';
import type { ErnElement } from '../../release/tree.js';
import type { PreflightRule, RuleFinding } from '../types.js';

/** One reference defined by two elements: a pointer to it could mean either. */
export const referenceDuplicate: PreflightRule = {
  id: 'reference-duplicate',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: 'Each reference anchor (ResourceReference, ReleaseReference, PartyReference, …) is defined once',
  source: 'ERN 4.3 / 3.8.2: a reference is unique within the message; it identifies one resource, release, party or technical details',
  fix: 'Two resources (or releases, parties, technical details) carry the same reference, so every pointer to it is ambiguous. '
    + 'Give each its own reference (A1, A2, …; R0, R1, …; T1, T2, …) and update the pointers that meant the second one.',
  check(input) {
    const { tree } = input;
    const first = new Map<AnchorKind, Map<string, ErnElement>>();
    const findings: RuleFinding[] = [];
    for (const { kind, element } of indexOf(input).references.anchors) {
      if (element.text === '') continue;
      let seen = first.get(kind);
      if (seen === undefined) first.set(kind, seen = new Map<string, ErnElement>());
      const earlier = seen.get(element.text);
      if (earlier === undefined) {
        seen.set(element.text, element);
        continue;
      }
      const { noun, anchor } = ANCHOR_KINDS[kind];
      const owner = (at: ErnElement): string => at.parent?.name ?? 'the message';
      findings.push({
        at: element,
        message: `${anchor} "${element.text}" of this ${owner(element)} is already the reference of the ${owner(earlier)} at line `
          + `${tree.position(earlier).line}: each ${noun} needs its own ${anchor}. Rename one of them and update the references to it.`,
      });
    }
    return findings;
  },
};
