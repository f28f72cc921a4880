import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErnVersion } from '../../../../mock-server/src/ern/version.js';
import { loadXsdSchemas, type XsdSchemas } from '../../../../mock-server/src/ern/xsd/index.js';
import { ddexSamplesDir, ddexXsdDir, hasDdexSchemas, lineOf } from './support.js';

/** The sample folders of ../shared/ddex-samples and their version (DDEX's NOTICE: every one validates). */
const SAMPLE_FOLDERS: readonly { folder: string; version: ErnVersion }[] = [
  { folder: 'ern382', version: '3.8.2' },
  { folder: 'ern411', version: '4.1.1' },
  { folder: 'ern42', version: '4.2' },
  { folder: 'ern43', version: '4.3' },
];

const samples = hasDdexSchemas
  ? SAMPLE_FOLDERS.flatMap(({ folder, version }) =>
      readdirSync(path.join(ddexSamplesDir, folder)).filter((name) => name.endsWith('.xml')).map((name) => ({ file: `${folder}/${name}`, version })))
  : [];

function sample(file: string): string {
  return readFileSync(path.join(ddexSamplesDir, file), 'utf8');
}

// Compiling DDEX's schemas takes a few hundred milliseconds each (more on a busy machine).
describe.runIf(hasDdexSchemas)('DDEX\'s official schemas (../shared/ddex-xsd), read in place', { timeout: 60_000 }, () => {
  let schemas: XsdSchemas;
  const compilations: ErnVersion[] = [];

  beforeAll(async () => {
    schemas = await loadXsdSchemas(ddexXsdDir, { onCompile: (version) => compilations.push(version) });
  });
  afterAll(() => {
    schemas.close();
  });

  it('holds the versions of the folder and no other', () => {
    expect(['3.8.2', '4.1', '4.1.1', '4.2', '4.3'].every((version) => schemas.has(version as ErnVersion))).toBe(true);
    expect(schemas.has('3.8.1')).toBe(false);
    expect(schemas.has('4.3.1')).toBe(false);
  });

  it.each(samples)('$file validates against the $version schema with no finding', ({ file, version }) => {
    expect(schemas.validate(readFileSync(path.join(ddexSamplesDir, file)), version)).toEqual([]);
  });

  it('finds an unknown element of ERN 4.3 at its own line', () => {
    const text = sample('ern43/1_Audio.xml').replace('<ReleaseList>', '<ReleaseList>\n<Nonsense>hello</Nonsense>');
    const findings = schemas.validate(text, '4.3');
    expect(findings).toEqual([{
      rule: 'xsd',
      code: 'NewReleaseMessageInvalid',
      severity: 'error',
      message: 'Element \'Nonsense\': This element is not expected. Expected is one of ( Release, TrackRelease, ClipRelease ).',
      line: lineOf(text, '<Nonsense>'),
      column: 1,
      path: '/NewReleaseMessage/ReleaseList[1]/Nonsense[1]',
    }]);
  });

  it('finds a required element removed from ERN 4.3 at the element that takes its place', () => {
    const original = sample('ern43/1_Audio.xml');
    const text = original.replace(/<MessageId>[^<]*<\/MessageId>/, '');
    expect(text).not.toBe(original);
    const findings = schemas.validate(text, '4.3');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'NewReleaseMessageInvalid', line: lineOf(text, '<MessageSender>') });
    expect(findings[0]?.message).toMatch(/^Element 'MessageSender': This element is not expected\. Expected is .*MessageId/);
  });

  it('finds an unknown element of ERN 3.8.2 (imported value sets by absolute URL) at its own line', () => {
    const text = sample('ern382/001_audioalbum_complete.xml').replace('<ReleaseList>', '<ReleaseList>\n<Nonsense/>');
    expect(schemas.validate(text, '3.8.2')).toMatchObject([{ line: lineOf(text, '<Nonsense/>'), message: expect.stringMatching(/^Element 'Nonsense': This element is not expected/) as unknown }]);
  });

  it('finds a value outside an allowed-value set (the imported file) at its line', () => {
    const original = sample('ern43/1_Audio.xml');
    const text = original.replace('<ParentalWarningType>NotExplicit</ParentalWarningType>', '<ParentalWarningType>Sometimes</ParentalWarningType>');
    expect(text).not.toBe(original);
    const [first] = schemas.validate(text, '4.3');
    expect(first).toMatchObject({ line: lineOf(text, 'Sometimes') });
    expect(first?.message).toContain('\'Sometimes\'');
  });

  it('compiled each version it validated exactly once', () => {
    expect([...compilations].sort()).toEqual(['3.8.2', '4.1.1', '4.2', '4.3']);
  });
});
