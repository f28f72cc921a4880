/**
 * Minimal ERN 4.1 messages for the Release Profile 2.1 `MultiProfile_*` rule tests: an album of one recording and a
 * front cover, in 4.1's structure (the ResourceId and TechnicalDetails on the resource, not in 4.3's editions), that
 * fails none of those rules as profile Audio but the one DDEX's file fails on every message (MultiProfile_TechnicalDetails
 * reports each resource's TechnicalDetails). Each test changes one part to break, or keep, one rule.
 */
import type { ProfileRule } from '../../../../../../mock-server/src/ern/preflight/profiles/types.js';
import { ern4Message } from '../../minimal-messages.js';

/** A case: what it shows, the rule, the message, the DDEX rule numbers it fails as that profile (default Audio). */
export type MultiProfileRow = [title: string, rule: ProfileRule, xml: string, want: string[], profile?: string];

export interface Recording41 {
  reference?: string;
  /** Attributes of the element, with a leading space: ` IsSupplemental="true"`. */
  attributes?: string;
  type?: string;
  /** The ResourceId's children; default an ISRC. */
  ids?: string;
  /** Lines added before the TechnicalDetails. */
  extra?: string;
  /** Leave out the Contributor (a composer) or the FirstPublicationDate. */
  contributor?: string | null;
  firstPublication?: boolean;
  technical?: boolean;
  element?: 'SoundRecording' | 'Video';
}

export function recording41(options: Recording41 = {}): string {
  const reference = options.reference ?? 'A1';
  const element = options.element ?? 'SoundRecording';
  const contributor = options.contributor === undefined
    ? '<Contributor SequenceNumber="1"><ContributorPartyReference>PArtist</ContributorPartyReference><Role>Composer</Role></Contributor>'
    : options.contributor;
  return [
    `<${element}${options.attributes ?? ''}>`,
    `<ResourceReference>${reference}</ResourceReference>`,
    `<Type>${options.type ?? (element === 'Video' ? 'ShortFormMusicalWorkVideo' : 'MusicalWorkSoundRecording')}</Type>`,
    `<ResourceId>${options.ids ?? '<ISRC>GBAAA2400001</ISRC>'}</ResourceId>`,
    '<DisplayTitleText>Track One</DisplayTitleText>',
    '<DisplayArtist SequenceNumber="1"><ArtistPartyReference>PArtist</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
    ...(contributor === null ? [] : [contributor]),
    '<Duration>PT3M0S</Duration>',
    ...(options.firstPublication === false ? [] : ['<FirstPublicationDate>2024-01-01</FirstPublicationDate>']),
    ...(options.extra === undefined ? [] : [options.extra]),
    ...(options.technical === false
      ? []
      : [
          `<TechnicalDetails><TechnicalResourceDetailsReference>T${reference}</TechnicalResourceDetailsReference><File><URI>${reference}.flac</URI></File></TechnicalDetails>`,
        ]),
    `</${element}>`,
  ].join('\n');
}

export interface Image41 {
  reference?: string;
  type?: string;
  /** The ResourceId's ProprietaryId value; null leaves the ResourceId out. */
  proprietaryId?: string | null;
  /** The element: Image (default), or a Text, SheetMusic or Software of the same shape. */
  element?: string;
}

export function image41(options: Image41 = {}): string {
  const reference = options.reference ?? 'A2';
  const element = options.element ?? 'Image';
  const id = options.proprietaryId === undefined ? `IMG-${reference}` : options.proprietaryId;
  return [
    `<${element}>`,
    `<ResourceReference>${reference}</ResourceReference>`,
    `<Type>${options.type ?? 'FrontCoverImage'}</Type>`,
    ...(id === null ? [] : [`<ResourceId><ProprietaryId Namespace="PADPIDA0000000001X">${id}</ProprietaryId></ResourceId>`]),
    `<TechnicalDetails><TechnicalResourceDetailsReference>T${reference}</TechnicalResourceDetailsReference><File><URI>${reference}.jpg</URI></File></TechnicalDetails>`,
    `</${element}>`,
  ].join('\n');
}

export interface Release41 {
  /** The ReleaseId's children; default an ICPN. */
  ids?: string;
  /** Lines after the DisplayArtist (CLine and ReleaseDate by default). */
  extra?: string;
  /** The content items' resources, each sequenced. Default `['A1']`. */
  items?: string[];
  /** Lines added inside the ResourceGroup, after the items. Default: the cover's LinkedReleaseResourceReference. */
  groupExtra?: string;
  /** Replaces the ResourceGroup. */
  group?: string;
}

export function release41(options: Release41 = {}): string {
  const items = options.items ?? ['A1'];
  return [
    '<Release>',
    '<ReleaseReference>R0</ReleaseReference>',
    '<ReleaseType>Album</ReleaseType>',
    `<ReleaseId>${options.ids ?? '<ICPN>5012345678900</ICPN>'}</ReleaseId>`,
    '<DisplayTitleText>Test Album</DisplayTitleText>',
    '<DisplayArtist SequenceNumber="1"><ArtistPartyReference>PArtist</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
    options.extra ?? '<CLine><Year>2024</Year><CLineText>(C) 2024 Label</CLineText></CLine>\n<ReleaseDate>2024-06-01</ReleaseDate>',
    options.group ?? [
      '<ResourceGroup>',
      ...items.map((reference, index) => `<ResourceGroupContentItem><SequenceNumber>${index + 1}</SequenceNumber><ReleaseResourceReference>${reference}</ReleaseResourceReference></ResourceGroupContentItem>`),
      options.groupExtra ?? '<LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference>',
      '</ResourceGroup>',
    ].join('\n'),
    '</Release>',
  ].join('\n');
}

export function trackRelease41(reference: string, resource: string, extra = ''): string {
  return [
    '<TrackRelease>',
    `<ReleaseReference>${reference}</ReleaseReference>`,
    `<ReleaseId><ProprietaryId Namespace="PADPIDA0000000001X">${reference}</ProprietaryId></ReleaseId>`,
    ...(extra === '' ? [] : [extra]),
    `<ReleaseResourceReference>${resource}</ReleaseResourceReference>`,
    '</TrackRelease>',
  ].join('\n');
}

/** A ReleaseDeal for R0 and R1 whose one DealTerms has `extra` after its UseType. */
export function deal41(extra = '', options: { validity?: string; useType?: string } = {}): string {
  return [
    '<ReleaseDeal>',
    '<DealReleaseReference>R0</DealReleaseReference>',
    '<DealReleaseReference>R1</DealReleaseReference>',
    '<Deal>',
    '<DealTerms>',
    '<TerritoryCode>Worldwide</TerritoryCode>',
    `<ValidityPeriod>${options.validity ?? '<StartDate>2024-06-01</StartDate>'}</ValidityPeriod>`,
    '<CommercialModelType>SubscriptionModel</CommercialModelType>',
    `<UseType>${options.useType ?? 'Stream'}</UseType>`,
    ...(extra === '' ? [] : [extra]),
    '</DealTerms>',
    '</Deal>',
    '</ReleaseDeal>',
  ].join('\n');
}

export interface Message41 {
  resources?: string;
  release?: string;
  trackReleases?: string;
  deals?: string | null;
  /** Attributes added to the root, with a leading space. */
  rootAttributes?: string;
  /** Added to the PartyList's party (PArtist). */
  party?: string;
}

/** An ERN 4.1.1 message declaring profile Audio: by default recording A1, cover A2, release R0, track release R1. */
export function message41(parts: Message41 = {}): string {
  const xml = ern4Message({
    version: '411',
    resources: parts.resources ?? [recording41(), image41()].join('\n'),
    release: parts.release ?? release41(),
    trackReleases: parts.trackReleases ?? trackRelease41('R1', 'A1'),
    deals: parts.deals === undefined ? deal41() : parts.deals,
  });
  const rooted = parts.rootAttributes === undefined ? xml : xml.replace(' ReleaseProfileVersionId="Audio"', ` ReleaseProfileVersionId="Audio"${parts.rootAttributes}`);
  return parts.party === undefined ? rooted : rooted.replace('<PartyReference>PArtist</PartyReference>', `<PartyReference>PArtist</PartyReference>\n${parts.party}`);
}
