/**
 * Tiny NewReleaseMessages for the preflight rules' table tests: an ERN 4.x and an ERN 3.8.2 album of one track,
 * with a cover and a worldwide deal, that break none of the rules; each test changes one part to break one rule.
 * Every part is a string of XML, one element a line, so a test finds the line it expects with {@link lineOf}.
 */

/** The 1-based line of the first line of `xml` that contains `marker` (fails loudly when there is none). */
export function lineOf(xml: string, marker: string, occurrence = 1): number {
  let seen = 0;
  const lines = xml.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.includes(marker) && ++seen === occurrence) return i + 1;
  }
  throw new Error(`no line ${occurrence} holds ${marker}`);
}

// ---------------------------------------------------------------------------------------------------------------
// ERN 4.x

export interface Ern4Parts {
  /** Namespace digits: `43` (default), `42`, `411`, `41`. */
  version?: string;
  /** Root attribute ReleaseProfileVersionId; null leaves it out. Default `Audio`. */
  profile?: string | null;
  /** The ResourceList's children. Default: sound recording A1 and front cover A2. */
  resources?: string;
  /** The main Release. Default: {@link release4}(). */
  release?: string;
  /** TrackRelease elements after the main release. Default: one, R1 for A1. */
  trackReleases?: string;
  /** The DealList's children; null leaves the DealList out. Default: one ReleaseDeal for R0 and R1. */
  deals?: string | null;
}

export function ern4Message(parts: Ern4Parts = {}): string {
  const profile = parts.profile === undefined ? 'Audio' : parts.profile;
  const profileAttribute = profile === null ? '' : ` ReleaseProfileVersionId="${profile}"`;
  const deals = parts.deals === undefined ? releaseDeal4(['R0', 'R1']) : parts.deals;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/${parts.version ?? '43'}"${profileAttribute} LanguageAndScriptCode="en" AvsVersionId="8">`,
    '<MessageHeader>',
    '<MessageId>M1</MessageId>',
    '<MessageSender><PartyId>PADPIDA0000000001X</PartyId></MessageSender>',
    '<MessageRecipient><PartyId>PADPIDA0000000002Y</PartyId></MessageRecipient>',
    '<MessageCreatedDateTime>2024-05-01T10:00:00Z</MessageCreatedDateTime>',
    '</MessageHeader>',
    '<PartyList>',
    '<Party>',
    '<PartyReference>PArtist</PartyReference>',
    '<PartyName><FullName>Test Artist</FullName></PartyName>',
    '</Party>',
    '</PartyList>',
    '<ResourceList>',
    parts.resources ?? [soundRecording4(), image4()].join('\n'),
    '</ResourceList>',
    '<ReleaseList>',
    parts.release ?? release4(),
    parts.trackReleases ?? trackRelease4('R1', 'A1'),
    '</ReleaseList>',
    ...(deals === null ? [] : ['<DealList>', deals, '</DealList>']),
    '</ern:NewReleaseMessage>',
    '',
  ].join('\n');
}

export interface Resource4Options {
  reference?: string;
  type?: string;
  isrc?: string;
  /** The File element's children; default a URI. */
  file?: string;
  attributes?: string;
}

export function soundRecording4(options: Resource4Options = {}): string {
  const reference = options.reference ?? 'A1';
  return [
    `<SoundRecording${options.attributes ?? ''}>`,
    `<ResourceReference>${reference}</ResourceReference>`,
    `<Type>${options.type ?? 'MusicalWorkSoundRecording'}</Type>`,
    '<SoundRecordingEdition>',
    `<ResourceId><ISRC>${options.isrc ?? 'GBAAA2400001'}</ISRC></ResourceId>`,
    '<TechnicalDetails>',
    `<TechnicalResourceDetailsReference>T${reference}</TechnicalResourceDetailsReference>`,
    '<DeliveryFile>',
    '<Type>AudioFile</Type>',
    '<File>',
    options.file ?? `<URI>resources/${reference}.flac</URI>`,
    '</File>',
    '</DeliveryFile>',
    '</TechnicalDetails>',
    '</SoundRecordingEdition>',
    '<DisplayTitleText>Track One</DisplayTitleText>',
    '<DisplayArtist SequenceNumber="1"><ArtistPartyReference>PArtist</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
    '<Duration>PT3M0S</Duration>',
    '</SoundRecording>',
  ].join('\n');
}

export function video4(options: Resource4Options = {}): string {
  const reference = options.reference ?? 'A3';
  return [
    `<Video${options.attributes ?? ''}>`,
    `<ResourceReference>${reference}</ResourceReference>`,
    `<Type>${options.type ?? 'ShortFormMusicalWorkVideo'}</Type>`,
    '<VideoEdition>',
    '<TechnicalDetails>',
    `<TechnicalResourceDetailsReference>T${reference}</TechnicalResourceDetailsReference>`,
    '<DeliveryFile>',
    '<Type>AudioVisualFile</Type>',
    '<File>',
    options.file ?? `<URI>resources/${reference}.mp4</URI>`,
    '</File>',
    '</DeliveryFile>',
    '</TechnicalDetails>',
    '</VideoEdition>',
    '<DisplayTitleText>Video One</DisplayTitleText>',
    '</Video>',
  ].join('\n');
}

export function image4(options: Resource4Options = {}): string {
  const reference = options.reference ?? 'A2';
  return [
    `<Image${options.attributes ?? ''}>`,
    `<ResourceReference>${reference}</ResourceReference>`,
    `<Type>${options.type ?? 'FrontCoverImage'}</Type>`,
    '<TechnicalDetails>',
    `<TechnicalResourceDetailsReference>T${reference}</TechnicalResourceDetailsReference>`,
    '<File>',
    options.file ?? `<URI>resources/${reference}.jpg</URI>`,
    '</File>',
    '</TechnicalDetails>',
    '</Image>',
  ].join('\n');
}

export interface Release4Options {
  /** Resources of the main release's one ResourceGroup, one content item each. Default `['A1']`. */
  items?: string[];
  /** LinkedReleaseResourceReference of the group (the cover); null: none. Default `A2`. */
  linked?: string | null;
  /** Extra lines before the ResourceGroup (dates). */
  dates?: string;
  /** Replaces the ResourceGroup lines. */
  groups?: string;
}

export function release4(options: Release4Options = {}): string {
  const items = options.items ?? ['A1'];
  const linked = options.linked === undefined ? 'A2' : options.linked;
  const group = options.groups ?? [
    '<ResourceGroup>',
    ...items.flatMap((reference, index) => [
      '<ResourceGroupContentItem>',
      `<SequenceNumber>${index + 1}</SequenceNumber>`,
      `<ReleaseResourceReference>${reference}</ReleaseResourceReference>`,
      '</ResourceGroupContentItem>',
    ]),
    ...(linked === null ? [] : [`<LinkedReleaseResourceReference>${linked}</LinkedReleaseResourceReference>`]),
    '</ResourceGroup>',
  ].join('\n');
  return [
    '<Release>',
    '<ReleaseReference>R0</ReleaseReference>',
    '<ReleaseType>Album</ReleaseType>',
    '<ReleaseId><ICPN>5012345678900</ICPN></ReleaseId>',
    '<DisplayTitleText>Test Album</DisplayTitleText>',
    '<DisplayArtist SequenceNumber="1"><ArtistPartyReference>PArtist</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
    ...(options.dates === undefined ? [] : [options.dates]),
    group,
    '</Release>',
  ].join('\n');
}

export function trackRelease4(reference: string, resource: string): string {
  return [
    '<TrackRelease>',
    `<ReleaseReference>${reference}</ReleaseReference>`,
    `<ReleaseId><ProprietaryId Namespace="PADPIDA0000000001X">${reference}</ProprietaryId></ReleaseId>`,
    `<ReleaseResourceReference>${resource}</ReleaseResourceReference>`,
    '</TrackRelease>',
  ].join('\n');
}

export interface DealTermsOptions {
  /** TerritoryCode values; default `['Worldwide']` unless `excluded` is given. */
  territories?: string[];
  excluded?: string[];
  /** ValidityPeriod children; default a StartDate. */
  validity?: string;
}

export function releaseDeal4(references: string[], terms: DealTermsOptions = {}): string {
  return [
    '<ReleaseDeal>',
    ...references.map((reference) => `<DealReleaseReference>${reference}</DealReleaseReference>`),
    '<Deal>',
    dealTerms(terms),
    '</Deal>',
    '</ReleaseDeal>',
  ].join('\n');
}

/** DealTerms as both versions write them (territories, validity period, commercial model, use). */
export function dealTerms(terms: DealTermsOptions = {}): string {
  const territories = terms.territories ?? (terms.excluded === undefined ? ['Worldwide'] : []);
  return [
    '<DealTerms>',
    ...territories.map((code) => `<TerritoryCode>${code}</TerritoryCode>`),
    ...(terms.excluded ?? []).map((code) => `<ExcludedTerritoryCode>${code}</ExcludedTerritoryCode>`),
    '<ValidityPeriod>',
    terms.validity ?? '<StartDate>2024-06-01</StartDate>',
    '</ValidityPeriod>',
    '<CommercialModelType>SubscriptionModel</CommercialModelType>',
    '<UseType>Stream</UseType>',
    '</DealTerms>',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// ERN 3.8.2

export interface Ern382Parts {
  /** The ResourceList's children. Default: sound recording A1 and front cover A2. */
  resources?: string;
  /** The Release elements. Default: the album R0 (A1, A2) and its track release R1. */
  releases?: string;
  /** The DealList's children; null leaves the DealList out. Default: one ReleaseDeal for R0 and R1. */
  deals?: string | null;
}

export function ern382Message(parts: Ern382Parts = {}): string {
  const deals = parts.deals === undefined ? releaseDeal382(['R0', 'R1']) : parts.deals;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ernm:NewReleaseMessage xmlns:ernm="http://ddex.net/xml/ern/382" MessageSchemaVersionId="ern/382" LanguageAndScriptCode="en">',
    '<MessageHeader>',
    '<MessageId>M1</MessageId>',
    '<MessageSender><PartyId>PADPIDA0000000001X</PartyId></MessageSender>',
    '<MessageRecipient><PartyId>PADPIDA0000000002Y</PartyId></MessageRecipient>',
    '<MessageCreatedDateTime>2024-05-01T10:00:00Z</MessageCreatedDateTime>',
    '</MessageHeader>',
    '<UpdateIndicator>OriginalMessage</UpdateIndicator>',
    '<ResourceList>',
    parts.resources ?? [soundRecording382(), image382()].join('\n'),
    '</ResourceList>',
    '<ReleaseList>',
    parts.releases ?? [album382(), trackRelease382('R1', 'A1')].join('\n'),
    '</ReleaseList>',
    ...(deals === null ? [] : ['<DealList>', deals, '</DealList>']),
    '</ernm:NewReleaseMessage>',
    '',
  ].join('\n');
}

export interface Resource382Options {
  reference?: string;
  /** The File element's children; default a FileName. */
  file?: string;
  /** The DetailsByTerritory's TerritoryCode. */
  territory?: string;
}

export function soundRecording382(options: Resource382Options = {}): string {
  const reference = options.reference ?? 'A1';
  return [
    '<SoundRecording>',
    '<SoundRecordingType>MusicalWorkSoundRecording</SoundRecordingType>',
    '<SoundRecordingId><ISRC>GBAAA2400001</ISRC></SoundRecordingId>',
    `<ResourceReference>${reference}</ResourceReference>`,
    '<ReferenceTitle><TitleText>Track One</TitleText></ReferenceTitle>',
    '<Duration>PT3M0S</Duration>',
    '<SoundRecordingDetailsByTerritory>',
    `<TerritoryCode>${options.territory ?? 'Worldwide'}</TerritoryCode>`,
    '<TechnicalSoundRecordingDetails>',
    `<TechnicalResourceDetailsReference>T${reference}</TechnicalResourceDetailsReference>`,
    '<File>',
    options.file ?? `<FileName>${reference}.flac</FileName>`,
    '</File>',
    '</TechnicalSoundRecordingDetails>',
    '</SoundRecordingDetailsByTerritory>',
    '</SoundRecording>',
  ].join('\n');
}

export function image382(options: Resource382Options = {}): string {
  const reference = options.reference ?? 'A2';
  return [
    '<Image>',
    '<ImageType>FrontCoverImage</ImageType>',
    '<ImageId><ProprietaryId Namespace="PADPIDA0000000001X">cover</ProprietaryId></ImageId>',
    `<ResourceReference>${reference}</ResourceReference>`,
    '<ImageDetailsByTerritory>',
    `<TerritoryCode>${options.territory ?? 'Worldwide'}</TerritoryCode>`,
    '<TechnicalImageDetails>',
    `<TechnicalResourceDetailsReference>T${reference}</TechnicalResourceDetailsReference>`,
    '<File>',
    options.file ?? `<FileName>${reference}.jpg</FileName>`,
    '</File>',
    '</TechnicalImageDetails>',
    '</ImageDetailsByTerritory>',
    '</Image>',
  ].join('\n');
}

export interface Album382Options {
  /** Primary resources; default `['A1']`. The cover A2 is always referenced as a secondary resource. */
  resources?: string[];
  /** Lines inside ReleaseDetailsByTerritory after its TerritoryCode (dates). */
  territoryDates?: string;
  /** Lines after ReleaseDetailsByTerritory (GlobalReleaseDate, GlobalOriginalReleaseDate). */
  globalDates?: string;
}

export function album382(options: Album382Options = {}): string {
  return [
    '<Release IsMainRelease="true">',
    '<ReleaseId><ICPN>5012345678900</ICPN></ReleaseId>',
    '<ReleaseReference>R0</ReleaseReference>',
    '<ReferenceTitle><TitleText>Test Album</TitleText></ReferenceTitle>',
    '<ReleaseResourceReferenceList>',
    ...(options.resources ?? ['A1']).map((reference) => `<ReleaseResourceReference ReleaseResourceType="PrimaryResource">${reference}</ReleaseResourceReference>`),
    '<ReleaseResourceReference ReleaseResourceType="SecondaryResource">A2</ReleaseResourceReference>',
    '</ReleaseResourceReferenceList>',
    '<ReleaseType>Album</ReleaseType>',
    '<ReleaseDetailsByTerritory>',
    '<TerritoryCode>Worldwide</TerritoryCode>',
    '<DisplayArtistName>Test Artist</DisplayArtistName>',
    ...(options.territoryDates === undefined ? [] : [options.territoryDates]),
    '</ReleaseDetailsByTerritory>',
    ...(options.globalDates === undefined ? [] : [options.globalDates]),
    '</Release>',
  ].join('\n');
}

export function trackRelease382(reference: string, resource: string): string {
  return [
    '<Release>',
    `<ReleaseId><ISRC>GBAAA2400001</ISRC></ReleaseId>`,
    `<ReleaseReference>${reference}</ReleaseReference>`,
    '<ReferenceTitle><TitleText>Track One</TitleText></ReferenceTitle>',
    '<ReleaseResourceReferenceList>',
    `<ReleaseResourceReference ReleaseResourceType="PrimaryResource">${resource}</ReleaseResourceReference>`,
    '</ReleaseResourceReferenceList>',
    '<ReleaseType>TrackRelease</ReleaseType>',
    '</Release>',
  ].join('\n');
}

export function releaseDeal382(references: string[], terms: DealTermsOptions = {}): string {
  return [
    '<ReleaseDeal>',
    ...references.map((reference) => `<DealReleaseReference>${reference}</DealReleaseReference>`),
    '<Deal>',
    dealTerms(terms),
    '</Deal>',
    '</ReleaseDeal>',
  ].join('\n');
}
