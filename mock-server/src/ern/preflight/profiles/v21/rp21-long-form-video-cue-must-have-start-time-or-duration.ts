/**
 * DDEX `LongFormVideo_CueMustHaveStartTimeOrDuration` (Release Profile 2.1, LongFormMusicalWorkVideo 1427-1, clause
 * 5.4.3(4.1), Error): each Cue (anywhere) has a StartTime or a Duration.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf, pathOf } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21LongFormVideoCueMustHaveStartTimeOrDuration: ProfileRule = {
  id: 'rp21-long-form-video-cue-must-have-start-time-or-duration',
  standard: '2.1',
  pattern: 'LongFormVideo_CueMustHaveStartTimeOrDuration',
  ddex: { LongFormMusicalWorkVideo: [assertion('1427-1', '5.4.3(4.1)', 'Error')] },
  code: 'MetadataMissing',
  title: 'Each Cue has a StartTime or a Duration',
  fix: 'Give each Cue a StartTime (where it starts in the video) or a Duration.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    return indexOf(input).named('Cue').filter((cue) =>
      childrenOf(cue, 'StartTime').length === 0 && childrenOf(cue, 'Duration').length === 0)
      .map((cue) => ({
        message: `The Cue ${pathOf(cue)} has neither a StartTime nor a Duration: add where it starts in the video (StartTime) or how long it lasts (Duration).`,
        at: cue,
      }));
  },
};
