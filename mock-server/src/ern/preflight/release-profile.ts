/**
 * The rules of DDEX's ERN 4 release profiles ("ERN Part 2: Release Profiles", clause 6 and 8) that the kept tree can
 * check: which resources a message of a profile holds, by kind and `Type`, and how many, and (for the single-track
 * profiles) how the main release groups them. A message states its profile in the root attribute
 * `ReleaseProfileVersionId` (ERN 4.x only: 3.8.x profiles are named differently and are not checked here).
 *
 * Resources are counted in the `ResourceList`: in ERN 4 every resource there belongs to a release (or is flagged
 * `IsSupplemental`, and then is not counted), and the resource-unused rule reports those that do not.
 * Each profile's rule is one module under rules/ built with {@link profileRule}.
 */
import { childOf, childrenOf, findAll, textAt, type ErnElement, type ErnTree } from '../release/tree.js';
import { ernMajorOf } from '../version.js';
import type { ErncFileStatus, PreflightRule, RuleFinding, Severity } from './types.js';

/** How many resources of a kind (and of some `Type` values) a profile's main release holds. */
export interface ResourceRequirement {
  /** The resource element: `SoundRecording`, `Video`, `Image`. */
  kind: string;
  /** Accepted `Type` values; empty: any. */
  types: readonly string[];
  min: number;
  /** `Infinity`: no upper bound. */
  max: number;
}

/** The main release's grouping that a single-track profile asks for (clauses 8.1, 8.2). */
export interface GroupingRequirement {
  /** Where DDEX says so: `DDEX ERN 4 Release Profiles, 8.1 …`. */
  clause: string;
  /** The main release has exactly one ResourceGroup … */
  oneResourceGroup: true;
  /** … that holds exactly one ResourceGroupContentItem (8.1) or any number (8.2). */
  oneContentItem: boolean;
}

export interface ProfileRuleSpec {
  id: string;
  code: ErncFileStatus;
  severity: Severity;
  /** The `ReleaseProfileVersionId` value, as DDEX's allowed value set spells it. */
  profile: string;
  /** The clause, cited in `source` and in every finding. */
  clause: string;
  resources: readonly ResourceRequirement[];
  grouping?: GroupingRequirement;
  fix: string;
}

/** The rule that checks one profile's requirements on the messages that declare it. */
export function profileRule(spec: ProfileRuleSpec): PreflightRule {
  const wants = spec.resources.map(describe).join('; ');
  return {
    id: spec.id,
    code: spec.code,
    severity: spec.severity,
    title: `A message of the ${spec.profile} profile holds ${wants}`,
    source: spec.clause,
    fix: spec.fix,
    check({ tree }) {
      if (!declares(tree, spec.profile)) return [];
      const resourceList = childOf(tree.root, 'ResourceList');
      const counted = countedResources(resourceList);
      const findings = spec.resources.flatMap((requirement) => checkCount(requirement, counted, resourceList ?? tree.root, spec));
      return spec.grouping === undefined ? findings : findings.concat(checkGrouping(tree, spec.grouping, spec.profile));
    },
  };
}

function declares(tree: ErnTree, profile: string): boolean {
  return ernMajorOf(tree.ernVersion) === 4 && tree.root.attributes.ReleaseProfileVersionId === profile;
}

/** The ResourceList's resources that belong to a release, by element name. */
function countedResources(resourceList: ErnElement | undefined): Map<string, ErnElement[]> {
  const byKind = new Map<string, ErnElement[]>();
  for (const resource of resourceList?.children ?? []) {
    if (resource.attributes.IsSupplemental === 'true') continue;
    const list = byKind.get(resource.name) ?? [];
    list.push(resource);
    byKind.set(resource.name, list);
  }
  return byKind;
}

function checkCount(
  requirement: ResourceRequirement,
  counted: Map<string, ErnElement[]>,
  listElement: ErnElement,
  spec: ProfileRuleSpec,
): RuleFinding[] {
  const matching = (counted.get(requirement.kind) ?? []).filter(
    (resource) => requirement.types.length === 0 || requirement.types.includes(textAt(resource, 'Type') ?? ''),
  );
  const count = matching.length;
  if (count >= requirement.min && count <= requirement.max) return [];
  const asked = `ReleaseProfileVersionId="${spec.profile}" asks for ${describe(requirement)} (${spec.clause})`;
  if (count < requirement.min) {
    return [{
      message: `${asked}; the ResourceList has ${count === 0 ? 'none' : String(count)}. Add the missing `
        + `${requirement.kind} with its Type, or declare the profile that fits the release.`,
      at: listElement,
    }];
  }
  const extra = matching[requirement.max]!;
  return [{
    message: `${asked}; the ResourceList has ${count} (${matching.map(anchorOf).join(', ')}). Keep ${requirement.max} in `
      + 'the release, or declare the profile that fits the release.',
    at: extra,
  }];
}

function checkGrouping(tree: ErnTree, grouping: GroupingRequirement, profile: string): RuleFinding[] {
  const release = mainReleaseOf(tree);
  if (release === undefined) return [];
  const groups = findAll(release, (element) => element.name === 'ResourceGroup');
  if (groups.length !== 1) {
    return [{
      message: `ReleaseProfileVersionId="${profile}" asks for exactly one ResourceGroup in the main release `
        + `(${grouping.clause}); it has ${groups.length}. Put the one resource and its cover in a single ResourceGroup.`,
      at: groups[1] ?? release,
    }];
  }
  const items = findAll(groups[0]!, (element) => element.name === 'ResourceGroupContentItem');
  if (!grouping.oneContentItem || items.length === 1) return [];
  return [{
    message: `ReleaseProfileVersionId="${profile}" asks for exactly one ResourceGroupContentItem in the main release's `
      + `ResourceGroup (${grouping.clause}); it has ${items.length}. Keep the primary resource in one item and link the `
      + 'cover with LinkedReleaseResourceReference.',
    at: items[1] ?? groups[0]!,
  }];
}

/** The 4.x main release: the ReleaseList's `Release`. */
function mainReleaseOf(tree: ErnTree): ErnElement | undefined {
  const releaseList = childOf(tree.root, 'ReleaseList');
  return releaseList === undefined ? undefined : childrenOf(releaseList, 'Release')[0];
}

function anchorOf(resource: ErnElement): string {
  return `"${textAt(resource, 'ResourceReference') ?? `${resource.name}[${resource.index}]`}"`;
}

function describe(requirement: ResourceRequirement): string {
  const { min, max } = requirement;
  const count = min === max ? `exactly ${min}` : max === Infinity ? `at least ${min}` : min === 0 ? `at most ${max}` : `${min} to ${max}`;
  const types = requirement.types.length === 0 ? '' : ` of Type ${requirement.types.join(' or ')}`;
  return `${count} ${requirement.kind}${types}`;
}
