/**
 * DDEX's `LongformVideo_CueMustHaveContributor` (Release Profile 1.4, clause 4.8(9e3), Error; rule LongformVideo
 * 1451-1): each Cue, wherever it stands, has a ReferencedCreationContributor.
 */
import { everyElementRule, hasChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueMustHaveContributor = everyElementRule({
  id: 'rp14-longform-video-cue-must-have-contributor',
  pattern: 'LongformVideo_CueMustHaveContributor',
  ddex: {
    LongformVideo: [{ rule: '1451-1', clause: '4.8(9e3)', role: 'Error' }],
  },
  context: 'Cue',
  holds: (element) => hasChild(element, 'ReferencedCreationContributor'),
  code: 'MetadataMissing',
  title: 'Each cue names a contributor of the music it uses',
  fix: 'Add to each Cue a ReferencedCreationContributor (the performer, composer or other contributor of the music).',
  message: (element) => `The ${placeOf(element)} names no contributor of the music it uses. Add a ReferencedCreationContributor.`,
});
