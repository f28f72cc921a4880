/**
 * DDEX's `LongformVideo_CueMustHaveDisplayTitle` (Release Profile 1.4, clause 4.8(9e2), Error; rule LongformVideo
 * 1450-1): each Cue, wherever it stands, has a ReferencedCreationTitle of TitleType `DisplayTitle` with a
 * non-blank TitleText.
 */
import { everyElementRule, hasFilledChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueMustHaveDisplayTitle = everyElementRule({
  id: 'rp14-longform-video-cue-must-have-display-title',
  pattern: 'LongformVideo_CueMustHaveDisplayTitle',
  ddex: {
    LongformVideo: [{ rule: '1450-1', clause: '4.8(9e2)', role: 'Error' }],
  },
  context: 'Cue',
  holds: (element) => element.children.some((child) => child.name === 'ReferencedCreationTitle'
    && child.attributes.TitleType === 'DisplayTitle' && hasFilledChild(child, 'TitleText')),
  code: 'MetadataMissing',
  title: 'Each cue has a display title of the music it uses',
  fix: 'Add to each Cue a ReferencedCreationTitle TitleType="DisplayTitle" with a TitleText.',
  message: (element) => `The ${placeOf(element)} has no display title of the music it uses. Add a ReferencedCreationTitle `
    + `TitleType="DisplayTitle" with a TitleText.`,
});
