/**
 * DDEX `Ringtone_PrimaryResourceMustHaveIsrcOrProprietaryId` (Release Profile 2.1, Ringtone 1238-1, clause 5.4.2(1),
 * Fatal Error): every SoundRecording of the ResourceList (DDEX's context takes them all, supplemental ones too) has a
 * ResourceId/ISRC or ResourceId/ProprietaryId.
 * ERN 4.3 moved the ResourceId into SoundRecordingEdition, where the rule reads it (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import {
  assertion, hasIsrcOrProprietaryId, RESOURCE_ID_IN_LATER_VERSIONS, resourcesNamed, textsOf,
} from './one-profile-reads.js';

export const rp21RingtonePrimaryResourceMustHaveIsrcOrProprietaryId: ProfileRule = {
  id: 'rp21-ringtone-primary-resource-must-have-isrc-or-proprietary-id',
  standard: '2.1',
  pattern: 'Ringtone_PrimaryResourceMustHaveIsrcOrProprietaryId',
  ddex: { Ringtone: [assertion('1238-1', '5.4.2(1)')] },
  code: 'MetadataMissing',
  title: 'Each SoundRecording is identified by an ISRC or a ProprietaryId',
  fix: 'Give the SoundRecording an ISRC or a ProprietaryId in its ResourceId (ERN 4.3: its SoundRecordingEdition\'s ResourceId).',
  laterVersions: RESOURCE_ID_IN_LATER_VERSIONS,
  check({ tree }) {
    return resourcesNamed(tree, 'SoundRecording').filter((recording) => !hasIsrcOrProprietaryId(recording, tree)).map((recording) => ({
      message: `The SoundRecording "${textsOf(recording, 'ResourceReference').join('')}" has neither an ISRC nor a ProprietaryId: `
        + 'add one to its ResourceId.',
      at: recording,
    }));
  },
};
