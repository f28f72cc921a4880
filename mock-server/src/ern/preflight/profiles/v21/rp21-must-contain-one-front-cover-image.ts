/**
 * DDEX `MultiProfile_MustContainOneFrontCoverImage` (Release Profile 2.1, 5.1.2(b) Fatal Error; 5.1.2(c) Fatal
 * Error).
 * The message's `ResourceList` must hold exactly one `Image` whose `Type` is FrontCoverImage.
 *
 * Rule numbers: Audio 1053-1, DjMix 1481-1, MixedMedia 1176-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

function covers(list: ErnElement): number {
  return list.children.filter((resource) => resource.name === 'Image'
    && resource.children.some((type) => type.name === 'Type' && type.text === 'FrontCoverImage')).length;
}

export const rp21MustContainOneFrontCoverImage: ProfileRule = {
  id: 'rp21-must-contain-one-front-cover-image',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainOneFrontCoverImage',
  ddex: {
    Audio: [{ rule: '1053-1', clause: '5.1.2(b)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1481-1', clause: '5.1.2(c)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1176-1', clause: '5.1.2(c)', role: 'Fatal Error' }],
  },
  code: 'ResourceMissing',
  title: 'The ResourceList holds exactly one Image of Type FrontCoverImage',
  fix: 'Deliver exactly one Image with the Type FrontCoverImage (the cover).',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ResourceList').flatMap((list) => (covers(list) === 1
      ? []
      : [{
          at: list,
          message: `The ResourceList holds ${covers(list)} Images of Type FrontCoverImage; this profile needs exactly one. Deliver one front cover.`,
        }]));
  },
};
