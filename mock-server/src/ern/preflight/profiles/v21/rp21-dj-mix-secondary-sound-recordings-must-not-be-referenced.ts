/**
 * DDEX `DjMix_SecondarySoundRecordingsMustNotBeReferenced` (Release Profile 2.1, DjMix 1489-1, clause 5.4.4(2), Fatal
 * Error; a Schematron report): no secondary (`IsSupplemental="true"`) SoundRecording of Type
 * MusicalWorkSoundRecording is a content item of a Release's top ResourceGroup: the mixed tracks are reached through
 * the mix's RelatedResource, not sold as tracks. ERN 4.2/4.3: the same elements.
 */
import type { ProfileRule } from '../types.js';
import {
  assertion, directlyReferencedResources, hasType, isSupplemental, resourcesNamed, SAME_IN_LATER_VERSIONS, textsOf,
} from './one-profile-reads.js';

export const rp21DjMixSecondarySoundRecordingsMustNotBeReferenced: ProfileRule = {
  id: 'rp21-dj-mix-secondary-sound-recordings-must-not-be-referenced',
  standard: '2.1',
  pattern: 'DjMix_SecondarySoundRecordingsMustNotBeReferenced',
  ddex: { DjMix: [assertion('1489-1', '5.4.4(2)')] },
  code: 'NewReleaseMessageInvalid',
  title: 'A mixed track (a secondary SoundRecording) is not a content item of the release\'s ResourceGroup',
  fix: 'Remove the mixed tracks from the Release\'s ResourceGroup; the mix names them in RelatedResource (HasContentFrom).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const secondaries = resourcesNamed(tree, 'SoundRecording')
      .filter((recording) => isSupplemental(recording) && hasType(recording, ['MusicalWorkSoundRecording']));
    if (secondaries.length === 0) return [];
    const referenced = directlyReferencedResources(tree);
    return secondaries.filter((recording) => textsOf(recording, 'ResourceReference').some((reference) => referenced.has(reference)))
      .map((recording) => ({
        message: `The mixed track "${textsOf(recording, 'ResourceReference').join('')}" (IsSupplemental="true") is a content item of `
          + 'the Release\'s ResourceGroup: remove that ResourceGroupContentItem; the mix names the track in its RelatedResource.',
        at: recording,
      }));
  },
};
