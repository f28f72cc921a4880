/**
 * DDEX `LongFormVideo_CueMustHaveContributor` (Release Profile 2.1, LongFormMusicalWorkVideo 1429-1, clause
 * 5.4.3(4.3), Error): each Cue (anywhere) has a Contributor.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf, pathOf } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21LongFormVideoCueMustHaveContributor: ProfileRule = {
  id: 'rp21-long-form-video-cue-must-have-contributor',
  standard: '2.1',
  pattern: 'LongFormVideo_CueMustHaveContributor',
  ddex: { LongFormMusicalWorkVideo: [assertion('1429-1', '5.4.3(4.3)', 'Error')] },
  code: 'MetadataMissing',
  title: 'Each Cue names a Contributor',
  fix: 'Give each Cue a Contributor (the writer, composer or performer of the music used).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    return indexOf(input).named('Cue').filter((cue) =>
      childrenOf(cue, 'Contributor').length === 0)
      .map((cue) => ({
        message: `The Cue ${pathOf(cue)} has no Contributor: add the writer, composer or performer of the music it uses.`,
        at: cue,
      }));
  },
};
