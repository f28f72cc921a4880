/**
 * DDEX `MultiProfile_OneCollectionMustHaveEquivalentReleaseReference` (Release Profile 1.4, Fatal Error; FilmBundle
 * and TVSeries, their rule numbers and clauses in `ddex`): reports a CollectionList (the root's) in which more than
 * one Collection has an EquivalentReleaseReference whose text is `true`.
 */
import type { ProfileRule } from '../types.js';
import { kids, rootList } from './ern3-places.js';

export const rp14OneCollectionMustHaveEquivalentReleaseReference: ProfileRule = {
  id: 'rp14-one-collection-must-have-equivalent-release-reference',
  standard: '1.4',
  pattern: 'MultiProfile_OneCollectionMustHaveEquivalentReleaseReference',
  ddex: {
    FilmBundle: [{ rule: '1904-1', clause: '4.16(9)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1835-1', clause: '4.16(9)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'At most one Collection is the release\'s equivalent',
  fix: 'Keep the EquivalentReleaseReference on the one Collection that is the release.',
  check({ tree }) {
    return rootList(tree, 'CollectionList').flatMap((list) => {
      const equivalent = kids(list, 'Collection').filter((collection) => kids(collection, 'EquivalentReleaseReference').some((reference) => reference.text === 'true'));
      return equivalent.length > 1
        ? [{
            message: `${equivalent.length} Collections have an EquivalentReleaseReference of "true": keep it on the one Collection that is the release.`,
            at: list,
          }]
        : [];
    });
  },
};
