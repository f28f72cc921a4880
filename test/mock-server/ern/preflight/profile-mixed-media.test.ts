import { describe, it } from 'vitest';
import { profileMixedMedia } from '../../../../mock-server/src/ern/preflight/rules/profile-mixed-media.js';
import { ern4Message, image4, lineOf, release4, soundRecording4, video4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const mixed = [soundRecording4(), image4(), video4(), image4({ reference: 'A4', type: 'VideoScreenCapture' })];
const release = release4({ items: ['A1', 'A3'] });
const withoutVideo = ern4Message({ profile: 'MixedMedia', resources: [mixed[0], mixed[1], mixed[3]].join('\n'), release });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'sound recordings, a video with its screen capture and one cover', xml: ern4Message({ profile: 'MixedMedia', resources: mixed.join('\n'), release }), want: [] },
  {
    given: 'no music video',
    xml: withoutVideo,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]',
      line: lineOf(withoutVideo, '<ResourceList>'),
      says: ['ReleaseProfileVersionId="MixedMedia" asks for at least 1 Video of Type ShortFormMusicalWorkVideo', '6.4 Mixed media profile'],
    }],
  },
];

describe('profile-mixed-media', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(profileMixedMedia, xml, want);
  });
});
