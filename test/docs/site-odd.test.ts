/**
 * The docs site in a real browser (test/support/docs-site.ts says how): the pages at odd positions of the site map
 * (the API reference, the webhook events, half of the guides), beside site.test.ts, which opens the others.
 */
import { sitePages } from '../../scripts/docs/site-map.js';
import { describeSitePages } from '../support/docs-site.js';

describeSitePages('docs site in Chromium, odd pages', sitePages.filter((_, i) => i % 2 === 1));
