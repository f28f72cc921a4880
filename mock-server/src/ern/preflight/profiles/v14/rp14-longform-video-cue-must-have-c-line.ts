/**
 * DDEX's `LongformVideo_CueMustHaveCLine` (Release Profile 1.4, clause 4.8(9e6), Error; rule LongformVideo
 * 1454-1): each Cue, wherever it stands, has a CLine.
 */
import { everyElementRule, hasChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueMustHaveCLine = everyElementRule({
  id: 'rp14-longform-video-cue-must-have-c-line',
  pattern: 'LongformVideo_CueMustHaveCLine',
  ddex: {
    LongformVideo: [{ rule: '1454-1', clause: '4.8(9e6)', role: 'Error' }],
  },
  context: 'Cue',
  holds: (element) => hasChild(element, 'CLine'),
  code: 'MetadataMissing',
  title: 'Each cue has a CLine',
  fix: 'Add to each Cue the CLine of the work it uses.',
  message: (element) => `The ${placeOf(element)} has no CLine. Add the CLine of the work it uses.`,
});
