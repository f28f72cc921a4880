/**
 * The readings of a message's kept tree (tree.ts) that differ between ERN 3.8.x and 4.x, written once for the
 * summary (summarize.ts) and the preflight rules (../preflight/rules/): which release is the main one, which
 * are track releases, and the lookups by reference (parties, resources, releases).
 *
 * - 4.x: the main release is `ReleaseList/Release` (the schema allows exactly one); track releases are
 *   `ReleaseList/TrackRelease`; parties are `PartyList/Party`, named by `PartyReference`.
 * - 3.8.x: every release is a `ReleaseList/Release`. The main one carries `IsMainRelease="true"`; without that
 *   flag it is the first whose `ReleaseType` is an album, single or EP type, and otherwise the first. Track
 *   releases are those of `ReleaseType` `TrackRelease` / `VideoTrackRelease`. There is no `PartyList`: artists
 *   and labels are names.
 */
import { ernMajorOf } from '../version.js';
import { childOf, childrenOf, type ErnElement, type ErnTree } from './tree.js';

/** 3.8 `ReleaseType` values of a main release (AVS ReleaseType): albums, singles and EPs of every medium. */
const MAIN_RELEASE_TYPES: ReadonlySet<string> = new Set([
  'Album', 'ClassicalAlbum', 'DigitalBoxSetRelease', 'EP', 'MultimediaAlbum', 'MultimediaSingle', 'Single',
  'VideoAlbum', 'VideoSingle',
]);

/** 3.8 `ReleaseType` values of a release of one track. */
const TRACK_RELEASE_TYPES: ReadonlySet<string> = new Set(['TrackRelease', 'VideoTrackRelease']);

/** The resource elements of a `ResourceList`, in every version. */
export const RESOURCE_KINDS: ReadonlySet<string> = new Set([
  'SoundRecording', 'Video', 'Image', 'Text', 'SheetMusic', 'Software', 'MIDI', 'UserDefinedResource',
]);

/** An element's value as DDEX means it: `UserDefined` stands for its `UserDefinedValue` attribute. */
export function valueOf(element: ErnElement): string {
  const userDefined = element.attributes.UserDefinedValue;
  return element.text === 'UserDefined' && userDefined !== undefined && userDefined !== '' ? userDefined : element.text;
}

/** Of several language or territory variants, the one marked `IsDefault="true"`, else the first. */
export function preferred(elements: readonly ErnElement[]): ErnElement | undefined {
  return elements.find((element) => element.attributes.IsDefault === 'true') ?? elements[0];
}

/** Whether the tree is of the 3.8.x line (names, territory details) rather than 4.x (references, flat). */
export function isErn3(tree: ErnTree): boolean {
  return ernMajorOf(tree.ernVersion) === 3;
}

/** Every `Release` and (4.x) `TrackRelease` of the `ReleaseList`, in document order. */
export function releasesOf(tree: ErnTree): ErnElement[] {
  const list = childOf(tree.root, 'ReleaseList');
  if (list === undefined) return [];
  return list.children.filter((child) => child.name === 'Release' || child.name === 'TrackRelease');
}

/** The main release (see the file comment), or null when the message has none. */
export function mainReleaseOf(tree: ErnTree): ErnElement | null {
  const releases = releasesOf(tree).filter((release) => release.name === 'Release');
  if (!isErn3(tree)) return releases[0] ?? null;
  const flagged = releases.find((release) => isTrue(release.attributes.IsMainRelease ?? childOf(release, 'IsMainRelease')?.text));
  if (flagged !== undefined) return flagged;
  const album = releases.find((release) => MAIN_RELEASE_TYPES.has(releaseTypeOf(release) ?? ''));
  return album ?? releases[0] ?? null;
}

/** The track releases: 4.x `TrackRelease`; 3.8 the releases (not the main one) of a track-release type. */
export function trackReleasesOf(tree: ErnTree): ErnElement[] {
  if (!isErn3(tree)) return releasesOf(tree).filter((release) => release.name === 'TrackRelease');
  const main = mainReleaseOf(tree);
  return releasesOf(tree).filter((release) => release !== main && TRACK_RELEASE_TYPES.has(releaseTypeOf(release) ?? ''));
}

/** A release's `ReleaseType` (4.x: a child; 3.8: a child, or in its territory details), `UserDefined` resolved. */
export function releaseTypeOf(release: ErnElement): string | null {
  const direct = childOf(release, 'ReleaseType');
  if (direct !== undefined) return valueOf(direct);
  for (const details of childrenOf(release, 'ReleaseDetailsByTerritory')) {
    const type = childOf(details, 'ReleaseType');
    if (type !== undefined) return valueOf(type);
  }
  return null;
}

/** A release's `ReleaseReference`, or null. */
export function releaseReferenceOf(release: ErnElement): string | null {
  const reference = childOf(release, 'ReleaseReference');
  return reference === undefined || reference.text === '' ? null : reference.text;
}

/** The releases by `ReleaseReference` (the first of each reference). */
export function releasesByReference(tree: ErnTree): Map<string, ErnElement> {
  const byReference = new Map<string, ErnElement>();
  for (const release of releasesOf(tree)) {
    const reference = releaseReferenceOf(release);
    if (reference !== null && !byReference.has(reference)) byReference.set(reference, release);
  }
  return byReference;
}

/** The resources of the `ResourceList` (`SoundRecording`, `Video`, `Image`, …), in document order. */
export function resourcesOf(tree: ErnTree): ErnElement[] {
  const list = childOf(tree.root, 'ResourceList');
  return list === undefined ? [] : list.children.filter((child) => RESOURCE_KINDS.has(child.name));
}

/** The resources by `ResourceReference` (the first of each reference). */
export function resourcesByReference(tree: ErnTree): Map<string, ErnElement> {
  const byReference = new Map<string, ErnElement>();
  for (const resource of resourcesOf(tree)) {
    const reference = childOf(resource, 'ResourceReference')?.text ?? '';
    if (reference !== '' && !byReference.has(reference)) byReference.set(reference, resource);
  }
  return byReference;
}

/** The 4.x parties by `PartyReference` (the first of each reference); empty in 3.8.x, which has no PartyList. */
export function partiesByReference(tree: ErnTree): Map<string, ErnElement> {
  const byReference = new Map<string, ErnElement>();
  const list = childOf(tree.root, 'PartyList');
  if (list === undefined) return byReference;
  for (const party of childrenOf(list, 'Party')) {
    const reference = childOf(party, 'PartyReference')?.text ?? '';
    if (reference !== '' && !byReference.has(reference)) byReference.set(reference, party);
  }
  return byReference;
}

/** A party's (or a 3.8 artist's) name: its default `PartyName/FullName`, else its first; null without one. */
export function partyNameOf(party: ErnElement): string | null {
  const names = childrenOf(party, 'PartyName');
  const chosen = preferred(names.filter((name) => name.attributes.LanguageAndScriptCode === undefined)) ?? preferred(names);
  const fullName = chosen === undefined ? undefined : childOf(chosen, 'FullName');
  return fullName === undefined || fullName.text === '' ? null : fullName.text;
}

/** A resource's type: 4.x `Type`, 3.8 `SoundRecordingType` / `ImageType` / …, `UserDefined` resolved. */
export function resourceTypeOf(resource: ErnElement): string | null {
  const type = childOf(resource, 'Type') ?? childOf(resource, `${resource.name}Type`);
  return type === undefined ? null : valueOf(type);
}

/**
 * The 3.8 `…DetailsByTerritory` of a release or resource that applies worldwide, else the first; undefined
 * when it has none (and always in 4.x, which has no territory details).
 */
export function detailsByTerritoryOf(element: ErnElement): ErnElement | undefined {
  const details = element.children.filter((child) => child.name.endsWith('DetailsByTerritory'));
  return details.find((detail) => childrenOf(detail, 'TerritoryCode').some((code) => code.text === 'Worldwide')) ?? details[0];
}

function isTrue(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}
