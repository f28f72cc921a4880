/**
 * DDEX `MultiProfile_SoundRecordingMustHaveReferenceTitle` (Release Profile 1.4, clause 4.3(4), Fatal Error; each
 * profile's rule number in `ddex`): every `*:NewReleaseMessage/ResourceList/SoundRecording` has exactly one
 * ReferenceTitle with a non-empty TitleText.
 */
import type { ProfileRule } from '../types.js';
import { hasText, kids, resources } from './ern3-places.js';

export const rp14SoundRecordingMustHaveReferenceTitle: ProfileRule = {
  id: 'rp14-sound-recording-must-have-reference-title',
  standard: '1.4',
  pattern: 'MultiProfile_SoundRecordingMustHaveReferenceTitle',
  ddex: {
    AudioAlbum: [{ rule: '1707-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1087-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2116-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1014-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1562-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1632-1', clause: '4.3(4)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1851-1', clause: '4.3(4)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1389-1', clause: '4.3(4)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1490-1', clause: '4.3(4)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1311-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1982-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2048-1', clause: '4.3(4)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1782-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1161-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1237-1', clause: '4.3(4)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every SoundRecording has one ReferenceTitle with a TitleText',
  fix: 'Give each SoundRecording one <ReferenceTitle><TitleText>…</TitleText></ReferenceTitle>.',
  check({ tree }) {
    return resources(tree, 'SoundRecording').flatMap((recording) => {
      const titled = kids(recording, 'ReferenceTitle').filter((title) => kids(title, 'TitleText').some(hasText)).length;
      return titled === 1
        ? []
        : [{
            message: titled === 0
              ? 'The SoundRecording has no ReferenceTitle with a TitleText: add <ReferenceTitle><TitleText>…</TitleText></ReferenceTitle>.'
              : `The SoundRecording has ${titled} ReferenceTitles: keep one.`,
            at: recording,
          }];
    });
  },
};
