/**
 * DDEX `MultiProfile_ResourceGroupContentItemImage` (Release Profile 2.1, 5.4.1(3.2) Fatal Error; 5.4.2(3.2) Fatal
 * Error).
 * Each `Image` of the ResourceList must be named by a `LinkedReleaseResourceReference` of a
 * `Release/ResourceGroup/ResourceGroupContentItem` (any Release).
 *
 * Rule numbers: Ringtone 1241-1, SimpleAudioSingle 1362-1, SimpleVideoSingle 1302-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, referenceOf, resourcesNamed } from './ern4-places.js';

export const rp21ResourceGroupContentItemImage: ProfileRule = {
  id: 'rp21-resource-group-content-item-image',
  standard: '2.1',
  pattern: 'MultiProfile_ResourceGroupContentItemImage',
  ddex: {
    Ringtone: [{ rule: '1241-1', clause: '5.4.2(3.2)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1362-1', clause: '5.4.1(3.2)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1302-1', clause: '5.4.1(3.2)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every Image is linked from a ResourceGroupContentItem of the release',
  fix: 'Add a LinkedReleaseResourceReference naming the image to the release\'s ResourceGroupContentItem.',
  laterVersions: 'same elements.',
  check(input) {
    const linked = new Set(indexOf(input).named('Release')
      .flatMap((release) => release.children.filter((child) => child.name === 'ResourceGroup'))
      .flatMap((group) => group.children.filter((child) => child.name === 'ResourceGroupContentItem'))
      .flatMap((item) => childTexts(item, 'LinkedReleaseResourceReference')));
    return resourcesNamed(input.tree, 'Image')
      .flatMap((image) => (childTexts(image, 'ResourceReference').some((reference) => linked.has(reference))
        ? []
        : [{
            at: image,
            message: `Image "${referenceOf(image)}" is not linked from the release's ResourceGroupContentItem. `
              + `Add <LinkedReleaseResourceReference>${referenceOf(image)}</LinkedReleaseResourceReference> to it.`,
          }]));
  },
};
