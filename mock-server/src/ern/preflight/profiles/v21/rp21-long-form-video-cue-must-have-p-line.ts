/**
 * DDEX `LongFormVideo_CueMustHavePLine` (Release Profile 2.1, LongFormMusicalWorkVideo 1430-1, clause 5.4.3(4.4),
 * Error): each Cue (anywhere) with a ResourceId/ISRC (even empty) has a PLine.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf, pathOf } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21LongFormVideoCueMustHavePLine: ProfileRule = {
  id: 'rp21-long-form-video-cue-must-have-p-line',
  standard: '2.1',
  pattern: 'LongFormVideo_CueMustHavePLine',
  ddex: { LongFormMusicalWorkVideo: [assertion('1430-1', '5.4.3(4.4)', 'Error')] },
  code: 'MetadataMissing',
  title: 'Each Cue with an ISRC has a PLine',
  fix: 'Give each Cue that names a recording by ISRC the recording\'s PLine.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    return indexOf(input).named('Cue').filter((cue) =>
      childrenOf(cue, 'ResourceId').some((id) => childrenOf(id, 'ISRC').length > 0) && childrenOf(cue, 'PLine').length === 0)
      .map((cue) => ({
        message: `The Cue ${pathOf(cue)} names a recording by ISRC but has no PLine: add the PLine of that recording.`,
        at: cue,
      }));
  },
};
