/**
 * The ERN writer (mock-server/src/ern/write/) against the reader: every supported version, complete and
 * minimal, indented and compact, is accepted as that version with exactly the files written. A version
 * added to version.ts is covered here without a new line.
 */
import { describe, expect, it } from 'vitest';
import { ERN_VERSIONS, ernMajorOf, ernNamespaceOf, parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { type ErnMessageSpec, writeErnMessage } from '../../../mock-server/src/ern/write/index.js';
import { accepted, MESSAGE_DIR, MESSAGE_URL } from './support.js';

const MD5 = '0123456789abcdef0123456789abcdef';

function spec(version: ErnMessageSpec['version'], complete: boolean, layout: 'indented' | 'compact'): ErnMessageSpec {
  return {
    version,
    messageId: 'M-1',
    layout,
    resources: [
      {
        reference: 'A1',
        type: 'SoundRecording',
        technicalReference: 'T1',
        title: 'Track & One',
        id: 'ZZTST2600001',
        files: [{ location: 'resources/A1_1.flac', md5: MD5, size: 10 }, { location: 'https://cdn.example/a.flac?X-Sig=1&b=2' }],
      },
      { reference: 'A2', type: 'Image', technicalReference: 'T2', title: 'Cover', id: 'C-1', files: [{ location: 'cover.jpg', md5: MD5 }] },
    ],
    ...(complete
      ? {
          release: {
            title: 'Release <1>',
            icpn: '2000000000015',
            createdAt: new Date('2026-01-02T03:04:05Z'),
            sender: { dpid: 'PADPIDA0SENDER0001', name: 'Sender' },
            recipient: { dpid: 'PADPIDA0RECIPIENT1', name: 'Recipient' },
            artist: { reference: 'PArtist1', name: 'Artist' },
            label: 'Label',
            genre: 'Electronic',
          },
        }
      : {}),
  };
}

describe('writeErnMessage', () => {
  const cases = ERN_VERSIONS.flatMap((version) => [true, false].flatMap((complete) => (['indented', 'compact'] as const).map((layout) => ({ version, complete, layout }))));

  it.each(cases)('writes ERN $version (complete: $complete, $layout) that the reader accepts with every file', ({ version, complete, layout }) => {
    const xml = writeErnMessage(spec(version, complete, layout));
    expect(xml).toContain(`="${ernNamespaceOf(version)}"`);
    const message = accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
    expect(message.ernVersion).toBe(version);
    expect(message.unresolvedFiles).toEqual([]);
    expect(message.files).toEqual([
      { uri: `${MESSAGE_DIR}resources/A1_1.flac`, hashSum: { algorithm: 'MD5', value: MD5 }, resourceReference: 'A1' },
      { uri: 'https://cdn.example/a.flac?X-Sig=1&b=2', resourceReference: 'A1' },
      { uri: `${MESSAGE_DIR}cover.jpg`, hashSum: { algorithm: 'MD5', value: MD5 }, resourceReference: 'A2' },
    ]);
  });

  it('writes 3.8.x files as URL or FilePath + FileName, 4.x files as URI', () => {
    const ern38 = writeErnMessage(spec('3.8.2', true, 'indented'));
    expect(ern38).toContain('<FileName>A1_1.flac</FileName>');
    expect(ern38).toContain('<FilePath>resources/</FilePath>');
    expect(ern38).toContain('<URL>https://cdn.example/a.flac?X-Sig=1&amp;b=2</URL>');
    expect(ern38).toContain('MessageSchemaVersionId="ern/382"');
    const ern4 = writeErnMessage(spec('4.3', true, 'indented'));
    expect(ern4).toContain('<URI>resources/A1_1.flac</URI>');
    expect(ern4.match(/<DeliveryFile>/g)).toHaveLength(2);
    expect(writeErnMessage(spec('4.2', true, 'indented'))).not.toContain('<DeliveryFile>');
  });

  it('puts one resource on a line in the compact layout', () => {
    const lines = writeErnMessage(spec('4.3', false, 'compact')).split('\n');
    expect(lines.filter((line) => line.startsWith('<SoundRecording>') || line.startsWith('<Image>'))).toHaveLength(2);
    expect(lines.every((line) => !line.startsWith(' '))).toBe(true);
  });

  it('refuses a complete message whose resource has no title or id, naming the resource', () => {
    const given = spec('4.3', true, 'indented');
    const broken = { ...given, resources: [{ reference: 'A9', type: 'SoundRecording' as const, files: [] }] };
    expect(() => writeErnMessage(broken)).toThrow(/resource A9 needs a title, an id and a technicalReference/);
  });

  it.each(ERN_VERSIONS.filter((version) => ernMajorOf(version) === 4))('ERN %s names the label by a ReleaseLabelReference to a Party of the PartyList', (version) => {
    const xml = writeErnMessage(spec(version, true, 'indented'));
    const label = /<ReleaseLabelReference>([^<]+)<\/ReleaseLabelReference>/.exec(xml)?.[1];
    expect(label).toBeDefined();
    const parties = [...xml.matchAll(/<Party>\s*<PartyReference>([^<]+)<\/PartyReference>\s*<PartyName>\s*<FullName>([^<]+)</g)];
    expect(parties.map(([, reference, name]) => [reference, name])).toEqual([['PArtist1', 'Artist'], [label, 'Label']]);
    // the schema's order: the label after the display artist, before the PLine
    expect(xml.indexOf('<ReleaseLabelReference>')).toBeLessThan(xml.indexOf('<PLine>', xml.indexOf('<Release>')));
    expect(xml.indexOf('<ReleaseLabelReference>')).toBeGreaterThan(xml.indexOf('<DisplayArtist ', xml.indexOf('<Release>')));
  });

  it.each(ERN_VERSIONS.filter((version) => ernMajorOf(version) === 4))('ERN %s states AvsVersionId only from 4.3 on, where the schema requires it', (version) => {
    const fromFourThree = version === '4.3' || version === '4.3.1';
    expect(writeErnMessage(spec(version, true, 'indented')).includes(' AvsVersionId="3"')).toBe(fromFourThree);
  });

  it('claims the Audio release profile only for recordings with exactly one cover image', () => {
    const withCover = spec('4.3', true, 'indented');
    expect(writeErnMessage(withCover)).toContain(' ReleaseProfileVersionId="Audio"');
    const withoutCover = { ...withCover, resources: withCover.resources.filter((resource) => resource.type === 'SoundRecording') };
    expect(writeErnMessage(withoutCover)).not.toContain('ReleaseProfileVersionId');
    const twoCovers = { ...withCover, resources: [...withCover.resources, { ...withCover.resources[1]!, reference: 'A3' }] };
    expect(writeErnMessage(twoCovers)).not.toContain('ReleaseProfileVersionId');
    expect(writeErnMessage(spec('4.3', false, 'indented'))).not.toContain('ReleaseProfileVersionId');
  });

  it('flags the 3.8.x main release and lists a cover as its unnumbered secondary resource', () => {
    const xml = writeErnMessage(spec('3.8.2', true, 'indented'));
    expect(xml).toContain('<Release IsMainRelease="true">');
    expect(xml.match(/ReleaseResourceType="SecondaryResource">A2</g)).toHaveLength(2);
    expect(xml.match(/ReleaseResourceType="PrimaryResource">A1</g)).toHaveLength(2);
    expect(xml.match(/<SequenceNumber>/g)).toHaveLength(1);
    expect(xml).toContain('<ReleaseType>Single</ReleaseType>');
  });

  it('refuses an artist whose party reference is the label\'s, saying what to do', () => {
    const given = spec('4.3', true, 'indented');
    const clash = { ...given, release: { ...given.release!, artist: { reference: 'PLabel1', name: 'Artist' } } };
    expect(() => writeErnMessage(clash)).toThrow(/PLabel1 is the label's; give the artist another one/);
  });

  it('knows each version\'s message suite', () => {
    expect(ERN_VERSIONS.filter((version) => ernMajorOf(version) === 3)).toEqual(['3.8', '3.8.1', '3.8.2', '3.8.3']);
  });
});
