/**
 * DDEX `MultiProfile_MustContainShortFormMusicalWorkVideo` (Release Profile 2.1, 5.1.2(a) Fatal Error; 5.1.2(b) Fatal
 * Error).
 * The message's `ResourceList` must hold a `Video` whose `Type` is ShortFormMusicalWorkVideo.
 *
 * Rule numbers: MixedMedia 1175-1, SimpleVideoSingle 1291-1, Video 1112-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustContainShortFormMusicalWorkVideo: ProfileRule = {
  id: 'rp21-must-contain-short-form-musical-work-video',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainShortFormMusicalWorkVideo',
  ddex: {
    MixedMedia: [{ rule: '1175-1', clause: '5.1.2(b)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1291-1', clause: '5.1.2(b)', role: 'Fatal Error' }],
    Video: [{ rule: '1112-1', clause: '5.1.2(a)', role: 'Fatal Error' }],
  },
  code: 'ResourceMissing',
  title: 'The ResourceList holds a Video of Type ShortFormMusicalWorkVideo',
  fix: 'Add the release\'s Video with the Type ShortFormMusicalWorkVideo.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ResourceList').flatMap((list) => (list.children.some((resource) => resource.name === 'Video' && resource.children.some((type) => type.name === 'Type' && type.text === 'ShortFormMusicalWorkVideo'))
      ? []
      : [{
          at: list,
          message: 'The ResourceList has no Video of Type ShortFormMusicalWorkVideo. Add the release\'s video.',
        }]));
  },
};
