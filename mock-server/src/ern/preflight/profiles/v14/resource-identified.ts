/**
 * The 1.4 patterns that ask the resource a content item names to carry an identifier
 * (`MultiProfile_PrimarySoundRecordingMustHaveISRC`, `…PrimaryVideoMustHaveISRC`,
 * `…SecondaryResourceMustHaveProprietaryId`, `…PrimaryResourceMustHaveIdentifiers`): context
 * `//ResourceGroupContentItem[ResourceType = …]/ReleaseResourceReference[@ReleaseResourceType = …]`, test
 * `//ResourceReference[text() = current()]/../{any}/<Id>[non-empty]`: a grandchild identifier of the named resource
 * (`SoundRecording/SoundRecordingId/ISRC`). A reference that names no resource fails.
 */
import type { DdexAssertion, ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { contentItemReferences, danglingSays, hasText, resourcesByReference } from './ern3-places.js';

export function resourceIdentifiedRule(options: {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  type: 'PrimaryResource' | 'SecondaryResource';
  /** The content item's ResourceType (`SoundRecording`, `Video`), when DDEX's context asks for one. */
  resourceType?: string;
  /** The identifiers that satisfy it (`ISRC`; `ProprietaryId`, `ISAN`, `VISAN`). */
  identifiers: readonly string[];
  title: string;
  fix: string;
  /** The finding's text for the reference's value. */
  says(reference: string): string;
}): ProfileRule {
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'MetadataMissing',
    title: options.title,
    fix: options.fix,
    check(input) {
      const index = indexOf(input);
      const byReference = resourcesByReference(index);
      return contentItemReferences(index, options.type, options.resourceType)
        .filter(({ reference }) => !(byReference.get(reference.text) ?? []).some((resource) => resource.children
          .some((id) => id.children.some((child) => options.identifiers.includes(child.name) && hasText(child)))))
        .map(({ reference }) => ({
          message: byReference.has(reference.text) ? options.says(reference.text) : danglingSays(reference.text),
          at: reference,
        }));
    },
  };
}
