/**
 * DDEX `LongFormVideo_PrimaryResourceMustHaveIsrcOrProprietaryId` (Release Profile 2.1, LongFormMusicalWorkVideo
 * 1422-1, clause 5.4.3(1), Fatal Error): every Video of the ResourceList (DDEX's context takes them all, supplemental
 * ones too) has a ResourceId/ISRC or ResourceId/ProprietaryId.
 * ERN 4.3 moved the ResourceId into VideoEdition, where the rule reads it (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import {
  assertion, hasIsrcOrProprietaryId, RESOURCE_ID_IN_LATER_VERSIONS, resourcesNamed, textsOf,
} from './one-profile-reads.js';

export const rp21LongFormVideoPrimaryResourceMustHaveIsrcOrProprietaryId: ProfileRule = {
  id: 'rp21-long-form-video-primary-resource-must-have-isrc-or-proprietary-id',
  standard: '2.1',
  pattern: 'LongFormVideo_PrimaryResourceMustHaveIsrcOrProprietaryId',
  ddex: { LongFormMusicalWorkVideo: [assertion('1422-1', '5.4.3(1)')] },
  code: 'MetadataMissing',
  title: 'Each Video is identified by an ISRC or a ProprietaryId',
  fix: 'Give the Video an ISRC or a ProprietaryId in its ResourceId (ERN 4.3: its VideoEdition\'s ResourceId).',
  laterVersions: RESOURCE_ID_IN_LATER_VERSIONS,
  check({ tree }) {
    return resourcesNamed(tree, 'Video').filter((video) => !hasIsrcOrProprietaryId(video, tree)).map((video) => ({
      message: `The Video "${textsOf(video, 'ResourceReference').join('')}" has neither an ISRC nor a ProprietaryId: add one to its ResourceId.`,
      at: video,
    }));
  },
};
