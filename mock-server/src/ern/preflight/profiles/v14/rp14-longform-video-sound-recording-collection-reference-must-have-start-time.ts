/**
 * DDEX's `LongformVideo_SoundRecordingCollectionReferenceMustHaveStartTime` (Release Profile 1.4, clause 4.8(10h),
 * Fatal Error; rule LongformVideo 1461-1): each entry (SoundRecordingCollectionReference) of a primary video's
 * VideoCollectionReferenceList (longform-video-shapes.ts) has a non-blank StartTime: where the chapter starts.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { hasFilledChild } from './every-element-shape.js';
import { childTexts, primaryVideoChapterReferences } from './longform-video-shapes.js';

export const rp14LongformVideoSoundRecordingCollectionReferenceMustHaveStartTime: ProfileRule = {
  id: 'rp14-longform-video-sound-recording-collection-reference-must-have-start-time',
  standard: '1.4',
  pattern: 'LongformVideo_SoundRecordingCollectionReferenceMustHaveStartTime',
  ddex: {
    LongformVideo: [{ rule: '1461-1', clause: '4.8(10h)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Each chapter a primary video names has a StartTime',
  fix: 'Give each SoundRecordingCollectionReference of a primary video\'s VideoCollectionReferenceList the StartTime of its '
    + 'chapter in the video (PT1M30S).',
  check(input) {
    return primaryVideoChapterReferences(indexOf(input))
      .filter(({ wrapper }) => !hasFilledChild(wrapper, 'StartTime'))
      .map(({ video, wrapper }) => ({
        at: wrapper,
        message: `A chapter of the video "${childTexts(video, 'ResourceReference').join('')}" (SoundRecordingCollectionReference `
          + `"${childTexts(wrapper, 'SoundRecordingCollectionReference').join('')}") has no StartTime. Add where the chapter starts in `
          + 'the video (PT1M30S).',
      }));
  },
};
