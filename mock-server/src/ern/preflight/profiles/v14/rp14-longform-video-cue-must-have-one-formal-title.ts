/**
 * DDEX's `LongformVideo_CueMustHaveOneFormalTitle` (Release Profile 1.4, clause 4.8(9e2), Error; rule
 * LongformVideo 1449-1): each Cue, wherever it stands, has exactly one non-blank TitleText in its
 * ReferencedCreationTitles of TitleType `FormalTitle`.
 */
import { everyElementRule, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueMustHaveOneFormalTitle = everyElementRule({
  id: 'rp14-longform-video-cue-must-have-one-formal-title',
  pattern: 'LongformVideo_CueMustHaveOneFormalTitle',
  ddex: {
    LongformVideo: [{ rule: '1449-1', clause: '4.8(9e2)', role: 'Error' }],
  },
  context: 'Cue',
  holds: (element) => element.children
    .filter((child) => child.name === 'ReferencedCreationTitle' && child.attributes.TitleType === 'FormalTitle')
    .flatMap((title) => title.children)
    .filter((text) => text.name === 'TitleText' && text.text !== '').length === 1,
  code: 'MetadataMissing',
  title: 'Each cue has exactly one formal title of the music it uses',
  fix: 'Give each Cue exactly one ReferencedCreationTitle TitleType="FormalTitle" with a TitleText.',
  message: (element) => `The ${placeOf(element)} does not have exactly one formal title: a Cue names the music it uses in one `
    + `ReferencedCreationTitle TitleType="FormalTitle" with a TitleText. Give it exactly one.`,
});
