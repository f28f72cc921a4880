/**
 * What DDEX's one-profile patterns of Release Profile 1.4 share, read from the kept tree as DDEX's XPath reads the
 * message: the contexts `*:NewReleaseMessage/ResourceList`, `…/ReleaseList` and `…/ReleaseList/Release` (children
 * of the root, in ERN 3.x unqualified), a child's text compared as XPath's `text() = '…'` does, and the two shapes
 * most of these patterns take (the declared profile id; a release of one of some types in the ReleaseList), built
 * by {@link profileVersionIdRule} and {@link releaseListTypeRule}.
 *
 * The kept tree trims an element's text, where XPath compares it as written: they differ only on a value padded
 * with white space, which the XSDs' enumerations (ReleaseType, ResourceType) do not allow. References are xs:ID and
 * xs:IDREF, whose white space the schema collapses: a schema-valid `<ResourceReference> A1 </ResourceReference>`
 * matches a ReleaseResourceReference `A1` for the kit, not for DDEX's XSL (VideoSingle 1292-1, LongformVideo
 * 1445-1, 1459-1, 1460-1); the kit keeps the schema's meaning there.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { TreeIndex } from '../../tree-index.js';
import type { ErncFileStatus } from '../../types.js';
import type { DdexAssertion, ProfileRule } from '../types.js';

/** The root's children of that name: the context `*:NewReleaseMessage/<name>`. */
export function rootChildren(root: ErnElement, name: string): ErnElement[] {
  return root.children.filter((child) => child.name === name);
}

/** The context `*:NewReleaseMessage/ReleaseList/Release`: each Release of each ReleaseList. */
export function releasesOf(root: ErnElement): ErnElement[] {
  return rootChildren(root, 'ReleaseList').flatMap((list) => list.children.filter((child) => child.name === 'Release'));
}

/** Whether a child `name` of `element` has one of `values` as its text (`name[text() = 'a'] | name[text() = 'b']`). */
export function hasChildWithText(element: ErnElement, name: string, values: readonly string[]): boolean {
  return element.children.some((child) => child.name === name && values.includes(child.text));
}

/** Whether a child `name` of `element` has text that is not only white space (`name[string-length(normalize-space(text())) > 0]`). */
export function hasChildWithContent(element: ErnElement, name: string): boolean {
  return element.children.some((child) => child.name === name && child.text !== '');
}

/** The release's ReleaseType values, for messages. */
export function releaseTypesText(release: ErnElement): string {
  const types = release.children.filter((child) => child.name === 'ReleaseType').map((child) => child.text);
  return types.length === 0 ? 'no ReleaseType' : `ReleaseType ${types.map((type) => `"${type}"`).join(', ')}`;
}

/** `@IsMainRelease = 'true'`: the attribute exactly so (DDEX's XSL reads no schema, so `1` is not `true`). */
export function isMarkedMain(release: ErnElement): boolean {
  return release.attributes.IsMainRelease === 'true';
}

interface VersionIdOptions {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  /** The value DDEX's file asserts: `CommonReleaseTypes/14/AudioSingle`. */
  expected: string;
  /** The profile's name in DDEX's words, for messages: `Audio Single`. */
  profileTitle: string;
  /** Why DDEX's file asserts a value other than the profile's own name, when it does. */
  note?: string;
  /**
   * Where DDEX's file is itself wrong (it asserts another profile's value, `expected` being the profile's own): the
   * value DDEX's file asserts, which the kit accepts as well (the oracle lists the difference).
   */
  ddexValue?: string;
}

/**
 * DDEX's `<Profile>_ReleaseProfileVersionId` (clause 3.2): context `*:NewReleaseMessage`, assert
 * `@ReleaseProfileVersionId = '<expected>'` (exactly, so DDEX's own samples' `CommonReleaseTypesTypes/14/…` fails).
 */
export function profileVersionIdRule(options: VersionIdOptions): ProfileRule {
  const { expected, profileTitle, note, ddexValue } = options;
  const after = note === undefined ? '' : ` ${note}`;
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'NewReleaseMessageInvalid',
    title: `The message declares ReleaseProfileVersionId "${expected}" (${profileTitle})`,
    fix: `Set the NewReleaseMessage's ReleaseProfileVersionId attribute to "${expected}", as DDEX's ${profileTitle} rules ask.${after}`,
    check({ tree }) {
      const declared = tree.root.attributes.ReleaseProfileVersionId;
      if (declared === expected || (ddexValue !== undefined && declared === ddexValue)) return [];
      const found = declared === undefined ? 'has no ReleaseProfileVersionId' : `declares ReleaseProfileVersionId "${declared}"`;
      return [{
        at: tree.root,
        message: `The message ${found}; DDEX's ${profileTitle} rules (Release Profile 1.4, clause 3.2) want exactly "${expected}". `
          + `Set the NewReleaseMessage's ReleaseProfileVersionId attribute to "${expected}".${after}`,
      }];
    },
  };
}

interface ReleaseListTypeOptions {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  /** The ReleaseType values of which one release must have one. */
  types: readonly string[];
  profileTitle: string;
  code?: ErncFileStatus;
}

/**
 * DDEX's `<Profile>_MustContain…Release` patterns: context `*:NewReleaseMessage/ReleaseList`, assert
 * `Release/ReleaseType[text() = 'A'] | Release/ReleaseType[text() = 'B']`: some Release of the list has one of
 * those types.
 */
export function releaseListTypeRule(options: ReleaseListTypeOptions): ProfileRule {
  const { types, profileTitle } = options;
  const wanted = types.map((type) => `"${type}"`).join(' or ');
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: options.code ?? 'MetadataMissing',
    title: `The ReleaseList holds a Release of ReleaseType ${wanted}`,
    fix: `A ${profileTitle} message holds a Release whose ReleaseType is ${wanted}: give the release it describes that type, `
      + 'or declare the profile that fits the release.',
    check({ tree }) {
      return rootChildren(tree.root, 'ReleaseList')
        .filter((list) => !list.children.some((release) => release.name === 'Release' && hasChildWithText(release, 'ReleaseType', types)))
        .map((list) => ({
          at: list,
          message: `No Release of the ReleaseList has ReleaseType ${wanted}, which a ${profileTitle} message holds. `
            + `Give the release it describes ReleaseType ${wanted}, or declare the profile that fits the release.`,
        }));
    },
  };
}

interface MainReleaseTypeOptions {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  types: readonly string[];
  profileTitle: string;
}

/**
 * DDEX's `<Profile>_MainReleaseMustBe…` patterns: context `*:NewReleaseMessage/ReleaseList/Release[@IsMainRelease =
 * 'true']`, assert `ReleaseType = 'A'` (or `ReleaseType[text() = 'A'] | ReleaseType[text() = 'B']`): each release
 * marked main has one of those types. A message with no release marked `true` is not checked.
 */
export function mainReleaseTypeRule(options: MainReleaseTypeOptions): ProfileRule {
  const { types, profileTitle } = options;
  const wanted = types.map((type) => `"${type}"`).join(' or ');
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'NewReleaseMessageInvalid',
    title: `The main release has ReleaseType ${wanted}`,
    fix: `In a ${profileTitle} message the release marked IsMainRelease="true" has ReleaseType ${wanted}: correct its `
      + 'ReleaseType, or declare the profile that fits the release.',
    check({ tree }) {
      return releasesOf(tree.root)
        .filter((release) => isMarkedMain(release) && !hasChildWithText(release, 'ReleaseType', types))
        .map((release) => ({
          at: release,
          message: `The main release (IsMainRelease="true") has ${releaseTypesText(release)}; a ${profileTitle} message's main release `
            + `has ReleaseType ${wanted}. Correct its ReleaseType, or declare the profile that fits the release.`,
        }));
    },
  };
}

/**
 * Whether `scope` holds a RelatedRelease whose ReleaseRelationshipType is `type`
 * (`descendant::RelatedRelease[ReleaseRelationshipType = '…']`).
 */
export function holdsRelatedRelease(index: TreeIndex, scope: ErnElement, type: string): boolean {
  return index.within(scope, 'RelatedRelease').some((related) => hasChildWithText(related, 'ReleaseRelationshipType', [type]));
}

/** A release as messages name it: its ReleaseReference, or its place. */
export function releaseName(release: ErnElement): string {
  const reference = release.children.find((child) => child.name === 'ReleaseReference')?.text;
  return reference === undefined || reference === '' ? `Release ${release.index}` : `release "${reference}"`;
}

/**
 * `SoundRecording/SoundRecordingDetailsByTerritory/IndirectResourceContributor/IndirectResourceContributorRole[text()
 * = …]` from a ResourceList: some sound recording names an indirect contributor of one of those roles.
 */
export function holdsIndirectContributor(list: ErnElement, roles: readonly string[]): boolean {
  return list.children.some((recording) => recording.name === 'SoundRecording'
    && recording.children.some((details) => details.name === 'SoundRecordingDetailsByTerritory'
      && details.children.some((contributor) => contributor.name === 'IndirectResourceContributor'
        && hasChildWithText(contributor, 'IndirectResourceContributorRole', roles))));
}
