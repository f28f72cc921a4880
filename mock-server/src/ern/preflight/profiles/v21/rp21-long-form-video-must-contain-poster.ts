/**
 * DDEX `LongFormVideo_MustContainPoster` (Release Profile 2.1, LongFormMusicalWorkVideo 1431-1, clause 5.4.3(6),
 * Error): a message whose ReleaseList has a Release of ReleaseType FeatureFilm holds an Image of Type Poster in its
 * ResourceList. ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, releasesOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21LongFormVideoMustContainPoster: ProfileRule = {
  id: 'rp21-long-form-video-must-contain-poster',
  standard: '2.1',
  pattern: 'LongFormVideo_MustContainPoster',
  ddex: { LongFormMusicalWorkVideo: [assertion('1431-1', '5.4.3(6)', 'Error')] },
  code: 'MetadataMissing',
  title: 'A feature film comes with a poster',
  fix: 'Deliver the film\'s poster as an Image of Type Poster.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const film = releasesOf(tree).find((release) => release.children.some((child) => child.name === 'ReleaseType' && child.text === 'FeatureFilm'));
    if (film === undefined || resourcesNamed(tree, 'Image').some((image) => hasType(image, ['Poster']))) return [];
    return [{
      message: 'The release is a FeatureFilm but the ResourceList holds no Image of Type Poster: deliver the film\'s poster as one.',
      at: film,
    }];
  },
};
