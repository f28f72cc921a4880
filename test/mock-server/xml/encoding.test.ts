import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { accepted, ern4Image, ern4Message, MESSAGE_DIR, MESSAGE_URL } from '../ern/support.js';

const BOM_UTF8 = Buffer.from([0xef, 0xbb, 0xbf]);
const BOM_UTF16LE = Buffer.from([0xff, 0xfe]);
const BOM_UTF16BE = Buffer.from([0xfe, 0xff]);

/** A message whose one file is named with a non-ASCII character, so a wrong decoding shows. */
function messageNamed(fileName: string, encoding = 'UTF-8'): string {
  return ern4Message(ern4Image(`<File><URI>${fileName}</URI></File>`)).replace(
    'encoding="UTF-8"',
    `encoding="${encoding}"`,
  );
}

const CAFE_URI = `${MESSAGE_DIR}caf%C3%A9.jpg`;

function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

function uriOf(xml: Uint8Array | string): string | undefined {
  return accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL })).files[0]?.uri;
}

describe('character encodings', () => {
  it.each([
    { name: 'UTF-8 bytes', given: Buffer.from(messageNamed('café.jpg')) },
    {
      name: 'UTF-8 bytes with a byte order mark',
      given: Buffer.concat([BOM_UTF8, Buffer.from(messageNamed('café.jpg'))]),
    },
    { name: 'a string', given: messageNamed('café.jpg') },
    { name: 'a string starting with a byte order mark', given: `\uFEFF${messageNamed('café.jpg')}` },
    {
      name: 'UTF-16LE with a byte order mark',
      given: Buffer.concat([BOM_UTF16LE, Buffer.from(messageNamed('café.jpg', 'UTF-16'), 'utf16le')]),
    },
    {
      name: 'UTF-16BE with a byte order mark',
      given: Buffer.concat([BOM_UTF16BE, utf16be(messageNamed('café.jpg', 'UTF-16'))]),
    },
    {
      name: 'UTF-16LE without a byte order mark',
      given: Buffer.from(messageNamed('café.jpg', 'UTF-16'), 'utf16le'),
    },
    { name: 'ISO-8859-1 as declared', given: Buffer.from(messageNamed('café.jpg', 'ISO-8859-1'), 'latin1') },
  ])('decodes $name', ({ given }) => {
    expect(uriOf(given)).toBe(CAFE_URI);
  });

  it.each([
    {
      name: 'an encoding TextDecoder does not know',
      given: Buffer.from(messageNamed('a.jpg', 'EBCDIC-FANTASY')),
      want: 'the XML declaration names encoding "EBCDIC-FANTASY", which is not supported; send the message as UTF-8',
    },
    {
      name: 'bytes that are not UTF-8',
      given: Buffer.concat([Buffer.from(messageNamed('caf')), Buffer.from([0xe9, 0x3c, 0x2f])]),
      want: 'the message is not valid UTF-8: it contains byte sequences that are not characters in that encoding',
    },
    {
      name: 'a UTF-8 byte order mark contradicted by the declaration',
      given: Buffer.concat([BOM_UTF8, Buffer.from(messageNamed('a.jpg', 'ISO-8859-1'))]),
      want: 'the byte order mark says the message is UTF-8 but the XML declaration says "ISO-8859-1"; make them agree',
    },
    {
      name: 'a UTF-16 declaration on single-byte text',
      given: Buffer.from(messageNamed('a.jpg', 'UTF-16')),
      want: 'the XML declaration says "UTF-16" but the message has no UTF-16 byte order mark and is not UTF-16 encoded',
    },
  ])('rejects $name as malformed', ({ given, want }) => {
    expect(parseErnMessage(given, { messageUrl: MESSAGE_URL })).toEqual({
      ok: false,
      code: 'XML_MALFORMED',
      message: want,
    });
  });
});
