import { describe, it } from 'vitest';
import { profileAudio } from '../../../../mock-server/src/ern/preflight/rules/profile-audio.js';
import { ern382Message, ern4Message, image4, lineOf, release4, soundRecording4, video4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const noRecording = ern4Message({ resources: [video4({ reference: 'A1' }), image4()].join('\n') });
const noCover = ern4Message({ resources: [soundRecording4(), image4({ type: 'BackCoverImage' })].join('\n') });
const twoCovers = ern4Message({ resources: [soundRecording4(), image4(), image4({ reference: 'A3' })].join('\n'), release: release4({ items: ['A1', 'A3'] }) });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'a sound recording and one FrontCoverImage', xml: ern4Message(), want: [] },
  { given: 'another profile', xml: ern4Message({ profile: 'Video', resources: image4() }), want: [] },
  { given: 'no ReleaseProfileVersionId', xml: ern4Message({ profile: null, resources: image4() }), want: [] },
  { given: 'an ERN 3.8.2 message (its profiles are named otherwise)', xml: ern382Message({ resources: '' }), want: [] },
  {
    given: 'no SoundRecording',
    xml: noRecording,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]',
      line: lineOf(noRecording, '<ResourceList>'),
      says: ['ReleaseProfileVersionId="Audio" asks for at least 1 SoundRecording', '6.2 Audio profile', 'the ResourceList has none'],
    }],
  },
  {
    given: 'no FrontCoverImage',
    xml: noCover,
    want: [{ path: '/NewReleaseMessage/ResourceList[1]', line: lineOf(noCover, '<ResourceList>'), says: ['exactly 1 Image of Type FrontCoverImage', 'the ResourceList has none'] }],
  },
  {
    given: 'two FrontCoverImages',
    xml: twoCovers,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]/Image[2]',
      line: lineOf(twoCovers, '<Image>', 2),
      says: ['exactly 1 Image of Type FrontCoverImage', 'the ResourceList has 2 ("A2", "A3")'],
    }],
  },
];

describe('profile-audio', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(profileAudio, xml, want);
  });
});
