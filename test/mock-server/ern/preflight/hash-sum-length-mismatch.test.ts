import { describe, it } from 'vitest';
import { hashSumLengthMismatch } from '../../../../mock-server/src/ern/preflight/rules/hash-sum-length-mismatch.js';
import { ern382Message, ern4Message, image382, image4, lineOf, soundRecording382, soundRecording4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const MD5 = '0123456789abcdef0123456789abcdef';
const SHA1 = '0123456789abcdef0123456789abcdef01234567';
const SHA256 = `${MD5}${MD5}`;
const FILE_4 = '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/SoundRecordingEdition[1]/TechnicalDetails[1]/DeliveryFile[1]/File[1]';
const FILE_382 = '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/SoundRecordingDetailsByTerritory[1]/TechnicalSoundRecordingDetails[1]/File[1]';

function hashed4(algorithm: string, value: string, dataType?: string, version = '43'): string {
  const hashSum = [
    '<URI>resources/A1.flac</URI>',
    '<HashSum>',
    `<Algorithm>${algorithm}</Algorithm>`,
    ...(dataType === undefined ? [] : [`<DataType>${dataType}</DataType>`]),
    `<HashSumValue>${value}</HashSumValue>`,
    '</HashSum>',
  ].join('\n');
  return ern4Message({ version, resources: [soundRecording4({ file: hashSum }), image4()].join('\n') });
}

function hashed382(algorithm: string, value: string): string {
  const hashSum = [
    '<FileName>A1.flac</FileName>',
    '<HashSum>',
    `<HashSum>${value}</HashSum>`,
    `<HashSumAlgorithmType>${algorithm}</HashSumAlgorithmType>`,
    '</HashSum>',
  ].join('\n');
  return ern382Message({ resources: [soundRecording382({ file: hashSum }), image382()].join('\n') });
}

const md5TooLong = hashed4('MD5', `${MD5}2`);
const sha256Short = hashed4('SHA-256', SHA1);
const notHex = hashed4('MD5', 'z'.repeat(32), 'HexBinary');
const sha1Short382 = hashed382('SHA1', MD5);

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'no hash sum', xml: ern4Message(), want: [] },
  { given: 'ERN 4.3: an MD5 of 32 hex digits', xml: hashed4('MD5', MD5), want: [] },
  { given: 'ERN 4.3: an upper-case SHA-256 of 64 hex digits', xml: hashed4('SHA-256', SHA256.toUpperCase()), want: [] },
  { given: 'ERN 4.3: a SHA1 of 40 hex digits', xml: hashed4('SHA1', SHA1), want: [] },
  { given: 'a Binary64 value is not judged', xml: hashed4('MD5', 'ASNFZ4mrze8BI0VniavN7w==', 'Binary64'), want: [] },
  { given: 'a non-hex value without a DataType is not judged', xml: hashed4('MD5', 'ASNFZ4mrze8BI0VniavN7w=='), want: [] },
  { given: 'an algorithm of no fixed length (SHA2) is not judged', xml: hashed4('SHA2', MD5), want: [] },
  { given: 'a user-defined algorithm is not judged', xml: hashed4('UserDefined', 'abc'), want: [] },
  // 3.8.x's value set has no SHA-256: the name is not one of that version's algorithms (the schema says so).
  { given: 'ERN 3.8.2: a name of 4.x only is not judged', xml: hashed382('SHA-256', MD5), want: [] },
  { given: 'ERN 3.8.2: an MD5 of 32 hex digits', xml: hashed382('MD5', MD5), want: [] },
  {
    given: 'ERN 4.3: an MD5 of 33 hex digits',
    xml: md5TooLong,
    want: [{
      path: `${FILE_4}/HashSum[1]/HashSumValue[1]`,
      line: lineOf(md5TooLong, '<HashSumValue>'),
      says: [`HashSumValue "${MD5}2" has 33 hexadecimal digits, but an MD5 digest has 32`, 'md5sum'],
    }],
  },
  {
    given: 'ERN 4.3: a SHA-256 of 40 hex digits',
    xml: sha256Short,
    want: [{ path: `${FILE_4}/HashSum[1]/HashSumValue[1]`, line: lineOf(sha256Short, '<HashSumValue>'), says: ['has 40 hexadecimal digits, but a SHA-256 digest has 64'] }],
  },
  {
    given: 'ERN 4.3: a HexBinary value that is not hexadecimal',
    xml: notHex,
    want: [{ path: `${FILE_4}/HashSum[1]/HashSumValue[1]`, line: lineOf(notHex, '<HashSumValue>'), says: ['is declared HexBinary but is not hexadecimal'] }],
  },
  {
    given: 'ERN 3.8.2: a SHA1 of 32 hex digits',
    xml: sha1Short382,
    want: [{ path: `${FILE_382}/HashSum[1]/HashSum[1]`, line: lineOf(sha1Short382, `<HashSum>${MD5}`), says: ['HashSum "', 'but a SHA1 digest has 40'] }],
  },
];

describe('hash-sum-length-mismatch', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(hashSumLengthMismatch, xml, want);
  });
});
