/**
 * The Release Profile 1.4 MultiProfile rules on DDEX's own ERN 3.8.2 samples (../shared/ddex-samples/ern382).
 *
 * 1. The two samples that declare a profile (CommonReleaseTypesTypes/14/AudioAlbumMusicOnly, as DDEX spells it) get
 *    the findings listed, each with the fact that is really missing from the sample.
 * 2. On every 3.8.2 sample and for every one of the 17 profiles (declared or not: for power), the rule numbers the kit
 *    fails are those that DDEX's own XSL (xsl/14/<Profile>.xsl) failed when run with Saxon-HE 9.9 on 2026-12-07,
 *    restricted to the MultiProfile patterns' numbers (the patterns of one profile are another module's).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MULTI_PROFILE_RULES_14 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/multi-profile.js';
import { hasSamples, samplesDir } from '../../../support.js';
import { failedRuleNumbers, runProfileRules } from '../support.js';

const sample = (file: string): Buffer => readFileSync(path.join(samplesDir, 'ern382', file));

/** The primary references of 006's releases, by line: the album's six track items, then each track release's item. */
const ZERO_RECORDINGS_REFERENCES: [line: number, reference: string][] = [
  [102, 'A1'], [108, 'A2'], [114, 'A3'], [120, 'A4'], [126, 'A5'], [132, 'A6'],
  [195, 'A1'], [250, 'A2'], [305, 'A3'], [360, 'A4'], [415, 'A5'], [470, 'A6'],
];

/** Saxon's failed MultiProfile rule numbers, per sample and profile (see the file's comment). */
const SAXON: Record<string, Record<string, string>> = {
  '001_audioalbum_complete.xml': {
    AudioAlbum: '1753-1 1756-1',
    AudioAlbumMusicOnly: '',
    AudioBook: '',
    AudioSingle: '',
    DigitalBoxedSet: '',
    DigitalClassicalAudioAlbum: '',
    FilmBundle: '1895-1 1900-1 1903-1',
    LongformVideo: '1380-2 1432-1',
    MidiRingtone: '',
    MixedMediaBundle: '',
    Ringtone: '',
    SimpleVideoSingle: '2025-1 2027-1',
    SingleResourceRelease: '',
    SingleResourceReleaseWithCoverArt: '',
    TVSeries: '1826-1 1831-1 1834-1',
    VideoAlbum: '1205-1 1206-1 1209-1',
    VideoSingle: '1282-1 1283-1 1286-1',
  },
  '004_prefixed_bom_filepath.xml': {
    AudioAlbum: '1129-2 1703-1 1704-1 1708-1 1717-1 1718-1 1722-1 1741-2 1753-1 1756-1 1757-1',
    AudioAlbumMusicOnly: '1083-1 1084-1 1088-1 1097-1 1098-1 1102-1 1121-2 1129-2 1138-1',
    AudioBook: '1129-2 2112-1 2113-1 2117-1 2126-1 2127-1 2131-1 2150-2 2166-1',
    AudioSingle: '1010-1 1011-1 1015-1 1024-1 1025-1 1029-1 1048-2 1064-1 1129-2',
    DigitalBoxedSet: '1129-2 1558-1 1559-1 1563-1 1572-1 1573-1 1577-1 1596-2 1609-1',
    DigitalClassicalAudioAlbum: '1129-2 1628-1 1629-1 1642-1 1643-1 1647-1 1666-2 1678-1',
    FilmBundle: '1129-2 1847-1 1848-1 1852-1 1861-1 1862-1 1866-1 1885-2 1895-1 1903-1',
    LongformVideo: '1129-2 1380-2 1385-1 1386-1 1390-1 1399-1 1400-1 1404-1 1423-2 1432-1 1435-1',
    MidiRingtone: '1365-1',
    MixedMediaBundle: '1129-2 1486-1 1487-1 1491-1 1500-1 1501-1 1505-1 1524-2 1533-1',
    Ringtone: '1129-2 1307-1 1308-1 1312-1 1321-1 1322-1 1326-1 1345-2 1354-1',
    SimpleVideoSingle: '1129-2 1978-1 1979-1 1983-1 1992-1 1993-1 1997-1 2016-2 2025-1 2027-1',
    SingleResourceRelease: '',
    SingleResourceReleaseWithCoverArt: '1129-2 2044-1 2045-1 2049-1 2058-1 2059-1 2063-1 2082-2',
    TVSeries: '1129-2 1778-1 1779-1 1792-1 1793-1 1797-1 1816-2 1826-1 1834-1',
    VideoAlbum: '1129-2 1157-1 1158-1 1162-1 1171-1 1172-1 1176-1 1195-2 1205-1 1206-1 1209-1',
    VideoSingle: '1129-2 1233-1 1234-1 1238-1 1247-1 1248-1 1252-1 1271-2 1282-1 1283-1 1286-1',
  },
  '006_zero_sound_recordings.xml': {
    AudioAlbum: '1704-1 1718-1 1753-1 1756-1 1764-1',
    AudioAlbumMusicOnly: '1084-1 1098-1 1134-1 1136-1 1143-1',
    AudioBook: '2113-1 2127-1 2161-1 2163-1 2171-1',
    AudioSingle: '1011-1 1025-1 1059-1 1061-1 1070-1',
    DigitalBoxedSet: '1559-1 1573-1 1615-1',
    DigitalClassicalAudioAlbum: '1629-1 1643-1 1676-1 1681-1 1684-1',
    FilmBundle: '1848-1 1862-1 1895-1 1900-1 1903-1',
    LongformVideo: '1380-2 1386-1 1400-1 1432-1 1443-1',
    MidiRingtone: '',
    MixedMediaBundle: '1487-1 1501-1 1545-1',
    Ringtone: '1308-1 1322-1 1357-1 1361-1',
    SimpleVideoSingle: '1979-1 1993-1 2025-1 2027-1 2031-1',
    SingleResourceRelease: '1472-1',
    SingleResourceReleaseWithCoverArt: '2045-1 2059-1 2100-1',
    TVSeries: '1779-1 1793-1 1826-1 1831-1 1834-1',
    VideoAlbum: '1158-1 1172-1 1205-1 1206-1 1209-1 1220-1',
    VideoSingle: '1234-1 1248-1 1282-1 1283-1 1286-1 1293-1',
  },
  '016_utf8_artists.xml': {
    AudioAlbum: '1669-1 1698-1 1704-1 1708-1 1717-1 1722-1 1753-1 1756-1 1758-1 1763-1',
    AudioAlbumMusicOnly: '1078-1 1084-1 1088-1 1097-1 1102-1 1131-1 1142-1 1669-1',
    AudioBook: '1669-1 2107-1 2113-1 2117-1 2126-1 2131-1 2160-1 2170-1',
    AudioSingle: '1005-1 1011-1 1015-1 1024-1 1029-1 1058-1 1069-1 1669-1',
    DigitalBoxedSet: '1553-1 1559-1 1563-1 1572-1 1577-1 1614-1 1669-1',
    DigitalClassicalAudioAlbum: '1623-1 1629-1 1642-1 1647-1 1669-1 1683-1',
    FilmBundle: '1669-1 1842-1 1848-1 1852-1 1861-1 1866-1 1895-1 1899-1 1903-1',
    LongformVideo: '1380-1 1380-2 1386-1 1390-1 1399-1 1404-1 1432-1 1442-1 1669-1',
    MidiRingtone: '1369-1',
    MixedMediaBundle: '1481-1 1487-1 1491-1 1500-1 1505-1 1538-1 1544-1 1669-1',
    Ringtone: '1302-1 1308-1 1312-1 1321-1 1326-1 1360-1 1669-1',
    SimpleVideoSingle: '1669-1 1973-1 1979-1 1983-1 1992-1 1997-1 2025-1 2027-1 2030-1',
    SingleResourceRelease: '1471-1',
    SingleResourceReleaseWithCoverArt: '1669-1 2039-1 2045-1 2049-1 2058-1 2063-1 2099-1',
    TVSeries: '1669-1 1773-1 1779-1 1792-1 1797-1 1826-1 1830-1 1834-1',
    VideoAlbum: '1152-1 1158-1 1162-1 1171-1 1176-1 1205-1 1206-1 1209-1 1212-1 1219-1 1669-1',
    VideoSingle: '1228-1 1234-1 1238-1 1247-1 1252-1 1282-1 1283-1 1285-1 1286-1 1291-1 1669-1',
  },
};

describe.skipIf(!hasSamples)('Release Profile 1.4 MultiProfile rules on DDEX\'s 3.8.2 samples', () => {
  it('001_audioalbum_complete.xml, which declares AudioAlbumMusicOnly, passes every MultiProfile rule of it', () => {
    expect(runProfileRules(MULTI_PROFILE_RULES_14, sample('001_audioalbum_complete.xml'), '1.4/AudioAlbumMusicOnly')).toEqual([]);
  });

  it('006_zero_sound_recordings.xml, which declares AudioAlbumMusicOnly, has no SoundRecording, which its releases still name', () => {
    const found = runProfileRules(MULTI_PROFILE_RULES_14, sample('006_zero_sound_recordings.xml'), '1.4/AudioAlbumMusicOnly')
      .map((finding) => [finding.rule, finding.line, finding.message]);
    // The ResourceList (line 29) holds the cover image alone: no SoundRecording at all (1136-1), so none of type
    // MusicalWorkSoundRecording either (1134-1).
    expect(found.filter(([rule]) => rule === '1134-1' || rule === '1136-1')).toEqual([
      ['1134-1', 29, expect.stringContaining('no SoundRecording whose SoundRecordingType is MusicalWorkSoundRecording')],
      ['1136-1', 29, expect.stringContaining('The ResourceList has no SoundRecording')],
    ]);
    // Each primary reference A1-A6 of the album's ResourceGroup and of the six track releases names a recording
    // that is not in the message: so no IndirectSoundRecordingId (1084-1), no ResourceReleaseDate (1098-1) and no
    // ISRC (1143-1) for it. The finding names the missing resource, the fact really missing.
    for (const rule of ['1084-1', '1098-1', '1143-1']) {
      expect(found.filter(([number]) => number === rule)).toEqual(ZERO_RECORDINGS_REFERENCES.map(([line, reference]) => [
        rule, line, `The ResourceGroupContentItem names "${reference}", which no resource of the message has as its ResourceReference: add the resource, or correct the reference.`,
      ]));
    }
    expect(found).toHaveLength(2 + 3 * ZERO_RECORDINGS_REFERENCES.length);
  });

  const pairs = Object.entries(SAXON)
    .flatMap(([file, byProfile]) => Object.entries(byProfile).map(([profile, numbers]) => [file, profile, numbers] as const));
  it.each(pairs)('%s as %s fails what DDEX\'s XSL fails: %s', (file, profile, numbers) => {
    expect(failedRuleNumbers(MULTI_PROFILE_RULES_14, sample(file), `1.4/${profile}`).join(' ')).toBe(numbers);
  });
});
