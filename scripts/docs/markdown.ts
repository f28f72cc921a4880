/**
 * Guides from Markdown (docs/guides/*.md, which GitHub renders too) to HTML with marked. Two directives, HTML
 * comments so that GitHub hides them:
 *   <!-- include: ../snippets/verify.py -->   the file, verbatim, as a code block (build time, never a copy)
 *   <!-- generated: name -->                  a block the build makes from the contract (see `generated`)
 * Links to another guide (`other.md#part`) become links to its page (`other.html#part`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { escapeHtml } from './page.js';

const languages: Record<string, string> = {
  '.py': 'python', '.go': 'go', '.java': 'java', '.php': 'php', '.rb': 'ruby', '.mjs': 'js', '.ts': 'ts', '.yml': 'yaml', '.yaml': 'yaml',
};

function slug(text: string): string {
  return text.toLowerCase().replace(/<[^>]+>/g, '').replace(/&[a-z0-9#]+;/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const html = this.parser.parseInline(tokens);
      return `<h${depth} id="${slug(html)}">${html}</h${depth}>\n`;
    },
    // Focusable, so that a keyboard can scroll a long line (axe: scrollable-region-focusable).
    code({ text, lang }) {
      const language = lang ? ` class="language-${escapeHtml(lang)}"` : '';
      return `<pre tabindex="0"><code${language}>${escapeHtml(text)}</code></pre>\n`;
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const target = /^[a-z0-9-]+\.md(#.*)?$/.test(href) ? href.replace(/\.md(#|$)/, '.html$1') : href;
      return `<a href="${target}"${title ? ` title="${title}"` : ''}>${text}</a>`;
    },
  },
});

export function inlineMarkdown(text: string): string {
  return marked.parseInline(text, { async: false });
}

export function renderGuide(file: string, generated: Record<string, () => string>): string {
  const source = readFileSync(file, 'utf8');
  const expanded = source
    .replace(/^<!-- include: (\S+) -->$/gm, (_line, relative: string) => {
      const included = readFileSync(path.resolve(path.dirname(file), relative), 'utf8').replace(/\n+$/, '');
      const fence = '`'.repeat(Math.max(3, ...[...included.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      return `${fence}${languages[path.extname(relative)] ?? ''}\n${included}\n${fence}`;
    })
    .replace(/^<!-- generated: ([a-z-]+) -->$/gm, (_line, name: string) => {
      const make = generated[name];
      if (!make) throw new Error(`${file}: unknown generated block "${name}"; known: ${Object.keys(generated).join(', ')}`);
      return `\n${make()}\n`;
    });
  return marked.parse(expanded, { async: false });
}

/** Markdown from the contract (descriptions), its highest heading moved to `<h{top}>`, the others with it. */
export function renderMarkdown(text: string, top: number): string {
  const levels = [...text.matchAll(/^(#{1,6}) /gm)].map((m) => m[1]!.length);
  const offset = top - Math.min(...levels, top);
  const shifted = text.replace(/^(#{1,6}) /gm, (_m, hashes: string) => `${'#'.repeat(Math.min(6, hashes.length + offset))} `);
  return marked.parse(shifted, { async: false });
}
