import { describe, it } from 'vitest';
import { profileSimpleAudioSingle } from '../../../../mock-server/src/ern/preflight/rules/profile-simple-audio-single.js';
import { ern4Message, image4, lineOf, release4, soundRecording4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const twoRecordings = [soundRecording4(), soundRecording4({ reference: 'A3', isrc: 'GBAAA2400003' }), image4()].join('\n');
const twoTracks = ern4Message({ profile: 'SimpleAudioSingle', resources: twoRecordings, release: release4({ items: ['A1', 'A3'] }) });
const twoGroups = ern4Message({
  profile: 'SimpleAudioSingle',
  release: release4({ groups: '<ResourceGroup>\n<ResourceGroup>\n<ResourceGroupContentItem><ReleaseResourceReference>A1</ReleaseResourceReference></ResourceGroupContentItem>\n</ResourceGroup>\n</ResourceGroup>' }),
});

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'one recording and its cover in one content item', xml: ern4Message({ profile: 'SimpleAudioSingle' }), want: [] },
  { given: 'no cover (0-1)', xml: ern4Message({ profile: 'SimpleAudioSingle', resources: soundRecording4(), release: release4({ linked: null }) }), want: [] },
  {
    given: 'two recordings in two content items',
    xml: twoTracks,
    want: [
      {
        path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[2]',
        line: lineOf(twoTracks, '<SoundRecording>', 2),
        says: ['asks for exactly 1 SoundRecording of Type MusicalWorkSoundRecording or NonMusicalWorkSoundRecording', '6.5 Simple audio single', 'has 2 ("A1", "A3")'],
      },
      {
        path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ResourceGroup[1]/ResourceGroupContentItem[2]',
        line: lineOf(twoTracks, '<ResourceGroupContentItem>', 2),
        says: ['exactly one ResourceGroupContentItem', '8.1 Simple audio and video single profiles', 'it has 2'],
      },
    ],
  },
  {
    given: 'a ResourceGroup inside another',
    xml: twoGroups,
    want: [{
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ResourceGroup[1]/ResourceGroup[1]',
      line: lineOf(twoGroups, '<ResourceGroup>', 2),
      says: ['exactly one ResourceGroup in the main release', 'it has 2'],
    }],
  },
];

describe('profile-simple-audio-single', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(profileSimpleAudioSingle, xml, want);
  });
});
