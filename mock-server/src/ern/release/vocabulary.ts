/**
 * Which elements of a NewReleaseMessage the release reading keeps (tree.ts), by local name, in ERN 3.8.x and
 * 4.x alike. An element is kept when its parent is kept and its name is listed here or ends in `Reference`
 * (every DDEX reference, wherever it stands, so that no reference that names nothing goes unseen); anything else
 * is skipped together with everything inside it. A rule or the summary that reads a new element adds its name
 * here.
 */

/** Elements that hold other kept elements. */
const CONTAINERS = [
  'NewReleaseMessage', 'MessageHeader', 'MessageSender', 'MessageRecipient', 'SentOnBehalfOf', 'PartyName',
  'PartyList', 'Party', 'PartyId',
  'ResourceList', 'SoundRecording', 'Video', 'Image', 'Text', 'SheetMusic', 'Software', 'MIDI', 'UserDefinedResource',
  'SoundRecordingEdition', 'VideoEdition', 'ImageEdition', 'TextEdition', 'SheetMusicEdition', 'SoftwareEdition',
  'ResourceId', 'SoundRecordingId', 'VideoId', 'ImageId', 'TextId', 'SheetMusicId', 'SoftwareId', 'ReleaseId',
  'TechnicalDetails', 'DeliveryFile', 'File', 'HashSum',
  'TechnicalSoundRecordingDetails', 'TechnicalVideoDetails', 'TechnicalImageDetails', 'TechnicalTextDetails',
  'TechnicalSheetMusicDetails', 'TechnicalSoftwareDetails', 'TechnicalMidiDetails', 'ClipDetails',
  'SoundRecordingDetailsByTerritory', 'VideoDetailsByTerritory', 'ImageDetailsByTerritory', 'TextDetailsByTerritory',
  'SheetMusicDetailsByTerritory', 'SoftwareDetailsByTerritory', 'ReleaseDetailsByTerritory',
  'ReferenceTitle', 'Title', 'DisplayTitle', 'DisplayArtist', 'Contributor', 'ResourceContributor',
  'IndirectResourceContributor', 'RightsController', 'ResourceRightsController', 'Genre', 'PLine', 'CLine',
  'ReleaseList', 'Release', 'TrackRelease', 'ClipRelease', 'ResourceGroup', 'ResourceGroupContentItem', 'ReleaseResourceReferenceList',
  'CueSheetList', 'CueSheet', 'Cue', 'ChapterList', 'Chapter',
  'DealList', 'ReleaseDeal', 'Deal', 'DealTerms', 'Usage', 'ValidityPeriod', 'PeriodOfTime', 'ReleaseVisibility',
  'TrackReleaseVisibility',
  'DealTechnicalResourceDetailsReferenceList', 'DealResourceReferenceList', 'TechnicalInstantiation',
  'ReleaseDate', 'OriginalReleaseDate', 'GlobalReleaseDate', 'GlobalOriginalReleaseDate',
  // Release Profile 2.1 MultiProfile_* rules (preflight/profiles/v21/)
  'AdditionalTitle', 'PriceInformation', 'RelatedRelease', 'RelatedResource', 'PurgedRelease', 'WorkId', 'EncodingId', 'WorkRightsController',
  // ... and, for `//*[@UserDefinedValue]` and `//*[@IsDefault]`, every ERN 4.1/4.2/4.3 element whose type has one of
  // those attributes, with the elements on the way to it from the root (release-notification.xsd)
  'Agency', 'ArtisticRole', 'InstrumentType', 'PartyRelationshipType', 'VersionType', 'Reason', 'VideoDefinitionType',
  'ClipType', 'RecordingFormat', 'SessionType', 'Value', 'Description', 'CourtesyLine', 'Deity', 'DisplayCredits',
  'Keywords', 'MarketingComment', 'Raga', 'Synopsis', 'Tala', 'SupplementalDocumentList', 'SupplementalDocument',
  'Performer', 'RelatedParty', 'Affiliation', 'DelegatedUsageRights', 'LocationAndDateOfSession', 'GenreCategory',
  'SubGenreCategory', 'EditionContributor',
  // Release Profile 2.1 rules of one profile (preflight/profiles/v21/)
  'Timing',
  // The preflight's identifier, reference and date rules (#32 item 5): a 3.8 resource's host release, a resource
  // contained in another, and the parents of dates (the message's audit trail, a catalog transfer, a 3.8
  // performance, a 3.8 collection's collections)
  'HostSoundCarrier', 'ResourceContainedResourceReferenceList', 'MessageAuditTrail', 'MessageAuditTrailEvent',
  'CatalogTransfer', 'Performance', 'CollectionList', 'Collection', 'CollectionCollectionReferenceList',
  // Release Profile 1.4 MultiProfile_* rules (preflight/profiles/v14/)
  'IndirectSoundRecordingId',
  // ... and, for their contexts over every element (`//*[@UserDefinedValue]`, `//*[@SequenceNumber]`, `//*[SequenceNumber]`,
  // `//PartyId[@IsISNI]`, `//ISWC`, `//TerritoryCode`, `//MusicalWork`, …), every element of ERN 3.8.2 on the way to one,
  // from the root (release-notification.xsd): the rule finds its contexts by name in the index, never by a walk
  'AdditionalRoles', 'AdministratingRecordCompany', 'ArtistDelegatedUsageRights', 'ArtistProfilePage',
  'AudioCodecType', 'AvRating', 'Character', 'CollectionDetailsByTerritory', 'CollectionId',
  'CollectionResourceReferenceList', 'CollectionType', 'ContainerFormat', 'CueOrigin', 'CueSheetType',
  'CueThemeType', 'CueUseType', 'CueVisualPerceptionType', 'CueVocalType', 'DisplayComposer', 'DisplayConductor',
  'DistributionChannel', 'DistributionChannelPage', 'DistributionChannelType', 'DrmPlatformType',
  'ExcludedDistributionChannel', 'ExternalResourceLink', 'ExternallyLinkedResourceType', 'Fingerprint',
  'FingerprintAlgorithmType', 'GoverningAgreementType', 'ImageCodecType', 'IndirectMidiId', 'IndirectSheetMusicId',
  'IndirectSoftwareId', 'IndirectTextId', 'IndirectUserDefinedResourceId', 'IndirectVideoId', 'IsComplete',
  'Membership', 'MessagingPartyDescriptor', 'MidiDetailsByTerritory', 'MidiType', 'MusicRightsSociety',
  'MusicalWork', 'MusicalWorkContributor', 'MusicalWorkContributorRole', 'MusicalWorkDetailsByTerritory',
  'MusicalWorkId', 'MusicalWorkType', 'OperatingSystemType', 'Organization', 'PrimaryRole', 'Purpose',
  'RatingAgency', 'ReasonType', 'ReferencedCreationCharacter', 'ReferencedCreationContributor',
  'ReferencedCreationId', 'ReferencedIndirectCreationContributor', 'ReleaseSummaryDetailsByTerritory',
  'ResourceMusicalWorkReferenceList', 'ResourceOmissionReason', 'ResourceUsage', 'RightShare', 'RightsType',
  'SalesReportingProxyReleaseId', 'SheetMusicCodecType', 'SheetMusicType', 'SocietyAffiliation', 'SoftwareType',
  'SoundProcessorType', 'TechnicalUserDefinedResourceDetails', 'TextCodecType', 'TransferringFrom', 'TransferringTo',
  'UserDefinedResourceDetailsByTerritory', 'UserInterfaceType', 'VideoCodecType', 'VideoCollectionReferenceList',
  'WorkList',
  // Release Profile 1.4 rules of one profile (preflight/profiles/v14/): LongformVideo's cues
  'ReferencedCreationTitle',
] as const;

/** Elements whose text is read. */
const LEAVES = [
  'MessageId', 'MessageThreadId', 'MessageCreatedDateTime', 'FullName', 'FullNameIndexed', 'ISNI', 'DPID',
  'IpiNameNumber', 'ProprietaryId', 'Type', 'SoundRecordingType', 'VideoType', 'ImageType', 'TextType', 'ISRC',
  'ISWC', 'ISAN', 'VISAN', 'EAN', 'UPC', 'URI', 'URL', 'FileName', 'FilePath', 'HashSumValue', 'Algorithm',
  'HashSumAlgorithmType', 'DataType', 'HashSumDataType', 'TerritoryCode', 'ExcludedTerritoryCode', 'TitleText', 'SubTitle', 'DisplayTitleText',
  'DisplayArtistName', 'DisplayArtistRole', 'ArtistRole', 'Role', 'ResourceContributorRole',
  'IndirectResourceContributorRole', 'LabelName', 'PLineText', 'CLineText', 'Year', 'Duration', 'GenreText',
  'SubGenre', 'ParentalWarningType', 'ReleaseType', 'GRid', 'ICPN', 'CatalogNumber', 'SequenceNumber',
  'ResourceType', 'CommercialModelType', 'UseType', 'StartDate', 'EndDate', 'StartDateTime', 'EndDateTime',
  'ReleaseDisplayStartDate', 'TrackListingPreviewStartDate', 'IsMainRelease',
  // Release Profile 2.1 MultiProfile_* rules (preflight/profiles/v21/)
  'SICI', 'ISSN', 'ISBN', 'ISMN', 'RightSharePercentage', 'StartTime', 'FirstPublicationDate', 'IsBonusResource',
  'RightsControllerRole', 'RightsControlType', 'Territory', 'CoverArtPreviewStartDate', 'ClipPreviewStartDate', 'ReleaseDisplayStartDateTime',
  'TrackListingPreviewStartDateTime', 'CoverArtPreviewStartDateTime', 'ClipPreviewStartDateTime',
  'BulkOrderWholesalePricePerUnit', 'WholesalePricePerUnit', 'CarrierType', 'PhysicalReturns', 'NumberOfProductsPerCarton',
  // Release Profile 2.1 rules of one profile (preflight/profiles/v21/)
  'ReleaseRelationshipType', 'ResourceRelationshipType', 'StartPoint', 'DurationUsed', 'ChapterId',
  'ReasonForCueSheetAbsence', 'ResourceGroupType',
  // Release Profile 1.4 MultiProfile_* rules (preflight/profiles/v14/)
  'IsHiddenResource', 'Comment',
  // Release Profile 1.4 rules of one profile (preflight/profiles/v14/): LongformVideo's cues
  'HasMusicalContent',
] as const;

/**
 * Every element that the ERN 3.8.x and 4.x schemas (release-notification.xsd of 3.8.2, 4.1, 4.1.1, 4.2, 4.3) type
 * as a date: `ddex_IsoDate`, `xs:date`, or a type whose simple content is built on one (EventDate,
 * FirstPublicationDate, …); read by the preflight's date-impossible. An element of such a name that is a container
 * in another place (4.x FirstPublicationDate of FulfillmentDateWithTerritory) has no text, and is passed over.
 */
export const DATE_ELEMENTS = [
  'ClipPreviewStartDate', 'CoverArtPreviewStartDate', 'CreationDate', 'Date', 'DateAndPlaceOfBirth', 'DateAndPlaceOfDeath',
  'EffectiveDate', 'EffectiveTransferDate', 'EndDate', 'FirstPublicationDate', 'FulfillmentDate', 'GlobalOriginalReleaseDate',
  'GlobalReleaseDate', 'LatestDateForPhysicalReturns', 'MasteredDate', 'OriginalDigitalReleaseDate', 'OriginalReleaseDate',
  'OriginalResourceReleaseDate', 'PreOrderPreviewDate', 'PreOrderReleaseDate', 'ReleaseDate', 'ReleaseDisplayStartDate',
  'RemasteredDate', 'ResourceReleaseDate', 'StartDate', 'TrackListingPreviewStartDate',
] as const;

/** Every element those schemas type as `xs:dateTime`: read by date-impossible too. */
export const DATE_TIME_ELEMENTS = [
  'ClipPreviewStartDateTime', 'CoverArtPreviewStartDateTime', 'DateTime', 'EndDateTime', 'FullTrackListingPreviewStartDateTime',
  'InclusionDate', 'MessageCreatedDateTime', 'PreOrderPreviewDateTime', 'ReleaseDisplayStartDateTime', 'StartDateTime',
  'TrackListingPreviewStartDateTime',
] as const;

/** Element names kept (besides any `…Reference`). */
export const KEPT_ELEMENTS: ReadonlySet<string> = new Set<string>([...CONTAINERS, ...LEAVES, ...DATE_ELEMENTS, ...DATE_TIME_ELEMENTS]);

/**
 * The references of ERN 3.8.x and 4.x that the preflight reads (kept anyway, as every `…Reference` is): listed so
 * that the reader names them with one shared string each too (see {@link KEPT_NAMES}).
 */
const REFERENCES = [
  'ResourceReference', 'ReleaseReference', 'PartyReference', 'TechnicalResourceDetailsReference', 'VisibilityReference',
  'CueSheetReference', 'ChapterReference', 'ReleaseResourceReference', 'LinkedReleaseResourceReference',
  'RepresentativeImageReference', 'DealReleaseReference', 'ArtistPartyReference', 'ContributorPartyReference',
  'ReleaseLabelReference', 'RightsControllerPartyReference', 'RecordCompanyPartyReference', 'CharacterPartyReference',
  'DealTechnicalResourceDetailsReference', 'ReleaseVisibilityReference', 'VideoCueSheetReference',
  'AudioChapterReference', 'VideoChapterReference', 'DisplayArtistPartyReference', 'DealResourceReference',
  'ResourceContainedResourceReference',
] as const;

/**
 * Each kept name of the lists above mapped to itself: the reader names an element with the string of this table
 * (a constant, so internalized) instead of the slice of the message it read, so that comparing names
 * (`child.name === 'Release'`) is comparing pointers, and the tree holds one string per name.
 */
export const KEPT_NAMES: ReadonlyMap<string, string> = new Map(
  [...CONTAINERS, ...LEAVES, ...DATE_ELEMENTS, ...DATE_TIME_ELEMENTS, ...REFERENCES].map((name) => [name, name]),
);

/** Whether an element of this local name is kept when its parent is. */
export function isKeptElement(localName: string): boolean {
  return KEPT_ELEMENTS.has(localName) || localName.endsWith('Reference');
}

/** Attributes kept on kept elements (decoded only for those): everything else is never decoded. */
export const KEPT_ATTRIBUTES: readonly string[] = [
  'ReleaseProfileVersionId', 'ReleaseProfileVariantVersionId', 'MessageSchemaVersionId', 'AvsVersionId', 'IsMainRelease', 'Namespace',
  'UserDefinedValue', 'ReleaseResourceType', 'SequenceNumber', 'IsDefault', 'ApplicableTerritoryCode',
  'LanguageAndScriptCode', 'IdentifierType', 'IsReplaced', 'TitleType', 'IsSupplemental',
  // Release Profile 2.1 MultiProfile_* rules (preflight/profiles/v21/)
  'IsISNI', 'LinkDescription', 'LabelType', 'ResourceGroupType', 'PriceType',
  // Release Profile 1.4 MultiProfile_* rules (preflight/profiles/v14/)
  'LabelNameType', 'HasMaxValueOfOne',
];
