/**
 * DDEX's `MidiRingtone_PrimarySoundRecordingMustHaveProprietaryId` (Release Profile 1.3, clause 4.9(6), Fatal Error;
 * rule MidiRingtone 1371-1): the resource named by a primary reference of a content item of ResourceType
 * SoundRecording (`//ResourceGroupContentItem[ResourceType = 'SoundRecording']/ReleaseResourceReference
 * [@ReleaseResourceType = 'PrimaryResource']`) has a non-empty ProprietaryId among its identifiers
 * (`SoundRecordingId/ProprietaryId`). 1.4 has no such pattern; the shape is 1.4's resource-identified.ts.
 */
import type { ProfileRule } from '../types.js';
import { resourceIdentifiedRule } from '../v14/resource-identified.js';

export const rp13MidiRingtonePrimarySoundRecordingMustHaveProprietaryId: ProfileRule = {
  ...resourceIdentifiedRule({
    id: 'rp13-midi-ringtone-primary-sound-recording-must-have-proprietary-id',
    pattern: 'MidiRingtone_PrimarySoundRecordingMustHaveProprietaryId',
    ddex: {
      MidiRingtone: [{ rule: '1371-1', clause: '4.9(6)', role: 'Fatal Error' }],
    },
    type: 'PrimaryResource',
    resourceType: 'SoundRecording',
    identifiers: ['ProprietaryId'],
    title: 'A primary SoundRecording of a ResourceGroup has a ProprietaryId',
    fix: 'Give the SoundRecording a proprietary id: <SoundRecordingId><ProprietaryId Namespace="DPID:…">…</ProprietaryId></SoundRecordingId>.',
    says: (reference) => `The primary SoundRecording "${reference}" of the ResourceGroup has no ProprietaryId, which a Midi Ringtone's `
      + 'recording carries: add <SoundRecordingId><ProprietaryId Namespace="DPID:…">…</ProprietaryId></SoundRecordingId>.',
  }),
  standard: '1.3',
};
