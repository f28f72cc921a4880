/**
 * The live reports' files: JUnit XML (one testcase per rule, failures listing violations, a passing case when
 * nothing broke), the Markdown summary, and atomic, repeatable writes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { liveJunitXml, liveMarkdownSummary, startLiveReports, writeLiveReports } from '../../../conformance/live/report.js';
import type { LiveReport, LiveRule, ProxyReport } from '../../../conformance/live/types.js';

const rules: LiveRule[] = [
  { id: 'create.processing', kind: 'spec', title: 'a 201 says processing' },
  { id: 'extensions.problem-json', kind: 'extension', title: 'errors are problem+json' },
];
const broken: ProxyReport = {
  exchanges: 4,
  violations: [
    { rule: 'create.processing', kind: 'spec', method: 'POST', path: '/partner/v1/ddex/ingests', status: 201, ingestId: '7', message: 'Received: "completed" <&>' },
    { rule: 'create.processing', kind: 'spec', method: 'POST', path: '/partner/v1/ddex/ingests', status: 201, ingestId: '8', message: 'again' },
  ],
};

const dirs: string[] = [];
function dir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'live-report-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('liveJunitXml', () => {
  it('gives each rule watched a testcase, the broken one failing with every violation, escaped', () => {
    const xml = liveJunitXml(broken, { rules, name: 'proxy → http://127.0.0.1:1' });
    expect(xml).toContain('tests="2" failures="1"');
    expect(xml).toMatch(/<testcase classname="live.extensions" name="extensions.problem-json \(extension\): errors are problem\+json" time="0"\/>/);
    const failure = /<testcase classname="live.create"[^>]*>\s*<failure message="\[create.processing\] spec rule broken 2 time\(s\)">([^<]*)<\/failure>/.exec(xml);
    expect(failure?.[1]).toContain('POST /partner/v1/ddex/ingests → 201 (ingest 7)\nReceived: &quot;completed&quot; &lt;&amp;&gt;');
    expect(failure?.[1]).toContain('(ingest 8)\nagain');
  });

  it('has one passing testcase when no rule is listed and none broke', () => {
    const xml = liveJunitXml({ deliveries: 3, violations: [] });
    expect(xml).toContain('<testcase classname="live" name="no rule broken in 3 deliveries" time="0"/>');
    expect(xml).toContain('tests="1" failures="0"');
  });
});

/** A proxy in front of a target that is down: every exchange its own 502, none judged (issue #30 item 8). */
const down: ProxyReport = {
  exchanges: 3,
  violations: [],
  proxyAnswered: 3,
  proxyAnswers: ['/ddex/ingests/1', '/ddex/ingests/2', '/partner/v1/ddex/ingests'].map((p) => ({
    method: 'GET', path: p, status: 502, code: 'PROXY_TARGET_UNREACHABLE', cause: 'nothing listens at http://127.0.0.1:4010 (ECONNREFUSED)',
  })),
};

describe('the exchanges the proxy answered itself, in JUnit and Markdown', () => {
  it('are an error of the run in JUnit, and when nothing else was judged no rule passes: each is skipped', () => {
    const xml = liveJunitXml(down, { rules });
    expect(xml).toContain('tests="3" failures="0" errors="1" skipped="2"');
    expect(xml).not.toMatch(/<testcase [^>]*\/>/);
    expect(xml).toMatch(/name="create.processing \(spec\)[^"]*" time="0"><skipped message="not judged: the service gave no answer: all 3 exchange\(s\) answered by the proxy itself"\/><\/testcase>/);
    const error = /<testcase classname="live.proxy" name="answered by the proxy, not judged" time="0">\s*<error message="3 exchange\(s\) answered by the proxy itself, not judged">([^<]*)<\/error>/.exec(xml);
    expect(error?.[1]).toContain('3 × 502 PROXY_TARGET_UNREACHABLE: nothing listens at http://127.0.0.1:4010 (ECONNREFUSED) (first: GET /ddex/ingests/1)');
    expect(xml).toContain('<property name="answered by the proxy" value="3"/>');
  });

  it('leave the rules judged on the other exchanges passing, the error beside them', () => {
    const xml = liveJunitXml({ ...down, exchanges: 5 }, { rules });
    expect(xml).toContain('tests="3" failures="0" errors="1" skipped="0"');
    expect(xml).toMatch(/<testcase classname="live.create" name="create.processing \(spec\)[^"]*" time="0"\/>/);
  });

  it('skip every rule when no exchange came at all: nothing was judged', () => {
    expect(liveJunitXml({ exchanges: 0, violations: [], proxyAnswered: 0, proxyAnswers: [] }, { rules })).toContain('skipped="2"');
    expect(liveJunitXml({ exchanges: 0, violations: [] }, { rules, judged: 1 })).toContain('skipped="0"');
  });

  it('are a line of the Markdown summary, and a run that judged nothing is not ✅', () => {
    const md = liveMarkdownSummary(down, { rules });
    expect(md).toMatch(/^## Live validation: ⚠️ nothing judged$/m);
    expect(md).not.toContain('✅');
    expect(md).toContain('⚠️ 3 exchange(s) answered by the proxy itself, not judged: the service gave no answer.');
    expect(md).toContain('- 3 × 502 PROXY_TARGET_UNREACHABLE: nothing listens at http://127.0.0.1:4010 (ECONNREFUSED) (first: GET /ddex/ingests/1)');
    expect(liveMarkdownSummary({ ...down, exchanges: 4 })).toMatch(/^## Live validation: ✅ no rule broken$/m);
  });
});

describe('liveMarkdownSummary', () => {
  it('says nothing broke, or counts by kind with a section per rule', () => {
    expect(liveMarkdownSummary({ exchanges: 9, violations: [] })).toContain('✅ no rule broken');
    const md = liveMarkdownSummary(broken, { rules });
    expect(md).toContain('❌ 2 violation(s) of 1 rule(s): 2 spec, 0 extension');
    expect(md).toContain('| `create.processing` | spec | 2 |');
    expect(md).not.toContain('extensions.problem-json');
  });
});

describe('writeLiveReports', () => {
  it('writes the files asked for and replaces them on the next call, leaving no temporary file', async () => {
    const d = dir();
    const files = { json: path.join(d, 'r.json'), junit: path.join(d, 'r.xml'), summary: path.join(d, 'r.md') };
    await writeLiveReports({ exchanges: 1, violations: [] }, files);
    await writeLiveReports(broken, files, { rules });
    expect(JSON.parse(readFileSync(files.json, 'utf8'))).toEqual(broken);
    expect(readFileSync(files.junit, 'utf8')).toContain('failures="1"');
    expect(readFileSync(files.summary, 'utf8')).toContain('❌');
    expect(readdirSync(d).sort()).toEqual(['r.json', 'r.md', 'r.xml']);
  });

  it('keeps the old file when the write fails, and says so', async () => {
    const d = dir();
    await expect(writeLiveReports(broken, { json: path.join(d, 'missing-dir', 'r.json') })).rejects.toThrow(/ENOENT/);
    expect(readdirSync(d)).toEqual([]);
  });
});

describe('startLiveReports', () => {
  it('writes on its interval and once more on stop, from the report as it is then', async () => {
    const d = dir();
    const file = path.join(d, 'r.json');
    const report: LiveReport = { exchanges: 0, violations: [] };
    const writer = startLiveReports(() => report, { json: file }, { intervalMs: 20 });
    await expect.poll(() => readdirSync(d)).toEqual(['r.json']);
    report.exchanges = 5;
    await writer.stop();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ exchanges: 5, violations: [] });
  });
});
