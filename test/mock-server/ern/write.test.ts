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

  it('knows each version\'s message suite', () => {
    expect(ERN_VERSIONS.filter((version) => ernMajorOf(version) === 3)).toEqual(['3.8', '3.8.1', '3.8.2', '3.8.3']);
  });
});
