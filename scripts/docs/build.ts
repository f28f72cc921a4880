/**
 * `npm run docs`: the static docs site in docs/site/ (or `--out <dir>`), offline: the API reference and the mock's
 * operator API reference (Redocly),
 * the webhook events page (asyncapi.yaml), the guides (docs/guides/*.md) with the signature snippets included
 * verbatim and the blocks made from the contract (error codes, lifecycle diagram), and an index. The mock serves
 * the folder at /docs.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mockProblemCodesHtml, problemCodesHtml } from './codes.js';
import { loadContract, repoRoot } from './contract.js';
import { eventsPage } from './events.js';
import { lifecycleFromContract, lifecycleHtml, lifecycleSvg } from './lifecycle.js';
import { renderGuide } from './markdown.js';
import { escapeHtml, page, siteCss } from './page.js';
import { buildReference } from './reference.js';
import { relativeHref, type SitePage, sitePages } from './site-map.js';

export const defaultSiteDir = path.join(repoRoot, 'docs', 'site');

function write(outDir: string, file: string, content: string): void {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

function indexBody(): string {
  const cards = sitePages.filter((p) => p.path !== 'index.html').map((p) => `<li><h3><a href="${p.path}">${escapeHtml(p.title)}</a></h3><p>${escapeHtml(p.summary)}</p></li>`);
  return `<h1>Partner Ingest Service documentation</h1>
<p>An approved partner submits a DDEX ERN release by release id and pre-signed XML URL, gets a 201 with an ingest
record, and learns the outcome (<code>completed</code> or <code>failed</code>) by status lookup and by signed webhooks.
Everything here is built from the contract (<code>openapi.yaml</code>, <code>asyncapi.yaml</code>) and the guides
of partner-ingest-kit, and reads offline.</p>
<h2>Contents</h2>
<ul class="cards">${cards.join('')}</ul>`;
}

export function buildSite(outDir: string = defaultSiteDir): void {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const contract = loadContract();
  const lifecycle = lifecycleFromContract(contract);
  write(outDir, 'assets/site.css', siteCss);
  // The guides link each snippet's file (docs/guides -> ../snippets, the same from site/guides).
  cpSync(path.join(repoRoot, 'docs', 'snippets'), path.join(outDir, 'snippets'), { recursive: true });
  // The guides' pictures (docs/guides -> ../images, the same from site/guides).
  cpSync(path.join(repoRoot, 'docs', 'images'), path.join(outDir, 'images'), { recursive: true });
  write(outDir, 'assets/lifecycle.svg', lifecycleSvg(lifecycle));
  for (const entry of sitePages as readonly SitePage[]) {
    if (entry.contract !== undefined) {
      buildReference(outDir, { ...entry, contract: entry.contract });
      continue;
    }
    let body: string;
    if (entry.path === 'index.html') body = indexBody();
    else if (entry.path === 'events.html') body = eventsPage(contract);
    else if (entry.source) {
      body = renderGuide(path.join(repoRoot, 'docs', 'guides', entry.source), {
        'problem-codes': problemCodesHtml,
        'mock-problem-codes': mockProblemCodesHtml,
        'lifecycle': () => lifecycleHtml(lifecycle, relativeHref(entry.path, 'assets/lifecycle.svg')),
      });
    } else throw new Error(`docs: no way to build ${entry.path}`);
    write(outDir, entry.path, page({ path: entry.path, title: entry.title, body }));
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('scripts/docs/build.ts')) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const outDir = path.resolve(values.out ?? defaultSiteDir);
  buildSite(outDir);
  console.log(`docs site written to ${path.relative(process.cwd(), outDir) || '.'}/ (open index.html, or the mock's /docs)`);
}
