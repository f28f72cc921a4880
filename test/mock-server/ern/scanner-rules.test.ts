/**
 * The XML 1.0 well-formedness rules the scanner enforces, one row per rule: what is refused, with the
 * problem and line it reports, and the look-alikes that are fine.
 */
import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { scanMessage } from '../../../mock-server/src/ern/scan.js';
import { defaultXmlStructureLimits } from '../../../mock-server/src/xml/limits.js';
import { accepted, ern4Image, ern4Message, MESSAGE_DIR, MESSAGE_URL, readFixture } from './support.js';

function parse(xml: Uint8Array | string) {
  return parseErnMessage(xml, { messageUrl: MESSAGE_URL });
}

/** The message, with `content` inside the Image's TechnicalDetails (line 5). */
function inImage(content: string): string {
  return ern4Message(ern4Image(`<File><URI>a.jpg</URI></File>${content}`));
}

/** A bare root element in ERN 4.3 around `content`, on line 1. */
function inRoot(content: string): string {
  return `<NewReleaseMessage xmlns="http://ddex.net/xml/ern/43">${content}</NewReleaseMessage>`;
}

describe('well-formedness rules', () => {
  it.each([
    // §4.1, §4.6: only the predefined entities and character references to allowed characters.
    { rule: 'an undefined entity in an attribute value', given: inImage('<Note a="&nbsp;"/>'), want: 'undefined entity &nbsp;', line: 5 },
    { rule: `a bare '&' in text`, given: inImage('<Note>Tom & Jerry</Note>'), want: `'&' that does not start a reference`, line: 5 },
    { rule: `an entity reference without ';'`, given: inImage('<Note>&amp</Note>'), want: `'&' that does not start a reference`, line: 5 },
    { rule: 'a reference to U+0000', given: inImage('<Note>&#0;</Note>'), want: 'malformed character reference &#0;', line: 5 },
    { rule: 'a reference to a surrogate', given: inImage('<Note>&#xD800;</Note>'), want: 'malformed character reference &#xD800;', line: 5 },
    { rule: 'a reference beyond U+10FFFF', given: inImage('<Note>&#x110000;</Note>'), want: 'malformed character reference &#x110000;', line: 5 },
    { rule: `a hexadecimal reference with 'X'`, given: inImage('<Note>&#X41;</Note>'), want: 'malformed character reference &#X41;', line: 5 },
    { rule: 'a reference without digits', given: inImage('<Note>&#;</Note>'), want: 'malformed character reference &#;', line: 5 },
    // §2.2: characters.
    { rule: 'a control character', given: inImage('<Note>\u0001</Note>'), want: 'forbidden character U+0001', line: 5 },
    { rule: 'U+FFFE', given: inImage('<Note>\uFFFE</Note>'), want: 'forbidden character U+FFFE', line: 5 },
    // §2.4, §2.5, §2.6, §2.7: character data, comments, processing instructions, CDATA sections.
    { rule: `']]>' in text`, given: inImage('<Note>a ]]> b</Note>'), want: `']]>' in character data`, line: 5 },
    { rule: `'--' inside a comment`, given: inImage('<!-- a -- b -->'), want: `'--' inside a comment`, line: 5 },
    { rule: 'a processing instruction without a target', given: inImage('<? pi?>'), want: 'processing instruction without a target', line: 5 },
    { rule: 'a processing instruction named xml', given: inImage('<?XML x?>'), want: 'reserved processing instruction target XML', line: 5 },
    { rule: `'<!' that starts nothing known`, given: inImage('<!ELEMENT a ANY>'), want: `'<!' that starts neither a comment nor a CDATA section`, line: 5 },
    { rule: 'a DOCTYPE inside the root element', given: inImage('<!DOCTYPE x>'), want: 'DOCTYPE declaration after the root element started', line: 5 },
    // §2.8: the XML declaration.
    { rule: 'an XML declaration after white space', given: `\n${ern4Message('')}`, want: 'XML declaration not at the start of the message', line: 2 },
    { rule: 'an XML declaration without version', given: '<?xml encoding="UTF-8"?><a/>', want: 'malformed XML declaration', line: 1 },
    { rule: 'an XML declaration with its pseudo-attributes out of order', given: '<?xml encoding="UTF-8" version="1.0"?><a/>', want: 'malformed XML declaration', line: 1 },
    { rule: 'XML version 1.1', given: '<?xml version="1.1"?><a/>', want: 'XML version 1.1', line: 1 },
    // §2.1, §2.8: one root element, nothing but comments, PIs and white space around it.
    { rule: 'text before the root element', given: `x${inRoot('')}`, want: 'text before the root element', line: 1 },
    { rule: 'a CDATA section before the root element', given: `<![CDATA[x]]>${inRoot('')}`, want: 'CDATA section before the root element', line: 1 },
    { rule: 'a CDATA section after the root element', given: `${inRoot('')}\n<![CDATA[x]]>`, want: 'CDATA section after the root element', line: 2 },
    { rule: 'an end tag after the root element', given: `${inRoot('')}\n</x>`, want: 'end tag </x> outside the root element', line: 2 },
    { rule: 'no root element', given: '<!-- only a comment -->', want: 'no root element', line: 1 },
    // §2.3, §3.1: names, tags and attributes.
    { rule: 'a tag name starting with a digit', given: inImage('<1a/>'), want: `'<' not followed by a tag name`, line: 5 },
    { rule: `a tag name starting with '-'`, given: inImage('<-a/>'), want: `'<' not followed by a tag name`, line: 5 },
    { rule: `a tag name starting with '.'`, given: inImage('<.a/>'), want: `'<' not followed by a tag name`, line: 5 },
    { rule: 'an empty tag name', given: inImage('<>'), want: `'<' not followed by a tag name`, line: 5 },
    { rule: 'an empty end tag', given: inImage('<a></>'), want: `'</' not followed by a tag name`, line: 5 },
    { rule: 'an end tag of another prefix', given: inImage('<x:a xmlns:x="urn:x"></y:a>'), want: 'mismatched end tag </y:a>', line: 5 },
    { rule: 'an attribute name starting with a digit', given: inImage('<a 1b="x"/>'), want: 'unexpected character in the start tag <a>', line: 5 },
    { rule: 'an attribute given twice', given: inImage('<a b="1" b="2"/>'), want: 'duplicate attribute b', line: 5 },
    { rule: `'<' in an attribute value`, given: inImage('<a b="x<y"/>'), want: `'<' in the value of attribute b`, line: 5 },
    { rule: 'an attribute without a value', given: inImage('<a b/>'), want: 'attribute b without a value', line: 5 },
    { rule: 'attributes without white space between them', given: inImage('<a b="1"c="2"/>'), want: 'no white space between attributes', line: 5 },
    { rule: `'/' not followed by '>'`, given: inImage('<a/ >'), want: `'/' in a start tag not followed by '>'`, line: 5 },
  ])('rejects $rule', ({ given, want, line }) => {
    const result = parse(given);
    expect(result).toMatchObject({ ok: false, code: 'XML_MALFORMED' });
    expect(!result.ok && result.message).toContain(`XML is not well-formed: ${want} at line ${line}, column `);
    // Bytes are scanned another way (as UTF-8 units, searched by memchr): same verdict, same words.
    expect(parse(Buffer.from(given))).toEqual(result);
  });

  it.each([
    { name: 'attributes in either quotes, spaced around "=", over several lines', given: `<a b = '1'\n   c="&lt;&#x3C;&#60;"/>` },
    { name: 'white space before ">" of an end tag', given: '<a></a >' },
    { name: `']]' and '>' apart in text`, given: '<a>]] > ]]&gt;</a>' },
    { name: `']]' inside a CDATA section`, given: '<a><![CDATA[ a]] ]]></a>' },
    { name: `'--' split by a character inside a comment`, given: '<!-- a - - b -->' },
    { name: 'the highest character reference', given: '<a>&#x10FFFF;&#1114111;</a>' },
    { name: 'non-ASCII names', given: '<Élément été="1" xmlns:é="urn:x"><é:Nœud/></Élément>' },
    { name: 'names with digits, dots, dashes and colons after the first character', given: '<a.b-c_1 x:y.z-2="v" xmlns:x="urn:x"/>' },
  ])('accepts $name', ({ given }) => {
    expect(parse(inImage(given))).toMatchObject({ ok: true });
  });

  it('reports an element left open at the end of the message, with the line where it opened', () => {
    const xml = ern4Message(ern4Image('<File><URI>a.jpg</URI></File>'));
    const result = parse(xml.slice(0, xml.indexOf('</ResourceList>')));
    expect(!result.ok && result.message).toMatch(
      /^XML is not well-formed: unclosed tag <ResourceList> at line 6, column \d+; <ResourceList> opens at line 4 and the message ends before its end tag; is it truncated\?$/,
    );
  });

  it('names the construct a truncated message ends in', () => {
    const xml = ern4Message(ern4Image('<File><URI>a.jpg</URI></File>'));
    const result = parse(xml.slice(0, xml.indexOf('<URI>') + 4));
    expect(!result.ok && result.message).toMatch(
      /^XML is not well-formed: unclosed tag <File> at line 5, column \d+; <File> opens at line 5 and the message ends inside an unterminated start tag <URI> before its end tag/,
    );
  });
});

describe('every construct at once', () => {
  it.each([
    { name: 'UTF-8 bytes', given: readFixture('ern42-every-construct.xml') },
    { name: 'a string', given: readFixture('ern42-every-construct.xml').toString('utf8') },
  ])('reads the files of a message using every construct the scanner knows, given as $name', ({ given }) => {
    expect(accepted(parse(given))).toEqual({
      ernVersion: '4.2',
      messageType: 'NewReleaseMessage',
      files: [
        {
          uri: `${MESSAGE_DIR}audio/A1%20&%20%3Cfriends%3E.flac`,
          hashSum: { algorithm: 'XXH32', value: '0f1e2d3c' },
          resourceReference: 'A1',
        },
        { uri: `${MESSAGE_DIR}images/cover%20front.jpg`, resourceReference: 'A2' },
        { uri: `${MESSAGE_DIR}video/A3.mp4`, resourceReference: 'A3' },
        { uri: 'https://cdn.example/booklet.pdf?a=1&b=2' },
      ],
      unresolvedFiles: [
        { reason: 'the File has no URI, URL or FileName, so there is nothing to fetch', resourceReference: 'A2' },
      ],
    });
  });
});

describe('messages read as UTF-8 bytes', () => {
  const mismatched = `<?xml version="1.0" encoding="UTF-8"?>
<NewReleaseMessage xmlns="http://ddex.net/xml/ern/43"><ÉlémentÉtendu>日本</ÉlémentÉtend></NewReleaseMessage>`;

  it('quote non-ASCII names and count columns in characters, as the same message given as a string', () => {
    const fromBytes = parse(Buffer.from(mismatched));
    expect(fromBytes).toEqual(parse(mismatched));
    expect(!fromBytes.ok && fromBytes.message).toBe(
      'XML is not well-formed: mismatched end tag </ÉlémentÉtend> at line 2, column 72; the element open here is <ÉlémentÉtendu>',
    );
  });

  it('read non-ASCII text and attribute values as characters', () => {
    const file = '<File><URI>日本/été.jpg</URI><HashSum><Algorithm UserDefinedValue="été">UserDefined</Algorithm>'
      + '<HashSumValue>1</HashSumValue></HashSum></File>';
    expect(accepted(parse(Buffer.from(ern4Message(ern4Image(file))))).files).toEqual([
      {
        uri: `${MESSAGE_DIR}%E6%97%A5%E6%9C%AC/%C3%A9t%C3%A9.jpg`,
        hashSum: { algorithm: 'été', value: '1' },
        resourceReference: 'A1',
      },
    ]);
  });
});

describe('DOCTYPE, behind the prolog screen', () => {
  it('refuses a DOCTYPE before the root element even when the prolog screen is bypassed', () => {
    const result = scanMessage({ text: '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>', utf8Units: false, oneByte: false }, () => undefined);
    expect(result).toMatchObject({ ok: false, code: 'XML_DOCTYPE_FORBIDDEN' });
  });
});

describe('cost on hostile input', () => {
  it('checks a start tag with 100,000 attributes for duplicates in linear time, where the limit allows them', () => {
    const tag = (n: number) => `<Note${Array.from({ length: n }, (_, i) => ` a${i}="${i}"`).join('')}`;
    const limits = { ...defaultXmlStructureLimits, maxAttributesPerElement: 1_000_000 };
    const parse = (xml: string) => parseErnMessage(xml, { messageUrl: MESSAGE_URL, limits });
    expect(parse(inImage(`${tag(100_000)}/>`))).toMatchObject({ ok: true });
    expect(parse(inImage(`${tag(100_000)} a99999="again"/>`))).toMatchObject({
      ok: false,
      message: expect.stringContaining('duplicate attribute a99999') as unknown,
    });
    // Linear, not quadratic: five times the attributes cost about five times the time (quadratic: 25 times).
    // A ratio of the best of five measurements of each, taken in turns, in CPU time of this process (not wall time:
    // other processes of a loaded machine, the full suite on 2 cores, do not count), so that a pause of ours (a GC)
    // costs one measurement, not one side of the ratio.
    const texts = [100_000, 20_000].map((n) => inImage(`${tag(n)}/>`));
    const times: [number[], number[]] = [[], []];
    for (let round = 0; round < 5; round++) {
      for (const [i, text] of texts.entries()) {
        const started = process.cpuUsage();
        parse(text);
        const spent = process.cpuUsage(started);
        times[i as 0 | 1].push(spent.user + spent.system);
      }
    }
    expect(Math.min(...times[0]) / Math.min(...times[1])).toBeLessThan(12);
  });
});
