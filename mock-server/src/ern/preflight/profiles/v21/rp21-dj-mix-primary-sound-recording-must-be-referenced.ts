/**
 * DDEX `DjMix_PrimarySoundRecordingMustBeReferenced` (Release Profile 2.1, DjMix 1488-1, clause 5.4.4(1), Fatal
 * Error): each primary SoundRecording of Type MusicalWorkSoundRecording is named by a ReleaseResourceReference of a
 * ResourceGroupContentItem directly in a Release's top ResourceGroup. ERN 4.2/4.3: the same elements.
 */
import type { ProfileRule } from '../types.js';
import {
  assertion, directlyReferencedResources, hasType, isSupplemental, resourcesNamed, SAME_IN_LATER_VERSIONS, textsOf,
} from './one-profile-reads.js';

export const rp21DjMixPrimarySoundRecordingMustBeReferenced: ProfileRule = {
  id: 'rp21-dj-mix-primary-sound-recording-must-be-referenced',
  standard: '2.1',
  pattern: 'DjMix_PrimarySoundRecordingMustBeReferenced',
  ddex: { DjMix: [assertion('1488-1', '5.4.4(1)')] },
  code: 'MetadataMissing',
  title: 'The mix (the primary SoundRecording) is a content item of the release\'s ResourceGroup',
  fix: 'List the mix in the Release\'s ResourceGroup: a ResourceGroupContentItem whose ReleaseResourceReference names it.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const primaries = resourcesNamed(tree, 'SoundRecording')
      .filter((recording) => !isSupplemental(recording) && hasType(recording, ['MusicalWorkSoundRecording']));
    if (primaries.length === 0) return [];
    const referenced = directlyReferencedResources(tree);
    return primaries.filter((recording) => !textsOf(recording, 'ResourceReference').some((reference) => referenced.has(reference)))
      .map((recording) => ({
        message: `The mix "${textsOf(recording, 'ResourceReference').join('')}" is not a content item of the Release's ResourceGroup: `
          + 'add a ResourceGroupContentItem whose ReleaseResourceReference names it to the Release\'s ResourceGroup.',
        at: recording,
      }));
  },
};
