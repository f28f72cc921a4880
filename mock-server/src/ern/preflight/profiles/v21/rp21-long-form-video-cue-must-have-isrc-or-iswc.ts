/**
 * DDEX `LongFormVideo_CueMustHaveIsrcOrISWC` (Release Profile 2.1, LongFormMusicalWorkVideo 1428-1, clause
 * 5.4.3(4.2), Fatal Error): each Cue (anywhere) has a non-blank ResourceId/ISRC or WorkId/ISWC.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf, pathOf } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, hasFilled, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21LongFormVideoCueMustHaveIsrcOrIswc: ProfileRule = {
  id: 'rp21-long-form-video-cue-must-have-isrc-or-iswc',
  standard: '2.1',
  pattern: 'LongFormVideo_CueMustHaveIsrcOrISWC',
  ddex: { LongFormMusicalWorkVideo: [assertion('1428-1', '5.4.3(4.2)', 'Fatal Error')] },
  code: 'MetadataMissing',
  title: 'Each Cue is identified by an ISRC or an ISWC',
  fix: 'Give each Cue the ISRC of the recording used (ResourceId) or the ISWC of the work (WorkId).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    return indexOf(input).named('Cue').filter((cue) =>
      !childrenOf(cue, 'ResourceId').some((id) => hasFilled(id, 'ISRC')) && !childrenOf(cue, 'WorkId').some((id) => hasFilled(id, 'ISWC')))
      .map((cue) => ({
        message: `The Cue ${pathOf(cue)} has neither an ISRC (ResourceId) nor an ISWC (WorkId): add the ISRC of the recording it uses or the ISWC of the work.`,
        at: cue,
      }));
  },
};
