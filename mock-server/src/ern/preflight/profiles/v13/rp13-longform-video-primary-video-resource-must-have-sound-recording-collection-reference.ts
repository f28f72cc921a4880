/**
 * DDEX's `LongformVideo_PrimaryVideoResourceMustHaveSoundRecordingCollectionReference` in Release Profile 1.3: the
 * assertion of 1.4's `rp14-longform-video-primary-video-resource-must-have-sound-recording-collection-reference`
 * (../v14/rp14-longform-video-primary-video-resource-must-have-sound-recording-collection-reference.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each chapter a primary video
 * names is a video chapter of that video.
 */
import { rp14LongformVideoPrimaryVideoResourceMustHaveSoundRecordingCollectionReference } from '../v14/rp14-longform-video-primary-video-resource-must-have-sound-recording-collection-reference.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoPrimaryVideoResourceMustHaveSoundRecordingCollectionReference = sameCheck(
  rp14LongformVideoPrimaryVideoResourceMustHaveSoundRecordingCollectionReference,
  {
    id: 'rp13-longform-video-primary-video-resource-must-have-sound-recording-collection-reference',
    pattern: 'LongformVideo_PrimaryVideoResourceMustHaveSoundRecordingCollectionReference',
    ddex: {
      LongformVideo: [{ rule: '1460-1', clause: '4.8(10g)', role: 'Fatal Error' }],
    },
  },
);
