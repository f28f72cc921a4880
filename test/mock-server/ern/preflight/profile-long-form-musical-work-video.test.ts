import { describe, it } from 'vitest';
import { profileLongFormMusicalWorkVideo } from '../../../../mock-server/src/ern/preflight/rules/profile-long-form-musical-work-video.js';
import { ern4Message, image4, lineOf, release4, video4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const longForm = { profile: 'LongFormMusicalWorkVideo', release: release4({ items: ['A3'] }), trackReleases: '' };
const shortForm = ern4Message({ ...longForm, resources: [video4(), image4()].join('\n') });
const noCover = ern4Message({ ...longForm, resources: [video4({ type: 'LongFormMusicalWorkVideo' }), image4({ type: 'VideoScreenCapture' })].join('\n') });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'a long-form video and a cover', xml: ern4Message({ ...longForm, resources: [video4({ type: 'LongFormMusicalWorkVideo' }), image4()].join('\n') }), want: [] },
  { given: 'a concert video and a poster', xml: ern4Message({ ...longForm, resources: [video4({ type: 'ConcertVideo' }), image4({ type: 'Poster' })].join('\n') }), want: [] },
  {
    given: 'a short-form video only',
    xml: shortForm,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]',
      line: lineOf(shortForm, '<ResourceList>'),
      says: ['asks for at least 1 Video of Type LongFormMusicalWorkVideo or ConcertVideo', '6.8 Long-form musical work video'],
    }],
  },
  {
    given: 'no FrontCoverImage or Poster',
    xml: noCover,
    want: [{ path: '/NewReleaseMessage/ResourceList[1]', line: lineOf(noCover, '<ResourceList>'), says: ['exactly 1 Image of Type FrontCoverImage or Poster', 'has none'] }],
  },
];

describe('profile-long-form-musical-work-video', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(profileLongFormMusicalWorkVideo, xml, want);
  });
});
