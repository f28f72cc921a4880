/**
 * The mock's create and DDEX's release-profile rules (issue #32 items 2 and 7), over real sockets: `ern.profiles`
 * report (default: the findings stored with the ingest, each with its `ddex` reference, on the operator API), reject
 * (422 ERN_INVALID on a profile error finding, whatever ern.validation does) and off (none run), per partner too; and
 * `ern.requireDeals` (no-release-deal an error, so that reject refuses a message without deals). The 2.1 registry is
 * the fake one of test/support/fake-profile-rules.ts, read on the event loop (xml.parseThreads 0: the mock of the
 * registry does not reach a worker thread).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateProblem } from '../../../generated/validators.js';
import { resolveConfig } from '../../../mock-server/src/config.js';
import { ern4Message, release4 } from '../ern/preflight/minimal-messages.js';
import { call, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from './harness.js';

vi.mock('../../../mock-server/src/ern/preflight/profiles/v21/index.js', async () => (await import('../../support/fake-profile-rules.js')).fakeRegistry21);
vi.mock('../../../mock-server/src/ern/preflight/profiles/v14/index.js', async () => (await import('../../support/fake-profile-rules.js')).emptyRegistry14);
vi.mock('../../../mock-server/src/ern/preflight/profiles/v13/index.js', async () => (await import('../../support/fake-profile-rules.js')).emptyRegistry13);

const op = { 'x-operator-token': 'op_local_dev' };
const DDEX = { profile: '2.1/Audio', pattern: 'MultiProfile_FakeICPN', rule: '9000-1', clause: '5.1.1(a)', role: 'Fatal Error' };

let files: FixtureServer;
beforeAll(async () => {
  files = await startFixtureServer({
    '/no-icpn.xml': { body: ern4Message({ release: release4().replace('<ReleaseId><ICPN>5012345678900</ICPN></ReleaseId>\n', '') }) },
    '/no-deals.xml': { body: ern4Message({ deals: null }) },
    '/karaoke.xml': { body: ern4Message({ profile: 'Karaoke' }) },
  });
});
afterAll(async () => {
  await files.close();
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mockWith(file: Record<string, unknown> = {}): Promise<TestMock> {
  const mock = await startTestMock({ xml: { parseThreads: 0 }, ...file });
  cleanups.push(() => mock.close());
  return mock;
}

const create = (mock: TestMock, message: string) => call(mock, 'POST', '/partner/v1/ddex/ingests', {
  body: { releaseId: `R-${message}`, xmlUrl: `${files.url}/${message}` },
});

interface Finding { rule: string; severity: string; message: string; ddex?: unknown }
const storedFindings = async (mock: TestMock, answer: { body: unknown }) => {
  const { ingestId } = answer.body as { ingestId: string };
  return ((await call(mock, 'GET', `/_operator/ingests/${ingestId}`, { headers: op })).body as { findings: Finding[] }).findings;
};

interface Refusal { code: string; detail: string; errors: Finding[] }

describe('ern.profiles', () => {
  it('report (default): 201, and the profile finding is stored with its DDEX reference, on the operator API', async () => {
    const mock = await mockWith();
    const answer = await create(mock, 'no-icpn.xml');
    expect(answer.status).toBe(201);
    const found = (await storedFindings(mock, answer)).find((f) => f.rule === 'rp21-fake-icpn');
    expect(found).toMatchObject({ severity: 'error', ddex: DDEX });
  });

  it('report: a profile error does not refuse the create though ern.validation is reject', async () => {
    const mock = await mockWith({ ern: { validation: 'reject' } });
    expect((await create(mock, 'no-icpn.xml')).status).toBe(201);
  });

  it('reject: 422 ERN_INVALID listing the profile error with DDEX\'s reference, though ern.validation is report', async () => {
    const mock = await mockWith({ ern: { profiles: 'reject' } });
    const answer = await create(mock, 'no-icpn.xml');
    expect(answer.status).toBe(422);
    expect(validateProblem(answer.body), JSON.stringify(validateProblem.errors)).toBe(true);
    const body = answer.body as Refusal;
    expect(body.code).toBe('ERN_INVALID');
    expect(body.detail).toContain('release-profile mode reject, the server\'s ern.profiles');
    expect(body.errors.map((e) => [e.rule, e.message])).toEqual([
      ['rp21-fake-icpn', 'The Release has no ICPN <fake> & co: add ReleaseId/ICPN. (DDEX 2.1/Audio rule 9000-1, clause 5.1.1(a), Fatal Error)'],
    ]);
    expect(((await call(mock, 'GET', '/_operator/ingests', { headers: op })).body as unknown[]).length).toBe(0);
  });

  it('stores the notice of a declared profile the kit holds no rules for, shown on the operator API', async () => {
    const mock = await mockWith();
    const answer = await create(mock, 'karaoke.xml');
    expect(answer.status).toBe(201);
    const { ingestId } = answer.body as { ingestId: string };
    const shown = (await call(mock, 'GET', `/_operator/ingests/${ingestId}`, { headers: op })).body as { notices: unknown[] };
    expect(shown.notices).toEqual([{
      kind: 'profile-not-checked',
      message: 'release profile not checked: the message declares the release profile "Karaoke" (ReleaseProfileVersionId), '
        + 'and the kit checks 2.1/Audio, 2.1/ClassicalVariant',
    }]);
    const plain = await create(mock, 'no-deals.xml');
    expect(((await call(mock, 'GET', `/_operator/ingests/${(plain.body as { ingestId: string }).ingestId}`, { headers: op })).body as { notices: unknown[] }).notices)
      .toEqual([]);
  });

  it('a partner\'s Prefer: validation=off turns the profile rules off with the others in report, not in reject', async () => {
    const preferOff = (mock: TestMock) => call(mock, 'POST', '/partner/v1/ddex/ingests', {
      body: { releaseId: 'R-prefer-off', xmlUrl: `${files.url}/no-icpn.xml` },
      headers: { prefer: 'validation=off' },
    });
    const reporting = await mockWith();
    const answer = await preferOff(reporting);
    expect(answer.status).toBe(201);
    expect(await storedFindings(reporting, answer)).toEqual([]);
    const rejecting = await mockWith({ ern: { profiles: 'reject' } });
    const refused = await preferOff(rejecting);
    expect(refused.status).toBe(422);
    expect((refused.body as Refusal).errors.map((e) => e.rule)).toEqual(['rp21-fake-icpn']);
  });

  it('off: no profile rule runs', async () => {
    const mock = await mockWith({ ern: { profiles: 'off' } });
    const answer = await create(mock, 'no-icpn.xml');
    expect(answer.status).toBe(201);
    expect((await storedFindings(mock, answer)).filter((f) => f.rule.startsWith('rp21-'))).toEqual([]);
  });

  it('a partner\'s ern.profiles wins over the server\'s, both ways', async () => {
    const strict = await mockWith({ partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'], ern: { profiles: 'reject' } }] });
    const refused = await create(strict, 'no-icpn.xml');
    expect(refused.status).toBe(422);
    expect((refused.body as Refusal).detail).toContain('the partner\'s ern.profiles');
    const lenient = await mockWith({ ern: { profiles: 'reject' }, partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'], ern: { profiles: 'off' } }] });
    const created = await create(lenient, 'no-icpn.xml');
    expect(created.status).toBe(201);
    expect((await storedFindings(lenient, created)).filter((f) => f.rule.startsWith('rp21-'))).toEqual([]);
  });
});

describe('ern.requireDeals', () => {
  it('without it, reject creates a message without deals (a warning); with it, server\'s or partner\'s, refuses it', async () => {
    const lenient = await mockWith({ ern: { validation: 'reject' } });
    const created = await create(lenient, 'no-deals.xml');
    expect(created.status).toBe(201);
    expect((await storedFindings(lenient, created)).find((f) => f.rule === 'no-release-deal')?.severity).toBe('warning');
    const strict = await mockWith({ ern: { validation: 'reject', requireDeals: true } });
    const refused = await create(strict, 'no-deals.xml');
    expect(refused.status).toBe(422);
    expect((refused.body as Refusal).errors.map((e) => e.rule)).toEqual(['no-release-deal']);
    const partner = await mockWith({ ern: { validation: 'reject' }, partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'], ern: { requireDeals: true } }] });
    expect((await create(partner, 'no-deals.xml')).status).toBe(422);
  });
});

describe('the config', () => {
  it('defaults ern.profiles to report and ern.requireDeals to false; --ern-profiles and --ern-require-deals win over the file', () => {
    expect(resolveConfig({}, {}, 'test').ern).toMatchObject({ profiles: 'report', requireDeals: false });
    const flagged = resolveConfig({ ern: { profiles: 'off' } }, { ernProfiles: 'reject', ernRequireDeals: true }, 'test');
    expect(flagged.ern).toMatchObject({ profiles: 'reject', requireDeals: true });
    expect(resolveConfig({ partners: [{ id: 'p', apiKeys: ['pk_test_p_123'], ern: { profiles: 'reject', requireDeals: true } }] }, {}, 'test').partners[0]!.ern)
      .toEqual({ profiles: 'reject', requireDeals: true });
  });

  it('refuses an ern.profiles that is not a mode', () => {
    expect(() => resolveConfig({ ern: { profiles: 'strict' } }, {}, 'test')).toThrow(/ern\.profiles|profiles/);
  });
});
