/**
 * The 1.4 patterns that ask the message's ResourceList to hold some resource (`MultiProfile_MustContainVideo`,
 * `…OneSoundRecording`, `…MusicalWorkSoundRecording`, …): context `*:NewReleaseMessage/ResourceList`, one finding
 * per ResourceList that fails, at it. A ResourceList's absence fails none of them (there is no context).
 */
import type { ErnElement } from '../../../release/tree.js';
import type { DdexAssertion, ProfileRule, ProfileRuleInput } from '../types.js';
import { kids, rootList } from './ern3-places.js';

export interface ResourceListHolds {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  title: string;
  fix: string;
  /** Whether the ResourceList passes (DDEX's test), for the profile being checked. */
  holds(list: ErnElement, input: ProfileRuleInput): boolean;
  /** What is missing, for the finding. */
  missing(list: ErnElement, input: ProfileRuleInput): string;
}

export function resourceListRule(options: ResourceListHolds): ProfileRule {
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'ResourceMissing',
    title: options.title,
    fix: options.fix,
    check(input) {
      return rootList(input.tree, 'ResourceList')
        .filter((list) => !options.holds(list, input))
        .map((list) => ({ message: options.missing(list, input), at: list }));
    },
  };
}

/** `<name>/<typeElement>[text() = value]`: a resource of that name whose type element is that value. */
export function hasTyped(list: ErnElement, name: string, typeElement: string, value: string): boolean {
  return kids(list, name).some((resource) => kids(resource, typeElement).some((type) => type.text === value));
}
