/**
 * DDEX's `LongformVideo_CueSheetMustContainCue` (Release Profile 1.4, clause 4.8(9b), Fatal Error; rule
 * LongformVideo 1446-1): each CueSheet, wherever it stands, has a Cue.
 */
import { everyElementRule, hasChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueSheetMustContainCue = everyElementRule({
  id: 'rp14-longform-video-cue-sheet-must-contain-cue',
  pattern: 'LongformVideo_CueSheetMustContainCue',
  ddex: {
    LongformVideo: [{ rule: '1446-1', clause: '4.8(9b)', role: 'Fatal Error' }],
  },
  context: 'CueSheet',
  holds: (element) => hasChild(element, 'Cue'),
  code: 'MetadataMissing',
  title: 'Each cue sheet holds a cue',
  fix: 'Give each CueSheet its Cues, one per piece of music used in the video, or remove the empty CueSheet.',
  message: (element) => `The ${placeOf(element)} has no Cue; a cue sheet lists the music the video uses. Add a Cue for each `
    + `piece, or remove the empty CueSheet.`,
});
