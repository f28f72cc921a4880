/**
 * DDEX `MultiProfile_MustContainShortFormMusicalWorkVideo` (Release Profile 1.4, clause 3.1, Fatal Error; each
 * profile's rule number in `ddex`): the ResourceList holds a Video whose VideoType is `ShortFormMusicalWorkVideo`.
 */
import { hasTyped, resourceListRule } from './resource-list-holds.js';

export const rp14MustContainShortFormMusicalWorkVideo = resourceListRule({
  id: 'rp14-must-contain-short-form-musical-work-video',
  pattern: 'MultiProfile_MustContainShortFormMusicalWorkVideo',
  ddex: {
    SimpleVideoSingle: [{ rule: '2025-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1209-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1283-1', clause: '3.1', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds a Video of type ShortFormMusicalWorkVideo',
  fix: 'Give the music video <VideoType>ShortFormMusicalWorkVideo</VideoType>.',
  holds: (list) => hasTyped(list, 'Video', 'VideoType', 'ShortFormMusicalWorkVideo'),
  missing: (_list, { profile }) => `The ResourceList has no Video whose VideoType is ShortFormMusicalWorkVideo, which a release of profile ${profile.name} holds: add the music video, typed so.`,
});
