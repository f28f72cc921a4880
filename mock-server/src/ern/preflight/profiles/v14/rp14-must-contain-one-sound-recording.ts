/**
 * DDEX `MultiProfile_MustContainOneSoundRecording` (Release Profile 1.4, clause 3.1, Fatal Error; each profile's rule
 * number in `ddex`): the ResourceList holds a SoundRecording (at least one, whatever the pattern's name says).
 */
import { has } from './ern3-places.js';
import { resourceListRule } from './resource-list-holds.js';

export const rp14MustContainOneSoundRecording = resourceListRule({
  id: 'rp14-must-contain-one-sound-recording',
  pattern: 'MultiProfile_MustContainOneSoundRecording',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1136-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2161-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1059-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1681-1', clause: '3.1', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1357-1', clause: '3.1', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds a SoundRecording',
  fix: 'Add the release\'s SoundRecordings to the ResourceList.',
  holds: (list) => has(list, 'SoundRecording'),
  missing: (_list, { profile }) => `The ResourceList has no SoundRecording, which a release of profile ${profile.name} holds: add the recordings.`,
});
