/**
 * Small files, one idea each (STYLE.md, habit 10): a source file over 300 lines opens with a comment saying
 * why it is one piece, in a sentence that starts `One piece:`. Without it, the file is two files waiting.
 */
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files.js';

const maxLines = 300;
const marker = 'One piece:';

/** The comment a file opens with (a `/** … *\/` block or a run of `//` lines), after any `#!` line; '' for none. */
function topComment(text: string): string {
  const body = text.replace(/^#!.*\n/, '').trimStart();
  if (body.startsWith('/*')) return body.slice(0, body.indexOf('*/') + 2);
  const lines = body.split('\n');
  const end = lines.findIndex((line) => !line.trimStart().startsWith('//'));
  return lines.slice(0, end === -1 ? lines.length : end).join('\n');
}

function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The files over the limit whose top comment does not say why they are one piece, as `file (n lines)`. */
function oversized(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const text = read(file);
    const lines = lineCount(text);
    return lines > maxLines && !topComment(text).includes(marker) ? [`${file} (${lines} lines)`] : [];
  });
}

describe('source files', () => {
  it(`over ${maxLines} lines say at their top why they are one piece ("${marker} …")`, () => {
    const offenders = oversized(sourceFiles(), readSource);
    expect(offenders, `split these, or open them with a comment that says "${marker}" and why:\n${offenders.join('\n')}`).toEqual([]);
  });
});

describe('the file-size guard', () => {
  const long = (head: string) => `${head}\n${'const x = 1;\n'.repeat(maxLines)}`;

  it.each([
    { name: 'a long file without a top comment', given: long('const a = 0;'), want: 1 },
    { name: 'a long file whose top comment gives no reason', given: long('/** Holds things. */'), want: 1 },
    { name: 'a long file with the marker only further down', given: `${long('/** Holds things. */')}\n// ${marker} no`, want: 1 },
    { name: 'a long file with the marker in its top block comment', given: long(`/**\n * Holds things.\n * ${marker} they change together.\n */`), want: 0 },
    { name: 'a long file with the marker in its top // lines', given: long(`#!/usr/bin/env node\n// Holds things.\n// ${marker} they change together.`), want: 0 },
    { name: 'a short file without a comment', given: 'const a = 0;\n', want: 0 },
  ])('counts $name as $want offender(s)', ({ given, want }) => {
    expect(oversized(['f.ts'], () => given)).toHaveLength(want);
  });

  it('counts lines as an editor shows them', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
