/**
 * DDEX `MultiProfile_DisplayArtistsMustBeSequenced` (Release Profile 2.1, 5.3.1.2(1) Fatal Error).
 * Every `DisplayArtist` anywhere in the message must carry the `SequenceNumber` attribute.
 *
 * Rule numbers: Audio 1016-1, DjMix 1448-1, LongFormMusicalWorkVideo 1380-1, MixedMedia 1138-1, Ringtone 1200-1,
 * SimpleAudioSingle 1320-1, SimpleVideoSingle 1259-1, Video 1076-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21DisplayArtistsMustBeSequenced: ProfileRule = {
  id: 'rp21-display-artists-must-be-sequenced',
  standard: '2.1',
  pattern: 'MultiProfile_DisplayArtistsMustBeSequenced',
  ddex: {
    Audio: [{ rule: '1016-1', clause: '5.3.1.2(1)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1448-1', clause: '5.3.1.2(1)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1380-1', clause: '5.3.1.2(1)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1138-1', clause: '5.3.1.2(1)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1200-1', clause: '5.3.1.2(1)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1320-1', clause: '5.3.1.2(1)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1259-1', clause: '5.3.1.2(1)', role: 'Fatal Error' }],
    Video: [{ rule: '1076-1', clause: '5.3.1.2(1)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every DisplayArtist has a SequenceNumber attribute',
  fix: 'Give each DisplayArtist a SequenceNumber attribute (1, 2, …) in the order the artists are to be '
    + 'shown.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('DisplayArtist').flatMap((artist) => (artist.attributes.SequenceNumber !== undefined
      ? []
      : [{
          at: artist,
          message: `${artist.parent?.name ?? ''}/DisplayArtist has no SequenceNumber attribute. Add SequenceNumber="1", "2", … in display order.`,
        }]));
  },
};
