/**
 * DDEX's `LongformVideo_MustContainOneRelease` (Release Profile 1.4, clause 3.1, Fatal Error; rule LongformVideo
 * 1439-1): the ReleaseList holds exactly one Release (`count(Release) = 1`): a longform video has no track releases.
 */
import type { ProfileRule } from '../types.js';
import { rootChildren } from './one-profile-shapes.js';

export const rp14LongformVideoMustContainOneRelease: ProfileRule = {
  id: 'rp14-longform-video-must-contain-one-release',
  standard: '1.4',
  pattern: 'LongformVideo_MustContainOneRelease',
  ddex: {
    LongformVideo: [{ rule: '1439-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ReleaseList of a longform video holds one Release',
  fix: 'A longform video message holds one Release, the video release: remove the others (track releases included).',
  check({ tree }) {
    return rootChildren(tree.root, 'ReleaseList').flatMap((list) => {
      const count = list.children.filter((child) => child.name === 'Release').length;
      return count === 1
        ? []
        : [{
            at: list,
            message: `The ReleaseList holds ${count} Releases; a longform video message holds one, the video release. `
              + (count === 0 ? 'Add it.' : 'Remove the others (track releases included).'),
          }];
    });
  },
};
