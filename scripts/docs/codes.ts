/** The error code tables, from the contract's registry (generated/contract.ts, made from x-ingest-kit-problem-codes). */
import { problemCodes } from '../../generated/contract.js';
import { mockOnlyProblemCodes } from '../../mock-server/src/errors.js';
import { inlineMarkdown } from './markdown.js';
import { escapeHtml } from './page.js';

interface Entry { status: number; title: string; specSection?: string; decision?: string }

function table(caption: string, entries: [string, Entry][], withOrigin: boolean): string {
  const head = withOrigin ? '<th scope="col">Origin</th>' : '';
  const rows = entries
    .sort(([, a], [, b]) => a.status - b.status)
    .map(([code, e]) => {
      const origin = withOrigin
        ? `<td>${e.specSection ? `spec ${escapeHtml(e.specSection)}` : ''}${e.specSection && e.decision ? '; ' : ''}${e.decision ? `ours: ${inlineMarkdown(e.decision)}` : ''}</td>`
        : '';
      return `<tr><td>${e.status}</td><td><code id="${code}">${code}</code></td><td>${escapeHtml(e.title)}</td>${origin}</tr>`;
    });
  return `<table>
<caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">HTTP</th><th scope="col">Code</th><th scope="col">Title</th>${head}</tr></thead>
<tbody>${rows.join('')}</tbody>
</table>`;
}

export function problemCodesHtml(): string {
  return table('The service: every problem code of the contract', Object.entries(problemCodes), true);
}

export function mockProblemCodesHtml(): string {
  return table('The mock server only (operator API, file storage)', Object.entries(mockOnlyProblemCodes), false);
}
