/**
 * DDEX's `LongformVideo_CueMustHaveIsrcOrISWC` (Release Profile 1.4, clause 4.8(9e1), Fatal Error; rule
 * LongformVideo 1448-1): each Cue, wherever it stands, has a ReferencedCreationId with a non-blank ISRC or ISWC.
 */
import { everyElementRule, hasFilledChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueMustHaveIsrcOrIswc = everyElementRule({
  id: 'rp14-longform-video-cue-must-have-isrc-or-iswc',
  pattern: 'LongformVideo_CueMustHaveIsrcOrISWC',
  ddex: {
    LongformVideo: [{ rule: '1448-1', clause: '4.8(9e1)', role: 'Fatal Error' }],
  },
  context: 'Cue',
  holds: (element) => element.children.some((child) => child.name === 'ReferencedCreationId'
    && (hasFilledChild(child, 'ISRC') || hasFilledChild(child, 'ISWC'))),
  code: 'MetadataMissing',
  title: 'Each cue identifies the music it uses by ISRC or ISWC',
  fix: 'Add to each Cue a ReferencedCreationId with the ISRC of the recording or the ISWC of the work it uses.',
  message: (element) => `The ${placeOf(element)} identifies no music: it has no ReferencedCreationId with an ISRC or an ISWC. `
    + `Add one, with the recording's ISRC or the work's ISWC.`,
});
