/**
 * DDEX `MultiProfile_MustContainVideoScreenCapture` (Release Profile 1.4, clause 3.1, Fatal Error; each profile's
 * rule number in `ddex`): the ResourceList holds an Image whose ImageType is `VideoScreenCapture`.
 */
import { hasTyped, resourceListRule } from './resource-list-holds.js';

export const rp14MustContainVideoScreenCapture = resourceListRule({
  id: 'rp14-must-contain-video-screen-capture',
  pattern: 'MultiProfile_MustContainVideoScreenCapture',
  ddex: {
    VideoAlbum: [{ rule: '1206-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1282-1', clause: '3.1', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds an Image of type VideoScreenCapture',
  fix: 'Add a still of the video as an Image with <ImageType>VideoScreenCapture</ImageType>.',
  holds: (list) => hasTyped(list, 'Image', 'ImageType', 'VideoScreenCapture'),
  missing: (_list, { profile }) => `The ResourceList has no Image whose ImageType is VideoScreenCapture, which a release of profile ${profile.name} holds: add a still of the video, typed so.`,
});
