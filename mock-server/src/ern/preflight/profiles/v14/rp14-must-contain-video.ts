/**
 * DDEX `MultiProfile_MustContainVideo` (Release Profile 1.4, clause 3.1, Fatal Error; each profile's rule number in
 * `ddex`): the ResourceList holds a Video.
 */
import { has } from './ern3-places.js';
import { resourceListRule } from './resource-list-holds.js';

export const rp14MustContainVideo = resourceListRule({
  id: 'rp14-must-contain-video',
  pattern: 'MultiProfile_MustContainVideo',
  ddex: {
    FilmBundle: [{ rule: '1895-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1432-1', clause: '3.1', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2027-1', clause: '3.1', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1826-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1205-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1286-1', clause: '3.1', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds a Video',
  fix: 'Add the release\'s Video to the ResourceList (a video profile is declared).',
  holds: (list) => has(list, 'Video'),
  missing: (_list, { profile }) => `The ResourceList has no Video, which a release of profile ${profile.name} holds: add it, or declare the profile that fits the release.`,
});
