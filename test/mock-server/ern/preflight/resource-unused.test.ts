import { describe, it } from 'vitest';
import { resourceUnused } from '../../../../mock-server/src/ern/preflight/rules/resource-unused.js';
import { album382, ern382Message, ern4Message, image382, image4, lineOf, release4, soundRecording382, soundRecording4, trackRelease382 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const twoRecordings4 = [soundRecording4(), soundRecording4({ reference: 'A3', isrc: 'GBAAA2400003' }), image4()].join('\n');
const unused4 = ern4Message({ resources: twoRecordings4 });
const coverUnused4 = ern4Message({ release: release4({ linked: null }) });
const twoRecordings382 = [soundRecording382(), soundRecording382({ reference: 'A3' }), image382()].join('\n');
const unused382 = ern382Message({ resources: twoRecordings382 });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'ERN 4.3: every resource in the release', xml: ern4Message(), want: [] },
  { given: 'ERN 3.8.2: every resource in the release', xml: ern382Message(), want: [] },
  { given: 'ERN 4.3: a resource of the track list', xml: ern4Message({ resources: twoRecordings4, release: release4({ items: ['A1', 'A3'] }) }), want: [] },
  {
    given: 'ERN 4.3: a supplemental resource (IsSupplemental="true")',
    xml: ern4Message({ resources: [soundRecording4(), soundRecording4({ reference: 'A3', attributes: ' IsSupplemental="true"' }), image4()].join('\n') }),
    want: [],
  },
  {
    given: 'ERN 3.8.2: a resource of the album\'s ReleaseResourceReferenceList',
    xml: ern382Message({ resources: twoRecordings382, releases: [album382({ resources: ['A1', 'A3'] }), trackRelease382('R1', 'A1')].join('\n') }),
    want: [],
  },
  {
    given: 'ERN 4.3: a sound recording no release names',
    xml: unused4,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[2]',
      line: lineOf(unused4, '<SoundRecording>', 2),
      says: ['SoundRecording "A3" is used by no release', 'names "A3"'],
    }],
  },
  {
    given: 'ERN 4.3: a cover that is not linked',
    xml: coverUnused4,
    want: [{ path: '/NewReleaseMessage/ResourceList[1]/Image[1]', line: lineOf(coverUnused4, '<Image>'), says: ['Image "A2" is used by no release'] }],
  },
  {
    given: 'ERN 3.8.2: a sound recording no release names',
    xml: unused382,
    want: [{ path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[2]', line: lineOf(unused382, '<SoundRecording>', 2), says: ['SoundRecording "A3"'] }],
  },
];

describe('resource-unused', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(resourceUnused, xml, want);
  });
});
