import { describe, it } from 'vitest';
import { profileVideo } from '../../../../mock-server/src/ern/preflight/rules/profile-video.js';
import { ern4Message, image4, lineOf, video4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const noVideo = ern4Message({ profile: 'Video' });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'a Video', xml: ern4Message({ profile: 'Video', resources: [video4({ reference: 'A1' }), image4()].join('\n') }), want: [] },
  { given: 'the Audio profile without a video', xml: ern4Message(), want: [] },
  {
    given: 'no Video',
    xml: noVideo,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]',
      line: lineOf(noVideo, '<ResourceList>'),
      says: ['ReleaseProfileVersionId="Video" asks for at least 1 Video', '6.3 Video profile', 'the ResourceList has none'],
    }],
  },
];

describe('profile-video', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(profileVideo, xml, want);
  });
});
