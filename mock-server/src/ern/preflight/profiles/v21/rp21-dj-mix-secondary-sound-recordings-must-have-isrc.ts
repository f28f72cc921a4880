/**
 * DDEX `DjMix_SecondarySoundRecordingsMustHaveISRC` (Release Profile 2.1, DjMix 1492-1, clause 5.4.4(6), Fatal
 * Error): each SoundRecording of the ResourceList that has a RelatedResource of type HasContentFrom has a non-blank
 * ResourceId/ISRC. (DDEX's text speaks of the mix components, but its context is the recording that holds the
 * HasContentFrom relation, the mix: the kit checks what DDEX's XPath checks.)
 * ERN 4.3 moved the ResourceId into SoundRecordingEdition, where the rule reads it (laterVersions).
 */
import { childrenOf } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import {
  assertion, hasFilled, RESOURCE_ID_IN_LATER_VERSIONS, resourceIdsOf, resourcesNamed, textsOf,
} from './one-profile-reads.js';

export const rp21DjMixSecondarySoundRecordingsMustHaveIsrc: ProfileRule = {
  id: 'rp21-dj-mix-secondary-sound-recordings-must-have-isrc',
  standard: '2.1',
  pattern: 'DjMix_SecondarySoundRecordingsMustHaveISRC',
  ddex: { DjMix: [assertion('1492-1', '5.4.4(6)')] },
  code: 'MetadataMissing',
  title: 'A SoundRecording with HasContentFrom relations is identified by an ISRC',
  fix: 'Give the SoundRecording an ISRC in its ResourceId (ERN 4.3: its SoundRecordingEdition\'s ResourceId).',
  laterVersions: RESOURCE_ID_IN_LATER_VERSIONS,
  check({ tree }) {
    return resourcesNamed(tree, 'SoundRecording')
      .filter((recording) => childrenOf(recording, 'RelatedResource')
        .some((related) => textsOf(related, 'ResourceRelationshipType').includes('HasContentFrom')))
      .filter((recording) => !resourceIdsOf(recording, tree).some((id) => hasFilled(id, 'ISRC')))
      .map((recording) => ({
        message: `The SoundRecording "${textsOf(recording, 'ResourceReference').join('')}" takes content from other recordings `
          + '(RelatedResource HasContentFrom) but has no ISRC: add its ISRC to its ResourceId.',
        at: recording,
      }));
  },
};
