/**
 * DDEX's `LongformVideo_CueMustHaveMusicalContent` (Release Profile 1.4, clause 4.8(9e4), Error; rule
 * LongformVideo 1453-1): each Cue, wherever it stands, has a HasMusicalContent whose text is `true` in any case.
 */
import { everyElementRule, hasTrueChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueMustHaveMusicalContent = everyElementRule({
  id: 'rp14-longform-video-cue-must-have-musical-content',
  pattern: 'LongformVideo_CueMustHaveMusicalContent',
  ddex: {
    LongformVideo: [{ rule: '1453-1', clause: '4.8(9e4)', role: 'Error' }],
  },
  context: 'Cue',
  holds: (element) => hasTrueChild(element, 'HasMusicalContent'),
  code: 'MetadataMissing',
  title: 'Each cue says it has musical content (HasMusicalContent true)',
  fix: 'Add HasMusicalContent with the value true to each Cue.',
  message: (element) => `The ${placeOf(element)} does not say it has musical content. Add HasMusicalContent with the value true.`,
});
