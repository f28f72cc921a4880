/**
 * What a resource of the kept tree says about itself for the release summary: its own ISRC and its files
 * (location and hash sum), in ERN 3.8.x and 4.x alike.
 */
import { valueOf } from './main-release.js';
import type { FileSummary } from './summary.js';
import { childOf, findAll, textAt, type ErnElement } from './tree.js';

/** The resource's own ISRC (4.x `…Edition/ResourceId` or `ResourceId`; 3.8 `SoundRecordingId` / `VideoId`). */
export function isrcOf(resource: ErnElement): string | null {
  const isrc = findAll(resource, (element) => element.name === 'ISRC' && element.text !== '')[0];
  return isrc === undefined ? null : isrc.text;
}

/** Every `File` of a resource, as the message locates it. */
export function filesOf(resource: ErnElement): FileSummary[] {
  return findAll(resource, (element) => element.name === 'File').map((file) => ({
    location: locationOf(file),
    hashSum: hashSumOf(file),
  }));
}

/** 4.x `URI`; 3.8 `URL`, or `FilePath` + `FileName`. */
function locationOf(file: ErnElement): string | null {
  const uri = textAt(file, 'URI') ?? textAt(file, 'URL');
  if (uri !== null) return uri;
  const name = textAt(file, 'FileName');
  if (name === null) return null;
  const folder = textAt(file, 'FilePath');
  return folder === null ? name : `${folder.endsWith('/') ? folder : `${folder}/`}${name}`;
}

/** 4.x `HashSum/Algorithm` + `HashSumValue`; 3.8 `HashSum/HashSumAlgorithmType` + `HashSum/HashSum`. */
function hashSumOf(file: ErnElement): FileSummary['hashSum'] {
  const hashSum = childOf(file, 'HashSum');
  if (hashSum === undefined) return null;
  const algorithm = childOf(hashSum, 'Algorithm') ?? childOf(hashSum, 'HashSumAlgorithmType');
  const value = textAt(hashSum, 'HashSumValue') ?? textAt(hashSum, 'HashSum');
  if (value === null) return null;
  return { algorithm: algorithm === undefined ? '' : valueOf(algorithm), value };
}
