/**
 * DDEX `MultiProfile_ResourceGroupContentItemSoundRecording` (Release Profile 2.1, 5.4.1(3.1) Fatal Error; 5.4.2(3.1)
 * Fatal Error).
 * Every `ResourceGroupContentItem` (anywhere) must have a `ReleaseResourceReference` that is the `ResourceReference`
 * of a `SoundRecording` of any ResourceList.
 *
 * Rule numbers: Ringtone 1240-1, SimpleAudioSingle 1361-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts } from './ern4-places.js';

export const rp21ResourceGroupContentItemSoundRecording: ProfileRule = {
  id: 'rp21-resource-group-content-item-sound-recording',
  standard: '2.1',
  pattern: 'MultiProfile_ResourceGroupContentItemSoundRecording',
  ddex: {
    Ringtone: [{ rule: '1240-1', clause: '5.4.2(3.1)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1361-1', clause: '5.4.1(3.1)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'Every ResourceGroupContentItem names a SoundRecording',
  fix: 'Let each ResourceGroupContentItem\'s ReleaseResourceReference name a SoundRecording of the '
    + 'ResourceList.',
  laterVersions: 'same elements.',
  check(input) {
    const index = indexOf(input);
    const recordings = new Set(index.named('ResourceList')
      .flatMap((list) => list.children.filter((child) => child.name === 'SoundRecording'))
      .flatMap((recording) => childTexts(recording, 'ResourceReference')));
    return index.named('ResourceGroupContentItem').flatMap((item) => {
      const named = childTexts(item, 'ReleaseResourceReference');
      return named.some((reference) => recordings.has(reference))
        ? []
        : [{
            at: item,
            message: `This ResourceGroupContentItem names ${named.length === 0 ? 'no resource' : `"${named.join('", "')}"`}, not a SoundRecording. `
              + 'Let it name the SoundRecording.',
          }];
    });
  },
};
