/**
 * DDEX's `AudioAlbum_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule
 * AudioAlbumMusicOnly 1129-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/AudioAlbum`.
 * DDEX's Audio Album Music Only file asks for the Audio Album profile's value, not
 * `CommonReleaseTypes/14/AudioAlbumMusicOnly`, so a message that names its own profile fails it at DDEX's
 * conformance tester too, and the kit, which must report what DDEX's file reports, fails it as well.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14AudioAlbumReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-audio-album-release-profile-version-id',
  pattern: 'AudioAlbum_ReleaseProfileVersionId',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1129-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/AudioAlbum',
  profileTitle: 'Audio Album Music Only',
  note: 'This is DDEX\'s own oddity: its Audio Album Music Only rules ask for the Audio Album profile\'s value, not '
    + '"CommonReleaseTypes/14/AudioAlbumMusicOnly", so a message that names its own profile fails this rule at DDEX\'s '
    + 'conformance tester too. Declared "CommonReleaseTypes/14/AudioAlbum", the message is checked by the kit as Audio Album; '
    + 'to check it as Audio Album Music Only, name that profile (validate --profile 1.4/AudioAlbumMusicOnly).',
});
