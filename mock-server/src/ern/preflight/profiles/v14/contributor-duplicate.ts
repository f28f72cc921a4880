/**
 * `MultiProfile_ResourceContributorDuplicate` and `…IndirectResourceContributorDuplicate` of Release Profile 1.4: in
 * every grandchild of the message's ResourceList (`*:NewReleaseMessage/ResourceList/{any}/{any}`, a resource's
 * DetailsByTerritory), no contributor of that name has a PartyId equal (as text) to one of an earlier contributor of
 * that name: a contributor is listed once, with all its roles.
 */
import type { ErnElement } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { DdexAssertion, ProfileRule } from '../types.js';
import { kids } from './ern3-places.js';

export function contributorDuplicateRule(options: {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  contributor: 'ResourceContributor' | 'IndirectResourceContributor';
}): ProfileRule {
  const { contributor } = options;
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'NewReleaseMessageInvalid',
    title: `A ${contributor} is listed once per resource territory, with all its roles`,
    fix: `List each ${contributor} once, giving it every role it had (several ${contributor}Role elements).`,
    check(input) {
      // The contributors by their parent (a resource's DetailsByTerritory, as DDEX's context reads it), in order.
      const byDetails = new Map<ErnElement, ErnElement[]>();
      for (const party of indexOf(input).named(contributor)) {
        const details = party.parent;
        const list = details?.parent?.parent;
        if (details === null || list?.name !== 'ResourceList' || list.parent !== input.tree.root) continue;
        const parties = byDetails.get(details);
        if (parties === undefined) byDetails.set(details, [party]);
        else parties.push(party);
      }
      return [...byDetails.values()].flatMap((parties) => {
        const seen = new Set<string>();
        for (const party of parties) {
          const ids = kids(party, 'PartyId').map((id) => id.text);
          const repeated = ids.find((id) => seen.has(id));
          if (repeated !== undefined) {
            return [{ message: `The ${contributor} with PartyId "${repeated}" is listed twice: list it once, with all its roles.`, at: party }];
          }
          for (const id of ids) seen.add(id);
        }
        return [];
      });
    },
  };
}
