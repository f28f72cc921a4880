/**
 * DDEX `MultiProfile_SecondaryResourceMustHaveProprietaryId` (Release Profile 2.1, 5.3.1.4(2a) Fatal Error).
 * Each supplemental `SoundRecording` and each `Image` of the ResourceList must have a non-blank
 * `ResourceId/ProprietaryId`.
 *
 * Rule numbers: Audio 1029-1, DjMix 1461-1, LongFormMusicalWorkVideo 1393-1, MixedMedia 1151-1, Ringtone 1213-1,
 * SimpleAudioSingle 1333-1, SimpleVideoSingle 1272-1, Video 1089-1.
 * ERN 4.2/4.3: 4.3 reads a SoundRecording's ResourceId in its SoundRecordingEdition (also).
 */
import type { ProfileRule } from '../types.js';
import { isSupplemental, referenceOf, resourceFacts, resourcesNamed } from './ern4-places.js';

export const rp21SecondaryResourceMustHaveProprietaryId: ProfileRule = {
  id: 'rp21-secondary-resource-must-have-proprietary-id',
  standard: '2.1',
  pattern: 'MultiProfile_SecondaryResourceMustHaveProprietaryId',
  ddex: {
    Audio: [{ rule: '1029-1', clause: '5.3.1.4(2a)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1461-1', clause: '5.3.1.4(2a)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1393-1', clause: '5.3.1.4(2a)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1151-1', clause: '5.3.1.4(2a)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1213-1', clause: '5.3.1.4(2a)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1333-1', clause: '5.3.1.4(2a)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1272-1', clause: '5.3.1.4(2a)', role: 'Fatal Error' }],
    Video: [{ rule: '1089-1', clause: '5.3.1.4(2a)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'A supplemental SoundRecording and every Image have a ProprietaryId',
  fix: 'Add a ProprietaryId (with its Namespace) to the resource\'s ResourceId.',
  laterVersions: '4.3 reads a SoundRecording\'s ResourceId in its SoundRecordingEdition (also).',
  check(input) {
    const { tree } = input;
    return resourcesNamed(tree, 'SoundRecording', 'Image')
      .filter((resource) => resource.name === 'Image' || isSupplemental(resource))
      .flatMap((resource) => (resourceFacts(tree, resource, 'ResourceId')
        .some((id) => id.children.some((child) => child.name === 'ProprietaryId' && child.text !== ''))
        ? []
        : [{
            at: resource,
            message: `${resource.name} "${referenceOf(resource)}" has no ResourceId/ProprietaryId. Add one, with its Namespace.`,
          }]));
  },
};
