import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import dns from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadXsdSchemas } from '../../../../mock-server/src/ern/xsd/index.js';
import { lineOf, networkTripwire, recordingServer, tinyMessage, tinySchemasCopy, tinySchemasDir } from './support.js';

// The tripwires must not outlive their test.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadXsdSchemas on the project\'s tiny schema pair (import by absolute URL, enumeration, required element)', () => {
  it('passes a valid message, and reports a wrong enumeration value at its line with libxml2\'s own message', async () => {
    const schemas = await loadXsdSchemas(tinySchemasDir);
    try {
      expect(schemas.validate(tinyMessage('Red'), '4.3')).toEqual([]);
      const wrong = tinyMessage('Purple');
      expect(schemas.validate(wrong, '4.3')).toEqual([{
        rule: 'xsd',
        code: 'NewReleaseMessageInvalid',
        severity: 'error',
        message: 'Element \'Colour\': [facet \'enumeration\'] The value \'Purple\' is not an element of the set {\'Red\', \'Green\'}.',
        line: lineOf(wrong, '<Colour>'),
        // libxml2 keeps no column for a validated tree's nodes: the column is the start tag's, found by the node's path.
        column: 3,
        path: '/NewReleaseMessage/Colour[1]',
      }]);
    } finally {
      schemas.close();
    }
  });

  it('reports a missing required element at the element found in its place, or at the parent\'s end', async () => {
    const schemas = await loadXsdSchemas(tinySchemasDir);
    try {
      const noColour = tinyMessage(null);
      expect(schemas.validate(noColour, '4.3')).toMatchObject([{
        rule: 'xsd',
        code: 'NewReleaseMessageInvalid',
        message: 'Element \'Title\': This element is not expected. Expected is ( Colour ).',
        line: lineOf(noColour, '<Title>'),
      }]);
      const noTitle = tinyMessage('Green', null);
      const [finding, ...rest] = schemas.validate(noTitle, '4.3');
      expect(rest).toEqual([]);
      expect(finding?.message).toBe('Element \'{http://ddex.net/xml/ern/43}NewReleaseMessage\': Missing child element(s). Expected is ( Title ).');
      expect(finding?.line).toBe(lineOf(noTitle, '<ern:NewReleaseMessage'));
    } finally {
      schemas.close();
    }
  });

  it('answers a malformed message, an empty one and a byte buffer with findings, never by throwing', async () => {
    const schemas = await loadXsdSchemas(tinySchemasDir);
    try {
      const malformed = tinyMessage('Red').replace('</Title>', '</Titel>');
      const findings = schemas.validate(malformed, '4.3');
      expect(findings[0]).toMatchObject({ rule: 'xsd', code: 'NewReleaseMessageInvalid', line: lineOf(malformed, '</Titel>') });
      expect(findings[0]?.message).toMatch(/Opening and ending tag mismatch: Title/);
      expect(findings[0]?.column).toBeGreaterThan(0);
      expect(schemas.validate('', '4.3')).toMatchObject([{ message: 'Document is empty', line: 1 }]);
      expect(schemas.validate(Buffer.from(tinyMessage('Green')), '4.3')).toEqual([]);
    } finally {
      schemas.close();
    }
  });

  it('compiles each version once, on first use, and reuses it', async () => {
    const compiled: string[] = [];
    const schemas = await loadXsdSchemas(tinySchemasDir, { onCompile: (version) => compiled.push(version) });
    try {
      expect(compiled).toEqual([]);
      for (let i = 0; i < 5; i++) schemas.validate(tinyMessage(i % 2 === 0 ? 'Red' : 'Blue'), '4.3');
      expect(compiled).toEqual(['4.3']);
    } finally {
      schemas.close();
    }
  });

  it('says which versions the folder holds, and refuses one it does not hold', async () => {
    const schemas = await loadXsdSchemas(tinySchemasDir);
    try {
      expect(schemas.dir).toBe(tinySchemasDir);
      expect(schemas.has('4.3')).toBe(true);
      expect(schemas.has('4.2')).toBe(false);
      expect(() => schemas.validate(tinyMessage('Red'), '4.2')).toThrow(/has no schema for ERN 4\.2: expected .*<version>.*release-notification\.xsd/);
    } finally {
      schemas.close();
    }
    expect(() => schemas.validate(tinyMessage('Red'), '4.3')).toThrow(/after close/);
  });
});

describe('loadXsdSchemas on a folder that is not of the layout', () => {
  it('says what layout is expected and how to download it, for a missing folder and for one without schemas', async () => {
    const missing = path.join(os.tmpdir(), 'pik-xsd-does-not-exist');
    await expect(loadXsdSchemas(missing)).rejects.toThrow(/cannot read the folder .*pik-xsd-does-not-exist \(ENOENT\): expected .*<version>.*release-notification\.xsd.*ingest-kit ern schemas --download/);
    const empty = await mkdtemp(path.join(os.tmpdir(), 'pik-xsd-'));
    try {
      await mkdir(path.join(empty, '43'));
      await writeFile(path.join(empty, '43', 'other.xsd'), '<x/>');
      await expect(loadXsdSchemas(empty)).rejects.toThrow(/holds no ERN schema: expected .*ingest-kit ern schemas --download/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('names the imported file that is not in the version\'s folder, and compiles it no more after', async () => {
    const copy = await tinySchemasCopy('http://example.invalid/xsd/types.xsd', false);
    const compiled: string[] = [];
    const schemas = await loadXsdSchemas(copy.dir, { onCompile: (version) => compiled.push(version) });
    try {
      const expected = new RegExp(`http://example\\.invalid/xsd/types\\.xsd is read offline from ${path.join(copy.dir, '43', 'types.xsd').replaceAll('/', '\\/')}, which cannot be read \\(ENOENT\\)`);
      expect(() => schemas.validate(tinyMessage('Red'), '4.3')).toThrow(expected);
      expect(() => schemas.validate(tinyMessage('Red'), '4.3')).toThrow(expected);
      expect(compiled).toEqual(['4.3']);
    } finally {
      schemas.close();
      await copy.remove();
    }
  });

  it('refuses a relative import that leaves the version\'s folder', async () => {
    const copy = await tinySchemasCopy('../41/types.xsd');
    const schemas = await loadXsdSchemas(copy.dir);
    try {
      expect(() => schemas.validate(tinyMessage('Red'), '4.3')).toThrow(/\/ern-xsd\/41\/types\.xsd lies outside the version's folder/);
    } finally {
      schemas.close();
      await copy.remove();
    }
  });
});

describe('the network is never touched', () => {
  it('the tripwire itself trips on each way out', async () => {
    const calls = networkTripwire();
    expect(() => fetch('http://127.0.0.1:9/')).toThrow(/tripwire: fetch/);
    expect(() => net.connect(9, '127.0.0.1')).toThrow(/tripwire: net\.connect/);
    expect(() => new net.Socket().connect(9, '127.0.0.1')).toThrow(/tripwire: net\.Socket#connect/);
    expect(() => http.get('http://127.0.0.1:9/')).toThrow(/tripwire: http\.get/);
    expect(() => {
      dns.lookup('example.invalid', () => undefined);
    }).toThrow(/tripwire: dns\.lookup/);
    await expect(async () => dns.promises.lookup('example.invalid')).rejects.toThrow(/tripwire: dns\.promises\.lookup/);
    expect(calls).toHaveLength(6);
  });

  it('compiles and validates with every way to the network wired to fail', async () => {
    const calls = networkTripwire();
    const schemas = await loadXsdSchemas(tinySchemasDir);
    try {
      expect(schemas.validate(tinyMessage('Red'), '4.3')).toEqual([]);
      expect(schemas.validate(tinyMessage('Blue'), '4.3')).toHaveLength(1);
      // A message may name a schema, a DTD and an external entity of its own: none of them is loaded.
      const hostile = `<?xml version="1.0"?>
<!DOCTYPE ern:NewReleaseMessage SYSTEM "http://example.invalid/ern.dtd" [<!ENTITY x SYSTEM "http://example.invalid/x.txt">]>
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://ddex.net/xml/ern/43 http://example.invalid/other.xsd">
  <MessageId>&x;</MessageId><Colour>Red</Colour><Title>T</Title>
</ern:NewReleaseMessage>`;
      expect(schemas.validate(hostile, '4.3')).toEqual([]);
    } finally {
      schemas.close();
      vi.restoreAllMocks();
    }
    expect(calls).toEqual([]);
  });

  it('imports by a loopback URL are read from the folder: the server there gets no request', async () => {
    const server = await recordingServer();
    const withTypes = await tinySchemasCopy(`${server.url}/xsd/types.xsd`);
    const withoutTypes = await tinySchemasCopy(`${server.url}/xsd/types.xsd`, false);
    try {
      const schemas = await loadXsdSchemas(withTypes.dir);
      expect(schemas.validate(tinyMessage('Green'), '4.3')).toEqual([]);
      expect(schemas.validate(tinyMessage('Purple'), '4.3')).toMatchObject([{ message: expect.stringContaining('Purple') as unknown }]);
      schemas.close();
      // Without the file in the folder, the URL is named and still not asked.
      const missing = await loadXsdSchemas(withoutTypes.dir);
      expect(() => missing.validate(tinyMessage('Green'), '4.3')).toThrow(`${server.url}/xsd/types.xsd is read offline from`);
      missing.close();
      expect(server.requests).toEqual([]);
    } finally {
      await withTypes.remove();
      await withoutTypes.remove();
      await server.close();
    }
  });
});
