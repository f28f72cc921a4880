/**
 * DDEX `MultiProfile_MustContainOneImage` (Release Profile 1.4, clause 3.1, Fatal Error; each profile's rule number
 * in `ddex`): the ResourceList holds exactly one Image (`count(Image) = 1`); LongformVideo's file asks for at least
 * one (`count(Image) > 0`).
 */
import { kids } from './ern3-places.js';
import { resourceListRule } from './resource-list-holds.js';

export const rp14MustContainOneImage = resourceListRule({
  id: 'rp14-must-contain-one-image',
  pattern: 'MultiProfile_MustContainOneImage',
  ddex: {
    AudioAlbum: [{ rule: '1752-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1133-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2162-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1060-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1680-1', clause: '3.1', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1896-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1434-1', clause: '3.1', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1827-1', clause: '3.1', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds one Image (LongformVideo: at least one)',
  fix: 'Keep exactly one Image, the cover, in the ResourceList (LongformVideo: at least one).',
  holds: (list, { profile }) => (profile.name === 'LongformVideo' ? kids(list, 'Image').length > 0 : kids(list, 'Image').length === 1),
  missing: (list, { profile }) => (profile.name === 'LongformVideo'
    ? 'The ResourceList has no Image: add the release\'s cover image.'
    : `The ResourceList holds ${kids(list, 'Image').length} Images; a release of profile ${profile.name} holds one: keep only its cover.`),
});
