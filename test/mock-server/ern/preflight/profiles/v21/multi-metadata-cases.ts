/**
 * Cases for Release Profile 2.1's MultiProfile_* rules on descriptive metadata (writers, main artists, the main
 * release's identifier, CLine and date, contributors, first publication, a track release's titles, rights
 * controllers) (multi-metadata.test.ts): each assertion on a minimal ERN 4.1 message that breaks it and on one that
 * keeps it, with the DDEX rule numbers it fails as the profile named (default Audio); Saxon's run of DDEX's XSL
 * fails the same numbers on them.
 */
import { rp21Contributor } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-contributor.js';
import { rp21FirstPublicationDateMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-first-publication-date-must-be-provided.js';
import { rp21MainReleaseMustHaveGridOrIcpn } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-main-release-must-have-grid-or-icpn.js';
import { rp21MustNotHaveManyMainDisplayArtists } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-not-have-many-main-display-artists.js';
import { rp21NoContributorDuplicate } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-no-contributor-duplicate.js';
import { rp21ReleaseDateMustBeProvided } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-release-date-must-be-provided.js';
import { rp21ReleaseMayHaveCLine } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-release-may-have-c-line.js';
import { rp21RightsController } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-rights-controller.js';
import { rp21TrackReleaseMustNotHaveRedundantTitles } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-track-release-must-not-have-redundant-titles.js';
import { image41, message41, type MultiProfileRow, recording41, release41, trackRelease41 } from './multi-profile-messages.js';

const recordingWith = (options: Parameters<typeof recording41>[0]): string => message41({ resources: [recording41(options), image41()].join('\n') });
const mainArtist = (party: string): string => `<DisplayArtist SequenceNumber="2"><ArtistPartyReference>${party}</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>`;
const contributor = (party: string, role: string): string => `<Contributor><ContributorPartyReference>${party}</ContributorPartyReference><Role>${role}</Role></Contributor>`;
const rightsController = (inside: string): string => recordingWith({ extra: `<ResourceRightsController><RightsControllerPartyReference>PArtist</RightsControllerPartyReference>${inside}</ResourceRightsController>` });
/** Recording A1 titled "Track One" (DisplayTitleText), with a DisplayTitle; its TrackRelease R1 with these titles. */
const titled = (trackTitles: string): string => message41({
  resources: [recording41({ extra: '<DisplayTitle>\n<TitleText>Track One</TitleText>\n</DisplayTitle>' }), image41()].join('\n'),
  trackReleases: trackRelease41('R1', 'A1', trackTitles),
});

export const METADATA_ROWS: MultiProfileRow[] = [
  ['a composer anywhere passes', rp21Contributor, message41(), []],
  ['no writer in the message fails', rp21Contributor, recordingWith({ contributor: contributor('PArtist', 'Producer') }), ['1015-1']],
  ['one main artist passes', rp21MustNotHaveManyMainDisplayArtists, message41(), []],
  ['two main artists on a recording fail', rp21MustNotHaveManyMainDisplayArtists, recordingWith({ extra: mainArtist('PArtist') }), ['1017-1']],
  ['a ProprietaryId alone identifies the release', rp21MainReleaseMustHaveGridOrIcpn, message41({ release: release41({ ids: '<ProprietaryId Namespace="P">R0</ProprietaryId>' }) }), []],
  ['a blank ICPN does not', rp21MainReleaseMustHaveGridOrIcpn, message41({ release: release41({ ids: '<ICPN> </ICPN>' }) }), ['1025-1']],
  ['a CLine passes', rp21ReleaseMayHaveCLine, message41(), []],
  ['no CLine fails', rp21ReleaseMayHaveCLine, message41({ release: release41({ extra: '<ReleaseDate>2024-06-01</ReleaseDate>' }) }), ['1026-1']],
  ['an OriginalReleaseDate alone passes', rp21ReleaseDateMustBeProvided, message41({ release: release41({ extra: '<OriginalReleaseDate>2024-06-01</OriginalReleaseDate>' }) }), []],
  ['no release date fails', rp21ReleaseDateMustBeProvided, message41({ release: release41({ extra: '<CLine><CLineText>c</CLineText></CLine>' }) }), ['1027-1']],
  ['two contributors of two parties pass', rp21NoContributorDuplicate, recordingWith({ extra: contributor('PLabel', 'Producer') }), []],
  ['one party in two Contributors fails', rp21NoContributorDuplicate, recordingWith({ extra: contributor('PArtist', 'Producer') }), ['1030-1']],
  ['a FirstPublicationDate passes', rp21FirstPublicationDateMustBeProvided, message41(), []],
  ['none fails', rp21FirstPublicationDateMustBeProvided, recordingWith({ firstPublication: false }), ['1031-1']],
  ['a track release without titles passes', rp21TrackReleaseMustNotHaveRedundantTitles, titled(''), []],
  ['a track release with titles of its own passes', rp21TrackReleaseMustNotHaveRedundantTitles, titled('<DisplayTitleText>Track One (Single)</DisplayTitleText>'), []],
  ['a track release repeating the DisplayTitleText fails 1049-2', rp21TrackReleaseMustNotHaveRedundantTitles, titled('<DisplayTitleText>Track One</DisplayTitleText>'), ['1049-2']],
  ['a track release repeating the DisplayTitle, written alike, fails 1049-1', rp21TrackReleaseMustNotHaveRedundantTitles,
    titled('<DisplayTitle>\n<TitleText>Track One</TitleText>\n</DisplayTitle>'), ['1049-1']],
  ['a complete rights controller passes (SimpleAudioSingle)', rp21RightsController,
    rightsController('<RightsControllerRole>RightsController</RightsControllerRole><RightSharePercentage>50</RightSharePercentage><Territory>Worldwide</Territory><StartDate>2024-01-01</StartDate><EndDate>2030-01-01</EndDate>'),
    [], 'SimpleAudioSingle'],
  ['a rights controller with a role only fails the four others (SimpleAudioSingle)', rp21RightsController,
    rightsController('<RightsControllerRole>RightsController</RightsControllerRole>'), ['1363-1', '1363-3', '1363-4', '1363-5'], 'SimpleAudioSingle'],
];
