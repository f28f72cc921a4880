/**
 * Cases for Release Profile 2.1's MultiProfile_* rules on sequencing (display artists, resource groups, content
 * items, cues) and on deals (a physical product's UseType, display and preview dates against the deal's start)
 * (multi-sequencing.test.ts): each assertion on a minimal ERN 4.1 message that breaks it and on one that keeps it,
 * with the DDEX rule numbers it fails as profile Audio; Saxon's run of DDEX's XSL fails the same numbers on them.
 */
import { rp21BonusResourcesMustNotBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-bonus-resources-must-not-be-sequenced.js';
import { rp21CueMustHaveStartTimeOrDuration } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-cue-must-have-start-time-or-duration.js';
import { rp21DateShouldBeBeforeDealStartDate } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-date-should-be-before-deal-start-date.js';
import { rp21DateShouldBeBeforeDealStartDateTime } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-date-should-be-before-deal-start-date-time.js';
import { rp21DisplayArtistsMustBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-display-artists-must-be-sequenced.js';
import { rp21MustContainUseType1 } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-use-type1.js';
import { rp21MustContainUseType2 } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-use-type2.js';
import { rp21MustContainUseType3 } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-use-type3.js';
import { rp21MustContainUseType4 } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-contain-use-type4.js';
import { rp21MustNotContainPriceType } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-must-not-contain-price-type.js';
import { rp21PrimaryResourcesMustBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-primary-resources-must-be-sequenced.js';
import { rp21ResourceGroupType } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-resource-group-type.js';
import { rp21ResourceGroupTypeSide } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-resource-group-type-side.js';
import { rp21ResourceGroupsMustBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-resource-groups-must-be-sequenced.js';
import { rp21SecondaryResourcesMustNotBeSequenced } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-secondary-resources-must-not-be-sequenced.js';
import { rp21SequenceNumberMustBeDifferent } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-sequence-number-must-be-different.js';
import { rp21SingleSequenceInResourceGroup } from '../../../../../../mock-server/src/ern/preflight/profiles/v21/rp21-single-sequence-in-resource-group.js';
import { deal41, image41, message41, type MultiProfileRow, recording41, release41 } from './multi-profile-messages.js';

/** The release's group with this nested ResourceGroup after A1's item (and the cover's link). */
const nested = (attributes: string, inside: string): string => message41({
  release: release41({ groupExtra: `<ResourceGroup${attributes}>${inside}<ResourceGroupContentItem><ReleaseResourceReference>A1</ReleaseResourceReference></ResourceGroupContentItem></ResourceGroup>`
    + '\n<LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference>' }),
});
const withItems = (...contentItems: string[]): string => message41({
  release: release41({ items: [], groupExtra: `${contentItems.join('\n')}\n<LinkedReleaseResourceReference>A2</LinkedReleaseResourceReference>` }),
});
const item = (inside: string): string => `<ResourceGroupContentItem>${inside}</ResourceGroupContentItem>`;
const cues = (...inside: string[]): string => message41({
  resources: [recording41({ extra: `<CueSheet><CueSheetReference>Q1</CueSheetReference>${inside.map((cue) => `<Cue>${cue}</Cue>`).join('')}</CueSheet>` }), image41()].join('\n'),
});
const terms = (extra: string, options: Parameters<typeof deal41>[1] = {}): string => message41({ deals: deal41(extra, options) });
const dateTimeStart = { validity: '<StartDateTime>2024-06-01T10:00:00</StartDateTime>' };

export const SEQUENCING_ROWS: MultiProfileRow[] = [
  ['a DisplayArtist with SequenceNumber passes', rp21DisplayArtistsMustBeSequenced, message41(), []],
  ['a DisplayArtist without one fails', rp21DisplayArtistsMustBeSequenced, message41().replace('<DisplayArtist SequenceNumber="1">', '<DisplayArtist>'), ['1016-1']],
  ['a nested group of type Component passes', rp21ResourceGroupType, nested(' ResourceGroupType="Component"', '<SequenceNumber>2</SequenceNumber>'), []],
  ['a nested group without a type fails', rp21ResourceGroupType, nested('', '<SequenceNumber>2</SequenceNumber>'), ['1018-1']],
  ['a nested group without a type passes in a variant message', rp21ResourceGroupType,
    nested('', '').replace(' ReleaseProfileVersionId="Audio"', ' ReleaseProfileVersionId="Audio" ReleaseProfileVariantVersionId="BoxedSet"'), []],
  ['a Side with a SequenceNumber passes', rp21ResourceGroupsMustBeSequenced, nested(' ResourceGroupType="Side"', '<SequenceNumber>2</SequenceNumber>'), []],
  ['a Side without one fails', rp21ResourceGroupsMustBeSequenced, nested(' ResourceGroupType="Side"', ''), ['1019-1']],
  ['a sequenced recording passes', rp21PrimaryResourcesMustBeSequenced, message41(), []],
  ['a recording whose item has no SequenceNumber fails', rp21PrimaryResourcesMustBeSequenced, withItems(item('<ReleaseResourceReference>A1</ReleaseResourceReference>')), ['1020-1']],
  ['distinct SequenceNumbers pass', rp21SequenceNumberMustBeDifferent, message41({ release: release41({ items: ['A1', 'A3'] }) }), []],
  ['two items numbered 1 fail', rp21SequenceNumberMustBeDifferent,
    withItems(item('<SequenceNumber>1</SequenceNumber><ReleaseResourceReference>A1</ReleaseResourceReference>'), item('<SequenceNumber>1</SequenceNumber><ReleaseResourceReference>A3</ReleaseResourceReference>')), ['1021-1']],
  ['a sub-group numbered after the items passes', rp21SingleSequenceInResourceGroup, nested('', '<SequenceNumber>2</SequenceNumber>'), []],
  ['a sub-group numbered as an item fails', rp21SingleSequenceInResourceGroup, nested('', '<SequenceNumber>1</SequenceNumber>'), ['1022-1']],
  ['a cover linked, not sequenced, passes', rp21SecondaryResourcesMustNotBeSequenced, message41(), []],
  ['a cover in a sequenced item fails', rp21SecondaryResourcesMustNotBeSequenced, message41({ release: release41({ items: ['A1', 'A2'] }) }), ['1023-1']],
  ['cues with a StartTime or a Duration pass', rp21CueMustHaveStartTimeOrDuration, cues('<StartTime>PT0S</StartTime>', '<Duration>PT1M</Duration>'), []],
  ['a cue with a blank Duration fails', rp21CueMustHaveStartTimeOrDuration, cues('<StartTime>PT0S</StartTime>', '<Duration> </Duration>'), ['1024-1']],
  ['a bonus item without SequenceNumber passes', rp21BonusResourcesMustNotBeSequenced,
    withItems(item('<SequenceNumber>1</SequenceNumber><ReleaseResourceReference>A1</ReleaseResourceReference>'), item('<IsBonusResource>true</IsBonusResource><ReleaseResourceReference>A3</ReleaseResourceReference>')), []],
  ['a sequenced bonus item fails', rp21BonusResourcesMustNotBeSequenced,
    withItems(item('<SequenceNumber>1</SequenceNumber><IsBonusResource>true</IsBonusResource><ReleaseResourceReference>A1</ReleaseResourceReference>')), ['1056-1']],
  ['no Side passes', rp21ResourceGroupTypeSide, message41(), []],
  ['a Side fails even with a physical deal: DDEX\'s test never finds the deal', rp21ResourceGroupTypeSide,
    message41({ release: release41().replace('<ResourceGroup>', '<ResourceGroup ResourceGroupType="Side">'), deals: deal41('', { useType: 'PurchaseAsPhysicalProduct' }) }), ['1028-1']],
  ['display and preview dates on the deal\'s StartDate pass', rp21DateShouldBeBeforeDealStartDate,
    terms('<ReleaseDisplayStartDate>2024-06-01</ReleaseDisplayStartDate><TrackListingPreviewStartDateTime>2024-06-01T23:00:00</TrackListingPreviewStartDateTime>'), []],
  ['each later date fails its own assertion', rp21DateShouldBeBeforeDealStartDate,
    terms('<ReleaseDisplayStartDate>2024-06-02</ReleaseDisplayStartDate><ClipPreviewStartDate>2024-07-01</ClipPreviewStartDate><CoverArtPreviewStartDateTime>2024-06-02T00:00:00</CoverArtPreviewStartDateTime>'),
    ['1038-1', '1038-4', '1038-7']],
  ['dates before a StartDateTime pass', rp21DateShouldBeBeforeDealStartDateTime, terms('<TrackListingPreviewStartDate>2024-05-01</TrackListingPreviewStartDate>', dateTimeStart), []],
  ['dates after a StartDateTime\'s day fail', rp21DateShouldBeBeforeDealStartDateTime,
    terms('<TrackListingPreviewStartDate>2024-06-02</TrackListingPreviewStartDate><ReleaseDisplayStartDateTime>2024-06-03T00:00:00</ReleaseDisplayStartDateTime>', dateTimeStart), ['1039-2', '1039-5']],
  ['a PriceType without a wholesale price passes', rp21MustNotContainPriceType, terms('<PriceInformation PriceType="Retail"><PriceCode Namespace="P">A</PriceCode></PriceInformation>'), []],
  ['a PriceType with a WholesalePricePerUnit fails', rp21MustNotContainPriceType,
    terms('<PriceInformation PriceType="Retail"><WholesalePricePerUnit CurrencyCode="EUR">1</WholesalePricePerUnit></PriceInformation>'), ['1040-1']],
  ['a bulk-order price with UseType PurchaseAsPhysicalProduct passes', rp21MustContainUseType1,
    terms('<PriceInformation><BulkOrderWholesalePricePerUnit>1</BulkOrderWholesalePricePerUnit></PriceInformation>', { useType: 'PurchaseAsPhysicalProduct' }), []],
  ['a bulk-order price with UseType Stream fails', rp21MustContainUseType1, terms('<PriceInformation><BulkOrderWholesalePricePerUnit>1</BulkOrderWholesalePricePerUnit></PriceInformation>'), ['1041-1']],
  ['a CarrierType with a physical UseType passes', rp21MustContainUseType2, terms('<CarrierType>CD</CarrierType>', { useType: 'PurchaseAsPhysicalProduct' }), []],
  ['a CarrierType with UseType Stream fails', rp21MustContainUseType2, terms('<CarrierType>CD</CarrierType>'), ['1042-1']],
  ['PhysicalReturns with a physical UseType pass', rp21MustContainUseType3, terms('<PhysicalReturns><PhysicalReturnsAllowed>true</PhysicalReturnsAllowed></PhysicalReturns>', { useType: 'PurchaseAsPhysicalProduct' }), []],
  ['PhysicalReturns with UseType Stream fail', rp21MustContainUseType3, terms('<PhysicalReturns><PhysicalReturnsAllowed>true</PhysicalReturnsAllowed></PhysicalReturns>'), ['1043-1']],
  ['NumberOfProductsPerCarton with a physical UseType passes', rp21MustContainUseType4, terms('<NumberOfProductsPerCarton>10</NumberOfProductsPerCarton>', { useType: 'PurchaseAsPhysicalProduct' }), []],
  ['NumberOfProductsPerCarton with UseType Stream fails', rp21MustContainUseType4, terms('<NumberOfProductsPerCarton>10</NumberOfProductsPerCarton>'), ['1044-1']],
];
