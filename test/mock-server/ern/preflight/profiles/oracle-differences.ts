/**
 * Where the kit's release-profile rules and DDEX's own Schematron (run by Saxon-HE) may differ, and why
 * (saxon-oracle.test.ts, issue #32 item 4). Two tables, both checked to be exactly what the run sees, so that neither
 * can silently grow nor go stale:
 * - KNOWN_DIFFERENCES: where DDEX's file is itself wrong, the message's failed rule numbers differ on purpose.
 * - NOT_YET_IMPLEMENTED: the rule numbers of DDEX's file that the kit holds no module for yet, per profile. Whoever
 *   adds a module removes its numbers here (the test prints the list to write when the table is stale).
 */
import type { OracleCase } from './oracle-cases.js';

export interface KnownDifference {
  /** `1.4/AudioAlbumMusicOnly`, or `*`: every profile the message is checked as. */
  profile: string;
  /** `1129-1`, or `*`: every rule failed on that side only (seen when at least one is). */
  rule: string;
  /** `ddex`: DDEX's XSL fails the rule and the kit does not; `kit`: the other way round. */
  side: 'ddex' | 'kit';
  /** On which messages, in words (printed), and as a test of the case. */
  on: string;
  when(oracleCase: OracleCase): boolean;
  reason: string;
}

// Not a difference: DDEX's AudioAlbumMusicOnly file asserts ReleaseProfileVersionId = 'CommonReleaseTypes/14/AudioAlbum'
// (rule 1129-1, the Audio Album profile's id), so it fails every message that declares the profile the file is for,
// DDEX's own samples included; the kit's module (v14/rp14-audio-album-release-profile-version-id.ts) fails it as DDEX
// does and says so in its fix. Were the kit to accept the profile's own id, the difference would be listed here.
export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    profile: '*',
    rule: '*',
    side: 'kit',
    on: 'test/fixtures/ern/ern38-default-namespace.xml, whose every element is in the ERN namespace (a default xmlns)',
    when: (oracleCase) => oracleCase.name === 'fixture-ern38-default-namespace',
    reason: 'the schema wants the root\'s children unqualified, and DDEX\'s XPaths (*:NewReleaseMessage/ReleaseList/…) '
      + 'match only unqualified children, so DDEX\'s files see no release, resource or deal in it and fail only the '
      + 'root\'s rules; the kit reads elements by local name (the message is kept readable on purpose) and checks the '
      + 'release it holds. Every rule the kit fails below the root is a difference here.',
  },
];

/**
 * Per profile: `every rule` while the kit runs none of its rules (the profile is not in its standard's PROFILES_*
 * list), else the rule numbers of DDEX's file (Fatal Error, Conditional Fatal Error, Error, Conditional Error) that no
 * module covers yet, space-separated. A profile without an entry must have none missing.
 */
export const NOT_YET_IMPLEMENTED: Readonly<Record<string, string>> = {
  '1.4/AudioAlbum':
    '1697-1 1719-1 1720-1 1721-1 1723-1 1724-1 1725-1 1728-1 1728-2 1728-3 1729-1 1730-1 1741-1 1741-2 '
    + '1745-1 1745-2 1746-1 1754-1',
  '1.4/AudioBook':
    '1135-1 2106-1 2128-1 2129-1 2130-1 2132-1 2133-1 2134-1 2137-1 2137-2 2137-3 2138-1 2139-1 2150-1 '
    + '2150-2 2154-1 2154-2 2155-1',
  '1.4/AudioSingle':
    '1004-1 1026-1 1027-1 1028-1 1030-1 1031-1 1032-1 1035-1 1035-2 1035-3 1036-1 1037-1 1048-1 1048-2 '
    + '1052-1 1052-2 1053-1 1062-1 1068-1',
  '1.4/BusinessProfile':
    'every rule',
  '1.4/DigitalBoxedSet':
    '1552-1 1574-1 1575-1 1576-1 1578-1 1579-1 1580-1 1583-1 1583-2 1583-3 1584-1 1585-1 1596-1 1596-2 '
    + '1600-1 1600-2 1601-1 1611-1',
  '1.4/DigitalClassicalAudioAlbum':
    '1622-1 1644-1 1645-1 1646-1 1648-1 1649-1 1650-1 1653-1 1653-2 1653-3 1654-1 1655-1 1666-1 1666-2 '
    + '1670-1 1670-2 1671-1 1677-1',
  '1.4/FilmBundle':
    '1841-1 1863-1 1864-1 1865-1 1867-1 1868-1 1869-1 1872-1 1872-2 1872-3 1873-1 1874-1 1885-1 1885-2 '
    + '1889-1 1889-2 1890-1 1894-1 1903-1 1904-1 1905-1',
  '1.4/LongformVideo':
    '1379-1 1401-1 1402-1 1403-1 1405-1 1406-1 1407-1 1410-1 1410-2 1410-3 1411-1 1412-1 1423-1 1423-2 '
    + '1427-1 1427-2 1428-1 1433-1 1437-1 1439-1 1445-1 1446-1 1447-1 1447-2 1448-1 1449-1 1450-1 1451-1 '
    + '1452-1 1453-1 1454-1 1455-1 1456-1 1457-1 1458-1 1459-1 1460-1 1461-1',
  '1.4/MixedMediaBundle':
    '1480-1 1502-1 1503-1 1504-1 1506-1 1507-1 1508-1 1511-1 1511-2 1511-3 1512-1 1513-1 1524-1 1524-2 '
    + '1528-1 1528-2 1529-1 1536-1',
  '1.4/Ringtone':
    '1301-1 1323-1 1324-1 1325-1 1327-1 1328-1 1329-1 1332-1 1332-2 1332-3 1333-1 1334-1 1345-1 1345-2 '
    + '1349-1 1349-2 1350-1',
  '1.4/SimpleVideoSingle':
    '1972-1 1994-1 1995-1 1996-1 1998-1 1999-1 2000-1 2003-1 2003-2 2003-3 2004-1 2005-1 2016-1 2016-2 '
    + '2020-1 2020-2 2021-1',
  '1.4/SingleResourceReleaseWithCoverArt':
    '2038-1 2060-1 2061-1 2062-1 2064-1 2065-1 2066-1 2069-1 2069-2 2069-3 2070-1 2071-1 2082-1 2082-2 '
    + '2086-1 2086-2 2087-1',
  '1.4/TVSeries':
    '1772-1 1794-1 1795-1 1796-1 1798-1 1799-1 1800-1 1803-1 1803-2 1803-3 1804-1 1805-1 1816-1 1816-2 '
    + '1820-1 1820-2 1821-1 1825-1 1834-1 1835-1 1836-1',
  '1.4/VideoAlbum':
    '1151-1 1173-1 1174-1 1175-1 1177-1 1178-1 1179-1 1182-1 1182-2 1182-3 1183-1 1184-1 1195-1 1195-2 '
    + '1199-1 1199-2 1200-1 1207-1',
  '1.4/VideoSingle':
    '1227-1 1249-1 1250-1 1251-1 1253-1 1254-1 1255-1 1258-1 1258-2 1258-3 1259-1 1260-1 1271-1 1271-2 '
    + '1275-1 1275-2 1276-1',
  '2.1/ReleaseProfileTrackReleaseRules':
    'every rule',
};
