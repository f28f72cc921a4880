/**
 * The docs site in a real browser: Debian's chromium (/usr/bin/chromium, never a downloaded one) driven by
 * playwright-core, the site built into a temporary folder and served by the mock's /docs handler over a real
 * socket. Every page renders without a console error and without reaching the network, every internal link
 * answers 200, axe-core finds no serious or critical violation, and every operation of the contract shows on the
 * reference. Screenshots go to test-artifacts/screenshots/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, haveChromium, launchChromium } from '../support/chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsById } from '../../generated/contract.js';
import { docsPrefix, docsRoutes } from '../../mock-server/src/docs/routes.js';
import { buildSite } from '../../scripts/docs/build.js';
import { loadContract } from '../../scripts/docs/contract.js';
import { sitePages } from '../../scripts/docs/site-map.js';
import { repoRoot } from '../support/contract.js';

const hasChromium = haveChromium;
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const screenshots = path.join(repoRoot, 'test-artifacts', 'screenshots');

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** Opens a page, recording console errors, uncaught errors and any request that leaves this machine. */
async function open(browser: Browser, url: string): Promise<{ page: Page; errors: string[]; external: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  const external: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/^(?!http:\/\/127\.0\.0\.1[:/]|data:|blob:)/, async (route) => {
    external.push(route.request().url());
    await route.abort();
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors, external };
}

describe.skipIf(!hasChromium)(`docs site in Chromium${hasChromium ? '' : ` (SKIPPED: ${chromiumPath} not found; .ci/run installs Debian's chromium)`}`, () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'pik-site-'));
  let server: FastifyInstance;
  let base: string;
  let browser: Browser;
  /**
   * Each internal link's status, asked once per file: the pages share their navigation, so most of their links are
   * the same few URLs. Every page's links are still all checked; a link already answered is not asked again.
   */
  const linkStatus = new Map<string, Promise<number>>();

  // The site's build and chromium's launch: ~5 s alone, past the 30 s hookTimeout on a loaded 2-core machine (in the
  // full suite at load 12 the hook timed out and the whole file reported nothing but skips). 120 s only says "hangs".
  beforeAll(async () => {
    buildSite(siteDir);
    mkdirSync(screenshots, { recursive: true });
    server = Fastify();
    await server.register(docsRoutes, { dir: siteDir });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    base = `${address}${docsPrefix}/`;
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser.close();
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  // One page at a time: side by side they contend for the same two cores and take longer, not shorter.
  it.each(sitePages.map((p) => ({ ...p })))('$path: renders offline without console errors, links resolve, axe finds nothing serious', async (entry) => {
    const { page, errors, external } = await open(browser, `${base}${entry.path}`);
    try {
      // Redoc renders on the client: wait for its first heading.
      if (entry.path.startsWith('reference/')) await page.getByRole('heading', { name: /Partner Ingest Service/ }).first().waitFor();
      await page.locator('h1').first().waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.locator('nav a').filter({ hasText: 'Error codes' }).count(), 'the shared navigation').toBeGreaterThan(0);

      // Internal links: the site's own. Redoc's menu entries are client-side routes, not files; its page is
      // checked through the site navigation it carries (and the operations test below).
      const scope = entry.path.startsWith('reference/') ? '.site-nav a[href]' : 'a[href]';
      const hrefs = await page.locator(scope).evaluateAll((links) => links.map((a) => (a as unknown as { href: string }).href));
      const internal = [...new Set(hrefs.filter((h) => h.startsWith(base)).map((h) => h.split('#')[0]!))];
      expect(internal.length).toBeGreaterThan(0);
      for (const href of internal) {
        if (!linkStatus.has(href)) linkStatus.set(href, page.request.get(href).then((response) => response.status()));
        expect(await linkStatus.get(href), `${entry.path} links to ${href}`).toBe(200);
      }
      expect(hrefs.filter((h) => h.startsWith('http://127.0.0.1') && !h.startsWith(base)), 'links leaving the site folder').toEqual([]);

      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
        return (await axe.run()).violations;
      });
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact ?? ''} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious, 'axe-core: serious or critical violations').toEqual([]);

      await page.screenshot({ path: path.join(screenshots, `${entry.path.replace(/\//g, '-').replace(/\.html$/, '')}.png`), fullPage: !entry.path.startsWith('reference/') });
      expect(errors, 'console errors').toEqual([]);
      expect(external, 'requests leaving the machine').toEqual([]);
    } finally {
      await page.close();
    }
  }, 30_000);

  it('the reference shows every operation of the contract, the webhook included', async () => {
    const contract = loadContract();
    const tagOf = (operationId: string): string => {
      const { kind, path: at, method } = operationsById[operationId as keyof typeof operationsById];
      const item = ((kind === 'webhook' ? contract.openapi.webhooks : contract.openapi.paths) as Record<string, Record<string, { tags: string[]; summary: string }>>)[at]![method]!;
      return `${item.tags[0]!.toLowerCase()}/${operationId.toLowerCase()}|${item.summary}`;
    };
    const operations = Object.keys(operationsById);
    expect(operations).toEqual(expect.arrayContaining(['createIngest', 'getIngest', 'getIngestSpecPath', 'receiveIngestEvent']));
    const { page, errors, external } = await open(browser, `${base}reference/index.html`);
    try {
      for (const operationId of operations) {
        // Redoc's v2 build shows one operation at a time, by client-side route: go to each.
        const [route, summary] = tagOf(operationId).split('|') as [string, string];
        await page.goto(`${base}reference/index.html#/${route}`);
        await page.getByRole('heading').filter({ hasText: summary }).first().waitFor({ state: 'visible', timeout: 10_000 });
        await page.screenshot({ path: path.join(screenshots, `reference-${operationId}.png`) });
      }
      await expect.poll(() => page.getByText('X-Service-Signature').count()).toBeGreaterThan(0);
      expect(errors, 'console errors').toEqual([]);
      expect(external, 'requests leaving the machine').toEqual([]);
    } finally {
      await page.close();
    }
  }, 30_000);
});
