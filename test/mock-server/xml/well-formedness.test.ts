import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { accepted, ern4Image, ern4Message, MESSAGE_DIR, MESSAGE_URL, readFixture } from '../ern/support.js';

function parse(xml: Uint8Array | string) {
  return parseErnMessage(xml, { messageUrl: MESSAGE_URL });
}

const DOCTYPE_FORBIDDEN = {
  ok: false,
  code: 'XML_DOCTYPE_FORBIDDEN',
  message:
    'DOCTYPE declarations are not accepted (entities are never expanded); remove the <!DOCTYPE …> declaration',
};

describe('DOCTYPE and entities', () => {
  it.each([
    { name: 'an internal subset defining an entity', given: readFixture('doctype-internal-subset.xml') },
    { name: 'an external SYSTEM identifier', given: readFixture('doctype-external-system.xml') },
    {
      name: 'a DOCTYPE after comments and processing instructions',
      given: '<?xml version="1.0"?>\n<!-- c --><?pi x?>\n<!DOCTYPE x PUBLIC "-//X//EN" "x.dtd"><x/>',
    },
    { name: 'a lower-case doctype', given: '<!doctype x><x/>' },
  ])('rejects $name', ({ given }) => {
    expect(parse(given)).toEqual(DOCTYPE_FORBIDDEN);
  });

  it('rejects a reference to an entity nobody declared as malformed, naming it and its line', () => {
    const result = parse(readFixture('custom-entity.xml'));
    expect(result).toMatchObject({ ok: false, code: 'XML_MALFORMED' });
    expect(!result.ok && result.message).toMatch(
      /^XML is not well-formed: undefined entity &custom; at line 12, column \d+;/,
    );
  });

  it('decodes the five predefined entities and character references, and nothing else', () => {
    const xml = ern4Message(ern4Image('<File><URI>x&amp;y&#45;&#x5A;.jpg</URI></File>'));
    expect(accepted(parse(xml)).files[0]?.uri).toBe(`${MESSAGE_DIR}x&y-Z.jpg`);
  });
});

describe('well-formedness', () => {
  it.each([
    { name: 'an empty string', given: '' },
    { name: 'empty bytes', given: new Uint8Array(0) },
    { name: 'only whitespace', given: ' \n\t\r\n' },
    { name: 'only a byte order mark', given: new Uint8Array([0xef, 0xbb, 0xbf]) },
  ])('rejects $name as an empty message', ({ given }) => {
    expect(parse(given)).toEqual({
      ok: false,
      code: 'XML_MALFORMED',
      message: 'XML is not well-formed: the message is empty',
    });
  });

  it.each([
    { name: 'mismatched tags', given: ern4Message('<Image></Imag>'), line: 4 },
    { name: 'an unquoted attribute', given: ern4Message('<Image Type=cover/>'), line: 4 },
    { name: 'a bare "<" in text', given: ern4Message('<Image>a < b</Image>'), line: 4 },
    { name: 'a second root element', given: `${ern4Message('')}\n<ern:NewReleaseMessage/>`, line: 7 },
    { name: 'text after the root element', given: `${ern4Message('')}\ntrailing`, line: 7 },
    { name: 'a truncated message', given: ern4Message('').slice(0, -10), line: 6 },
    { name: 'just text', given: 'not xml at all', line: 1 },
  ])('rejects $name as malformed, with the line', ({ given, line }) => {
    const result = parse(given);
    expect(result).toMatchObject({ ok: false, code: 'XML_MALFORMED' });
    expect(!result.ok && result.message).toMatch(
      new RegExp(`^XML is not well-formed: .+ at line ${line}, column \\d+`),
    );
  });

  it('accepts comments and processing instructions before the root element', () => {
    const xml = ern4Message(ern4Image('<File><URI>a.jpg</URI></File>')).replace(
      '?>',
      '?>\n<!-- exported by LabelTool 2.1 -->\n<?xml-stylesheet type="text/xsl" href="ern.xsl"?>',
    );
    expect(accepted(parse(xml)).files).toEqual([{ uri: `${MESSAGE_DIR}a.jpg`, resourceReference: 'A1' }]);
  });
});
