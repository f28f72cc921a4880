/**
 * The ingest lifecycle (spec 3) read from the contract, and drawn as SVG by hand: no layout engine, no service.
 *
 * States: the `IngestStatus` enum. The initial state: the `status` of the create's 201 record (spec 4.1). The
 * transitions: from the initial state to every other status of the `IngestRecord` union, labelled with that
 * variant's `status` description; a status whose record has `completedAt` set is terminal (spec 2.1, 3).
 */
import type { Contract, Json } from './contract.js';
import { inlineMarkdown } from './markdown.js';
import { escapeHtml } from './page.js';

export interface Lifecycle {
  states: string[];
  initial: string;
  /** Trigger text: the 201 of createIngest. */
  createLabel: string;
  transitions: { from: string; to: string; label: string; terminal: boolean }[];
  /** The contract's decision about terminal states (IngestStatus x-ingest-kit-decision). */
  terminalNote: string;
}

function statusOf(contract: Contract, record: Json): { status: string; description: string; terminal: boolean } {
  const properties = record.properties as Json;
  const status = properties.status as { const: string; description?: string };
  const completedAt = contract.resolve(properties.completedAt, 'openapi').node;
  return { status: status.const, description: status.description ?? '', terminal: completedAt.type !== 'null' };
}

export function lifecycleFromContract(contract: Contract): Lifecycle {
  const schemas = (contract.openapi.components as Json).schemas as Json;
  const ingestStatus = schemas.IngestStatus as { 'enum': string[]; 'x-ingest-kit-decision'?: string };
  const create = ((contract.openapi.paths as Json)['/partner/v1/ddex/ingests'] as Json).post as Json;
  const created = contract.resolve(
    (((create.responses as Json)['201'] as Json).content as Json)['application/json'],
    'openapi',
  ).node;
  const initial = statusOf(contract, contract.resolve(created.schema, 'openapi').node).status;
  const variants = ((schemas.IngestRecord as Json).oneOf as Json[]).map((v) => statusOf(contract, contract.resolve(v, 'openapi').node));
  for (const v of variants) if (!ingestStatus.enum.includes(v.status)) throw new Error(`docs: ${v.status} is not an IngestStatus`);
  return {
    states: ingestStatus.enum,
    initial,
    createLabel: `${String(create.summary)}: 201 (spec ${String(create['x-spec-section'])})`,
    transitions: variants.filter((v) => v.status !== initial).map((v) => ({
      from: initial,
      to: v.status,
      label: v.description.replace(/\s*\(spec [^)]*\)\.?$/, '').replace(/`/g, ''),
      terminal: v.terminal,
    })),
    terminalNote: (ingestStatus['x-ingest-kit-decision'] ?? '').replace(/\s+/g, ' ').trim(),
  };
}

/** Left to right: a start dot, the initial state, then the other states stacked on the right. */
export function lifecycleSvg(model: Lifecycle): string {
  const box = { w: 150, h: 46 };
  const rightX = 560;
  const rowGap = 110;
  const height = Math.max(1, model.transitions.length) * rowGap + 40;
  const initialY = height / 2 - box.h / 2;
  const initialX = 150;
  const parts: string[] = [];
  const stateBox = (x: number, y: number, name: string, terminal: boolean) => {
    parts.push(`<rect x="${x}" y="${y}" width="${box.w}" height="${box.h}" rx="23" fill="${terminal ? '#e8f0fa' : '#fff'}" stroke="#14304f" stroke-width="${terminal ? 3 : 2}"/>`);
    if (terminal) parts.push(`<rect x="${x + 4}" y="${y + 4}" width="${box.w - 8}" height="${box.h - 8}" rx="19" fill="none" stroke="#14304f" stroke-width="1"/>`);
    parts.push(`<text x="${x + box.w / 2}" y="${y + box.h / 2 + 6}" text-anchor="middle" font-size="17" font-weight="600">${escapeHtml(name)}</text>`);
  };
  // The start: the create's 201.
  parts.push(`<circle cx="30" cy="${height / 2}" r="9" fill="#14304f"/>`);
  parts.push(`<line x1="39" y1="${height / 2}" x2="${initialX - 4}" y2="${height / 2}" stroke="#14304f" stroke-width="2" marker-end="url(#arrow)"/>`);
  parts.push(`<text x="44" y="${height / 2 - 10}" font-size="12">create: 201</text>`);
  stateBox(initialX, initialY, model.initial, false);
  model.transitions.forEach((t, i) => {
    const y = 20 + i * rowGap + (rowGap - 20 - box.h) / 2;
    stateBox(rightX, y, t.to, t.terminal);
    const x1 = initialX + box.w;
    const y1 = height / 2;
    const y2 = y + box.h / 2;
    parts.push(`<path d="M${x1} ${y1} C ${x1 + 120} ${y1}, ${rightX - 140} ${y2}, ${rightX - 4} ${y2}" fill="none" stroke="#14304f" stroke-width="2" marker-end="url(#arrow)"/>`);
    const words = t.label.split(' ');
    const half = Math.ceil(words.length / 2);
    const lines = words.length > 4 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [t.label];
    const labelY = y2 + (y2 < y1 ? -14 : 10) - (lines.length - 1) * 14 + (y2 < y1 ? 0 : 4);
    lines.forEach((line, n) => {
      parts.push(`<text x="${(x1 + rightX) / 2}" y="${labelY + n * 14}" text-anchor="middle" font-size="12">${escapeHtml(line)}</text>`);
    });
  });
  const title = `Ingest lifecycle: ${model.states.join(', ')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${rightX + box.w + 20} ${height}" width="${rightX + box.w + 20}" height="${height}" role="img" aria-labelledby="lifecycle-title" font-family="system-ui, sans-serif" fill="#1a1a1a">
<title id="lifecycle-title">${escapeHtml(title)}</title>
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#14304f"/></marker></defs>
${parts.join('\n')}
</svg>
`;
}

/** The diagram as a figure with alt text, and the same facts as a table (for every reader). */
export function lifecycleHtml(model: Lifecycle, svgHref: string): string {
  const alt = `State diagram: a successful create starts an ingest in ${model.initial}; from ${model.initial} it moves to `
    + model.transitions.map((t) => `${t.to} (${t.label})`).join(' or ') + '. '
    + `${model.transitions.filter((t) => t.terminal).map((t) => t.to).join(' and ')} are terminal.`;
  const rows = [
    `<tr><td>(none)</td><td>${escapeHtml(model.createLabel)}</td><td><code>${model.initial}</code></td><td>no</td></tr>`,
    ...model.transitions.map((t) => `<tr><td><code>${t.from}</code></td><td>${escapeHtml(t.label)}</td><td><code>${t.to}</code></td><td>${t.terminal ? 'yes' : 'no'}</td></tr>`),
  ];
  return `<figure>
<img src="${svgHref}" alt="${escapeHtml(alt)}" width="730">
<figcaption>Drawn at build time from <code>IngestStatus</code> and the <code>IngestRecord</code> variants of <code>openapi.yaml</code>.</figcaption>
</figure>
<table>
<caption>Transitions (spec 3)</caption>
<thead><tr><th scope="col">From</th><th scope="col">When</th><th scope="col">To</th><th scope="col">Terminal</th></tr></thead>
<tbody>${rows.join('')}</tbody>
</table>
<p><strong>Our decision:</strong> ${inlineMarkdown(model.terminalNote)}</p>`;
}
