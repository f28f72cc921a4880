/**
 * DDEX `MultiProfile_MustContainOneFrontCoverImageAsSecondaryResource` (Release Profile 1.4, clause 3.1, Fatal Error;
 * each profile's rule number in `ddex`, "1135-1NR" in the AudioAlbumMusicOnly and AudioBook files): every
 * ResourceGroupContentItem of the main release's top ResourceGroup (`//Release[@IsMainRelease = 'true']/
 * ReleaseDetailsByTerritory/ResourceGroup/ResourceGroupContentItem`; AudioAlbum's file reads
 * `//Release[…]/ResourceGroup/…`, without the ReleaseDetailsByTerritory, which no ERN 3.8.x message has) names, as a
 * secondary resource, exactly one Image of ImageType FrontCoverImage of a ResourceList. DDEX asks it of every item,
 * so an item naming a primary resource alone (a track) fails too: the cover's item passes, the tracks' do not.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { kids, mainReleasesAnywhere, resourceTypeIs } from './ern3-places.js';

export const rp14MustContainOneFrontCoverImageAsSecondaryResource: ProfileRule = {
  id: 'rp14-must-contain-one-front-cover-image-as-secondary-resource',
  standard: '1.4',
  pattern: 'MultiProfile_MustContainOneFrontCoverImageAsSecondaryResource',
  ddex: {
    AudioAlbum: [{ rule: '1754-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1135-1NR', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '1135-1NR', clause: '3.1', role: 'Fatal Error' }],
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
  title: 'Each content item of the main release\'s ResourceGroup names one FrontCoverImage as a secondary resource',
  fix: 'Name the front cover Image (ImageType FrontCoverImage) with ReleaseResourceType="SecondaryResource" in the content items of the main release\'s ResourceGroup.',
  check(input) {
    const index = indexOf(input);
    const covers = index.named('Image')
      .filter((image) => image.parent?.name === 'ResourceList' && kids(image, 'ImageType').some((type) => type.text === 'FrontCoverImage'));
    const groups = (release: ErnElement): ErnElement[] => (input.profile.name === 'AudioAlbum'
      ? kids(release, 'ResourceGroup')
      : kids(release, 'ReleaseDetailsByTerritory').flatMap((details) => kids(details, 'ResourceGroup')));
    return mainReleasesAnywhere(index).flatMap(groups).flatMap((group) => kids(group, 'ResourceGroupContentItem')).flatMap((item) => {
      const secondary = new Set(kids(item, 'ReleaseResourceReference').filter((reference) => resourceTypeIs(reference, 'SecondaryResource')).map((reference) => reference.text));
      const named = covers.filter((image) => kids(image, 'ResourceReference').some((reference) => secondary.has(reference.text))).length;
      return named === 1
        ? []
        : [{
            message: named === 0
              ? 'A ResourceGroupContentItem of the main release names no FrontCoverImage as a secondary resource: DDEX\'s profile asks each item to name the front cover.'
              : `A ResourceGroupContentItem of the main release names ${named} FrontCoverImages as secondary resources: name one.`,
            at: item,
          }];
    });
  },
};
