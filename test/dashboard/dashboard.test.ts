/**
 * The operator dashboard (/_dashboard) in a real browser: Debian's chromium driven by playwright-core (never a
 * downloaded browser), against a real mock with a real webhook receiver. Skipped, saying why, only when
 * /usr/bin/chromium is absent (.ci/run installs it). Screenshots go to test-artifacts/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromiumPath, haveChromium, launchChromium } from '../support/chromium.js';
import { repoRoot } from '../support/contract.js';
import { demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { acmeKey, call, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { type Receiver, startReceiver } from '../support/receiver.js';
import { ern4Message, release4 } from '../mock-server/ern/preflight/minimal-messages.js';

// The 2.1 registry is the fake one (test/support/fake-profile-rules.ts) where a message is read on the event loop (the
// simulated mock's xml.parseThreads 0), so that its album shows a release-profile finding whatever DDEX rules exist.
vi.mock('../../mock-server/src/ern/preflight/profiles/v21/index.js', async () => (await import('../support/fake-profile-rules.js')).fakeRegistry21);

const operatorToken = 'op_local_dev';
const screenshots = path.join(repoRoot, 'test-artifacts', 'screenshots');

interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
  /** Every URL the page requested. */
  urls: string[];
}

let browser: Browser | undefined;
/** What each block started, closed in reverse order after it (also when its setup failed halfway). */
const closers: (() => Promise<void>)[] = [];

async function closeAll(): Promise<void> {
  for (const close of closers.splice(0).reverse()) await close();
}

async function openDashboard(mock: TestMock): Promise<Session> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const urls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => urls.push(request.url()));
  await page.goto(`${mock.url}/_dashboard`);
  await page.getByRole('textbox', { name: /^Operator token/ }).fill(operatorToken);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.locator('#connection:text-is("Live")').waitFor();
  return { context, page, errors, urls };
}

async function submitDemo(mock: TestMock, releaseId: string, xmlUrl = `${mock.url}/_samples/demo-release.xml`): Promise<string> {
  const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId, xmlUrl } });
  expect(created.status).toBe(201);
  return (created.body as { ingestId: string }).ingestId;
}

/** axe-core's serious and critical violations on the page as it is (axe.source injected, axe.run()). */
async function seriousViolations(page: Page): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const inPage = (globalThis as unknown as { axe: typeof axe }).axe;
    const found = await inPage.run({ resultTypes: ['violations'] });
    return found.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', nodes: v.nodes.map((n) => n.html).slice(0, 3) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

describe.skipIf(!haveChromium)(haveChromium ? 'the dashboard' : `the dashboard (skipped: ${chromiumPath} is absent; apt-get install -y chromium)`, () => {
  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('on a real clock', () => {
    let mock: TestMock;
    let receiver: Receiver;
    let session: Session;
    /** What the receiver answers next. */
    let answer = { status: 204, body: 'ok' };
    let failedIngest = '';

    beforeAll(async () => {
      receiver = await startReceiver(() => answer);
      closers.push(() => receiver.close());
      mock = await startTestMock({
        partners: [{ id: 'acme', apiKeys: [acmeKey], webhookUrl: receiver.url }, { id: 'globex', apiKeys: ['pk_test_globex_1'] }],
        webhooks: { retrySchedule: ['300ms', '600ms'] },
      });
      closers.push(() => mock.close());
      session = await openDashboard(mock);
      closers.push(() => session.context.close());
    });
    afterAll(async () => {
      await closeAll();
    });

    it('shows partners with their webhook URL and masked keys, and keeps the token for the tab only, never in a URL', async () => {
      const { page } = session;
      const acme = page.locator('#partners tr[data-partner-id="acme"]');
      await expect.poll(() => acme.textContent()).toContain(receiver.url);
      const text = await page.locator('#partners').textContent();
      expect(text).toContain('…me_1');
      expect(text).not.toContain(acmeKey);
      expect(text).toContain('none registered');
      // A reload asks for nothing: the token is in this tab's sessionStorage.
      await page.reload();
      await expect.poll(() => page.locator('#connection').textContent()).toBe('Live');
      expect(await page.locator('#login').isHidden()).toBe(true);
      expect(session.urls.filter((url) => url.includes(operatorToken))).toEqual([]);
    });

    it('says so when the token is refused, and keeps nothing of it', async () => {
      const context = await browser!.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${mock.url}/_dashboard`);
        expect(await seriousViolations(page), 'the token form').toEqual([]);
        await page.getByRole('textbox', { name: /^Operator token/ }).fill('op_wrong_token');
        await page.getByRole('button', { name: 'Connect' }).click();
        await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/refused this operator token/);
        expect(await page.locator('#app').isHidden()).toBe(true);
        expect(await page.evaluate(() => (globalThis as unknown as { sessionStorage: { length: number } }).sessionStorage.length)).toBe(0);
      } finally {
        await context.close();
      }
    });

    it('(a) shows a new ingest and its move to completed, with live counters, without a reload', async () => {
      const { page } = session;
      const ingestId = await submitDemo(mock, 'DEMO-1');
      const row = page.locator(`#ingests tr[data-ingest-id="${ingestId}"]`);
      await row.waitFor();
      await page.locator(`#ingests tr[data-ingest-id="${ingestId}"][data-status="completed"]`).waitFor();
      expect(await row.locator('.counts').textContent()).toBe('4 / 4 / 0');
      await expect.poll(() => row.textContent()).toContain('delivered');
      // Filters: by status and by partner.
      await page.getByLabel('Status', { exact: true }).selectOption('failed');
      await expect.poll(() => row.count()).toBe(0);
      await page.getByLabel('Status', { exact: true }).selectOption('');
      await page.getByLabel('Partner', { exact: true }).selectOption('globex');
      await expect.poll(() => row.count()).toBe(0);
      await page.getByLabel('Partner', { exact: true }).selectOption('acme');
      await row.waitFor();
      await shoot(page, 'completed');
    });

    it('(b) shows every attempt of a failed delivery: status, headers and body sent, response body (escaped)', async () => {
      const { page } = session;
      answer = { status: 500, body: '<b id="injected">down</b>' };
      failedIngest = await submitDemo(mock, 'DEMO-2');
      await page.getByRole('button', { name: `Deliveries of ingest ${failedIngest}` }).click();
      const event = page.locator('#events article.event[data-state="lost"]');
      await event.waitFor({ timeout: 10_000 });
      const attempts = event.locator('li.attempt');
      expect(await attempts.count()).toBe(3);
      expect(await attempts.locator('.result').allTextContents()).toEqual(['HTTP 500', 'HTTP 500', 'HTTP 500']);
      await attempts.first().locator('summary').click();
      const exchange = attempts.first().locator('dl.exchange');
      const shown = await exchange.textContent();
      expect(shown).toMatch(/x-service-signature: t=\d+,v1=[0-9a-f]{64}/);
      expect(shown).toContain('content-type: application/json');
      expect(shown).toContain(`"ingestId": "${failedIngest}"`);
      expect(shown).toContain('<b id="injected">down</b>');
      expect(await page.locator('#injected').count()).toBe(0);
      await shoot(page, 'failed-delivery');
    });

    it('(c) resends the event and shows the new attempt', async () => {
      const { page } = session;
      answer = { status: 204, body: '' };
      const event = page.locator('#events article.event').first();
      await event.getByRole('button', { name: /^Resend/ }).click();
      await event.locator('li.attempt[data-number="4"][data-kind="resend"][data-outcome="succeeded"]').waitFor();
      // The first attempt's details stay open across the live re-render.
      expect(await event.locator('li.attempt').first().locator('details').getAttribute('open')).toBe('');
      await shoot(page, 'resent');
    });

    it('(e) passes an axe-core scan with no serious or critical violation', async () => {
      // With ingests, partners, an event's attempts and one attempt's details open (tests a to c).
      expect(await seriousViolations(session.page)).toEqual([]);
    });

    it('(f) logs no console error', () => {
      expect(session.errors).toEqual([]);
    });
  });

  describe('on a virtual clock', () => {
    let mock: TestMock;
    let receiver: Receiver;
    let session: Session;

    beforeAll(async () => {
      receiver = await startReceiver(() => ({ status: 503 }));
      closers.push(() => receiver.close());
      mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: [acmeKey], webhookUrl: receiver.url }] }, { clock: 'virtual' });
      closers.push(() => mock.close());
      session = await openDashboard(mock);
      closers.push(() => session.context.close());
    });
    afterAll(async () => {
      await closeAll();
    });

    it('(d) has buttons that advance the clock, and an advance shows the retry attempt', async () => {
      const { page } = session;
      const ingestId = await submitDemo(mock, 'DEMO-V');
      await page.getByRole('button', { name: `Deliveries of ingest ${ingestId}` }).click();
      const event = page.locator('#events article.event');
      await event.locator('li.attempt[data-number="1"][data-outcome="failed"]').waitFor();
      for (const name of ['Advance +1 min', 'Advance +1 h', 'Advance +1 day']) {
        expect(await page.getByRole('button', { name }).isVisible(), name).toBe(true);
      }
      const before = await page.locator('#clock-now').textContent();
      await page.getByRole('button', { name: 'Advance +1 min' }).click();
      await event.locator('li.attempt[data-number="2"][data-outcome="failed"]').waitFor();
      expect(receiver.deliveries).toHaveLength(2);
      await expect.poll(() => page.locator('#clock-now').textContent()).not.toBe(before);
      await shoot(page, 'virtual-clock');
      expect(session.errors).toEqual([]);
    });
  });

  describe('the album view', () => {
    let mock: TestMock;
    let simulated: TestMock;
    let fixtures: FixtureServer;
    let session: Session;
    let simulatedSession: Session;
    let ingestId = '';
    /** The demo release with its third track's reference renamed, so that the release names a resource that is not there. */
    const brokenXml = demoReleaseXml()
      .replace('<ReleaseResourceReference>A3</ReleaseResourceReference>', '<ReleaseResourceReference>A9</ReleaseResourceReference>');
    const brokenLine = brokenXml.split('\n').findIndex((line) => line.includes('<ReleaseResourceReference>A9<')) + 1;
    /** An ERN 4.3 Audio release without an ICPN: the fake release-profile rule's Fatal Error. */
    const profiledXml = ern4Message({ release: release4().replace('<ReleaseId><ICPN>5012345678900</ICPN></ReleaseId>\n', '') });

    beforeAll(async () => {
      // fetch mode (the default): the mock really loads the files, and keeps the cover.
      mock = await startTestMock();
      closers.push(() => mock.close());
      simulated = await startTestMock({ resources: { mode: 'simulate' }, xml: { parseThreads: 0 } });
      closers.push(() => simulated.close());
      fixtures = await startFixtureServer({
        '/broken.xml': { body: brokenXml, contentType: 'application/xml' },
        '/profiled.xml': { body: profiledXml, contentType: 'application/xml' },
      });
      closers.push(() => fixtures.close());
      session = await openDashboard(mock);
      closers.push(() => session.context.close());
      simulatedSession = await openDashboard(simulated);
      closers.push(() => simulatedSession.context.close());
    });
    afterAll(async () => {
      await closeAll();
    });

    it('lists the album title and artist beside the ingest number, which opens the album with the cover the mock kept', async () => {
      const { page } = session;
      ingestId = await submitDemo(mock, 'DEMO-ALBUM');
      const row = page.locator(`#ingests tr[data-ingest-id="${ingestId}"][data-status="completed"]`);
      await row.waitFor();
      await expect.poll(() => row.locator('td.album-cell').textContent()).toBe('partner-ingest-kit Demo Album · Demo Artist');
      await page.getByRole('link', { name: `Album of ingest ${ingestId}` }).click();
      expect(new URL(page.url()).hash).toBe(`#ingest/${ingestId}`);
      const album = page.locator('#album');
      const heading = album.getByRole('heading', { level: 2 });
      await expect.poll(() => heading.textContent()).toBe(`Album of ingest ${ingestId} · partner-ingest-kit Demo Album`);
      expect(await album.locator('.album-artist').textContent()).toBe('Demo Artist');
      expect(await album.locator('dl.facts').textContent()).toContain(`ICPN${/<ICPN>(\d+)<\/ICPN>/.exec(demoReleaseXml())![1]!}`);
      // The cover, fetched with the token as a blob: really decoded and drawn.
      const cover = album.getByRole('img', { name: 'Front cover of partner-ingest-kit Demo Album by Demo Artist' });
      const drawnWidth = () => cover.evaluate((img: { complete: boolean; naturalWidth: number }) => (img.complete ? img.naturalWidth : 0));
      await expect.poll(drawnWidth).toBe(200);
      expect(await cover.getAttribute('src')).toMatch(/^blob:/);
      await shoot(page, 'album-demo');
    });

    it('shows the label, the three tracks with their ISRCs, durations and loaded files, and the deal\'s territories', async () => {
      const album = session.page.locator('#album');
      await expect.poll(() => album.locator('dl.facts').textContent()).toContain('Labelpartner-ingest-kit Demo Records');
      const tracks = album.locator('#album-tracks tbody tr');
      await expect.poll(() => tracks.count()).toBe(3);
      expect(await tracks.locator('td.isrc').allTextContents()).toEqual(['ZZDEM2600001', 'ZZDEM2600002', 'ZZDEM2600003']);
      expect(await tracks.locator('th').allTextContents()).toEqual(['Demo Track One', 'Demo Track Two', 'Demo Track Three']);
      expect(await tracks.locator('td.num time').allTextContents()).toEqual(['0:30', '0:30', '0:30']);
      const results = await Promise.all((await tracks.locator('li[data-result]').all()).map((item) => item.getAttribute('data-result')));
      expect(results).toEqual(['ok', 'ok', 'ok']);
      expect(await album.locator('#album-deals td.territories').allTextContents()).toEqual(['Worldwide']);
      await shoot(session.page, 'album-tracks');
    });

    it('in simulate mode shows a placeholder for the cover, which the mock never loaded', async () => {
      const { page } = simulatedSession;
      const id = await submitDemo(simulated, 'DEMO-SIMULATED');
      await page.locator(`#ingests tr[data-ingest-id="${id}"][data-status="completed"]`).waitFor();
      await page.getByRole('link', { name: `Album of ingest ${id}` }).click();
      const placeholder = page.locator('#album figure svg.placeholder[role="img"]');
      await placeholder.waitFor();
      expect(await placeholder.getAttribute('aria-label')).toMatch(/^No cover art shown \(No cover kept: in simulate mode/);
      expect(await page.locator('#album figure img').count()).toBe(0);
      await shoot(page, 'album-simulate');
    });

    it('shows a release-profile finding with DDEX\'s rule number, clause and role, as text', async () => {
      const { page } = simulatedSession;
      const id = await submitDemo(simulated, 'DEMO-PROFILED', `${fixtures.url}/profiled.xml`);
      await page.getByRole('link', { name: `Album of ingest ${id}` }).click();
      const finding = page.locator('#album-findings tbody tr[data-rule="rp21-fake-icpn"]');
      await finding.waitFor();
      expect(await finding.getAttribute('data-ddex-rule')).toBe('9000-1');
      expect(await finding.locator('.ddex').textContent()).toBe('DDEX 2.1/Audio rule 9000-1, clause 5.1.1(a), Fatal Error');
      // The message is text: `<fake> & co` is shown as written, never parsed into the page.
      expect(await finding.locator('td').last().textContent()).toContain('The Release has no ICPN <fake> & co');
      expect(await finding.locator('fake').count()).toBe(0);
    });

    it('shows a finding, and its line opens the message\'s XML at that line, marked', async () => {
      const { page } = simulatedSession;
      const id = await submitDemo(simulated, 'DEMO-BROKEN', `${fixtures.url}/broken.xml`);
      await page.getByRole('link', { name: `Album of ingest ${id}` }).click();
      const finding = page.locator('#album-findings tbody tr', { hasText: 'NewReleaseMessageInvalid' }).filter({ hasText: 'A9' });
      await finding.waitFor();
      expect(await finding.getAttribute('data-severity')).toBe('error');
      expect(await finding.locator('td').first().textContent()).toBe('✖ error');
      await shoot(page, 'album-finding');
      await finding.getByRole('link', { name: `Line ${brokenLine}` }).click();
      expect(new URL(page.url()).hash).toBe(`#ingest/${id}/xml/L${brokenLine}`);
      const marked = page.locator('#album-xml pre mark');
      await marked.waitFor();
      expect(await marked.getAttribute('data-line')).toBe(String(brokenLine));
      expect((await marked.textContent())!.trim()).toBe('<ReleaseResourceReference>A9</ReleaseResourceReference>');
      // The line is on screen, inside the scrolled <pre>, and has the focus.
      expect(await marked.evaluate((mark: { getBoundingClientRect(): { top: number; bottom: number } }) => {
        const box = mark.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= 900;
      })).toBe(true);
      expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { tagName: string } } }).document.activeElement.tagName)).toBe('MARK');
      // The XML is text: its markup was never parsed into the page.
      expect(await page.locator('#album-xml pre ReleaseResourceReference').count()).toBe(0);
      await shoot(page, 'album-xml');
      // A link to that view opens it in a new tab (the fragment is the whole state), once the token is given there
      // (it is kept per tab).
      const linked = await simulatedSession.context.newPage();
      await linked.goto(`${simulated.url}/_dashboard#ingest/${id}/xml/L${brokenLine}`);
      await linked.getByRole('textbox', { name: /^Operator token/ }).fill(operatorToken);
      await linked.getByRole('button', { name: 'Connect' }).click();
      await expect.poll(() => linked.locator('#album-xml pre mark').getAttribute('data-line')).toBe(String(brokenLine));
      await linked.close();
    });

    it('passes an axe-core scan with no serious or critical violation, asks nothing of anyone but the mock, and logs no console error', async () => {
      expect(await seriousViolations(session.page), 'the album with its cover').toEqual([]);
      expect(await seriousViolations(simulatedSession.page), 'the XML view').toEqual([]);
      for (const [{ urls, errors }, { url }] of [[session, mock], [simulatedSession, simulated]] as const) {
        expect(urls.filter((u) => !u.startsWith(`${url}/`) && !u.startsWith(`blob:${url}/`))).toEqual([]);
        expect(errors).toEqual([]);
      }
    });
  });
});
