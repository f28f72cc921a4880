import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { accepted, ern4Image, ern4Message, MESSAGE_DIR, MESSAGE_URL, readFixture } from './support.js';

describe('namespace-aware element matching', () => {
  it('reads an ERN 3.8 message in the default namespace', () => {
    const message = accepted(
      parseErnMessage(readFixture('ern38-default-namespace.xml'), { messageUrl: MESSAGE_URL }),
    );
    expect(message.ernVersion).toBe('3.8');
    expect(message.files.map((file) => file.uri)).toEqual([
      'https://cdn.example/audio/track1.flac',
      `${MESSAGE_DIR}images/cover.jpg`,
    ]);
  });

  it('reads an ERN 4.3.1 message under a custom prefix whose children are qualified with it', () => {
    const message = accepted(
      parseErnMessage(readFixture('ern431-custom-prefix.xml'), { messageUrl: MESSAGE_URL }),
    );
    expect(message).toEqual({
      ernVersion: '4.3.1',
      messageType: 'NewReleaseMessage',
      files: [{ uri: `${MESSAGE_DIR}A1.wav`, resourceReference: 'A1' }],
      unresolvedFiles: [],
    });
  });

  it('reads an ERN 3.8.1 message under a custom prefix with unqualified children', () => {
    const message = accepted(
      parseErnMessage(readFixture('ern381-prefixed.xml'), { messageUrl: MESSAGE_URL }),
    );
    expect(message.ernVersion).toBe('3.8.1');
    expect(message.files).toHaveLength(2);
  });

  it('follows a default namespace declared below the root', () => {
    const xml = `<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">
      <ResourceList xmlns="http://ddex.net/xml/ern/43">${ern4Image('<File><URI>a.jpg</URI></File>')}</ResourceList>
    </ern:NewReleaseMessage>`;
    const message = accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
    expect(message.files).toEqual([{ uri: `${MESSAGE_DIR}a.jpg`, resourceReference: 'A1' }]);
  });

  it('ignores a File element from another namespace, whatever its local name', () => {
    const xml = ern4Message(
      ern4Image('<x:File xmlns:x="urn:example:other"><x:URI>not-ern.jpg</x:URI></x:File>'),
    );
    expect(accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL })).files).toEqual([]);
  });

  it('ignores a default-namespace File once the default namespace is no longer ERN', () => {
    const xml = `<NewReleaseMessage xmlns="http://ddex.net/xml/ern/42"><ResourceList>
      ${ern4Image('<File xmlns="urn:example:other"><URI>not-ern.jpg</URI></File><File><URI>ern.jpg</URI></File>')}
    </ResourceList></NewReleaseMessage>`;
    const message = accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
    expect(message.files.map((file) => file.uri)).toEqual([`${MESSAGE_DIR}ern.jpg`]);
  });

  it('rejects an element prefix that no xmlns declares', () => {
    const xml = ern4Message(ern4Image('<File><URI>a.jpg</URI></File>')).replace(
      '<ReleaseList/>',
      '<rel:ReleaseList/>',
    );
    const result = parseErnMessage(xml, { messageUrl: MESSAGE_URL });
    expect(result).toMatchObject({ ok: false, code: 'XML_MALFORMED' });
    expect(!result.ok && result.message).toMatch(
      /namespace prefix "rel" of element <rel:ReleaseList> is not declared at line 7/,
    );
  });
});
