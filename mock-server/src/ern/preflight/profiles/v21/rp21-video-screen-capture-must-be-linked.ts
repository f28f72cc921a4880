/**
 * DDEX `MultiProfile_VideoScreenCaptureMustBeLinked` (Release Profile 2.1, 5.3.1.2(5.9) Error).
 * Each `Image` of the ResourceList whose `Type` is VideoScreenCapture must be named by a
 * `ResourceGroupContentItem/LinkedReleaseResourceReference` with `LinkDescription="VideoScreenCapture"`.
 *
 * Rule numbers: LongFormMusicalWorkVideo 1419-1, MixedMedia 1181-1, SimpleVideoSingle 1297-1, Video 1119-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, referenceOf, resourcesNamed } from './ern4-places.js';

export const rp21VideoScreenCaptureMustBeLinked: ProfileRule = {
  id: 'rp21-video-screen-capture-must-be-linked',
  standard: '2.1',
  pattern: 'MultiProfile_VideoScreenCaptureMustBeLinked',
  ddex: {
    LongFormMusicalWorkVideo: [{ rule: '1419-1', clause: '5.3.1.2(5.9)', role: 'Error' }],
    MixedMedia: [{ rule: '1181-1', clause: '5.3.1.2(5.9)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1297-1', clause: '5.3.1.2(5.9)', role: 'Error' }],
    Video: [{ rule: '1119-1', clause: '5.3.1.2(5.9)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'A VideoScreenCapture image is linked from a content item as its screen capture',
  fix: 'Add to the video\'s ResourceGroupContentItem a LinkedReleaseResourceReference '
    + 'LinkDescription="VideoScreenCapture" naming the image.',
  laterVersions: 'same elements.',
  check(input) {
    const linked = new Set(indexOf(input).named('ResourceGroupContentItem')
      .flatMap((item) => item.children.filter((child) => child.name === 'LinkedReleaseResourceReference'
        && child.attributes.LinkDescription === 'VideoScreenCapture'))
      .map((link) => link.text));
    return resourcesNamed(input.tree, 'Image')
      .filter((image) => childTexts(image, 'Type').includes('VideoScreenCapture'))
      .flatMap((image) => (childTexts(image, 'ResourceReference').some((reference) => linked.has(reference))
        ? []
        : [{
            at: image,
            message: `The VideoScreenCapture Image "${referenceOf(image)}" is not linked from a ResourceGroupContentItem. Add `
              + `<LinkedReleaseResourceReference LinkDescription="VideoScreenCapture">${referenceOf(image)}</LinkedReleaseResourceReference> to the video's item.`,
          }]));
  },
};
