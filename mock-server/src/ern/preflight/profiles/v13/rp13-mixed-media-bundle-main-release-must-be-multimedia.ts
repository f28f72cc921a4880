/**
 * DDEX's `MixedMediaBundle_MainReleaseMustBeMultimedia` in Release Profile 1.3 (clause 4.6(3), Fatal Error; rule
 * MixedMediaBundle 1543-1): the main release has ReleaseType MultimediaSingle or Bundle, as 1.4's
 * `rp14-mixed-media-bundle-main-release-must-be-multimedia` (../v14/rp14-mixed-media-bundle-main-release-must-be-multimedia.ts)
 * asserts it. DDEX's 1.3 file writes the test `ReleaseType = 'MultimediaSingle' | ReleaseType = 'Bundle'`, which XPath
 * 2 parses as `ReleaseType = ('MultimediaSingle' | ReleaseType) = 'Bundle'` and refuses (XPST0003: Saxon-HE cannot
 * compile xsl/13/MixedMediaBundle.xsl at all); the kit checks what it evidently means, 1.4's test.
 */
import { rp14MixedMediaBundleMainReleaseMustBeMultimedia } from '../v14/rp14-mixed-media-bundle-main-release-must-be-multimedia.js';
import { sameCheck } from './same-check.js';

export const rp13MixedMediaBundleMainReleaseMustBeMultimedia = sameCheck(rp14MixedMediaBundleMainReleaseMustBeMultimedia, {
  id: 'rp13-mixed-media-bundle-main-release-must-be-multimedia',
  pattern: 'MixedMediaBundle_MainReleaseMustBeMultimedia',
  ddex: {
    MixedMediaBundle: [{ rule: '1543-1', clause: '4.6(3)', role: 'Fatal Error' }],
  },
});
