/**
 * `MultiProfile_ResourceContributorDuplicate` and `…IndirectResourceContributorDuplicate` of Release Profile 1.4: in
 * every grandchild of the message's ResourceList (`*:NewReleaseMessage/ResourceList/{any}/{any}`, a resource's
 * DetailsByTerritory), no contributor of that name has a PartyId equal (as text) to one of an earlier contributor of
 * that name: a contributor is listed once, with all its roles.
 */
import type { DdexAssertion, ProfileRule } from '../types.js';
import { kids, resources } from './ern3-places.js';

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
    check({ tree }) {
      return resources(tree).flatMap((resource) => resource.children).flatMap((details) => {
        const seen = new Set<string>();
        for (const party of kids(details, contributor)) {
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
