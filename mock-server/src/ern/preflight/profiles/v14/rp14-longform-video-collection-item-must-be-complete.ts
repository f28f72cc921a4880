/**
 * DDEX's `LongformVideo_CollectionItemMustBeComplete` (Release Profile 1.4, clause 4.8(10d), Error; rule
 * LongformVideo 1458-1): each Collection, wherever it stands, has an IsComplete whose text is `true` in any case.
 */
import { everyElementRule, hasTrueChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCollectionItemMustBeComplete = everyElementRule({
  id: 'rp14-longform-video-collection-item-must-be-complete',
  pattern: 'LongformVideo_CollectionItemMustBeComplete',
  ddex: {
    LongformVideo: [{ rule: '1458-1', clause: '4.8(10d)', role: 'Error' }],
  },
  context: 'Collection',
  holds: (element) => hasTrueChild(element, 'IsComplete'),
  code: 'MetadataMissing',
  title: 'Each video chapter says it is complete (IsComplete true)',
  fix: 'Add IsComplete with the value true to each Collection.',
  message: (element) => `The ${placeOf(element)} does not say it is complete. Add IsComplete with the value true.`,
});
