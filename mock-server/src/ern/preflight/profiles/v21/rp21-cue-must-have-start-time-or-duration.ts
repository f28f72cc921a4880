/**
 * DDEX `MultiProfile_CueMustHaveStartTimeOrDuration` (Release Profile 2.1, 5.3.1.2(6) Error).
 * Every `Cue` anywhere must have a non-blank `StartTime` or `Duration`.
 *
 * Rule numbers: Audio 1024-1, DjMix 1456-1, LongFormMusicalWorkVideo 1388-1, MixedMedia 1146-1, Ringtone 1208-1,
 * SimpleAudioSingle 1328-1, SimpleVideoSingle 1267-1, Video 1084-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21CueMustHaveStartTimeOrDuration: ProfileRule = {
  id: 'rp21-cue-must-have-start-time-or-duration',
  standard: '2.1',
  pattern: 'MultiProfile_CueMustHaveStartTimeOrDuration',
  ddex: {
    Audio: [{ rule: '1024-1', clause: '5.3.1.2(6)', role: 'Error' }],
    DjMix: [{ rule: '1456-1', clause: '5.3.1.2(6)', role: 'Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1388-1', clause: '5.3.1.2(6)', role: 'Error' }],
    MixedMedia: [{ rule: '1146-1', clause: '5.3.1.2(6)', role: 'Error' }],
    Ringtone: [{ rule: '1208-1', clause: '5.3.1.2(6)', role: 'Error' }],
    SimpleAudioSingle: [{ rule: '1328-1', clause: '5.3.1.2(6)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1267-1', clause: '5.3.1.2(6)', role: 'Error' }],
    Video: [{ rule: '1084-1', clause: '5.3.1.2(6)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every Cue has a StartTime or a Duration',
  fix: 'Give each Cue of the cue sheet its StartTime or its Duration (ISO 8601, PT1M30S).',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('Cue').flatMap((cue) => (cue.children.some((child) => (child.name === 'StartTime' || child.name === 'Duration') && child.text !== '')
      ? []
      : [{
          at: cue,
          message: 'This Cue has neither a StartTime nor a Duration. Add one of them (ISO 8601, PT1M30S).',
        }]));
  },
};
