/**
 * DDEX's `LongformVideo_MustContainVideoType` (Release Profile 1.4, clause 3.1, Fatal Error; rule LongformVideo
 * 1437-1): some Video of the ResourceList has VideoType `LongFormMusicalWorkVideo`, `ConcertVideo` or `Documentary`.
 */
import type { ProfileRule } from '../types.js';
import { hasChildWithText, rootChildren } from './one-profile-shapes.js';

const TYPES = ['LongFormMusicalWorkVideo', 'ConcertVideo', 'Documentary'];

export const rp14LongformVideoMustContainVideoType: ProfileRule = {
  id: 'rp14-longform-video-must-contain-video-type',
  standard: '1.4',
  pattern: 'LongformVideo_MustContainVideoType',
  ddex: {
    LongformVideo: [{ rule: '1437-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The ResourceList holds a long-form video (VideoType LongFormMusicalWorkVideo, ConcertVideo or Documentary)',
  fix: 'A longform video message holds a Video whose VideoType is LongFormMusicalWorkVideo, ConcertVideo or Documentary: give the '
    + 'video its type, or declare the profile that fits the release.',
  check({ tree }) {
    return rootChildren(tree.root, 'ResourceList')
      .filter((list) => !list.children.some((video) => video.name === 'Video' && hasChildWithText(video, 'VideoType', TYPES)))
      .map((list) => ({
        at: list,
        message: 'No Video of the ResourceList has VideoType LongFormMusicalWorkVideo, ConcertVideo or Documentary, which a longform '
          + 'video message holds. Give the video one of those types, or declare the profile that fits the release.',
      }));
  },
};
