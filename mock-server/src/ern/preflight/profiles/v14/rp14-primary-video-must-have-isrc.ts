/**
 * DDEX `MultiProfile_PrimaryVideoMustHaveISRC` (Release Profile 1.4, Error; each profile's rule number and clause in
 * `ddex`): the resource named by a primary reference of a content item of ResourceType `Video` has an ISRC
 * (`VideoId/ISRC`, non-empty). See resource-identified.ts.
 */
import { resourceIdentifiedRule } from './resource-identified.js';

export const rp14PrimaryVideoMustHaveIsrc = resourceIdentifiedRule({
  id: 'rp14-primary-video-must-have-isrc',
  pattern: 'MultiProfile_PrimaryVideoMustHaveISRC',
  ddex: {
    LongformVideo: [{ rule: '1436-1', clause: '3.1', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1534-1', clause: '3.1', role: 'Error' }],
    Ringtone: [{ rule: '1355-1', clause: '3.1', role: 'Error' }],
    SingleResourceRelease: [{ rule: '1464-1', clause: '3.1', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2091-1', clause: '3.1', role: 'Error' }],
    VideoAlbum: [{ rule: '1211-1', clause: '3.1', role: 'Error' }],
  },
  type: 'PrimaryResource',
  resourceType: 'Video',
  identifiers: ['ISRC'],
  title: 'A primary Video of a ResourceGroup has an ISRC',
  fix: 'Give the Video its ISRC: <VideoId><ISRC>…</ISRC></VideoId>.',
  says: (reference) => `The primary Video "${reference}" of the ResourceGroup has no ISRC: add <VideoId><ISRC>…</ISRC></VideoId>.`,
});
