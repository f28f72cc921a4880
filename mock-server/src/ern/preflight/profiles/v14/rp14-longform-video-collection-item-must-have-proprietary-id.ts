/**
 * DDEX's `LongformVideo_CollectionItemMustHaveProprietaryId` (Release Profile 1.4, clause 4.8(10b), Fatal Error;
 * rule LongformVideo 1456-1): each Collection, wherever it stands, has a CollectionId with a non-blank
 * ProprietaryId.
 */
import { everyElementRule, hasFilledChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCollectionItemMustHaveProprietaryId = everyElementRule({
  id: 'rp14-longform-video-collection-item-must-have-proprietary-id',
  pattern: 'LongformVideo_CollectionItemMustHaveProprietaryId',
  ddex: {
    LongformVideo: [{ rule: '1456-1', clause: '4.8(10b)', role: 'Fatal Error' }],
  },
  context: 'Collection',
  holds: (element) => element.children.some((child) => child.name === 'CollectionId' && hasFilledChild(child, 'ProprietaryId')),
  code: 'MetadataMissing',
  title: 'Each video chapter has a proprietary id',
  fix: 'Add to each Collection a CollectionId with a ProprietaryId (and its Namespace).',
  message: (element) => `The ${placeOf(element)} has no proprietary id. Add a CollectionId with a ProprietaryId.`,
});
