/**
 * DDEX `MultiProfile_PercentageValue` (Release Profile 1.4, clause 4.3(36a), Fatal Error; each profile's rule number
 * in `ddex`): an element with `HasMaxValueOfOne="true"` (`//*[@HasMaxValueOfOne = 'true']`; in ERN 3.8.2 only a
 * RightSharePercentage, found by name in the index) is not above 1.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { xpathNumber } from './ern3-places.js';

export const rp14PercentageValue: ProfileRule = {
  id: 'rp14-percentage-value',
  standard: '1.4',
  pattern: 'MultiProfile_PercentageValue',
  ddex: {
    AudioAlbum: [{ rule: '1746-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1126-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2155-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1053-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1601-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1671-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1890-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1428-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1529-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1350-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2021-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2087-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1821-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1200-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1276-1', clause: '4.3(36a)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A percentage with HasMaxValueOfOne="true" is at most 1',
  fix: 'Write a share flagged HasMaxValueOfOne="true" as a fraction (0.5 for half), or remove the flag and write it out of 100.',
  check(input) {
    return indexOf(input).named('RightSharePercentage')
      .filter((percentage) => percentage.attributes.HasMaxValueOfOne === 'true' && xpathNumber(percentage.text) > 1)
      .map((percentage) => ({
        message: `The ${percentage.name} "${percentage.text}" has HasMaxValueOfOne="true" but is above 1: write it as a fraction of 1, or remove the flag.`,
        at: percentage,
      }));
  },
};
