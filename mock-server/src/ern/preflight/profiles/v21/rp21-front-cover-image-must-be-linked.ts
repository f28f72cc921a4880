/**
 * DDEX `MultiProfile_FrontCoverImageMustBeLinked` (Release Profile 2.1, 5.3.1.2(5.8) Error).
 * Each `Image` of the ResourceList whose `Type` is FrontCoverImage must be named by a
 * `LinkedReleaseResourceReference` of a `Release/ResourceGroup` (any Release, its own top ResourceGroup).
 *
 * Rule numbers: Audio 1057-1, DjMix 1485-1, LongFormMusicalWorkVideo 1418-1, MixedMedia 1180-1, Video 1118-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, referenceOf, resourcesNamed } from './ern4-places.js';

export const rp21FrontCoverImageMustBeLinked: ProfileRule = {
  id: 'rp21-front-cover-image-must-be-linked',
  standard: '2.1',
  pattern: 'MultiProfile_FrontCoverImageMustBeLinked',
  ddex: {
    Audio: [{ rule: '1057-1', clause: '5.3.1.2(5.8)', role: 'Error' }],
    DjMix: [{ rule: '1485-1', clause: '5.3.1.2(5.8)', role: 'Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1418-1', clause: '5.3.1.2(5.8)', role: 'Error' }],
    MixedMedia: [{ rule: '1180-1', clause: '5.3.1.2(5.8)', role: 'Error' }],
    Video: [{ rule: '1118-1', clause: '5.3.1.2(5.8)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'The front cover is linked from the release\'s ResourceGroup',
  fix: 'Add a LinkedReleaseResourceReference naming the front cover to the release\'s top ResourceGroup.',
  laterVersions: 'same elements.',
  check(input) {
    const linked = new Set(indexOf(input).named('Release')
      .flatMap((release) => release.children.filter((child) => child.name === 'ResourceGroup'))
      .flatMap((group) => childTexts(group, 'LinkedReleaseResourceReference')));
    return resourcesNamed(input.tree, 'Image')
      .filter((image) => childTexts(image, 'Type').includes('FrontCoverImage'))
      .flatMap((image) => (childTexts(image, 'ResourceReference').some((reference) => linked.has(reference))
        ? []
        : [{
            at: image,
            message: `The front cover Image "${referenceOf(image)}" is not linked from the Release's ResourceGroup. `
              + `Add <LinkedReleaseResourceReference>${referenceOf(image)}</LinkedReleaseResourceReference> to it.`,
          }]));
  },
};
