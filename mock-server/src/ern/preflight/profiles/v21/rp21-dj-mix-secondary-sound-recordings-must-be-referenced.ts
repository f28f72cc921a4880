/**
 * DDEX `DjMix_SecondarySoundRecordingsMustBeReferenced` (Release Profile 2.1, DjMix 1490-1, clause 5.4.4(4a), Fatal
 * Error): each secondary (`IsSupplemental="true"`) SoundRecording of Type MusicalWorkSoundRecording is named by the
 * ResourceRelatedResourceReference of a RelatedResource of type HasContentFrom of a primary SoundRecording (the mix).
 * ERN 4.2/4.3: the same elements.
 */
import { childrenOf } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { assertion, hasType, isSupplemental, resourcesNamed, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21DjMixSecondarySoundRecordingsMustBeReferenced: ProfileRule = {
  id: 'rp21-dj-mix-secondary-sound-recordings-must-be-referenced',
  standard: '2.1',
  pattern: 'DjMix_SecondarySoundRecordingsMustBeReferenced',
  ddex: { DjMix: [assertion('1490-1', '5.4.4(4a)')] },
  code: 'MetadataMissing',
  title: 'The mix names each mixed track in a RelatedResource of type HasContentFrom',
  fix: 'Give the mix (the primary SoundRecording) a RelatedResource with ResourceRelationshipType HasContentFrom whose '
    + 'ResourceRelatedResourceReference names the mixed track.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const recordings = resourcesNamed(tree, 'SoundRecording');
    const secondaries = recordings.filter((recording) => isSupplemental(recording) && hasType(recording, ['MusicalWorkSoundRecording']));
    if (secondaries.length === 0) return [];
    const named = new Set<string>();
    for (const mix of recordings.filter((recording) => !isSupplemental(recording))) {
      for (const related of childrenOf(mix, 'RelatedResource')) {
        if (!textsOf(related, 'ResourceRelationshipType').includes('HasContentFrom')) continue;
        for (const reference of textsOf(related, 'ResourceRelatedResourceReference')) named.add(reference);
      }
    }
    return secondaries.filter((recording) => !textsOf(recording, 'ResourceReference').some((reference) => named.has(reference)))
      .map((recording) => ({
        message: `No primary SoundRecording names the mixed track "${textsOf(recording, 'ResourceReference').join('')}": add to the mix `
          + 'a RelatedResource with ResourceRelationshipType HasContentFrom and a ResourceRelatedResourceReference naming it.',
        at: recording,
      }));
  },
};
