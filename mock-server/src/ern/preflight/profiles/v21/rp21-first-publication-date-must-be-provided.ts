/**
 * DDEX `MultiProfile_FirstPublicationDateMustBeProvided` (Release Profile 2.1, 5.3.1.4(7) Conditional Error).
 * Each primary SoundRecording or Video (not `IsSupplemental="true"`) must have a `FirstPublicationDate`.
 *
 * Rule numbers: Audio 1031-1, DjMix 1463-1, LongFormMusicalWorkVideo 1395-1, MixedMedia 1153-1, Ringtone 1215-1,
 * SimpleAudioSingle 1335-1, SimpleVideoSingle 1274-1, Video 1091-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { primaryResources, referenceOf } from './ern4-places.js';

export const rp21FirstPublicationDateMustBeProvided: ProfileRule = {
  id: 'rp21-first-publication-date-must-be-provided',
  standard: '2.1',
  pattern: 'MultiProfile_FirstPublicationDateMustBeProvided',
  ddex: {
    Audio: [{ rule: '1031-1', clause: '5.3.1.4(7)', role: 'Conditional Error' }],
    DjMix: [{ rule: '1463-1', clause: '5.3.1.4(7)', role: 'Conditional Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1395-1', clause: '5.3.1.4(7)', role: 'Conditional Error' }],
    MixedMedia: [{ rule: '1153-1', clause: '5.3.1.4(7)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1215-1', clause: '5.3.1.4(7)', role: 'Conditional Error' }],
    SimpleAudioSingle: [{ rule: '1335-1', clause: '5.3.1.4(7)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1274-1', clause: '5.3.1.4(7)', role: 'Conditional Error' }],
    Video: [{ rule: '1091-1', clause: '5.3.1.4(7)', role: 'Conditional Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every primary SoundRecording or Video has a FirstPublicationDate',
  fix: 'Add the recording\'s FirstPublicationDate.',
  laterVersions: 'same elements.',
  check(input) {
    return primaryResources(input.tree).flatMap((resource) => (resource.children.some((child) => child.name === 'FirstPublicationDate')
      ? []
      : [{
          at: resource,
          message: `${resource.name} "${referenceOf(resource)}" has no FirstPublicationDate. Add the date it was first published.`,
        }]));
  },
};
