/**
 * Minimal ERN 3.8.2 messages for the Release Profile 1.4 rules of one profile
 * (mock-server/src/ern/preflight/profiles/v14/one-profile.ts): per profile a message that passes every one of them,
 * and per rule a change that fails it, with the DDEX rule numbers (of those modules) that the change fails. The
 * same messages, run through DDEX's XSL (xsl/14/<Profile>.xsl) by Saxon-HE, fail the same numbers among those rules.
 */

export interface OneProfileCase {
  /** Unique, a plain file name. */
  name: string;
  /** The profile checked as: `1.4/AudioAlbum`. */
  profile: string;
  xml: string;
  /** The DDEX rule numbers of the one-profile modules that the message fails, sorted. */
  fails: string[];
}

interface Base {
  /** ReleaseProfileVersionId's last segment (DDEX's file asks for it, not always the profile's own name); null: none. */
  declares: string | null;
  resources: string[];
  releases: string[];
  /** Root-level lists after the ReleaseList (CueSheetList, CollectionList). */
  after?: string[];
}

export function messageOf(base: Base): string {
  const declared = base.declares === null ? '' : ` ReleaseProfileVersionId="CommonReleaseTypes/14/${base.declares}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ernm:NewReleaseMessage xmlns:ernm="http://ddex.net/xml/ern/382" MessageSchemaVersionId="ern/382"${declared} LanguageAndScriptCode="en">`,
    '<MessageHeader><MessageId>M1</MessageId></MessageHeader>',
    '<ResourceList>', ...base.resources, '</ResourceList>',
    '<ReleaseList>', ...base.releases, '</ReleaseList>',
    ...(base.after ?? []),
    '</ernm:NewReleaseMessage>',
    '',
  ].join('\n');
}

// --- resources and releases ------------------------------------------------------------------------------------

const song = (reference: string, details = ''): string => [
  '<SoundRecording>',
  `<SoundRecordingId><ISRC>GBAAA24${reference.replace(/\D/g, '').padStart(5, '0')}</ISRC></SoundRecordingId>`,
  `<ResourceReference>${reference}</ResourceReference>`,
  `<ReferenceTitle><TitleText>Song ${reference}</TitleText></ReferenceTitle>`,
  ...(details === '' ? [] : [`<SoundRecordingDetailsByTerritory><TerritoryCode>Worldwide</TerritoryCode>${details}</SoundRecordingDetailsByTerritory>`]),
  '</SoundRecording>',
].join('\n');

const image = (reference = 'A9', type = 'FrontCoverImage'): string =>
  `<Image><ImageType>${type}</ImageType><ResourceReference>${reference}</ResourceReference></Image>`;

const video = (reference: string, type: string, lines: string[] = []): string => [
  '<Video>', `<VideoType>${type}</VideoType>`, `<VideoId><ISRC>GBAAA2409${reference.replace(/\D/g, '').padStart(3, '0')}</ISRC></VideoId>`,
  `<ResourceReference>${reference}</ResourceReference>`, ...lines, '</Video>',
].join('\n');

/** A ResourceGroupContentItem: the primary (or secondary) resource of that type. */
export const item = (type: string, reference: string, kind = 'PrimaryResource'): string =>
  `<ResourceGroupContentItem><ResourceType>${type}</ResourceType><ReleaseResourceReference ReleaseResourceType="${kind}">${reference}</ReleaseResourceReference></ResourceGroupContentItem>`;

export const group = (lines: string[]): string => ['<ResourceGroup>', ...lines, '</ResourceGroup>'].join('\n');

interface ReleaseParts {
  reference?: string;
  /** IsMainRelease's value; null: no attribute. Default `true` for R0. */
  main?: string | null;
  types: string[];
  resources?: string[];
  /** Lines of the ReleaseDetailsByTerritory after its TerritoryCode. */
  details?: string[];
  /** Lines after the ReleaseDetailsByTerritory. */
  after?: string[];
}

export function release(parts: ReleaseParts): string {
  const reference = parts.reference ?? 'R0';
  const main = parts.main === undefined ? (reference === 'R0' ? 'true' : null) : parts.main;
  return [
    main === null ? '<Release>' : `<Release IsMainRelease="${main}">`,
    `<ReleaseReference>${reference}</ReleaseReference>`,
    '<ReleaseResourceReferenceList>',
    ...(parts.resources ?? ['A1']).map((resource) => `<ReleaseResourceReference ReleaseResourceType="PrimaryResource">${resource}</ReleaseResourceReference>`),
    '</ReleaseResourceReferenceList>',
    ...parts.types.map((type) => `<ReleaseType>${type}</ReleaseType>`),
    '<ReleaseDetailsByTerritory>', '<TerritoryCode>Worldwide</TerritoryCode>', ...(parts.details ?? []), '</ReleaseDetailsByTerritory>',
    ...(parts.after ?? []),
    '</Release>',
  ].join('\n');
}

const related = (type: string): string =>
  `<RelatedRelease><ReleaseId><ICPN>5012345678900</ICPN></ReleaseId><ReleaseRelationshipType>${type}</ReleaseRelationshipType></RelatedRelease>`;

const track = (reference: string, resource: string, details: string[] = []): string =>
  release({ reference, types: ['TrackRelease'], resources: [resource], details });

// --- the profiles' passing messages -----------------------------------------------------------------------------

const album = (declares: string): Base => ({
  declares,
  resources: [song('A1'), song('A2'), image()],
  releases: [release({ types: ['Album'], resources: ['A1', 'A2'] }), track('R1', 'A1')],
});

const classicalDetails = [
  '<LabelName>Label</LabelName>',
  '<Title TitleType="DisplayTitle"><TitleText>Symphony</TitleText></Title>',
  group(['<Title TitleType="GroupingTitle"><TitleText>Symphony No. 1</TitleText></Title>', item('SoundRecording', 'A1')]),
];
const contributors = ['Composer', 'MusicPublisher'].map((role) => `<IndirectResourceContributor><PartyName><FullName>${role}</FullName></PartyName>`
  + `<IndirectResourceContributorRole>${role}</IndirectResourceContributorRole></IndirectResourceContributor>`).join('');
/** The Digital Classical Audio Album passes only without a SoundRecording ReferenceTitle, which ERN 3.8.2 requires (1689-1). */
const classical: Base = {
  declares: 'DigitalClassicalAudioAlbum',
  resources: [song('A1', contributors).replace(/<ReferenceTitle>.*<\/ReferenceTitle>\n/, '')],
  releases: [release({ types: ['ClassicalAlbum'], details: classicalDetails }), track('R1', 'A1', classicalDetails)],
};

const videoSingle: Base = {
  declares: 'VideoSingle',
  resources: [video('A1', 'ShortFormMusicalWorkVideo'), image('A9', 'VideoScreenCapture')],
  releases: [release({ types: ['VideoSingle'], details: [related('IsEquivalentToAudio'), group([item('Video', 'A1')])] })],
};

const longform: Base = {
  declares: 'LongformMusicVideo',
  resources: [video('A1', 'LongFormMusicalWorkVideo', [
    '<VideoCueSheetReference><VideoCueSheetReference>Q1</VideoCueSheetReference></VideoCueSheetReference>',
    '<VideoCollectionReferenceList><NumberOfCollections>1</NumberOfCollections><SoundRecordingCollectionReference>'
    + '<SoundRecordingCollectionReference>X1</SoundRecordingCollectionReference><StartTime>PT0S</StartTime></SoundRecordingCollectionReference>'
    + '</VideoCollectionReferenceList>',
  ])],
  releases: [release({ types: ['LongFormMusicalWorkVideoRelease'], details: [group([item('Video', 'A1')])] })],
  after: [
    '<CollectionList>', '<Collection>',
    '<CollectionId><ProprietaryId Namespace="PADPIDA0000000001X">C1</ProprietaryId></CollectionId>',
    '<CollectionType>VideoChapter</CollectionType>', '<CollectionReference>X1</CollectionReference>',
    '<Title TitleType="DisplayTitle"><TitleText>Chapter 1</TitleText></Title>', '<IsComplete>true</IsComplete>',
    '<CollectionResourceReferenceList><CollectionResourceReference><CollectionResourceReference>A1</CollectionResourceReference>'
    + '</CollectionResourceReference></CollectionResourceReferenceList>',
    '</Collection>', '</CollectionList>',
    '<CueSheetList>', '<CueSheet>', '<CueSheetReference>Q1</CueSheetReference>', '<Cue>',
    '<ReferencedCreationId><ISWC>T1234567890</ISWC></ReferencedCreationId>',
    '<ReferencedCreationTitle TitleType="FormalTitle"><TitleText>Song</TitleText></ReferencedCreationTitle>',
    '<ReferencedCreationTitle TitleType="DisplayTitle"><TitleText>Song</TitleText></ReferencedCreationTitle>',
    '<ReferencedCreationContributor><PartyName><FullName>Writer</FullName></PartyName></ReferencedCreationContributor>',
    '<HasMusicalContent>true</HasMusicalContent>', '<StartTime>PT10S</StartTime>', '<Duration>PT3M</Duration>',
    '<PLine><PLineText>(P) 2024 Label</PLineText></PLine>', '<CLine><CLineText>(C) 2024 Publisher</CLineText></CLine>',
    '</Cue>', '</CueSheet>', '</CueSheetList>',
  ],
};

const ringtone = (declares: string): Base => ({
  declares,
  resources: [song('A1')],
  releases: [release({ types: ['RingtoneRelease'], details: [related('IsReleaseFromRelease')] })],
});

const singleResource: Base = {
  declares: 'SingleResourceRelease', resources: [song('A1')], releases: [release({ types: ['SingleResourceRelease'] })],
};

export const BASES: Readonly<Record<string, Base>> = {
  AudioAlbumMusicOnly: album('AudioAlbum'),
  AudioAlbum: album('AudioAlbum'),
  AudioBook: { declares: 'AudioBook', resources: [song('A1')], releases: [release({ types: ['AudioBookRelease'] })] },
  AudioSingle: { declares: 'AudioSingle', resources: [song('A1')], releases: [release({ types: ['Single'] }), track('R1', 'A1')] },
  DigitalBoxedSet: { ...album('DigitalBoxedSet'), releases: [release({ types: ['DigitalBoxSetRelease'] }), track('R1', 'A1')] },
  DigitalClassicalAudioAlbum: classical,
  FilmBundle: { declares: 'FilmBundle', resources: [video('A1', 'Movie')], releases: [release({ types: ['Bundle'] })] },
  LongformVideo: longform,
  MidiRingtone: ringtone('Ringtone'),
  MixedMediaBundle: {
    declares: 'MixedMediaBundle',
    resources: [song('A1'), video('A2', 'ShortFormMusicalWorkVideo')],
    releases: [release({ types: ['Bundle'], resources: ['A1', 'A2'], details: [group([item('SoundRecording', 'A1'), item('Video', 'A2')])] })],
  },
  Ringtone: ringtone('Ringtone'),
  SimpleVideoSingle: { ...videoSingle, declares: 'VideoSingle' },
  SingleResourceRelease: singleResource,
  SingleResourceReleaseWithCoverArt: { ...singleResource, declares: 'SingleResourceReleaseWithCoverArt', resources: [song('A1'), image()] },
  TVSeries: { declares: 'TvSeries', resources: [video('A1', 'Series')], releases: [release({ types: ['Season'] })] },
  VideoAlbum: {
    declares: 'VideoAlbum', resources: [video('A1', 'ShortFormMusicalWorkVideo')], releases: [release({ types: ['VideoAlbum'] })],
  },
  VideoSingle: videoSingle,
};
