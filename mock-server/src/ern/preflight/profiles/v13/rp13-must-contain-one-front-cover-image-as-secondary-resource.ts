/**
 * DDEX `MultiProfile_MustContainOneFrontCoverImageAsSecondaryResource` (Release Profile 1.3, clause 3.1, Fatal Error;
 * each profile's rule number in `ddex`): every ResourceGroupContentItem of every ResourceGroup of the message
 * (`//ResourceGroup/ResourceGroupContentItem`: any release's, nested groups too) names, as a secondary resource,
 * exactly one Image of ImageType FrontCoverImage of a ResourceList (`count(//ResourceList/Image[ImageType/text() =
 * 'FrontCoverImage' and ResourceReference = current()/ReleaseResourceReference[@ReleaseResourceType =
 * 'SecondaryResource']]) = 1`). 1.4 asks it of the main release's top ResourceGroup alone
 * (../v14/rp14-must-contain-one-front-cover-image-as-secondary-resource.ts). As there, an item naming a track alone
 * fails too.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { kids, resourceTypeIs } from '../v14/ern3-places.js';

export const rp13MustContainOneFrontCoverImageAsSecondaryResource: ProfileRule = {
  id: 'rp13-must-contain-one-front-cover-image-as-secondary-resource',
  standard: '1.3',
  pattern: 'MultiProfile_MustContainOneFrontCoverImageAsSecondaryResource',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1754-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1135-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2164-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1062-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1611-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1677-1', clause: '3.1', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1894-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1433-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1536-1', clause: '3.1', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1825-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1207-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'ResourceMissing',
  title: 'Each content item of a ResourceGroup names one FrontCoverImage as a secondary resource',
  fix: 'Name the front cover Image (ImageType FrontCoverImage) with ReleaseResourceType="SecondaryResource" in each '
    + 'ResourceGroupContentItem of the ResourceGroups.',
  check(input) {
    const index = indexOf(input);
    const covers = index.named('Image')
      .filter((image) => image.parent?.name === 'ResourceList' && kids(image, 'ImageType').some((type) => type.text === 'FrontCoverImage'));
    return index.named('ResourceGroupContentItem').filter((item) => item.parent?.name === 'ResourceGroup').flatMap((item) => {
      const secondary = new Set(kids(item, 'ReleaseResourceReference')
        .filter((reference) => resourceTypeIs(reference, 'SecondaryResource')).map((reference) => reference.text));
      const named = covers.filter((image) => kids(image, 'ResourceReference').some((reference) => secondary.has(reference.text))).length;
      if (named === 1) return [];
      return [{
        at: item,
        message: named === 0
          ? 'A ResourceGroupContentItem names no FrontCoverImage as a secondary resource: DDEX\'s 1.3 profile asks each item of each '
          + 'ResourceGroup to name the front cover (ReleaseResourceReference ReleaseResourceType="SecondaryResource").'
          : `A ResourceGroupContentItem names ${named} FrontCoverImages as secondary resources: name one.`,
      }];
    });
  },
};
