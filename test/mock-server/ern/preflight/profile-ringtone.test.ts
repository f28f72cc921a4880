import { describe, it } from 'vitest';
import { profileRingtone } from '../../../../mock-server/src/ern/preflight/rules/profile-ringtone.js';
import { ern4Message, image4, lineOf, release4, soundRecording4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const clipOnly = ern4Message({ profile: 'Ringtone', resources: [soundRecording4({ type: 'Clip' }), image4()].join('\n') });
const twoGroups = ern4Message({
  profile: 'Ringtone',
  release: release4({ groups: '<ResourceGroup>\n<ResourceGroupContentItem><ReleaseResourceReference>A1</ReleaseResourceReference></ResourceGroupContentItem>\n</ResourceGroup>\n<ResourceGroup>\n<LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference>\n</ResourceGroup>' }),
});

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'one recording with its cover', xml: ern4Message({ profile: 'Ringtone' }), want: [] },
  { given: 'a spoken-word recording', xml: ern4Message({ profile: 'Ringtone', resources: [soundRecording4({ type: 'SpokenWordSoundRecording' }), image4()].join('\n') }), want: [] },
  {
    given: 'only a Clip',
    xml: clipOnly,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]',
      line: lineOf(clipOnly, '<ResourceList>'),
      says: ['ReleaseProfileVersionId="Ringtone" asks for exactly 1 SoundRecording of Type MusicalWorkSoundRecording', '6.7 Ringtone', 'has none'],
    }],
  },
  {
    given: 'two ResourceGroups in the main release',
    xml: twoGroups,
    want: [{
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ResourceGroup[2]',
      line: lineOf(twoGroups, '<ResourceGroup>', 2),
      says: ['exactly one ResourceGroup', '8.2 Ringtone profile'],
    }],
  },
];

describe('profile-ringtone', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(profileRingtone, xml, want);
  });
});
