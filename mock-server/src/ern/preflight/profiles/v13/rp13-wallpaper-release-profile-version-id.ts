/**
 * DDEX's `Wallpaper_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule Wallpaper 1962-1 and 1966-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/WallpaperRelease` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13WallpaperReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-wallpaper-release-profile-version-id',
  pattern: 'Wallpaper_ReleaseProfileVersionId',
  ddex: {
    Wallpaper: [{ rule: '1962-1', clause: '3.2', role: 'Fatal Error' }, { rule: '1966-1', clause: '4.17(5)', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/WallpaperRelease',
  profileTitle: 'Wallpaper',
  note: '(DDEX\'s Wallpaper file names the profile WallpaperRelease, and asserts it twice, rules 1962-1 and 1966-1.)',
});
