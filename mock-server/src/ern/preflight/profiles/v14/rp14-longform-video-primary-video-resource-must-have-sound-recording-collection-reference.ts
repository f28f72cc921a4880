/**
 * DDEX's `LongformVideo_PrimaryVideoResourceMustHaveSoundRecordingCollectionReference` (Release Profile 1.4, clause
 * 4.8(10g), Fatal Error; rule LongformVideo 1460-1). Context: the SoundRecordingCollectionReference inside each
 * entry of a primary video's VideoCollectionReferenceList (longform-video-shapes.ts). Assert: a Collection of
 * CollectionType `VideoChapter` whose CollectionReference is that reference lists the video itself (a
 * CollectionResourceReference in its CollectionResourceReferenceList equal to the video's ResourceReference).
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { hasChildWithText } from './one-profile-shapes.js';
import { childTexts, primaryVideoChapterReferences } from './longform-video-shapes.js';

export const rp14LongformVideoPrimaryVideoResourceMustHaveSoundRecordingCollectionReference: ProfileRule = {
  id: 'rp14-longform-video-primary-video-resource-must-have-sound-recording-collection-reference',
  standard: '1.4',
  pattern: 'LongformVideo_PrimaryVideoResourceMustHaveSoundRecordingCollectionReference',
  ddex: {
    LongformVideo: [{ rule: '1460-1', clause: '4.8(10g)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'Each chapter a primary video names is a video chapter of that video',
  fix: 'Make each collection a primary video names in its VideoCollectionReferenceList a Collection of CollectionType '
    + 'VideoChapter that lists the video in its CollectionResourceReferenceList.',
  check(input) {
    const index = indexOf(input);
    const chapters = index.named('Collection').filter((collection) => hasChildWithText(collection, 'CollectionType', ['VideoChapter']));
    return primaryVideoChapterReferences(index).flatMap(({ video, wrapper }) => {
      const videoReferences = childTexts(video, 'ResourceReference');
      return wrapper.children.filter((inner) => inner.name === 'SoundRecordingCollectionReference').filter((inner) => !chapters.some(
        (chapter) => childTexts(chapter, 'CollectionReference').includes(inner.text)
          && chapter.children.some((list) => list.name === 'CollectionResourceReferenceList' && list.children.some((entry) => entry.children
            .some((resource) => resource.name === 'CollectionResourceReference' && videoReferences.includes(resource.text)))),
      )).map((inner) => ({
        at: inner,
        message: `The video "${videoReferences.join('')}" names collection "${inner.text}", which is no Collection of CollectionType `
          + 'VideoChapter listing that video. Give the Collection that CollectionReference, CollectionType VideoChapter and a '
          + 'CollectionResourceReference to the video, or correct the reference.',
      }));
    });
  },
};
