/**
 * `npm run docs` builds the docs site: a self-contained HTML reference with the create, lookup and webhook
 * operations (Redoc inlined, no CDN), the events page, the guides with every snippet, and an index.
 * (test/docs/site.test.ts opens it in a browser.)
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/docs/build.js';
import { sitePages } from '../scripts/docs/site-map.js';
import { readYaml, repoRoot } from './support/contract.js';

const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('docs site', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'pik-docs-'));
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  beforeAll(() => {
    buildSite(outDir);
  });
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('is what npm run docs builds', () => {
    expect(packageJson.scripts.docs).toBe('tsx scripts/docs/build.ts');
  });

  it('has the reference, webhook included, with Redoc inlined (readable offline)', () => {
    const html = read('reference/index.html');
    for (const summary of [
      'Create an ingest',
      'Look up an ingest (versioned path)',
      'Look up an ingest (path as the specification writes it)',
      'Ingest finished (webhook)',
    ]) {
      expect(html, summary).toContain(summary);
    }
    expect(html).toContain('X-Service-Signature');
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"[^>]+href="https?:\/\//);
    expect(html).not.toContain('https://cdn.redoc.ly');
  });

  it('has the mock\'s operator API page, every operation of operator.openapi.yaml on it, offline', () => {
    const html = read('reference/operator.html');
    const operator = readYaml('operator.openapi.yaml');
    const summaries = Object.values(operator.paths as Record<string, Record<string, { summary?: string }>>)
      .flatMap((item) => Object.values(item).map((operation) => operation.summary))
      .filter((summary) => summary !== undefined);
    expect(summaries.length).toBeGreaterThan(15);
    for (const summary of summaries) expect(html, summary).toContain(summary);
    expect(html).toContain('X-Operator-Token');
    expect(html).not.toContain('https://cdn.redoc.ly');
  });

  it('writes every page of the site map, each with lang, the navigation and a main landmark', () => {
    for (const entry of sitePages) {
      const html = read(entry.path);
      expect(html, entry.path).toContain('<html lang="en">');
      expect(html, entry.path).toContain('aria-label="Documentation"');
      // Redoc's pages (the references) bring their own layout.
      if (!entry.path.startsWith('reference/')) expect(html, entry.path).toContain('<main id="main">');
    }
  });

  it('includes every snippet verbatim in the signatures guide', () => {
    const html = read('guides/verifying-signatures.html');
    const snippets = readdirSync(path.join(repoRoot, 'docs', 'snippets'));
    expect(snippets.length).toBe(6);
    const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    for (const file of snippets) {
      expect(html, file).toContain(escape(readFileSync(path.join(repoRoot, 'docs', 'snippets', file), 'utf8').trimEnd()));
    }
  });

  it('renders the events page from asyncapi.yaml: header, payload fields, examples', () => {
    const html = read('events.html');
    for (const text of ['X-Service-Signature', 'eventId', 'data.status', 'data.error.code', 'sendIngestEvent', 'evt_']) {
      expect(html, text).toContain(text);
    }
  });

  it('lists every problem code of the contract on the error codes page', async () => {
    const { problemCodes } = await import('../generated/contract.js');
    const html = read('guides/error-codes.html');
    for (const code of Object.keys(problemCodes)) expect(html, code).toContain(`id="${code}"`);
  });

  it('draws the lifecycle from the contract: every IngestStatus in the SVG', () => {
    const svg = read('assets/lifecycle.svg');
    for (const status of ['processing', 'completed', 'failed']) expect(svg, status).toContain(`>${status}</text>`);
  });
});
