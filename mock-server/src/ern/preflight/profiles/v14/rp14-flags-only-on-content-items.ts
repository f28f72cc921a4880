/**
 * DDEX `MultiProfile_FlagsOnlyOnContentItems` (Release Profile 1.4, clause 4.3(24)+4.10(7g)+4.10(7h), Fatal Error;
 * each profile's rule numbers in `ddex`): meant as "no IsHiddenResource (first assertion) nor IsBonusResource
 * (second) on a SoundRecording, MIDI or Video", but DDEX's test reads `SoundRecording/IsHiddenResource` (and the
 * like) from the root, where ERN 3.8.x has no SoundRecording (it is in the ResourceList): it fails only for a
 * resource written directly under NewReleaseMessage, as the kit reads it too.
 */
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { kids } from './ern3-places.js';

const RESOURCES = ['SoundRecording', 'MIDI', 'Video'];

export const rp14FlagsOnlyOnContentItems: ProfileRule = {
  id: 'rp14-flags-only-on-content-items',
  standard: '1.4',
  pattern: 'MultiProfile_FlagsOnlyOnContentItems',
  ddex: {
    AudioAlbum: [{ rule: '1727-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1727-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1107-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1107-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2136-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '2136-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1034-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1034-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1582-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1582-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1652-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1652-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1871-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1871-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1409-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1409-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1510-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1510-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1331-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1331-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2002-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '2002-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2068-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '2068-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1802-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1802-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1181-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1181-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1257-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1257-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No IsHiddenResource nor IsBonusResource on a resource (as DDEX reads it: one written under the root)',
  fix: 'Flag a hidden or bonus track on its ResourceGroupContentItem (IsHiddenResource, IsBonusResource), not on the resource.',
  check({ tree }) {
    const findings: ProfileRuleFinding[] = [];
    const resources = tree.root.children.filter((child) => RESOURCES.includes(child.name));
    ['IsHiddenResource', 'IsBonusResource'].forEach((flag, assertion) => {
      const found = resources.flatMap((resource) => kids(resource, flag))[0];
      if (found !== undefined) {
        findings.push({ message: `A ${found.parent!.name} has ${flag}: flag it on the ResourceGroupContentItem instead.`, at: found, assertion });
      }
    });
    return findings;
  },
};
