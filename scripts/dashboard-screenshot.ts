/**
 * Takes the picture of the dashboard in docs/guides/operator-api.md (docs/images/dashboard.png) from a realistic state: a mock on a
 * virtual clock, two partners, a completed, a failed, a processing and an undeliverable ingest, and a webhook
 * whose first attempt failed and whose retry, one clock advance later, succeeded.
 *
 *   npx tsx scripts/dashboard-screenshot.ts [out.png]
 *
 * Needs Debian's chromium at /usr/bin/chromium (apt-get install -y chromium).
 */
import path from 'node:path';
import createClient from 'openapi-fetch';
import type { paths as OperatorPaths } from '../generated/operator.js';
import { resolveConfig } from '../mock-server/src/config.js';
import { startMockServer } from '../mock-server/src/server.js';
import { createLogger } from '../mock-server/src/logging.js';
import { launchChromium } from '../test/support/chromium.js';
import { repoRoot } from '../test/support/contract.js';
import { startReceiver } from '../test/support/receiver.js';

const out = process.argv[2] ?? path.join(repoRoot, 'docs', 'images', 'dashboard.png');

// The first delivery of each event answers 503 with a body, later ones 204.
const seen = new Set<string>();
const receiver = await startReceiver((_n, delivery) => {
  const first = !seen.has(delivery.json.eventId);
  seen.add(delivery.json.eventId);
  return first ? { status: 503, body: '{"error":"maintenance window, try again later"}' } : { status: 204, body: '' };
});
const config = resolveConfig({
  partners: [
    { id: 'acme', apiKeys: ['pk_test_acme_1'], webhookUrl: receiver.url },
    { id: 'globex', apiKeys: ['pk_test_globex_1'] },
  ],
}, { port: 0, clock: 'virtual' }, 'screenshot');
const mock = await startMockServer(config, { logger: createLogger({ level: 'silent', pretty: false }) });
const browser = await launchChromium();
try {
  const submit = async (key: string, releaseId: string, prefer?: string) => {
    const response = await fetch(`${mock.url}/partner/v1/ddex/ingests`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', ...(prefer ? { prefer } : {}) },
      body: JSON.stringify({ releaseId, xmlUrl: `${mock.url}/_samples/demo-release.xml` }),
    });
    return ((await response.json()) as { ingestId: string }).ingestId;
  };
  const settled = async () => {
    await mock.parts.webhooks.idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
  const shown = await submit('pk_test_acme_1', 'DEMO-1');
  await submit('pk_test_acme_1', 'FAIL-7', 'scenario=resource-fetch-failed');
  await submit('pk_test_globex_1', 'GLX-2024-001');
  await settled();
  const operator = createClient<OperatorPaths>({ baseUrl: mock.url, headers: { 'x-operator-token': 'op_local_dev' } });
  await operator.POST('/_operator/clock/advance', { body: { duration: '1m' } });
  await submit('pk_test_acme_1', 'SLOW-3', 'scenario=slow; duration=2h');
  await settled();

  const page = await browser.newPage({ viewport: { width: 1120, height: 900 } });
  await page.goto(`${mock.url}/_dashboard`);
  await page.getByRole('textbox', { name: /^Operator token/ }).fill('op_local_dev');
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.locator('#connection:text-is("Live")').waitFor();
  await page.getByRole('button', { name: `Deliveries of ingest ${shown}` }).click();
  const attempts = page.locator('#events li.attempt');
  await attempts.nth(1).waitFor();
  await attempts.first().locator('summary').click();
  // Down to the end of the deliveries (the partners table below adds little to the picture and many bytes).
  const box = await page.locator('#events-section').boundingBox();
  if (!box) throw new Error('no deliveries section on the page');
  await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: 0, width: 1120, height: Math.ceil(box.y + box.height + 12) } });
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
} finally {
  await browser.close();
  await mock.close();
  await receiver.close();
}
