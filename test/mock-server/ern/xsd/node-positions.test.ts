/**
 * Schema findings at a line and a column: libxml2 gives a validated tree's nodes no column, so the element each
 * error names by path (xmlGetNodePath's form) is found in the message, its start tag's line and column and the kit's
 * own path given to the finding. Table-driven over the path forms libxml2 writes; then libxml2 itself, on the
 * project's tiny schema, with a message on one line, where a line alone says nothing.
 */
import { describe, expect, it } from 'vitest';
import { nodePositions } from '../../../../mock-server/src/ern/xsd/node-positions.js';
import { loadXsdSchemas } from '../../../../mock-server/src/ern/xsd/index.js';
import { tinyMessage, tinySchemasDir } from './support.js';

const prefixed = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">',
  '  <A/><B x="1"/><A><C/><C>é</C>  <C/></A>',
  '</ern:NewReleaseMessage>',
].join('\n');

const defaultNamespace = '<NewReleaseMessage xmlns="http://ddex.net/xml/ern/43"><A/><B/><A><C/><C/></A></NewReleaseMessage>';

describe('nodePositions: the elements of libxml2\'s node paths', () => {
  it.each([
    { given: '/ern:NewReleaseMessage', want: { line: 2, column: 1, path: '/NewReleaseMessage' } },
    { given: '/ern:NewReleaseMessage/A[1]', want: { line: 3, column: 3, path: '/NewReleaseMessage/A[1]' } },
    { given: '/ern:NewReleaseMessage/B', want: { line: 3, column: 7, path: '/NewReleaseMessage/B[1]' } },
    { given: '/ern:NewReleaseMessage/B/@x', want: { line: 3, column: 7, path: '/NewReleaseMessage/B[1]' } },
    { given: '/ern:NewReleaseMessage/A[2]/C[3]', want: { line: 3, column: 34, path: '/NewReleaseMessage/A[2]/C[3]' } },
    { given: '/ern:NewReleaseMessage/A[2]/C[2]/text()', want: { line: 3, column: 24, path: '/NewReleaseMessage/A[2]/C[2]' } },
  ])('$given (a prefixed root, unqualified children)', ({ given, want }) => {
    expect(nodePositions(prefixed, [given]).get(given)).toEqual(want);
  });

  it('counts columns in characters in a message given as UTF-8 bytes', () => {
    const given = '/ern:NewReleaseMessage/A[2]/C[3]';
    expect(nodePositions(Buffer.from(prefixed), [given]).get(given)).toEqual({ line: 3, column: 34, path: '/NewReleaseMessage/A[2]/C[3]' });
  });

  it.each([
    { given: '/*', want: { line: 1, column: 1, path: '/NewReleaseMessage' } },
    { given: '/*/*[3]', want: { line: 1, column: 63, path: '/NewReleaseMessage/A[2]' } },
    { given: '/*/*[3]/*[2]', want: { line: 1, column: 70, path: '/NewReleaseMessage/A[2]/C[2]' } },
  ])('$given (a default namespace: libxml2 writes * and counts every element)', ({ given, want }) => {
    expect(nodePositions(defaultNamespace, [given]).get(given)).toEqual(want);
  });

  it('finds many at once, and leaves out a path that names nothing', () => {
    const found = nodePositions(prefixed, ['/ern:NewReleaseMessage/A[2]', '/ern:NewReleaseMessage/Z', 'relative', '/ern:NewReleaseMessage/A[1]']);
    expect([...found.keys()].sort()).toEqual(['/ern:NewReleaseMessage/A[1]', '/ern:NewReleaseMessage/A[2]']);
  });
});

describe('schema findings of libxml2 carry the column', () => {
  it('tells apart two errors on the one line of a message without line breaks', async () => {
    const schemas = await loadXsdSchemas(tinySchemasDir);
    try {
      const oneLine = tinyMessage('Purple').replaceAll('\n', '').replace('<Title>', '<Bogus/><Title>');
      const findings = schemas.validate(oneLine, '4.3');
      const colour = oneLine.indexOf('<Colour>') - oneLine.lastIndexOf('\n', oneLine.indexOf('<Colour>'));
      const bogus = oneLine.indexOf('<Bogus/>') - oneLine.lastIndexOf('\n', oneLine.indexOf('<Bogus/>'));
      expect(findings.map((f) => [f.line, f.column, f.path])).toEqual([
        [1, colour, '/NewReleaseMessage/Colour[1]'],
        [1, bogus, '/NewReleaseMessage/Bogus[1]'],
      ]);
    } finally {
      schemas.close();
    }
  });
});
