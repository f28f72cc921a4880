/**
 * The fenced code blocks of a Markdown text, with the class each one's info string gives it (`sh run`,
 * `ts typecheck`, `text output`, …; test/readme-blocks.test.ts lists the classes), for the tests that check every
 * block of the README and of the guides.
 */

export interface Block {
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  /** The info string's words after the language: the class. */
  kind: string;
  code: string;
  /** `<!-- not run: … -->` on the line above the fence. */
  notRun?: string;
}

/**
 * The fenced blocks of a Markdown text (indented ones in lists too), with what marks them.
 * @param file names the text in the error about a block that is never closed.
 */
export function blocksOf(text: string, file: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)```(\S*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1] ?? '';
    const end = lines.findIndex((l, j) => j > i && l === `${indent}\`\`\``);
    if (end < 0) throw new Error(`${file}:${i + 1}: a code block that is never closed`);
    const above = /^\s*<!-- not run: (.+?) -->$/.exec(lines[i - 1] ?? '');
    blocks.push({
      line: i + 1,
      lang: open[2] ?? '',
      kind: (open[3] ?? '').trim(),
      code: lines.slice(i + 1, end).map((l) => l.slice(indent.length)).join('\n'),
      ...(above?.[1] ? { notRun: above[1] } : {}),
    });
    i = end;
  }
  return blocks;
}

/** The classes each language may carry. */
export const blockClasses: Record<string, RegExp> = {
  sh: /^(run|not-run)$/,
  bash: /^(run|not-run)$/,
  ts: /^(run|typecheck|not-run|receiver=[\w-]+)$/,
  yaml: /^(config|not-run)$/,
  json: /^(output|not-run)$/,
  text: /^(output|illustration|not-run)$/,
  sql: /^(run|not-run)$/,
};
