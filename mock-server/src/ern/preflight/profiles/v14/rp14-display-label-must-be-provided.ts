/**
 * DDEX `MultiProfile_DisplayLabelMustBeProvided` (Release Profile 1.4, clause 4.3(6), Error; each profile's rule
 * number in `ddex`): a Release's ReleaseDetailsByTerritory with more than one LabelName has exactly one of
 * `LabelNameType="DisplayLabelName"`.
 */
import type { ProfileRule } from '../types.js';
import { kids, releases } from './ern3-places.js';

export const rp14DisplayLabelMustBeProvided: ProfileRule = {
  id: 'rp14-display-label-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_DisplayLabelMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1712-1', clause: '4.3(6)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1092-1', clause: '4.3(6)', role: 'Error' }],
    AudioBook: [{ rule: '2121-1', clause: '4.3(6)', role: 'Error' }],
    AudioSingle: [{ rule: '1019-1', clause: '4.3(6)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1567-1', clause: '4.3(6)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1637-1', clause: '4.3(6)', role: 'Error' }],
    FilmBundle: [{ rule: '1856-1', clause: '4.3(6)', role: 'Error' }],
    LongformVideo: [{ rule: '1394-1', clause: '4.3(6)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1495-1', clause: '4.3(6)', role: 'Error' }],
    Ringtone: [{ rule: '1316-1', clause: '4.3(6)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1987-1', clause: '4.3(6)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2053-1', clause: '4.3(6)', role: 'Error' }],
    TVSeries: [{ rule: '1787-1', clause: '4.3(6)', role: 'Error' }],
    VideoAlbum: [{ rule: '1166-1', clause: '4.3(6)', role: 'Error' }],
    VideoSingle: [{ rule: '1242-1', clause: '4.3(6)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'Of several LabelNames in a ReleaseDetailsByTerritory, one is the DisplayLabelName',
  fix: 'Mark the label name to show with LabelNameType="DisplayLabelName" (one per ReleaseDetailsByTerritory).',
  check({ tree }) {
    return releases(tree)
      .flatMap((release) => kids(release, 'ReleaseDetailsByTerritory'))
      .filter((details) => {
        const names = kids(details, 'LabelName');
        return names.length > 1 && names.filter((name) => name.attributes.LabelNameType === 'DisplayLabelName').length !== 1;
      })
      .map((details) => ({
        message: `The ReleaseDetailsByTerritory has ${kids(details, 'LabelName').length} LabelNames but not exactly one with LabelNameType="DisplayLabelName": mark the one to show.`,
        at: details,
      }));
  },
};
