/**
 * DDEX `MultiProfile_LabelNameMustBeProvided` (Release Profile 1.4, Error; each profile's rule number and clause in
 * `ddex`): reports a Release whose first ReleaseDetailsByTerritory has no LabelName with text while another of its
 * ReleaseDetailsByTerritory has none either (`ReleaseDetailsByTerritory[position() = 1 and not(LabelName[…])] and
 * ReleaseDetailsByTerritory[position() > 1 and not(LabelName[…])]`): a Release with a single
 * ReleaseDetailsByTerritory
 * never fails it.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { hasText, kids, releases } from './ern3-places.js';

function unlabelled(details: ErnElement): boolean {
  return !kids(details, 'LabelName').some(hasText);
}

export const rp14LabelNameMustBeProvided: ProfileRule = {
  id: 'rp14-label-name-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_LabelNameMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1713-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1093-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    AudioBook: [{ rule: '2122-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    AudioSingle: [{ rule: '1020-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1568-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1638-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    FilmBundle: [{ rule: '1857-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    LongformVideo: [{ rule: '1395-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1496-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    Ringtone: [{ rule: '1317-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1988-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2054-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    TVSeries: [{ rule: '1788-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    VideoAlbum: [{ rule: '1167-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
    VideoSingle: [{ rule: '1243-1', clause: '4.3(6a)+4.3(6b)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'Without a LabelName in the first ReleaseDetailsByTerritory, every other one has one',
  fix: 'Give the first (worldwide) ReleaseDetailsByTerritory a LabelName, or give one to each of the others.',
  check({ tree }) {
    return releases(tree).flatMap((release) => {
      const [head, ...rest] = kids(release, 'ReleaseDetailsByTerritory');
      const bare = rest.find(unlabelled);
      return head !== undefined && unlabelled(head) && bare !== undefined
        ? [{
            message: 'Neither the Release\'s first ReleaseDetailsByTerritory nor another of them has a LabelName: add it to the first (worldwide) one, or to each.',
            at: bare,
          }]
        : [];
    });
  },
};
