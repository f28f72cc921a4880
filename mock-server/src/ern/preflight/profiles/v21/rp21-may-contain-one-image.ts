/**
 * DDEX `MultiProfile_MayContainOneImage` (Release Profile 2.1, 5.1.2(c) Fatal Error).
 * Reported for the message's `ResourceList` when it holds more than one `Image`.
 *
 * Rule numbers: Ringtone 1233-1, SimpleAudioSingle 1353-1, SimpleVideoSingle 1292-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

function count(list: ErnElement, name: string): number {
  return list.children.filter((resource) => resource.name === name).length;
}

export const rp21MayContainOneImage: ProfileRule = {
  id: 'rp21-may-contain-one-image',
  standard: '2.1',
  pattern: 'MultiProfile_MayContainOneImage',
  ddex: {
    Ringtone: [{ rule: '1233-1', clause: '5.1.2(c)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1353-1', clause: '5.1.2(c)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1292-1', clause: '5.1.2(c)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ResourceList holds at most one Image',
  fix: 'Deliver at most one Image (the front cover).',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ResourceList').flatMap((list) => (count(list, 'Image') <= 1
      ? []
      : [{
          at: list,
          message: `The ResourceList holds ${count(list, 'Image')} Images; this profile allows one, the front cover. Leave the others out.`,
        }]));
  },
};
