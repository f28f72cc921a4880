/**
 * DDEX `MultiProfile_ImageType` (Release Profile 2.1, 5.1.2(d) Fatal Error).
 * The message's `ResourceList` must hold an `Image` whose `Type` is FrontCoverImage.
 *
 * Rule numbers: Ringtone 1234-1, SimpleAudioSingle 1354-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21ImageType: ProfileRule = {
  id: 'rp21-image-type',
  standard: '2.1',
  pattern: 'MultiProfile_ImageType',
  ddex: {
    Ringtone: [{ rule: '1234-1', clause: '5.1.2(d)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1354-1', clause: '5.1.2(d)', role: 'Fatal Error' }],
  },
  code: 'ResourceMissing',
  title: 'The ResourceList holds an Image of Type FrontCoverImage',
  fix: 'Deliver the front cover as an Image with the Type FrontCoverImage.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ResourceList').flatMap((list) => (list.children.some((resource) => resource.name === 'Image' && resource.children.some((type) => type.name === 'Type' && type.text === 'FrontCoverImage'))
      ? []
      : [{
          at: list,
          message: 'The ResourceList has no Image of Type FrontCoverImage. Deliver the front cover.',
        }]));
  },
};
