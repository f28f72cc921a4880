/**
 * What DDEX's LongformVideo video-chapter patterns (1460-1, 1461-1) share: their context starts at
 * `Video[ResourceReference = //ReleaseResourceReference[@ReleaseResourceType = 'PrimaryResource']]/VideoCollectionReferenceList`,
 * a video that some release names as a primary resource (the attribute written out: DDEX's XSL reads no schema).
 */
import type { ErnElement } from '../../../release/tree.js';
import type { TreeIndex } from '../../tree-index.js';

/** The references that some ReleaseResourceReference, anywhere, names as a primary resource. */
export function primaryReferences(index: TreeIndex): Set<string> {
  return new Set(index.named('ReleaseResourceReference')
    .filter((pointer) => pointer.attributes.ReleaseResourceType === 'PrimaryResource')
    .map((pointer) => pointer.text));
}

/**
 * The SoundRecordingCollectionReference wrappers of each primary video's VideoCollectionReferenceList, with their
 * video: the context of 1461-1; their inner SoundRecordingCollectionReference is that of 1460-1.
 */
export function primaryVideoChapterReferences(index: TreeIndex): { video: ErnElement; wrapper: ErnElement }[] {
  const primary = primaryReferences(index);
  return index.named('VideoCollectionReferenceList').flatMap((list) => {
    const video = list.parent;
    if (video?.name !== 'Video') return [];
    if (!video.children.some((child) => child.name === 'ResourceReference' && primary.has(child.text))) return [];
    return list.children.filter((child) => child.name === 'SoundRecordingCollectionReference').map((wrapper) => ({ video, wrapper }));
  });
}

/** The texts of the element's children of that name. */
export function childTexts(element: ErnElement, name: string): string[] {
  return element.children.filter((child) => child.name === name).map((child) => child.text);
}
