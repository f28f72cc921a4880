import { describe, it } from 'vitest';
import { fileWithoutLocation } from '../../../../mock-server/src/ern/preflight/rules/file-without-location.js';
import { ern382Message, ern4Message, image382, image4, lineOf, soundRecording382, soundRecording4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const emptyUri4 = ern4Message({ resources: [soundRecording4({ file: '<URI></URI>' }), image4()].join('\n') });
const noUri4 = ern4Message({ resources: [soundRecording4(), image4({ file: '<FileSize>10</FileSize>' })].join('\n') });
const emptyName382 = ern382Message({ resources: [soundRecording382({ file: '<FileName> </FileName>\n<FilePath>audio/</FilePath>' }), image382()].join('\n') });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'ERN 4.3: files with a URI', xml: ern4Message(), want: [] },
  { given: 'ERN 3.8.2: files with a FileName', xml: ern382Message(), want: [] },
  { given: 'ERN 3.8.2: a file with a URL', xml: ern382Message({ resources: [soundRecording382({ file: '<URL>https://cdn.example/A1.flac</URL>' }), image382()].join('\n') }), want: [] },
  {
    given: 'ERN 4.3: an empty URI',
    xml: emptyUri4,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/SoundRecordingEdition[1]/TechnicalDetails[1]/DeliveryFile[1]/File[1]',
      line: lineOf(emptyUri4, '<File>'),
      says: ['This File has an empty URI', '<URI> in ERN 4.x'],
    }],
  },
  {
    given: 'ERN 4.3: no URI at all',
    xml: noUri4,
    want: [{ path: '/NewReleaseMessage/ResourceList[1]/Image[1]/TechnicalDetails[1]/File[1]', line: lineOf(noUri4, '<File>', 2), says: ['has no URI, URL or FileName'] }],
  },
  {
    given: 'ERN 3.8.2: a blank FileName',
    xml: emptyName382,
    want: [{
      path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/SoundRecordingDetailsByTerritory[1]/TechnicalSoundRecordingDetails[1]/File[1]',
      line: lineOf(emptyName382, '<File>'),
      says: ['has an empty FileName', '<FileName> (and <FilePath>) or <URL> in ERN 3.8.x'],
    }],
  },
];

describe('file-without-location', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(fileWithoutLocation, xml, want);
  });
});
