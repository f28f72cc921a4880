import { describe, it } from 'vitest';
import { profileSimpleVideoSingle } from '../../../../mock-server/src/ern/preflight/rules/profile-simple-video-single.js';
import { ern4Message, image4, lineOf, release4, video4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const single = { profile: 'SimpleVideoSingle', release: release4({ items: ['A3'] }), trackReleases: '' };
const twoImages = ern4Message({ ...single, resources: [video4(), image4(), image4({ reference: 'A4', type: 'VideoScreenCapture' })].join('\n') });
const concert = ern4Message({ ...single, resources: [video4({ type: 'ConcertVideo' }), image4()].join('\n') });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'one short-form video and a screen capture', xml: ern4Message({ ...single, resources: [video4(), image4({ type: 'VideoScreenCapture' })].join('\n') }), want: [] },
  {
    given: 'two cover images',
    xml: twoImages,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]/Image[2]',
      line: lineOf(twoImages, '<Image>', 2),
      says: ['asks for at most 1 Image of Type FrontCoverImage or VideoScreenCapture', '6.6 Simple video single', 'has 2 ("A2", "A4")'],
    }],
  },
  {
    given: 'a video of another Type',
    xml: concert,
    want: [{ path: '/NewReleaseMessage/ResourceList[1]', line: lineOf(concert, '<ResourceList>'), says: ['exactly 1 Video of Type ShortFormMusicalWorkVideo', 'has none'] }],
  },
];

describe('profile-simple-video-single', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(profileSimpleVideoSingle, xml, want);
  });
});
