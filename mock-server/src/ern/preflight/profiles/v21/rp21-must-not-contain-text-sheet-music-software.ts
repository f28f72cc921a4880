/**
 * DDEX `MultiProfile_MustNotContainTextSheetMusicSoftware` (Release Profile 2.1, 5.1.2(f) Fatal Error).
 * Reported for the message's `ResourceList` when it holds a `Text`, `SheetMusic` or `Software`.
 *
 * Rule numbers: Ringtone 1236-1, SimpleAudioSingle 1356-1, SimpleVideoSingle 1295-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustNotContainTextSheetMusicSoftware: ProfileRule = {
  id: 'rp21-must-not-contain-text-sheet-music-software',
  standard: '2.1',
  pattern: 'MultiProfile_MustNotContainTextSheetMusicSoftware',
  ddex: {
    Ringtone: [{ rule: '1236-1', clause: '5.1.2(f)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1356-1', clause: '5.1.2(f)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1295-1', clause: '5.1.2(f)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ResourceList holds no Text, SheetMusic or Software',
  fix: 'Leave Text, SheetMusic and Software resources out of a release of this profile.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ResourceList').flatMap((list) => (!list.children.some((resource) => resource.name === 'Text' || resource.name === 'SheetMusic' || resource.name === 'Software')
      ? []
      : [{
          at: list,
          message: 'The ResourceList holds a Text, SheetMusic or Software resource, which this profile does not allow. Leave it out.',
        }]));
  },
};
