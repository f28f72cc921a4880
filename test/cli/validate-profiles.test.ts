/**
 * `ingest-kit validate` and the release-profile rules (issue #32 items 2 and 7): --profile auto|<standard/name>|off,
 * --require-deals, and DDEX's rule number, clause and role in the console, JSON, SARIF and JUnit forms. The 2.1
 * registry is the fake one of test/support/fake-profile-rules.ts (2.1/Audio: a Fatal Error at a Release without an
 * ICPN), so that these tests hold whatever DDEX rules the registries hold.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runValidate } from '../../cli/commands/validate.js';
import type { PreflightReport } from '../../mock-server/src/ern/preflight/types.js';
import { ern4Message, lineOf, release4 } from '../mock-server/ern/preflight/minimal-messages.js';
import { repoRoot } from '../support/contract.js';
import { capture } from './support.js';

vi.mock('../../mock-server/src/ern/preflight/profiles/v21/index.js', async () => (await import('../support/fake-profile-rules.js')).fakeRegistry21);
vi.mock('../../mock-server/src/ern/preflight/profiles/v14/index.js', async () => (await import('../support/fake-profile-rules.js')).emptyRegistry14);
vi.mock('../../mock-server/src/ern/preflight/profiles/v13/index.js', async () => (await import('../support/fake-profile-rules.js')).emptyRegistry13);

const dir = mkdtempSync(path.join(tmpdir(), 'pik-validate-profiles-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const schema = JSON.parse(readFileSync(path.join(repoRoot, 'contract/preflight-report.schema.json'), 'utf8')) as object;
const validateReport = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }).compile(schema);

function messageFile(name: string, xml: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, xml);
  return file;
}

const noIcpnXml = (profile = 'Audio') => ern4Message({ profile, release: release4().replace('<ReleaseId><ICPN>5012345678900</ICPN></ReleaseId>\n', '') });
const noIcpn = messageFile('no-icpn.xml', noIcpnXml());
const karaoke = messageFile('karaoke.xml', ern4Message({ profile: 'Karaoke' }));
const noDeals = messageFile('no-deals.xml', ern4Message({ deals: null }));

const validate = (...args: string[]) => capture(runValidate, args);

function jsonOf(stdout: string): PreflightReport {
  const report = JSON.parse(stdout) as PreflightReport;
  expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
  return report;
}

const DDEX = { profile: '2.1/Audio', pattern: 'MultiProfile_FakeICPN', rule: '9000-1', clause: '5.1.1(a)', role: 'Fatal Error' };

describe('ingest-kit validate with release profiles', () => {
  it('runs the declared profile\'s rules by default: the finding names DDEX\'s rule, clause and role on the console', async () => {
    const run = await validate(noIcpn);
    expect(run.code).toBe(1);
    const line = lineOf(noIcpnXml(), '<Release>');
    expect(run.stdout).toMatch(new RegExp(`^ {2}${line}:1 +error +rp21-fake-icpn +MetadataMissing +The Release has no ICPN <fake> & co`, 'm'));
    expect(run.stdout).toMatch(/^ +DDEX 2\.1\/Audio rule 9000-1, clause 5\.1\.1\(a\), Fatal Error$/m);
  });

  it('--json: the finding carries ddex, valid against the contract', async () => {
    const report = jsonOf((await validate(noIcpn, '--json')).stdout);
    expect(report.files[0]!.findings.find((f) => f.rule === 'rp21-fake-icpn')?.ddex).toEqual(DDEX);
  });

  it('--profile off runs none; --profile 2.1/Audio runs Audio\'s on a message that declares another', async () => {
    const off = jsonOf((await validate(noIcpn, '--json', '--profile', 'off')).stdout);
    expect(off.files[0]!.findings.filter((f) => f.ddex !== undefined)).toEqual([]);
    const video = messageFile('video.xml', noIcpnXml('Video'));
    expect(jsonOf((await validate(video, '--json')).stdout).files[0]!.findings.filter((f) => f.ddex !== undefined)).toEqual([]);
    const named = jsonOf((await validate(video, '--json', '--profile', '2.1/Audio')).stdout);
    expect(named.files[0]!.findings.filter((f) => f.ddex !== undefined).map((f) => f.ddex)).toEqual([DDEX]);
  });

  it('says which profile a message declares that the kit has no rules for, and which it checks', async () => {
    const run = await validate(karaoke);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('notice  release profile not checked: the message declares the release profile "Karaoke" '
      + '(ReleaseProfileVersionId), and the kit checks 2.1/Audio, 2.1/ClassicalVariant');
    expect(jsonOf((await validate(karaoke, '--json')).stdout).files[0]!.notices?.map((n) => n.kind)).toEqual(['profile-not-checked']);
  });

  it('--profile with a name the kit has no rules for is a usage error naming those it has, with a did-you-mean', async () => {
    const run = await validate(noIcpn, '--profile', 'Audio');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--profile Audio: not a release profile the kit checks; did you mean 2.1/Audio?');
    expect(run.stderr).toContain('the kit checks 2.1/Audio');
    expect((await validate(noIcpn, '--profile', '2.1/Audoi')).stderr).toContain('did you mean 2.1/Audio?');
    expect((await validate(noIcpn, '--profile', '2.1/Karaoke')).code).toBe(2);
  });

  it('--require-deals makes a message without deals an error; without it a warning', async () => {
    const lenient = jsonOf((await validate(noDeals, '--json')).stdout).files[0]!;
    expect(lenient.findings.find((f) => f.rule === 'no-release-deal')?.severity).toBe('warning');
    const strict = await validate(noDeals, '--json', '--require-deals');
    expect(strict.code).toBe(1);
    expect(jsonOf(strict.stdout).files[0]!.findings.find((f) => f.rule === 'no-release-deal')?.severity).toBe('error');
  });

  it('--sarif: the result\'s properties carry ddex, its rule\'s help DDEX\'s rule numbers; the notice is a warning', async () => {
    const out = path.join(dir, 'report.sarif');
    await validate(noIcpn, karaoke, '--sarif', out);
    const sarif = JSON.parse(readFileSync(out, 'utf8')) as {
      runs: [{
        tool: { driver: { rules: { id: string; help?: { text: string }; properties: Record<string, string> }[] } };
        results: { ruleId: string; ruleIndex: number; message: { text: string }; properties?: { ddex: unknown } }[];
        invocations: [{ toolExecutionNotifications: { descriptor: { id: string }; level: string }[] }];
      }];
    };
    const [run] = sarif.runs;
    const result = run.results.find((r) => r.ruleId === 'rp21-fake-icpn')!;
    expect(result.properties).toEqual({ ddex: DDEX });
    expect(result.message.text).toContain('(DDEX 2.1/Audio rule 9000-1, clause 5.1.1(a), Fatal Error)');
    const rule = run.tool.driver.rules[result.ruleIndex]!;
    expect(rule.id).toBe('rp21-fake-icpn');
    expect(rule.help?.text).toContain('pattern MultiProfile_FakeICPN: 2.1/Audio rule 9000-1, clause 5.1.1(a), Fatal Error; 2.1/Video rule 9060-1');
    expect(rule.properties['ddex-pattern']).toBe('MultiProfile_FakeICPN');
    expect(run.invocations[0].toolExecutionNotifications.map((n) => [n.descriptor.id, n.level])).toEqual([['profile-not-checked', 'warning']]);
  });

  it('--junit: the failure names DDEX\'s rule, clause and role; a profile not checked is a skipped testcase', async () => {
    const out = path.join(dir, 'report.xml');
    await validate(noIcpn, karaoke, '--junit', out);
    const junit = readFileSync(out, 'utf8');
    expect(junit).toContain('<testcase classname="preflight.');
    expect(junit).toMatch(/name="rp21-fake-icpn \(MetadataMissing\)">\n {6}<failure [^>]*>[^<]*\[DDEX 2\.1\/Audio rule 9000-1, clause 5\.1\.1\(a\), Fatal Error\]/);
    expect(junit).toContain('The Release has no ICPN &lt;fake&gt; &amp; co');
    expect(junit).toMatch(/name="profile">\n {6}<skipped message="release profile not checked: the message declares the release profile &quot;Karaoke&quot;/);
  });
});
