/**
 * Cases for Release Profile 2.1's MultiProfile_* rules on identifiers and coded values (multi-identifiers.test.ts):
 * each assertion on a minimal ERN 4.1 message that breaks it and on one that keeps it, with the DDEX rule numbers
 * (profile Audio) the rule fails. The messages are ERN 4.1 (DDEX's XSL reads them as the kit does), so Saxon's run of
 * xsl/21/Audio.xsl fails the same numbers.
 */
import { rp21Grid } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-grid.js';
import { rp21Icpn } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-icpn.js';
import { rp21IsDefaultTerritory } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-is-default-territory.js';
import { rp21Isan } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-isan.js';
import { rp21Isbn } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-isbn.js';
import { rp21Ismn } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-ismn.js';
import { rp21Isni } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-isni.js';
import { rp21Isrc } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-isrc.js';
import { rp21Issn } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-issn.js';
import { rp21Iswc } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-iswc.js';
import { rp21ReleaseProfileVariantVersionId } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-release-profile-variant-version-id.js';
import { rp21RightSharePercentageValue } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-right-share-percentage-value.js';
import { rp21Sici } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-sici.js';
import { rp21UserDefinedValue } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-user-defined-value.js';
import { rp21Visan } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-visan.js';
import { image41, message41, type MultiProfileRow, recording41, release41 } from './multi-profile-messages.js';

/** The recording A1 with these ResourceId children besides its ISRC. */
const withIds = (ids: string): string => message41({ resources: [recording41({ ids: `<ISRC>GBAAA2400001</ISRC>${ids}` }), image41()].join('\n') });
const withIsrc = (isrc: string): string => message41({ resources: [recording41({ ids: `<ISRC>${isrc}</ISRC>` }), image41()].join('\n') });
const withExtra = (extra: string): string => message41({ resources: [recording41({ extra }), image41()].join('\n') });
const controller = (share: string): string => '<ResourceRightsController><RightsControllerPartyReference>PArtist</RightsControllerPartyReference>'
  + `<RightSharePercentage>${share}</RightSharePercentage></ResourceRightsController>`;

export const IDENTIFIER_ROWS: MultiProfileRow[] = [
  ['ICPN of 13 digits passes', rp21Icpn, message41(), []],
  ['ICPN of 11 digits fails', rp21Icpn, message41({ release: release41({ ids: '<ICPN>50123456789</ICPN>' }) }), ['1001-1']],
  ['empty ICPN fails', rp21Icpn, message41({ release: release41({ ids: '<ICPN></ICPN><ProprietaryId>x</ProprietaryId>' }) }), ['1001-1']],
  ['ISNI PartyId of 16 characters passes', rp21Isni, message41({ party: '<PartyId IsISNI="true">000000012345678X</PartyId>' }), []],
  ['ISNI PartyId with a letter inside fails', rp21Isni, message41({ party: '<PartyId IsISNI="true">0000000A2345678X</PartyId>' }), ['1002-1']],
  ['a PartyId not flagged ISNI is not checked', rp21Isni, message41({ party: '<PartyId>12</PartyId>' }), []],
  ['GRid of 18 characters passes', rp21Grid, message41({ release: release41({ ids: '<GRid>A10302B0001234567X</GRid>' }) }), []],
  ['GRid with hyphens fails', rp21Grid, message41({ release: release41({ ids: '<GRid>A1-0302B-0001234567</GRid>' }) }), ['1003-1']],
  ['SICI passes', rp21Sici, withIds('<SICI>1234-567X(1)</SICI>'), []],
  ['SICI without its item part fails', rp21Sici, withIds('<SICI>1234-5678</SICI>'), ['1004-1']],
  ['ISSN passes', rp21Issn, withIds('<ISSN>1234-567X</ISSN>'), []],
  ['ISSN without hyphen fails', rp21Issn, withIds('<ISSN>1234567X</ISSN>'), ['1005-1']],
  ['ISBN passes', rp21Isbn, withIds('<ISBN>9781234567897</ISBN>'), []],
  ['ISBN of prefix 977 fails', rp21Isbn, withIds('<ISBN>9771234567897</ISBN>'), ['1006-1']],
  ['VISAN passes', rp21Visan, withIds('<VISAN>0123456789ABCDEF01234567</VISAN>'), []],
  ['VISAN in lower case fails', rp21Visan, withIds('<VISAN>0123456789abcdef01234567</VISAN>'), ['1007-1']],
  ['ISAN passes', rp21Isan, withIds('<ISAN>0123456789AB</ISAN>'), []],
  ['ISAN of 11 characters fails', rp21Isan, withIds('<ISAN>0123456789A</ISAN>'), ['1008-1']],
  ['ISMN passes', rp21Ismn, withIds('<ISMN>9790123456785</ISMN>'), []],
  ['ISMN of 12 digits fails', rp21Ismn, withIds('<ISMN>979012345678</ISMN>'), ['1009-1']],
  ['ISWC passes', rp21Iswc, withExtra('<WorkId><ISWC>T0345246801</ISWC></WorkId>'), []],
  ['ISWC written with separators fails', rp21Iswc, withExtra('<WorkId><ISWC>T-034.524.680-1</ISWC></WorkId>'), ['1010-1']],
  ['ISRC passes', rp21Isrc, message41(), []],
  ['ISRC with hyphens fails its pattern', rp21Isrc, withIsrc('GB-AAA-24-00001'), ['1011-1']],
  ['ISRC of an unknown country fails its prefix', rp21Isrc, withIsrc('XXAAA2400001'), ['1011-2']],
  ['ISRC in lower case passes the pattern and fails the prefix', rp21Isrc, withIsrc('gbAAA2400001'), ['1011-2']],
  ['empty ISRC fails both', rp21Isrc, withIsrc(''), ['1011-1', '1011-2']],
  ['UserDefined value with Namespace passes', rp21UserDefinedValue,
    message41().replace('<Type>MusicalWorkSoundRecording</Type>', '<Type Namespace="PADPIDA0000000001X" UserDefinedValue="Skit">UserDefined</Type>'), []],
  ['UserDefinedValue on a value that is not UserDefined fails', rp21UserDefinedValue,
    message41().replace('<Type>MusicalWorkSoundRecording</Type>', '<Type Namespace="PADPIDA0000000001X" UserDefinedValue="Skit">MusicalWorkSoundRecording</Type>'), ['1012-1']],
  ['UserDefinedValue without Namespace fails', rp21UserDefinedValue,
    message41().replace('<UseType>Stream</UseType>', '<UseType UserDefinedValue="Karaoke">UserDefined</UseType>'), ['1012-2']],
  ['a LinkedReleaseResourceReference of LinkDescription UserDefined passes', rp21UserDefinedValue,
    message41({ release: release41({ groupExtra: '<LinkedReleaseResourceReference LinkDescription="UserDefined" UserDefinedValue="Poster" Namespace="P">A2</LinkedReleaseResourceReference>' }) }), []],
  ['a UserDefinedValue deep in a party (Affiliation/RightsType) is seen', rp21UserDefinedValue,
    message41({ party: '<Affiliation><RightsType UserDefinedValue="x">Other</RightsType></Affiliation>' }), ['1012-1', '1012-2']],
  ['one RightSharePercentage of 50 passes', rp21RightSharePercentageValue, withExtra(controller('50')), []],
  ['RightSharePercentage 100 alone fails', rp21RightSharePercentageValue, withExtra(controller('100')), ['1013-1']],
  ['100 beside 50 passes: DDEX compares all the message\'s shares at once', rp21RightSharePercentageValue, withExtra(controller('100') + controller('50')), []],
  ['one default DisplayTitle among two passes', rp21IsDefaultTerritory,
    withExtra('<DisplayTitle IsDefault="true"><TitleText>A</TitleText></DisplayTitle><DisplayTitle><TitleText>B</TitleText></DisplayTitle>'), []],
  ['two default DisplayTitles fail, each', rp21IsDefaultTerritory,
    withExtra('<DisplayTitle IsDefault="true"><TitleText>A</TitleText></DisplayTitle><DisplayTitle IsDefault="true"><TitleText>B</TitleText></DisplayTitle>'), ['1014-1']],
  ['a lone Keywords with IsDefault false fails', rp21IsDefaultTerritory,
    message41({ release: release41({ extra: '<Keywords IsDefault="false">pop</Keywords><CLine><Year>2024</Year><CLineText>c</CLineText></CLine><ReleaseDate>2024-06-01</ReleaseDate>' }) }), ['1014-1']],
  ['variant Classical passes', rp21ReleaseProfileVariantVersionId, message41({ rootAttributes: ' ReleaseProfileVariantVersionId="Classical BoxedSet"' }), []],
  ['variant Boxed fails', rp21ReleaseProfileVariantVersionId, message41({ rootAttributes: ' ReleaseProfileVariantVersionId="Boxed"' }), ['1051-1']],
];
