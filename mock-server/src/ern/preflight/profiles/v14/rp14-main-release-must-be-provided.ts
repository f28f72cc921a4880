/**
 * DDEX `MultiProfile_MainReleaseMustBeProvided` (Release Profile 1.4, clause 3.3.1(1), Fatal Error; each profile's
 * rule numbers in `ddex`): in each `ReleaseList`, one Release has `IsMainRelease="true"` (first assertion: none has;
 * second: more than one has). LongformVideo's file asks instead, in its second assertion, that the list holds no
 * more than one Release at all (`count(Release) > 1`).
 */
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { isMain, kids, rootList } from './ern3-places.js';

export const rp14MainReleaseMustBeProvided: ProfileRule = {
  id: 'rp14-main-release-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_MainReleaseMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1698-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1698-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1078-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1078-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2107-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '2107-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1005-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1005-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1553-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1553-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1623-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1623-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1842-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1842-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1380-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1380-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1481-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1481-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1302-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1302-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1973-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1973-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2039-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '2039-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1773-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1773-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1152-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1152-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1228-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1228-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'One Release of the ReleaseList is the main release (IsMainRelease="true"), and only one',
  fix: 'Set IsMainRelease="true" (written so: not "1") on the Release that is the product, and on no other.',
  check({ tree, profile }) {
    const findings: ProfileRuleFinding[] = [];
    for (const list of rootList(tree, 'ReleaseList')) {
      const all = kids(list, 'Release');
      const main = all.filter(isMain);
      if (main.length < 1) {
        findings.push({
          message: 'No Release of the ReleaseList has IsMainRelease="true": set it on the Release that is the product.',
          at: list,
        });
      }
      if (profile.name === 'LongformVideo' ? all.length > 1 : main.length > 1) {
        findings.push({
          message: profile.name === 'LongformVideo'
            ? `The ReleaseList holds ${all.length} Releases; a LongformVideo message holds one: send the others in messages of their own.`
            : `${main.length} Releases have IsMainRelease="true": keep it on the one Release that is the product.`,
          at: list,
          assertion: 1,
        });
      }
    }
    return findings;
  },
};
