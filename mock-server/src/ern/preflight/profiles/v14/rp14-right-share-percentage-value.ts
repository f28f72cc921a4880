/**
 * DDEX `MultiProfile_RightSharePercentageValue` (Release Profile 1.4, clause 4.3(22), Fatal Error; each profile's
 * rule
 * number in `ddex`): meant as "a RightSharePercentage lies between 0 and 100", but DDEX's test, at each
 * RightSharePercentage, is `//RightSharePercentage > 0 and //RightSharePercentage < 100`: some percentage of the
 * message is above 0 and some (perhaps another) is below 100. It fails, at every RightSharePercentage, only when none
 * is above 0 or none is below 100 (compared as numbers).
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { xpathNumber } from './ern3-places.js';

export const rp14RightSharePercentageValue: ProfileRule = {
  id: 'rp14-right-share-percentage-value',
  standard: '1.4',
  pattern: 'MultiProfile_RightSharePercentageValue',
  ddex: {
    AudioAlbum: [{ rule: '1725-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1105-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2134-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1032-1', clause: '4.3(22)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1580-1', clause: '4.3(22)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1650-1', clause: '4.3(22)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1869-1', clause: '4.3(22)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1407-1', clause: '4.3(22)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1508-1', clause: '4.3(22)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1329-1', clause: '4.3(22)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2000-1', clause: '4.3(22)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2066-1', clause: '4.3(22)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1800-1', clause: '4.3(22)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1179-1', clause: '4.3(22)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1255-1', clause: '4.3(22)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'Some RightSharePercentage is above 0 and some below 100 (DDEX\'s test of "between 0 and 100")',
  fix: 'Write each RightSharePercentage as a number between 0 and 100.',
  check(input) {
    const all = indexOf(input).named('RightSharePercentage');
    const values = all.map((percentage) => xpathNumber(percentage.text));
    if (values.some((value) => value > 0) && values.some((value) => value < 100)) return [];
    return all.map((percentage) => ({
      message: `The RightSharePercentage "${percentage.text}" is not between 0 and 100 (nor is any other of the message): correct it.`,
      at: percentage,
    }));
  },
};
