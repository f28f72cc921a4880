/**
 * DDEX `MultiProfile_MustHaveCollectionList` (Release Profile 1.4, Fatal Error; FilmBundle and TVSeries, their rule
 * numbers and clauses in `ddex`): the message has a CollectionList (a child of the root).
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern3-places.js';

export const rp14MustHaveCollectionList: ProfileRule = {
  id: 'rp14-must-have-collection-list',
  standard: '1.4',
  pattern: 'MultiProfile_MustHaveCollectionList',
  ddex: {
    FilmBundle: [{ rule: '1903-1', clause: '4.16(8)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1834-1', clause: '4.16(8)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The message has a CollectionList',
  fix: 'Add a CollectionList describing the bundle or series (its Collections) to the message.',
  check({ tree, profile }) {
    return rootList(tree, 'CollectionList').length > 0
      ? []
      : [{
          message: `The message has no CollectionList, which a message of profile ${profile.name} holds: add it, with the Collection of the bundle or series.`,
          at: tree.root,
        }];
  },
};
