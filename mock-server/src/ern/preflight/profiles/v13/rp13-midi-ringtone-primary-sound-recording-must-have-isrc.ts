/**
 * DDEX's `MidiRingtone_PrimarySoundRecordingMustHaveISRC` (Release Profile 1.3, clause 4.9(5), Fatal Error; rule
 * MidiRingtone 1370-1): the context and test of 1.4's `MultiProfile_PrimarySoundRecordingMustHaveISRC`
 * (../v14/rp14-primary-sound-recording-must-have-isrc.ts) under a pattern id of its own, which 1.4's Midi Ringtone
 * file no longer holds: the resource named by a primary reference of a content item of ResourceType SoundRecording
 * has a non-empty ISRC.
 */
import { rp14PrimarySoundRecordingMustHaveIsrc } from '../v14/rp14-primary-sound-recording-must-have-isrc.js';
import { sameCheck } from './same-check.js';

export const rp13MidiRingtonePrimarySoundRecordingMustHaveIsrc = sameCheck(rp14PrimarySoundRecordingMustHaveIsrc, {
  id: 'rp13-midi-ringtone-primary-sound-recording-must-have-isrc',
  pattern: 'MidiRingtone_PrimarySoundRecordingMustHaveISRC',
  ddex: {
    MidiRingtone: [{ rule: '1370-1', clause: '4.9(5)', role: 'Fatal Error' }],
  },
});
