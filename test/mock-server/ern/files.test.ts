import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import {
  accepted,
  ern4Image,
  ern4Message,
  ern382Message,
  MESSAGE_DIR,
  MESSAGE_URL,
  readFixture,
} from './support.js';

function filesOf(xml: string | Buffer) {
  return accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL })).files;
}

describe('resource file discovery', () => {
  it('finds ERN 4.3 files in DeliveryFile and in plain TechnicalDetails, in document order', () => {
    expect(filesOf(readFixture('ern43-delivery-file.xml'))).toEqual([
      {
        uri: `${MESSAGE_DIR}resources/A1.flac`,
        hashSum: {
          algorithm: 'SHA256',
          value: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        },
        resourceReference: 'A1',
      },
      { uri: `${MESSAGE_DIR}resources/A2_hd.mp4`, resourceReference: 'A2' },
      { uri: `${MESSAGE_DIR}resources/A2_sd.mp4`, resourceReference: 'A2' },
      { uri: 'https://images.example/covers/A3.jpg', resourceReference: 'A3' },
    ]);
  });

  it('finds ERN 4.1/4.2 files in TechnicalDetails with their Algorithm/HashSumValue hash', () => {
    const file =
      '<File><URI>a.jpg</URI><HashSum><Algorithm>SHA1</Algorithm><HashSumValue>ab12</HashSumValue></HashSum></File>';
    expect(filesOf(ern4Message(ern4Image(file), 'http://ddex.net/xml/ern/41'))).toEqual([
      { uri: `${MESSAGE_DIR}a.jpg`, hashSum: { algorithm: 'SHA1', value: 'ab12' }, resourceReference: 'A1' },
    ]);
  });

  it('finds ERN 3.8 files in Technical…Details with their HashSum/HashSumAlgorithmType hash', () => {
    expect(filesOf(readFixture('ern38-default-namespace.xml'))).toEqual([
      {
        uri: 'https://cdn.example/audio/track1.flac',
        hashSum: { algorithm: 'MD5', value: '0123456789abcdef0123456789abcdef' },
        resourceReference: 'A1',
      },
      { uri: `${MESSAGE_DIR}images/cover.jpg`, resourceReference: 'A2' },
    ]);
  });

  it('finds files of video and text resources in ERN 3.8.1', () => {
    expect(filesOf(readFixture('ern381-prefixed.xml'))).toEqual([
      {
        uri: `${MESSAGE_DIR}assets/clip.mp4`,
        hashSum: { algorithm: 'SHA1', value: 'da39a3ee5e6b4b0d3255bfef95601890afd80709' },
        resourceReference: 'A1',
      },
      { uri: 'https://bucket.example/deliveries/shared/booklet.pdf', resourceReference: 'A2' },
    ]);
  });

  it('accepts a NewReleaseMessage that delivers no file', () => {
    const message = accepted(
      parseErnMessage(readFixture('ern411-no-files.xml'), { messageUrl: MESSAGE_URL }),
    );
    expect(message).toEqual({
      ernVersion: '4.1.1',
      messageType: 'NewReleaseMessage',
      files: [],
      unresolvedFiles: [],
    });
  });

  it('takes the algorithm name from UserDefinedValue when the algorithm is "UserDefined"', () => {
    const file = `<HashSum><HashSum>77ab</HashSum>
      <HashSumAlgorithmType UserDefinedValue="XXH64">UserDefined</HashSumAlgorithmType></HashSum>
      <URL>a.flac</URL>`;
    expect(filesOf(ern382Message(file))[0]?.hashSum).toEqual({ algorithm: 'XXH64', value: '77ab' });
  });

  it('keeps the hash as written, trimmed', () => {
    const file =
      '<URL>a.flac</URL><HashSum><HashSum> AbC123 </HashSum><HashSumAlgorithmType>MD5</HashSumAlgorithmType></HashSum>';
    expect(filesOf(ern382Message(file))[0]?.hashSum).toEqual({ algorithm: 'MD5', value: 'AbC123' });
  });

  it('leaves hashSum out when the message gives no algorithm for it', () => {
    const file = '<File><URI>a.jpg</URI><HashSum><HashSumValue>ab12</HashSumValue></HashSum></File>';
    expect(filesOf(ern4Message(ern4Image(file)))).toEqual([
      { uri: `${MESSAGE_DIR}a.jpg`, resourceReference: 'A1' },
    ]);
  });

  it('leaves resourceReference out for a resource that has none', () => {
    const resource = '<Image><TechnicalDetails><File><URI>a.jpg</URI></File></TechnicalDetails></Image>';
    expect(filesOf(ern4Message(resource))).toEqual([{ uri: `${MESSAGE_DIR}a.jpg` }]);
  });

  it('ignores File elements that are not a resource file or lie outside ResourceList', () => {
    const fingerprint =
      '<Fingerprint><Algorithm>x</Algorithm><File><URI>fingerprint.bin</URI></File></Fingerprint>';
    const xml = ern4Message(ern4Image(`<File><URI>a.jpg</URI></File>${fingerprint}`)).replace(
      '<ReleaseList/>',
      '<ReleaseList><TechnicalDetails><File><URI>release.jpg</URI></File></TechnicalDetails></ReleaseList>',
    );
    expect(filesOf(xml).map((file) => file.uri)).toEqual([`${MESSAGE_DIR}a.jpg`]);
  });

  it('reports a File without location as unresolved, keeping the message acceptable', () => {
    const message = accepted(
      parseErnMessage(ern4Message(ern4Image('<File><HashSum><Algorithm>MD5</Algorithm></HashSum></File>')), {
        messageUrl: MESSAGE_URL,
      }),
    );
    expect(message.files).toEqual([]);
    expect(message.unresolvedFiles).toEqual([
      {
        reason: 'the File has no URI, URL or FileName, so there is nothing to fetch',
        resourceReference: 'A1',
      },
    ]);
  });

  it('reports a location that is not a URL as unresolved, quoting it', () => {
    const xml = ern4Message(
      ern4Image('<File><URI>http://exa mple.com/a.jpg</URI></File>')
      + ern4Image('<File><URI>b.jpg</URI></File>', 'A2'),
    );
    const message = accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
    expect(message.files).toEqual([{ uri: `${MESSAGE_DIR}b.jpg`, resourceReference: 'A2' }]);
    expect(message.unresolvedFiles).toEqual([
      {
        location: 'http://exa mple.com/a.jpg',
        reason: '"http://exa mple.com/a.jpg" is not a valid URL, nor a path relative to the message URL',
        resourceReference: 'A1',
      },
    ]);
  });
});
