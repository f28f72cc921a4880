/**
 * DDEX's `LongformVideo_CueMustHavePLine` (Release Profile 1.4, clause 4.8(9e3), Error; rule LongformVideo
 * 1452-1): each Cue, wherever it stands, has a PLine.
 */
import { everyElementRule, hasChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueMustHavePLine = everyElementRule({
  id: 'rp14-longform-video-cue-must-have-p-line',
  pattern: 'LongformVideo_CueMustHavePLine',
  ddex: {
    LongformVideo: [{ rule: '1452-1', clause: '4.8(9e3)', role: 'Error' }],
  },
  context: 'Cue',
  holds: (element) => hasChild(element, 'PLine'),
  code: 'MetadataMissing',
  title: 'Each cue has a PLine',
  fix: 'Add to each Cue the PLine of the recording it uses.',
  message: (element) => `The ${placeOf(element)} has no PLine. Add the PLine of the recording it uses.`,
});
