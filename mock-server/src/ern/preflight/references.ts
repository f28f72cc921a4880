/**
 * The references of an ERN message and what they name, for the reference rules
 * (rules/reference-unresolved.ts, rules/reference-duplicate.ts): a message-local reference such as `A1` or
 * `PSaekoShu` is defined once by its anchor element and used by pointer elements elsewhere.
 *
 * Anchors by kind, each by the element that holds it (ERN 3.8.2 and 4.3 schemas):
 * - resource: `ResourceReference` of a `ResourceList` resource;
 * - release: `ReleaseReference` of a `ReleaseList` `Release` or `TrackRelease`;
 * - party (4.x): `PartyReference` of a `PartyList/Party`;
 * - technical details: `TechnicalResourceDetailsReference` anywhere in the `ResourceList` (a clip's too);
 * - visibility (4.2+): `VisibilityReference` of a `ReleaseVisibility` or `TrackReleaseVisibility`;
 * - cue sheet: `CueSheetReference` of a `CueSheet`; chapter: `ChapterReference` of a `Chapter`.
 * Some pointers are wrapped in an element of their own name ({@link pointerKindOf}): ERN 3.8.x's
 * `VideoCueSheetReference`, and every version's `ResourceContainedResourceReference` (which holds DurationUsed,
 * StartPoint and Purpose beside its pointer). The wrapper points at nothing; the child is the pointer.
 * Only kept elements are seen (release/vocabulary.ts): a pointer inside an element the reading skips is not checked.
 */
import { RESOURCE_KINDS } from '../release/main-release.js';
import type { ErnElement } from '../release/tree.js';

export type AnchorKind = 'resource' | 'release' | 'party' | 'technical-details' | 'visibility' | 'cue-sheet' | 'chapter';

/** What each kind is called in a message, and the element that defines one. */
export const ANCHOR_KINDS: Readonly<Record<AnchorKind, { noun: string; anchor: string; definedIn: string }>> = {
  'resource': { noun: 'resource', anchor: 'ResourceReference', definedIn: 'a resource of the ResourceList (SoundRecording, Video, Image, …)' },
  'release': { noun: 'release', anchor: 'ReleaseReference', definedIn: 'a Release or TrackRelease of the ReleaseList' },
  'party': { noun: 'party', anchor: 'PartyReference', definedIn: 'a Party of the PartyList' },
  'technical-details': { noun: 'technical details', anchor: 'TechnicalResourceDetailsReference', definedIn: 'a resource\'s TechnicalDetails' },
  'visibility': { noun: 'release visibility', anchor: 'VisibilityReference', definedIn: 'a ReleaseVisibility or TrackReleaseVisibility of the ReleaseDeal' },
  'cue-sheet': { noun: 'cue sheet', anchor: 'CueSheetReference', definedIn: 'a CueSheet of the CueSheetList' },
  'chapter': { noun: 'chapter', anchor: 'ChapterReference', definedIn: 'a Chapter of the ChapterList' },
};

/** Pointer elements by local name, with the kind of anchor each must name. */
export const POINTERS: ReadonlyMap<string, AnchorKind> = new Map<string, AnchorKind>([
  ['ReleaseResourceReference', 'resource'],
  ['LinkedReleaseResourceReference', 'resource'],
  ['RepresentativeImageReference', 'resource'],
  ['DealReleaseReference', 'release'],
  ['ArtistPartyReference', 'party'],
  ['ContributorPartyReference', 'party'],
  ['ReleaseLabelReference', 'party'],
  ['RightsControllerPartyReference', 'party'],
  ['RecordCompanyPartyReference', 'party'],
  ['CharacterPartyReference', 'party'],
  ['DealTechnicalResourceDetailsReference', 'technical-details'],
  ['ReleaseVisibilityReference', 'visibility'],
  ['ResourceContainedResourceReference', 'resource'],
  ['VideoCueSheetReference', 'cue-sheet'],
  ['AudioChapterReference', 'chapter'],
  ['VideoChapterReference', 'chapter'],
]);

/** The kind of anchor an element defines, or undefined when it is none. */
export function anchorKindOf(element: ErnElement, inResourceList: boolean): AnchorKind | undefined {
  const parent = element.parent;
  if (parent === null) return undefined;
  switch (element.name) {
    case 'ResourceReference':
      return RESOURCE_KINDS.has(parent.name) && parent.parent?.name === 'ResourceList' ? 'resource' : undefined;
    case 'ReleaseReference':
      return (parent.name === 'Release' || parent.name === 'TrackRelease') && parent.parent?.name === 'ReleaseList' ? 'release' : undefined;
    case 'PartyReference':
      return parent.name === 'Party' && parent.parent?.name === 'PartyList' ? 'party' : undefined;
    case 'TechnicalResourceDetailsReference':
      return inResourceList ? 'technical-details' : undefined;
    case 'VisibilityReference':
      return parent.name === 'ReleaseVisibility' || parent.name === 'TrackReleaseVisibility' ? 'visibility' : undefined;
    case 'CueSheetReference':
      return parent.name === 'CueSheet' ? 'cue-sheet' : undefined;
    case 'ChapterReference':
      return parent.name === 'Chapter' ? 'chapter' : undefined;
    default:
      return undefined;
  }
}

/**
 * The kind of anchor a pointer element must name, or undefined when it is none. An element with a child of its own
 * name is the wrapper around a pointer (3.8.x `<VideoCueSheetReference><VideoCueSheetReference>Q1</…></…>`, the
 * schema's complex type of that name), not one: its child is checked. A wrapper without that child is read as an
 * empty pointer, which it is.
 */
export function pointerKindOf(element: ErnElement): AnchorKind | undefined {
  const kind = POINTERS.get(element.name);
  if (kind === undefined) return undefined;
  return element.children.some((child) => child.name === element.name) ? undefined : kind;
}

/** Every anchor and every pointer of the message, in document order (tree-index.ts finds them in its one walk). */
export interface MessageReferences {
  anchors: { kind: AnchorKind; element: ErnElement }[];
  pointers: { kind: AnchorKind; element: ErnElement }[];
}
