/**
 * DDEX `MultiProfile_RightSharePercentage` (Release Profile 1.4, clause 4.3(22), Fatal Error; each profile's rule
 * number in `ddex`): for each MusicalWork (`//MusicalWork`), the sum of every `RightShare/RightSharePercentage` of
 * the
 * message (not of that work alone, as DDEX's `sum(//RightShare/RightSharePercentage)` reads) is at most 100. A value
 * that is not a number makes the sum NaN, which is not above 100.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { xpathNumber } from './ern3-places.js';

export const rp14RightSharePercentage: ProfileRule = {
  id: 'rp14-right-share-percentage',
  standard: '1.4',
  pattern: 'MultiProfile_RightSharePercentage',
  ddex: {
    AudioAlbum: [{ rule: '1724-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1104-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2133-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1031-1', clause: '4.3(22)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1579-1', clause: '4.3(22)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1649-1', clause: '4.3(22)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1868-1', clause: '4.3(22)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1406-1', clause: '4.3(22)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1507-1', clause: '4.3(22)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1328-1', clause: '4.3(22)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1999-1', clause: '4.3(22)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2065-1', clause: '4.3(22)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1799-1', clause: '4.3(22)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1178-1', clause: '4.3(22)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1254-1', clause: '4.3(22)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The RightSharePercentages of the message\'s RightShares add up to at most 100',
  fix: 'Correct the RightShare/RightSharePercentage values so that they add up to 100 at most.',
  check(input) {
    const index = indexOf(input);
    const works = index.named('MusicalWork');
    if (works.length === 0) return [];
    const sum = index.named('RightSharePercentage').filter((percentage) => percentage.parent?.name === 'RightShare')
      .reduce((total, percentage) => total + xpathNumber(percentage.text), 0);
    return sum > 100
      ? works.map((work) => ({
          message: `The RightSharePercentages of the message's RightShares add up to ${sum}, above 100: correct the shares.`,
          at: work,
        }))
      : [];
  },
};
