/**
 * DDEX's `LongformVideo_CueMustHaveStartTimeAndDuration` (Release Profile 1.4, clause 4.8(9c), Fatal Error; rule
 * LongformVideo 1447-1: each Cue, wherever it stands, has a non-blank StartTime; 1447-2: and a non-blank Duration).
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { hasFilledChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCueMustHaveStartTimeAndDuration: ProfileRule = {
  id: 'rp14-longform-video-cue-must-have-start-time-and-duration',
  standard: '1.4',
  pattern: 'LongformVideo_CueMustHaveStartTimeAndDuration',
  ddex: {
    LongformVideo: [
      { rule: '1447-1', clause: '4.8(9c)', role: 'Fatal Error' },
      { rule: '1447-2', clause: '4.8(9c)', role: 'Fatal Error' },
    ],
  },
  code: 'MetadataMissing',
  title: 'Each cue has a StartTime and a Duration',
  fix: 'Give each Cue its StartTime in the video and its Duration (ISO 8601 durations, PT1M30S).',
  check(input) {
    const findings: ProfileRuleFinding[] = [];
    for (const cue of indexOf(input).named('Cue')) {
      if (!hasFilledChild(cue, 'StartTime')) {
        const message = `The ${placeOf(cue)} has no StartTime. Add where the music starts in the video (PT1M30S).`;
        findings.push({ at: cue, assertion: 0, message });
      }
      if (!hasFilledChild(cue, 'Duration')) {
        const message = `The ${placeOf(cue)} has no Duration. Add how long the music plays (PT2M10S).`;
        findings.push({ at: cue, assertion: 1, message });
      }
    }
    return findings;
  },
};
