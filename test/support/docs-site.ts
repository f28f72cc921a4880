/**
 * The docs site in a real browser, for test/docs/site.test.ts and test/docs/site-odd.test.ts: each opens half of the
 * site's pages (by their position in scripts/docs/site-map.ts, so a new page lands in one of them without an edit),
 * in a worker of its own, so the two halves run side by side. Debian's chromium (/usr/bin/chromium, never a
 * downloaded one) driven by playwright-core, the site built into a temporary folder and served by the mock's /docs
 * handler over a real socket. Every page renders without a console error and without reaching the network, every
 * internal link answers 200, and axe-core finds no serious or critical violation. A screenshot of each page's first
 * screen goes to test-artifacts/screenshots/ (for people to look at: no test compares them, so not the full page,
 * whose rendering took up to 5 s a page on a loaded machine).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsPrefix, docsRoutes } from '../../mock-server/src/docs/routes.js';
import { buildSite } from '../../scripts/docs/build.js';
import type { SitePage } from '../../scripts/docs/site-map.js';
import { chromiumPath, haveChromium, launchChromium } from './chromium.js';
import { repoRoot } from './contract.js';

interface AxeRule {
  id: string;
  enabled: boolean;
  tags: string[];
  impact?: string;
  any: AxeCheckRef[];
  all: AxeCheckRef[];
  none: AxeCheckRef[];
}
type AxeCheckRef = string | { id: string };
const axe = createRequire(import.meta.url)('axe-core') as {
  source: string;
  _audit: { rules: AxeRule[]; checks: Record<string, { metadata?: { impact?: string } } | undefined> };
};
const axeSource = axe.source;

const severity: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };
/**
 * The rules of axe's default run (enabled, not experimental) that can find a serious or critical violation: a
 * rule's impact is its own when it has one, else the highest of its failing checks', so a rule whose impact and
 * checks are all minor or moderate (region, landmark-*, heading-order, ...) cannot produce what the test fails on.
 * Running only these finds the same serious and critical violations in about half the time on a long guide. From
 * axe's rule table (`_audit`, not a documented API): the guard below fails the file if its shape changes.
 */
export const seriousAxeRules = axe._audit.rules.filter((rule) => {
  if (!rule.enabled || rule.tags.includes('experimental')) return false;
  const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => (typeof check === 'string' ? check : check.id));
  const impact = rule.impact === undefined
    ? Math.max(0, ...checks.map((id) => severity[axe._audit.checks[id]?.metadata?.impact ?? ''] ?? 0))
    : severity[rule.impact] ?? 0;
  return impact >= severity.serious!;
}).map((rule) => rule.id);
for (const id of ['color-contrast', 'image-alt', 'link-name', 'html-has-lang', 'button-name', 'aria-valid-attr']) {
  if (!seriousAxeRules.includes(id)) throw new Error(`axe-core's rule table changed: ${id} is not among the serious rules found (${seriousAxeRules.join(' ')})`);
}
if (seriousAxeRules.includes('region')) throw new Error('axe-core\'s rule table changed: region (moderate) counted as serious');
export const screenshots = path.join(repoRoot, 'test-artifacts', 'screenshots');

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/**
 * axe-core's serious and critical violations on the page as it is: the whole page, by every rule that can find one
 * ({@link seriousAxeRules}); only the violations are collected (axe skips building its passes and incomplete lists,
 * which nothing here reads).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (rules) => {
    const inPage = (globalThis as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await inPage.run({ runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] })).violations;
  }, seriousAxeRules);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact ?? ''} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** What the checks of a file share: the site's URL and the browser. */
export interface Site {
  base: string;
  browser: Browser;
}

/** Opens a page, recording console errors, uncaught errors and any request that leaves this machine. */
export async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[]; external: string[] }> {
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

/**
 * A describe (`title`) that builds the site, serves it and launches chromium once, then opens each of `pages`, one
 * at a time (side by side in one file they contend for the same two cores: the halves run in two workers instead),
 * and hands the site to `more` for the file's own tests. Skipped, saying so, without chromium.
 */
export function describeSitePages(title: string, pages: readonly SitePage[], more: (site: () => Site) => void = () => undefined): void {
  describe.skipIf(!haveChromium)(`${title}${haveChromium ? '' : ` (SKIPPED: ${chromiumPath} not found; .ci/run installs Debian's chromium)`}`, () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'pik-site-'));
    let server: FastifyInstance;
    let site: Site;
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
      site = { base: `${address}${docsPrefix}/`, browser: await launchChromium() };
    }, 120_000);

    afterAll(async () => {
      await site.browser.close();
      await server.close();
      rmSync(siteDir, { recursive: true, force: true });
    });

    it.each(pages.map((p) => ({ ...p })))('$path: renders offline without console errors, links resolve, axe finds nothing serious', async (entry) => {
      const { base, browser } = site;
      const { page, errors, external } = await openPage(browser, `${base}${entry.path}`);
      try {
        // Redoc renders on the client: wait for its first heading.
        if (entry.path.startsWith('reference/')) await page.getByRole('heading', { name: /Partner Ingest Service/ }).first().waitFor();
        await page.locator('h1').first().waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        expect(await page.locator('nav a').filter({ hasText: 'Error codes' }).count(), 'the shared navigation').toBeGreaterThan(0);

        // Internal links: the site's own. Redoc's menu entries are client-side routes, not files; its page is
        // checked through the site navigation it carries (and the operations test of site.test.ts).
        const scope = entry.path.startsWith('reference/') ? '.site-nav a[href]' : 'a[href]';
        const hrefs = await page.locator(scope).evaluateAll((links) => links.map((a) => (a as unknown as { href: string }).href));
        const internal = [...new Set(hrefs.filter((h) => h.startsWith(base)).map((h) => h.split('#')[0]!))];
        expect(internal.length).toBeGreaterThan(0);
        for (const href of internal) {
          if (!linkStatus.has(href)) linkStatus.set(href, page.request.get(href).then((response) => response.status()));
          expect(await linkStatus.get(href), `${entry.path} links to ${href}`).toBe(200);
        }
        expect(hrefs.filter((h) => h.startsWith('http://127.0.0.1') && !h.startsWith(base)), 'links leaving the site folder').toEqual([]);

        expect(await seriousViolations(page), 'axe-core: serious or critical violations').toEqual([]);

        await page.screenshot({ path: path.join(screenshots, `${entry.path.replace(/\//g, '-').replace(/\.html$/, '')}.png`) });
        expect(errors, 'console errors').toEqual([]);
        expect(external, 'requests leaving the machine').toEqual([]);
      } finally {
        await page.close();
      }
      // ~3 s a page alone (the API reference ~5 s: Redoc renders on the client, then axe reads its long page); the
      // reference took over 30 s in CI beside the rest of the suite on 2 cores. Like the hook's, 120 s only says "hangs".
    }, 120_000);

    more(() => site);
  });
}
