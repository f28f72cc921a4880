/**
 * DDEX's `VideoSingle_PrimaryVideoMustHaveISRC` (Release Profile 1.4, clause 4.14(5), Fatal Error; rule VideoSingle
 * 1292-1). Context: a ReleaseResourceReference with ReleaseResourceType="PrimaryResource" of a
 * ResourceGroupContentItem whose ResourceType is `Video`, anywhere. Assert: an element ResourceReference whose text
 * is that reference has a sibling with a non-blank ISRC child (in 3.8.x the Video's VideoId/ISRC). The attribute
 * must be written: DDEX's XSL reads no schema, so the XSD's default PrimaryResource does not count.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { hasChildWithText } from './one-profile-shapes.js';

export const rp14VideoSinglePrimaryVideoMustHaveIsrc: ProfileRule = {
  id: 'rp14-video-single-primary-video-must-have-isrc',
  standard: '1.4',
  pattern: 'VideoSingle_PrimaryVideoMustHaveISRC',
  ddex: {
    VideoSingle: [{ rule: '1292-1', clause: '4.14(5)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The primary video of a video single has an ISRC',
  fix: 'Give the Video that a ResourceGroupContentItem of ResourceType Video names as its primary resource an ISRC: '
    + 'VideoId/ISRC.',
  check(input) {
    const index = indexOf(input);
    const references = index.named('ResourceReference');
    return index.named('ResourceGroupContentItem')
      .filter((item) => hasChildWithText(item, 'ResourceType', ['Video']))
      .flatMap((item) => item.children.filter((child) => child.name === 'ReleaseResourceReference'
        && child.attributes.ReleaseResourceType === 'PrimaryResource'))
      .filter((pointer) => !references.some((anchor) => anchor.text === pointer.text
        && anchor.parent?.children.some((sibling) => sibling.children.some((id) => id.name === 'ISRC' && id.text !== '')) === true))
      .map((pointer) => ({
        at: pointer,
        message: `The primary video "${pointer.text}" of a ResourceGroupContentItem of ResourceType Video has no ISRC; a video `
          + `single's primary video is identified by one. Add VideoId/ISRC to the Video whose ResourceReference is "${pointer.text}".`,
      }));
  },
};
