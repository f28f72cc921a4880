/**
 * The release summary (summary.ts) of a message's kept tree, for ERN 3.8.x and 4.x alike; the readings that
 * differ by version are in main-release.ts.
 */
import {
  detailsByTerritoryOf, isErn3, mainReleaseOf, partiesByReference, partyNameOf, preferred, releaseReferenceOf,
  releaseTypeOf, resourcesByReference, resourceTypeOf, valueOf,
} from './main-release.js';
import type {
  ArtistSummary, CoverSummary, DealSummary, MessageSummary, ReleaseIdsSummary, ReleaseSummary, TrackSummary,
} from './summary.js';
import { filesOf, isrcOf } from './resource-files.js';
import { childOf, childrenOf, textAt, type ErnElement, type ErnTree } from './tree.js';

/** What the summary's readings share: the tree and its lookups, built once. */
interface Context {
  tree: ErnTree;
  ern3: boolean;
  parties: Map<string, ErnElement>;
  resources: Map<string, ErnElement>;
}

/** The summary of the message's main release, or null when the message names no main release. */
export function summarizeRelease(tree: ErnTree): ReleaseSummary | null {
  const release = mainReleaseOf(tree);
  if (release === null) return null;
  const context: Context = {
    tree, ern3: isErn3(tree), parties: partiesByReference(tree), resources: resourcesByReference(tree),
  };
  // 3.8 states most of a release per territory; the worldwide details (else the first) stand for it.
  const details = context.ern3 ? detailsByTerritoryOf(release) : undefined;
  const described = details ?? release;
  const displayArtists = artistsOf(described, context);
  const releaseReference = releaseReferenceOf(release);
  const items = contentItemsOf(release, details);
  return {
    message: messageOf(tree),
    releaseReference,
    title: titleOf(release, details),
    subtitle: subtitleOf(release, details),
    displayArtist: displayArtistOf(described, displayArtists),
    displayArtists,
    label: labelOf(release, details, context),
    ids: idsOf(release),
    releaseType: releaseTypeOf(release),
    releaseDate: dateOf(release, details, 'ReleaseDate'),
    originalReleaseDate: dateOf(release, details, 'OriginalReleaseDate'),
    genre: genreOf(described),
    parentalWarning: valueText(childOf(described, 'ParentalWarningType')),
    duration: textAt(release, 'Duration'),
    tracks: tracksOf(items, context),
    cover: coverOf(release, items, context),
    deals: releaseReference === null ? [] : dealsOf(tree, releaseReference),
  };
}

function messageOf(tree: ErnTree): MessageSummary {
  const header = childOf(tree.root, 'MessageHeader');
  if (header === undefined) return { id: null, sender: null, createdAt: null };
  const sender = childOf(header, 'MessageSender');
  return {
    id: textAt(header, 'MessageId'),
    sender: sender === undefined ? null : partyNameOf(sender) ?? textAt(sender, 'PartyId'),
    createdAt: textAt(header, 'MessageCreatedDateTime'),
  };
}

/** 4.x `DisplayTitleText`, else `DisplayTitle/TitleText`; 3.8 the `DisplayTitle` of its details, else `ReferenceTitle`. */
function titleOf(release: ErnElement, details: ErnElement | undefined): string | null {
  const displayTitle = details === undefined ? undefined : titleOfType(details, 'DisplayTitle');
  if (displayTitle !== undefined) return textAt(displayTitle, 'TitleText');
  const text = preferred(childrenOf(release, 'DisplayTitleText'));
  if (text !== undefined && text.text !== '') return text.text;
  const title = preferred(childrenOf(release, 'DisplayTitle')) ?? childOf(release, 'ReferenceTitle');
  return title === undefined ? null : textAt(title, 'TitleText');
}

function subtitleOf(release: ErnElement, details: ErnElement | undefined): string | null {
  const title = (details === undefined ? undefined : titleOfType(details, 'DisplayTitle'))
    ?? preferred(childrenOf(release, 'DisplayTitle')) ?? childOf(release, 'ReferenceTitle');
  return title === undefined ? null : textAt(title, 'SubTitle');
}

function titleOfType(element: ErnElement, type: string): ErnElement | undefined {
  return childrenOf(element, 'Title').find((title) => title.attributes.TitleType === type);
}

/** `DisplayArtist` elements: 4.x a party reference and `DisplayArtistRole`; 3.8 a `PartyName` and `ArtistRole`. */
function artistsOf(element: ErnElement, context: Context): ArtistSummary[] {
  return childrenOf(element, 'DisplayArtist').map((artist) => {
    const reference = textAt(artist, 'ArtistPartyReference');
    const party = reference === null ? undefined : context.parties.get(reference);
    const roles = artist.children.filter((child) => child.name === 'DisplayArtistRole' || child.name === 'ArtistRole');
    return {
      name: party === undefined ? partyNameOf(artist) : partyNameOf(party),
      partyReference: reference,
      roles: roles.map(valueOf).filter((role) => role !== ''),
    };
  });
}

function displayArtistOf(element: ErnElement, artists: readonly ArtistSummary[]): string | null {
  const name = preferred(childrenOf(element, 'DisplayArtistName'));
  if (name !== undefined && name.text !== '') return name.text;
  const names = artists.map((artist) => artist.name).filter((artistName) => artistName !== null);
  return names.length === 0 ? null : names.join(', ');
}

/** 4.x: the party of the first `ReleaseLabelReference`; 3.8: `LabelName` of the details. */
function labelOf(release: ErnElement, details: ErnElement | undefined, context: Context): string | null {
  if (details !== undefined) return textAt(details, 'LabelName');
  const reference = preferred(childrenOf(release, 'ReleaseLabelReference'));
  if (reference === undefined) return null;
  const party = context.parties.get(reference.text);
  return party === undefined ? null : partyNameOf(party);
}

function idsOf(release: ErnElement): ReleaseIdsSummary {
  const ids = childrenOf(release, 'ReleaseId');
  const first = (name: string): string | null => {
    for (const id of ids) {
      const value = textAt(id, name);
      if (value !== null) return value;
    }
    return null;
  };
  return {
    icpn: first('ICPN'),
    grid: first('GRid'),
    catalogNumber: first('CatalogNumber'),
    proprietaryIds: ids.flatMap((id) => childrenOf(id, 'ProprietaryId'))
      .filter((id) => id.text !== '')
      .map((id) => ({ namespace: id.attributes.Namespace ?? null, value: id.text })),
  };
}

/** 4.x `ReleaseDate` / `OriginalReleaseDate`; 3.8 `Global…` on the release, else the details' own. */
function dateOf(release: ErnElement, details: ErnElement | undefined, name: 'ReleaseDate' | 'OriginalReleaseDate'): string | null {
  const global = childOf(release, `Global${name}`);
  if (global !== undefined && global.text !== '') return global.text;
  const own = preferred(childrenOf(details ?? release, name));
  return own === undefined || own.text === '' ? null : own.text;
}

function genreOf(element: ErnElement): string | null {
  const genre = preferred(childrenOf(element, 'Genre'));
  return genre === undefined ? null : textAt(genre, 'GenreText');
}

function valueText(element: ErnElement | undefined): string | null {
  return element === undefined || element.text === '' ? null : valueOf(element);
}

/** A release's content item (4.x `ResourceGroupContentItem`; 3.8 the same, or a `ReleaseResourceReference`). */
interface ContentItem {
  reference: string;
  disc: number | null;
  number: number | null;
}

/**
 * The resources of a release's track list in document order, with disc and number: the disc is the sequence
 * number of the group directly inside the release's outer group that holds the item (else the outer group's
 * own); the number is the item's `SequenceNumber`, else its position among the disc's items. Linked
 * resources (`LinkedReleaseResourceReference`, cover art) are items without a number.
 */
function contentItemsOf(release: ErnElement, details: ErnElement | undefined): ContentItem[] {
  const items: ContentItem[] = [];
  const counts = new Map<number | null, number>();
  const walk = (group: ErnElement, disc: number | null, depth: number): void => {
    for (const child of group.children) {
      if (child.name === 'ResourceGroup') {
        // A group inside the outer one is a disc (or component); deeper groups (sides) stay on their disc.
        walk(child, depth === 0 ? sequenceNumberOf(child) ?? disc : disc, depth + 1);
      } else if (child.name === 'ResourceGroupContentItem') {
        const reference = textAt(child, 'ReleaseResourceReference');
        if (reference === null) continue;
        const position = (counts.get(disc) ?? 0) + 1;
        counts.set(disc, position);
        items.push({ reference, disc, number: sequenceNumberOf(child) ?? position });
      } else if (child.name === 'LinkedReleaseResourceReference' && child.text !== '') {
        items.push({ reference: child.text, disc, number: null });
      }
    }
  };
  for (const outer of childrenOf(details ?? release, 'ResourceGroup')) walk(outer, sequenceNumberOf(outer), 0);
  if (items.length > 0) return items;
  // A release without groups (3.8 allows it): its ReleaseResourceReferenceList in order.
  const list = childOf(release, 'ReleaseResourceReferenceList');
  return (list === undefined ? [] : childrenOf(list, 'ReleaseResourceReference'))
    .filter((reference) => reference.text !== '')
    .map((reference, index) => ({ reference: reference.text, disc: null, number: index + 1 }));
}

function sequenceNumberOf(element: ErnElement): number | null {
  const text = textAt(element, 'SequenceNumber');
  if (text === null || !/^\d+$/.test(text)) return null;
  return Number(text);
}

function tracksOf(items: readonly ContentItem[], context: Context): TrackSummary[] {
  const tracks: TrackSummary[] = [];
  for (const item of items) {
    const resource = context.resources.get(item.reference);
    if (resource === undefined || (resource.name !== 'SoundRecording' && resource.name !== 'Video')) continue;
    const details = context.ern3 ? detailsByTerritoryOf(resource) : undefined;
    const described = details ?? resource;
    tracks.push({
      sequence: tracks.length + 1,
      disc: item.disc,
      number: item.number,
      resourceReference: item.reference,
      kind: resource.name,
      title: titleOf(resource, details),
      displayArtist: displayArtistOf(described, artistsOf(described, context)),
      isrc: isrcOf(resource),
      duration: textAt(resource, 'Duration'),
      files: filesOf(resource),
    });
  }
  return tracks;
}

/** The release's `FrontCoverImage`: among its own resources first, else the first in the ResourceList. */
function coverOf(release: ErnElement, items: readonly ContentItem[], context: Context): CoverSummary | null {
  const isCover = (resource: ErnElement | undefined): resource is ErnElement =>
    resource?.name === 'Image' && resourceTypeOf(resource) === 'FrontCoverImage';
  const listed = context.ern3
    ? childrenOf(childOf(release, 'ReleaseResourceReferenceList') ?? release, 'ReleaseResourceReference').map((reference) => reference.text)
    : [];
  const references = [...items.map((item) => item.reference), ...listed];
  let cover = references.map((reference) => context.resources.get(reference)).find(isCover);
  cover ??= [...context.resources.values()].find(isCover);
  if (cover === undefined) return null;
  return { resourceReference: textAt(cover, 'ResourceReference') ?? '', files: filesOf(cover) };
}

/** Every `ReleaseDeal/Deal` whose `DealReleaseReference`s name the release. */
function dealsOf(tree: ErnTree, releaseReference: string): DealSummary[] {
  const list = childOf(tree.root, 'DealList');
  if (list === undefined) return [];
  const deals: DealSummary[] = [];
  for (const releaseDeal of childrenOf(list, 'ReleaseDeal')) {
    const releaseReferences = childrenOf(releaseDeal, 'DealReleaseReference').map((reference) => reference.text);
    if (!releaseReferences.includes(releaseReference)) continue;
    for (const deal of childrenOf(releaseDeal, 'Deal')) {
      const terms = childOf(deal, 'DealTerms');
      deals.push(terms === undefined ? emptyDeal(releaseReferences) : dealOf(terms, releaseReferences));
    }
  }
  return deals;
}

function dealOf(terms: ErnElement, releaseReferences: string[]): DealSummary {
  // 3.8 states use types in DealTerms/Usage, 4.x directly in DealTerms.
  const useTypes = [...childrenOf(terms, 'UseType'), ...childrenOf(terms, 'Usage').flatMap((usage) => childrenOf(usage, 'UseType'))];
  const period = childOf(terms, 'ValidityPeriod');
  return {
    releaseReferences,
    territories: childrenOf(terms, 'TerritoryCode').map(valueOf),
    excludedTerritories: childrenOf(terms, 'ExcludedTerritoryCode').map(valueOf),
    useTypes: useTypes.map(valueOf),
    commercialModels: childrenOf(terms, 'CommercialModelType').map(valueOf),
    start: period === undefined ? null : textAt(period, 'StartDate') ?? textAt(period, 'StartDateTime'),
    end: period === undefined ? null : textAt(period, 'EndDate') ?? textAt(period, 'EndDateTime'),
  };
}

function emptyDeal(releaseReferences: string[]): DealSummary {
  return { releaseReferences, territories: [], excludedTerritories: [], useTypes: [], commercialModels: [], start: null, end: null };
}
