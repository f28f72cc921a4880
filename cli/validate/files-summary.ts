/**
 * What `validate --files` says it checked, whatever it found: the count of the message's resource files (each
 * File with a location) by what became of them, and one sentence of it, `3 files: all present, hash sums match`.
 */
import type { FileOutcome } from '../../mock-server/src/ern/preflight/files-check.js';
import type { FilesCheckSummary, PreflightNotice } from '../../mock-server/src/ern/preflight/types.js';

export function filesCheckSummary(outcomes: readonly FileOutcome[]): FilesCheckSummary {
  const count = (...kinds: FileOutcome[]) => outcomes.filter((outcome) => kinds.includes(outcome)).length;
  return {
    files: outcomes.length,
    present: count('unread', 'matches', 'differs', 'unchecked', 'no-hash'),
    missing: count('missing'),
    outsideFolder: count('outside'),
    hashSumsMatch: count('matches'),
    hashSumsDiffer: count('differs'),
    hashSumsNotChecked: count('unread', 'unchecked'),
    noHashSum: count('no-hash'),
  };
}

export function filesNotice(summary: FilesCheckSummary): PreflightNotice {
  return { kind: 'files-checked', message: `files checked: ${filesSentence(summary)}` };
}

/** `3 files: all present, hash sums match`, or each count that is not zero. */
export function filesSentence(summary: FilesCheckSummary): string {
  const { files, present, missing, outsideFolder, hashSumsMatch, hashSumsDiffer, hashSumsNotChecked, noHashSum } = summary;
  if (files === 0) return 'the message names no resource file';
  const total = plural(files, 'file');
  if (present === files && hashSumsMatch === files) return `${total}: all present, hash sums match`;
  const presence = present === files
    ? ['all present']
    : [`${present} present`, ...nonZero(missing, 'missing'), ...nonZero(outsideFolder, 'outside the folder (not opened)')];
  const hashes = [
    ...nonZero(hashSumsMatch, hashSumsMatch === 1 ? 'hash sum matches' : 'hash sums match'),
    ...nonZero(hashSumsDiffer, hashSumsDiffer === 1 ? 'hash sum does not match' : 'hash sums do not match'),
    ...nonZero(hashSumsNotChecked, hashSumsNotChecked === 1 ? 'hash sum not checked' : 'hash sums not checked'),
    ...nonZero(noHashSum, 'without a hash sum'),
  ];
  return `${total}: ${presence.join(', ')}${hashes.length === 0 ? '' : `; ${hashes.join(', ')}`}`;
}

function nonZero(n: number, words: string): string[] {
  return n === 0 ? [] : [`${n} ${words}`];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
