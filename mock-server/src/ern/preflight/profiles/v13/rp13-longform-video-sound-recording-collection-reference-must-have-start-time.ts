/**
 * DDEX's `LongformVideo_SoundRecordingCollectionReferenceMustHaveStartTime` in Release Profile 1.3: the assertion of
 * 1.4's `rp14-longform-video-sound-recording-collection-reference-must-have-start-time`
 * (../v14/rp14-longform-video-sound-recording-collection-reference-must-have-start-time.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each chapter a primary video names has a
 * StartTime.
 */
import { rp14LongformVideoSoundRecordingCollectionReferenceMustHaveStartTime } from '../v14/rp14-longform-video-sound-recording-collection-reference-must-have-start-time.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoSoundRecordingCollectionReferenceMustHaveStartTime = sameCheck(
  rp14LongformVideoSoundRecordingCollectionReferenceMustHaveStartTime,
  {
    id: 'rp13-longform-video-sound-recording-collection-reference-must-have-start-time',
    pattern: 'LongformVideo_SoundRecordingCollectionReferenceMustHaveStartTime',
    ddex: {
      LongformVideo: [{ rule: '1461-1', clause: '4.8(10h)', role: 'Fatal Error' }],
    },
  },
);
