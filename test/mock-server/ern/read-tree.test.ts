/**
 * The fast reader of the kept element tree (release/read-tree.ts, built in the scanner's walk) against the
 * saxes-based reference (reference/saxes-tree.ts): on every shared sample, given as bytes, as a string and as
 * decoded text, the same elements, indexes, attributes, texts, structure, paths and positions; a rejected
 * sample gets parseErnMessage's rejection word for word. Then small fixtures for what the samples lack.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/parse-ern.js';
import { readErnTree } from '../../../mock-server/src/ern/release/read-tree.js';
import { type ErnElement, type ErnTree, findAll, pathOf } from '../../../mock-server/src/ern/release/tree.js';
import { decodeXml } from '../../../mock-server/src/xml/decode.js';
import { decodedText } from '../../../mock-server/src/xml/xml-text.js';
import { hasSamples, samplesDir } from '../../support/ern-samples.js';
import { saxesReadTree } from './reference/saxes-tree.js';
import { MESSAGE_URL } from './support.js';

/** Every element of a tree, depth first, as plain data: what two readers must agree on. */
function rowsOf(tree: ErnTree): object[] {
  return [tree.root, ...findAll(tree.root, () => true)].map((element: ErnElement) => ({
    path: pathOf(element),
    name: element.name,
    index: element.index,
    attributes: { ...element.attributes },
    text: element.text,
    children: element.children.map((child) => `${child.name}[${child.index}]`),
    parent: element.parent === null ? null : pathOf(element.parent),
    ...tree.position(element),
  }));
}

/** The fast tree of `input`, failing the test with the rejection if there is one. */
function fastTree(input: Parameters<typeof readErnTree>[0]): ErnTree {
  const result = readErnTree(input);
  if (!result.ok) expect.fail(`expected a tree, got ${result.code}: ${result.message}`);
  return result.tree;
}

/** The reference tree of `bytes`, read from the same decoded characters the fast reader's caller would give. */
function referenceTree(bytes: Uint8Array | string): ErnTree {
  const decoded = decodeXml(bytes);
  if (!decoded.ok) throw new Error(decoded.problem);
  const parsed = parseErnMessage(bytes, { messageUrl: MESSAGE_URL });
  if (!parsed.ok) throw new Error(parsed.message);
  return saxesReadTree(decodedText(decoded), parsed.message.ernVersion);
}

/** The message as UTF-8 bytes, as a string, and as text decoded by decodeXml (UTF-8 units when not ASCII). */
function inputsOf(bytes: Buffer): { form: string; input: Parameters<typeof readErnTree>[0] }[] {
  const decoded = decodeXml(bytes);
  return [
    { form: 'bytes', input: bytes },
    { form: 'string', input: bytes.toString('utf8') },
    ...(decoded.ok ? [{ form: 'decoded text', input: decoded }] : []),
  ];
}

const samples = hasSamples
  ? readdirSync(samplesDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.xml')).sort()
  : [];

describe.runIf(hasSamples)('readErnTree on every shared sample', () => {
  it.each(samples)('%s: the saxes reference tree, or parseErnMessage\'s rejection', (sample) => {
    const bytes = readFileSync(path.join(samplesDir, sample));
    const parsed = parseErnMessage(bytes, { messageUrl: MESSAGE_URL });
    for (const { form, input } of inputsOf(bytes)) {
      const result = readErnTree(input);
      if (!parsed.ok) {
        expect(result, form).toEqual({ ok: false, code: parsed.code, message: parsed.message });
        continue;
      }
      if (!result.ok) expect.fail(`${form}: ${result.code}: ${result.message}`);
      expect(result.tree.ernVersion, form).toBe(parsed.message.ernVersion);
      expect(rowsOf(result.tree), form).toEqual(rowsOf(referenceTree(bytes)));
    }
  });

  it('reads most samples and rejects the hostile ones, so both halves above are exercised', () => {
    const outcomes = samples.map((sample) => readErnTree(readFileSync(path.join(samplesDir, sample))));
    expect(outcomes.filter((outcome) => outcome.ok).length).toBeGreaterThan(15);
    expect(outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.code])).sort()).toEqual([
      'ERN_MESSAGE_TYPE_UNSUPPORTED',
      'ERN_VERSION_UNSUPPORTED',
      'XML_DOCTYPE_FORBIDDEN',
      'XML_MALFORMED',
    ]);
  });

  it.each(samples)('%s: parseErnMessage with tree: true gives the same tree and the same files', (sample) => {
    const bytes = readFileSync(path.join(samplesDir, sample));
    const without = parseErnMessage(bytes, { messageUrl: MESSAGE_URL });
    const withTree = parseErnMessage(bytes, { messageUrl: MESSAGE_URL, tree: true });
    if (!without.ok) {
      expect(withTree).toEqual(without);
      return;
    }
    if (!withTree.ok) expect.fail(withTree.message);
    const { tree, ...rest } = withTree.message;
    expect(without.message.tree).toBeUndefined();
    expect(rest).toEqual(without.message);
    expect(rowsOf(tree!)).toEqual(rowsOf(fastTree(bytes)));
  });
});

const ERN43 = 'http://ddex.net/xml/ern/43';

/** A small ERN 4.3 message around `body`, its root written `<${root}` with `declaration` for the namespace. */
function message(body: string, root = 'ern:NewReleaseMessage', declaration = `xmlns:ern="${ERN43}"`): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${declaration} AvsVersionId="2024">\n${body}\n</${root}>\n`;
}

/** The single element at `path` (as pathOf writes it) in the fast tree of `xml`. */
function at(tree: ErnTree, wanted: string): ErnElement {
  const found = findAll(tree.root, (element) => pathOf(element) === wanted);
  expect(found.map(pathOf), wanted).toEqual([wanted]);
  return found[0]!;
}

/** Asserts the fast tree of `xml` (as bytes, string and decoded text) equals the reference, and returns it. */
function agreed(xml: string | Buffer): ErnTree {
  const bytes = typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml;
  const reference = rowsOf(referenceTree(bytes));
  for (const { form, input } of inputsOf(bytes)) expect(rowsOf(fastTree(input)), form).toEqual(reference);
  return fastTree(bytes);
}

const RELEASE = '<ReleaseList><Release><ReleaseReference>R0</ReleaseReference><DisplayTitleText>Blue</DisplayTitleText></Release></ReleaseList>';

describe('readErnTree on small fixtures', () => {
  it('reads a prefixed root (ern:) and a default namespace root alike', () => {
    const prefixed = agreed(message(RELEASE));
    const unprefixed = agreed(message(RELEASE, 'NewReleaseMessage', `xmlns="${ERN43}"`));
    expect(unprefixed.root.name).toBe('NewReleaseMessage');
    expect(rowsOf(unprefixed)).toEqual(rowsOf(prefixed).map((row) => ({ ...row, column: expect.any(Number) as unknown })));
    expect(at(prefixed, '/NewReleaseMessage/ReleaseList[1]/Release[1]/DisplayTitleText[1]').text).toBe('Blue');
    expect(prefixed.root.attributes).toEqual({ AvsVersionId: '2024' });
    expect(prefixed.position(prefixed.root)).toEqual({ line: 2, column: 1 });
    expect(prefixed.ernVersion).toBe('4.3');
  });

  it('keeps ERN children qualified with the message\'s own prefix', () => {
    const tree = agreed(message('<ern:ReleaseList><Release><ern:ReleaseType>Album</ern:ReleaseType></Release></ern:ReleaseList>'));
    expect(at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseType[1]').text).toBe('Album');
  });

  it('reads past a UTF-8 byte order mark, with positions in the text after it', () => {
    const xml = message(RELEASE);
    const tree = agreed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml, 'utf8')]));
    expect(rowsOf(tree)).toEqual(rowsOf(fastTree(xml)));
    expect(tree.position(tree.root)).toEqual({ line: 2, column: 1 });
  });

  it('reads UTF-16 input (with its byte order mark) as it reads the same message in UTF-8', () => {
    const xml = message(`<ReleaseList><Release><DisplayTitleText>Blåbær 🎵</DisplayTitleText></Release></ReleaseList>`)
      .replace('UTF-8', 'UTF-16');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    const tree = fastTree(utf16);
    expect(rowsOf(tree)).toEqual(rowsOf(referenceTree(utf16)));
    expect(rowsOf(tree)).toEqual(rowsOf(fastTree(xml)));
    expect(at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]/DisplayTitleText[1]').text).toBe('Blåbær 🎵');
  });

  it('decodes entity and character references and CDATA sections in text, then trims it', () => {
    const tree = agreed(message(
      '<ReleaseList><Release><DisplayTitleText>\n  Rock &amp; Roll <![CDATA[<Live> & ]]>&#233;t&#xE9; \r\n</DisplayTitleText></Release></ReleaseList>',
    ));
    expect(at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]/DisplayTitleText[1]').text).toBe('Rock & Roll <Live> & été');
  });

  it('counts columns in characters, not bytes nor UTF-16 units, after non-ASCII text on the same line', () => {
    const line = '<Release><DisplayTitleText>Sigur Rós – 日本 🎵</DisplayTitleText><ReleaseType>Album</ReleaseType></Release>';
    const tree = agreed(message(`<ReleaseList>${line}</ReleaseList>`));
    const type = at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseType[1]');
    const before = `<ReleaseList>${line.slice(0, line.indexOf('<ReleaseType>'))}`;
    expect(tree.position(type)).toEqual({ line: 3, column: Array.from(before).length + 1 });
    expect(Array.from(before).length).toBeLessThan(Buffer.byteLength(before));
  });

  it('counts lines ended by CR LF, a lone CR or LF', () => {
    const tree = agreed(message('<ReleaseList>\r\n<Release>\r<ReleaseType>Album</ReleaseType>\n  <ReleaseReference>R0</ReleaseReference></Release></ReleaseList>'));
    const release = '/NewReleaseMessage/ReleaseList[1]/Release[1]';
    expect(tree.position(at(tree, release))).toEqual({ line: 4, column: 1 });
    expect(tree.position(at(tree, `${release}/ReleaseType[1]`))).toEqual({ line: 5, column: 1 });
    expect(tree.position(at(tree, `${release}/ReleaseReference[1]`))).toEqual({ line: 6, column: 3 });
  });

  it('skips elements of another namespace with everything inside them, even names of the vocabulary', () => {
    const tree = agreed(message(
      '<ReleaseList><Release><x:Note xmlns:x="urn:example:x"><ReleaseType>Single</ReleaseType></x:Note>'
      + '<ReleaseType xmlns="urn:example:y"><TitleText>no</TitleText></ReleaseType>'
      + '<ReleaseType>Album</ReleaseType></Release></ReleaseList>',
    ));
    const release = at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]');
    expect(release.children.map((child) => [child.name, child.index, child.text])).toEqual([['ReleaseType', 2, 'Album']]);
  });

  it('decodes the kept attributes only, by their qualified name', () => {
    const tree = agreed(message(
      '<ReleaseList><Release LanguageAndScriptCode="en&amp;fr" Other="x" ern:IsMainRelease="true" '
      + 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="y"><ReleaseType Namespace="a&#9;b\nc">Album</ReleaseType></Release></ReleaseList>',
    ));
    const release = at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]');
    expect(release.attributes).toEqual({ 'LanguageAndScriptCode': 'en&fr', 'ern:IsMainRelease': 'true' });
    expect(release.children[0]!.attributes).toEqual({ Namespace: 'a\tb c' });
  });

  it('skips an element outside the vocabulary with its kept-looking children, and counts it among siblings', () => {
    const tree = agreed(message(
      '<ReleaseList><Release><Marketing><ReleaseType>Single</ReleaseType><ResourceReference>A9</ResourceReference></Marketing>'
      + '<Marketing/><ReleaseType>EP</ReleaseType><Marketing/><ReleaseType>Album</ReleaseType></Release></ReleaseList>',
    ));
    const release = at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]');
    expect(release.children.map((child) => [pathOf(child), child.text])).toEqual([
      ['/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseType[1]', 'EP'],
      ['/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseType[2]', 'Album'],
    ]);
    expect(findAll(tree.root, (element) => element.name === 'ResourceReference')).toEqual([]);
  });

  it('counts a skipped sibling of the same local name (another namespace) in the index', () => {
    const tree = agreed(message(
      '<ReleaseList><Release><y:ReleaseType xmlns:y="urn:example:y">x</y:ReleaseType><ReleaseType>Album</ReleaseType></Release></ReleaseList>',
    ));
    expect(at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseType[2]').text).toBe('Album');
  });

  it('keeps a leaf\'s own text around a skipped child, and gives a container \'\'', () => {
    const tree = agreed(message(
      '<ReleaseList>lead<Release><DisplayTitleText>Blue <b:i xmlns:b="urn:example:b">not</b:i>Moon</DisplayTitleText><ReleaseType/></Release></ReleaseList>',
    ));
    expect(at(tree, '/NewReleaseMessage/ReleaseList[1]').text).toBe('');
    expect(at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]/DisplayTitleText[1]').text).toBe('Blue Moon');
    expect(at(tree, '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseType[1]').text).toBe('');
  });

  it('gives the rejections of parseErnMessage, word for word', () => {
    for (const xml of [
      '',
      '<!DOCTYPE x><NewReleaseMessage/>',
      message('<ReleaseList>', 'ern:NewReleaseMessage'),
      message('', 'ern:PurgeReleaseMessage'),
      message('', 'ern:NewReleaseMessage', 'xmlns:ern="http://ddex.net/xml/ern/39"'),
      message('<é:Release/>'),
    ]) {
      const parsed = parseErnMessage(xml, { messageUrl: MESSAGE_URL });
      expect(parsed.ok, xml).toBe(false);
      expect(readErnTree(xml)).toEqual(parsed);
      expect(readErnTree(Buffer.from(xml))).toEqual(parseErnMessage(Buffer.from(xml), { messageUrl: MESSAGE_URL }));
    }
  });
});
