/**
 * DDEX `MultiProfile_CatalogTransfer` (Release Profile 1.4, clause 4.3(23), Conditional Fatal Error; each profile's
 * rule number in `ddex`): reports a message with a CatalogTransfer (a child of the root): it is for communicating a
 * transfer of a catalogue only.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern3-places.js';

export const rp14CatalogTransfer: ProfileRule = {
  id: 'rp14-catalog-transfer',
  standard: '1.4',
  pattern: 'MultiProfile_CatalogTransfer',
  ddex: {
    AudioAlbum: [{ rule: '1726-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1106-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    AudioBook: [{ rule: '2135-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    AudioSingle: [{ rule: '1033-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1581-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1651-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    FilmBundle: [{ rule: '1870-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    LongformVideo: [{ rule: '1408-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    MixedMediaBundle: [{ rule: '1509-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    Ringtone: [{ rule: '1330-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2001-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2067-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    TVSeries: [{ rule: '1801-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    VideoAlbum: [{ rule: '1180-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    VideoSingle: [{ rule: '1256-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A CatalogTransfer only when a catalogue changes hands',
  fix: 'Remove the CatalogTransfer unless the message communicates the transfer of a catalogue from one company to another.',
  check({ tree }) {
    return rootList(tree, 'CatalogTransfer').slice(0, 1).map((transfer) => ({
      message: 'The message has a CatalogTransfer: keep it only when it communicates a catalogue transfer; remove it otherwise.',
      at: transfer,
    }));
  },
};
