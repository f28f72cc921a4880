import { readdirSync, readFileSync } from 'node:fs';
import { fileUrisByRegex as countFiles } from '../../support/ern-samples.js';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { accepted, hasSamples, MESSAGE_DIR, MESSAGE_URL, samplesDir } from './support.js';

const VERSION_BY_FOLDER = { ern382: '3.8.2', ern411: '4.1.1', ern42: '4.2', ern43: '4.3' } as const;

const samples = hasSamples
  ? Object.entries(VERSION_BY_FOLDER).flatMap(([folder, version]) =>
      readdirSync(path.join(samplesDir, folder))
        .filter((name) => name.endsWith('.xml'))
        .map((name) => ({ sample: `${folder}/${name}`, version })),
    )
  : [];

function readSample(sample: string): Buffer {
  return readFileSync(path.join(samplesDir, sample));
}

describe.runIf(hasSamples)('real-world ERN samples', () => {
  const newReleaseMessages = samples.filter(({ sample }) => sample !== 'ern382/017_purged_release.xml');

  it.each(newReleaseMessages)(
    '$sample: lists the same files as a regex count of the raw XML',
    ({ sample, version }) => {
      const xml = readSample(sample);
      const message = accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
      const expected = countFiles(xml.toString('utf8'), MESSAGE_URL);
      expect(message.ernVersion).toBe(version);
      expect(message.files).toHaveLength(expected.length);
      expect(message.files.map((file) => file.uri)).toEqual(expected);
      expect(message.unresolvedFiles).toEqual([]);
    },
  );

  it.each(newReleaseMessages)(
    '$sample: gives every file the ResourceReference of its resource',
    ({ sample }) => {
      const message = accepted(parseErnMessage(readSample(sample), { messageUrl: MESSAGE_URL }));
      for (const file of message.files) {
        expect(file.resourceReference).toMatch(/^A[\w-]+$/);
      }
    },
  );

  it('finds the 150 file URIs of the ERN 4.2 box set (93 recordings, 28 videos, 29 images)', () => {
    const message = accepted(
      parseErnMessage(readSample('ern42/Variant_BoxedSet.xml'), { messageUrl: MESSAGE_URL }),
    );
    expect(message.files).toHaveLength(150);
    const countEndingWith = (extension: string) =>
      message.files.filter((file) => file.uri.endsWith(extension)).length;
    expect([countEndingWith('.mp3'), countEndingWith('.mp4'), countEndingWith('.jpg')]).toEqual([93, 28, 29]);
    expect(message.files.every((file) => file.hashSum?.algorithm === 'MD5')).toBe(true);
    expect(message.files[0]).toEqual({
      uri: `${MESSAGE_DIR}resources/093624970989_00001_128.mp3`,
      hashSum: { algorithm: 'MD5', value: 'f2cf7e49ad5d8ab92b6f0c85b2864632' },
      resourceReference: 'A1',
    });
  });

  it('rejects the PurgeReleaseMessage as an unsupported message type', () => {
    const result = parseErnMessage(readSample('ern382/017_purged_release.xml'), { messageUrl: MESSAGE_URL });
    expect(result).toEqual({
      ok: false,
      code: 'ERN_MESSAGE_TYPE_UNSUPPORTED',
      message: 'root element is PurgeReleaseMessage (ERN 3.8.2); only NewReleaseMessage is supported',
    });
  });

  it('accepts the release without sound recordings: its only file is the cover image', () => {
    const message = accepted(
      parseErnMessage(readSample('ern382/006_zero_sound_recordings.xml'), { messageUrl: MESSAGE_URL }),
    );
    expect(message.files).toEqual([
      { uri: `${MESSAGE_DIR}A1UCASE0000000401X.jpeg`, resourceReference: 'A7' },
    ]);
  });

  it('reads the ernm:-prefixed message with a BOM, joining FilePath and FileName', () => {
    const xml = readSample('ern382/004_prefixed_bom_filepath.xml');
    expect([...xml.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const message = accepted(parseErnMessage(xml, { messageUrl: MESSAGE_URL }));
    expect(message.files).toHaveLength(10);
    expect(message.files[0]).toEqual({
      uri: `${MESSAGE_DIR}assets/1199119911991_001.flac`,
      hashSum: { algorithm: 'MD5', value: 'AABBCCDDEEFF11223344556677889900' },
      resourceReference: 'A1',
    });
  });

  it('trims the stray space in front of a URI of the DJ mix', () => {
    const message = accepted(parseErnMessage(readSample('ern43/8_DjMix.xml'), { messageUrl: MESSAGE_URL }));
    expect(message.files.at(-1)).toEqual({
      uri: `${MESSAGE_DIR}QZ38A1600000_T2.jpeg`,
      resourceReference: 'A10',
    });
  });

  it('accepts the long-form video release, which delivers no file at all', () => {
    const message = accepted(
      parseErnMessage(readSample('ern43/7_LongformMusicalWorkVideo.xml'), { messageUrl: MESSAGE_URL }),
    );
    expect(message.files).toEqual([]);
  });

  it('keeps ERN 4.3 DeliveryFile files and plain image files in document order', () => {
    const message = accepted(parseErnMessage(readSample('ern43/1_Audio.xml'), { messageUrl: MESSAGE_URL }));
    expect(message.files).toHaveLength(22);
    expect(message.files[0]).toEqual({
      uri: `${MESSAGE_DIR}0094631432057_01_001.wav`,
      resourceReference: 'A1',
    });
    expect(message.files[21]).toEqual({ uri: `${MESSAGE_DIR}0094631432057.jpg`, resourceReference: 'A22' });
  });
});
