/**
 * DDEX `LongFormVideo_ChapterMustReferenceVideoScreenCapture` (Release Profile 2.1, LongFormMusicalWorkVideo 1425-1,
 * clause 5.4.3(2.2b), Fatal Error): each Chapter's RepresentativeImageReference names an Image of the ResourceList of
 * Type VideoScreenCapture. ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { assertion, chaptersOf, hasType, resourcesNamed, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21LongFormVideoChapterMustReferenceVideoScreenCapture: ProfileRule = {
  id: 'rp21-long-form-video-chapter-must-reference-video-screen-capture',
  standard: '2.1',
  pattern: 'LongFormVideo_ChapterMustReferenceVideoScreenCapture',
  ddex: { LongFormMusicalWorkVideo: [assertion('1425-1', '5.4.3(2.2b)')] },
  code: 'NewReleaseMessageInvalid',
  title: 'A Chapter\'s RepresentativeImageReference names an Image of Type VideoScreenCapture',
  fix: 'Point RepresentativeImageReference at an Image of Type VideoScreenCapture (a still of the chapter).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const references = chaptersOf(tree).flatMap((chapter) => childrenOf(chapter, 'RepresentativeImageReference'));
    if (references.length === 0) return [];
    const captures = new Set(resourcesNamed(tree, 'Image').filter((image) => hasType(image, ['VideoScreenCapture']))
      .flatMap((image) => textsOf(image, 'ResourceReference')));
    return references.filter((reference) => !captures.has(reference.text)).map((reference) => ({
      message: `RepresentativeImageReference "${reference.text}" names no Image of Type VideoScreenCapture: point it at the `
        + 'chapter\'s still, an Image of Type VideoScreenCapture.',
      at: reference,
    }));
  },
};
