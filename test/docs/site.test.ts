/**
 * The docs site in a real browser (test/support/docs-site.ts says how): the pages at even positions of the site map
 * (the overview, the operator reference, half of the guides; site-odd.test.ts opens the others, in a worker of its
 * own), and every operation of the contract on the reference. Screenshots go to test-artifacts/screenshots/.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { operationsById } from '../../generated/contract.js';
import { loadContract } from '../../scripts/docs/contract.js';
import { sitePages } from '../../scripts/docs/site-map.js';
import { describeSitePages, openPage, screenshots, seriousViolations } from '../support/docs-site.js';

describeSitePages('docs site in Chromium, even pages', sitePages.filter((_, i) => i % 2 === 0), (site) => {
  it('the axe scan of the pages (only the rules that can find something serious) finds what it is meant to', async () => {
    const page = await site().browser.newPage();
    try {
      // An image without a text alternative (critical), a link without a name and a button without one (serious),
      // text with too little contrast (serious), and a page without a language (serious); headings out of order and
      // content outside any landmark are moderate, not asked for.
      await page.setContent([
        '<html><head><title>t</title></head><body>',
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
        '<a href="/x"></a><button></button>',
        '<p style="color:#bbb;background:#fff">faint</p>',
        '<h1>a</h1><h4>b</h4>',
        '</body></html>',
      ].join(''));
      const ids = (await seriousViolations(page)).map((line) => line.split(':')[0]!.split(' ')[1]);
      expect(ids.sort()).toEqual(['button-name', 'color-contrast', 'html-has-lang', 'image-alt', 'link-name']);
    } finally {
      await page.close();
    }
  });

  it('the reference shows every operation of the contract, the webhook included', async () => {
    const { base, browser } = site();
    const contract = loadContract();
    const tagOf = (operationId: string): string => {
      const { kind, path: at, method } = operationsById[operationId as keyof typeof operationsById];
      const item = ((kind === 'webhook' ? contract.openapi.webhooks : contract.openapi.paths) as Record<string, Record<string, { tags: string[]; summary: string }>>)[at]![method]!;
      return `${item.tags[0]!.toLowerCase()}/${operationId.toLowerCase()}|${item.summary}`;
    };
    const operations = Object.keys(operationsById);
    expect(operations).toEqual(expect.arrayContaining(['createIngest', 'getIngest', 'getIngestSpecPath', 'receiveIngestEvent']));
    const { page, errors, external } = await openPage(browser, `${base}reference/index.html`);
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
