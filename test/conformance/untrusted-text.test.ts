/**
 * What the implementation under test and a graded receiver say reaches the console, JUnit and Markdown escaped
 * (issue #29): a status text, an error message, an id or an answer's body holding ESC, BEL or a C1 control shows as
 * `\x1b`, `\x07`, `\x9b`, and a value stays on its line. The JSON reports keep the exact values (JSON escapes them).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { liveJunitXml, liveMarkdownSummary } from '../../conformance/live/report.js';
import { checkReceiver } from '../../conformance/receiver-check/index.js';
import { receiverResultLine } from '../../conformance/receiver-check/report/console.js';
import { receiverJunitXml } from '../../conformance/receiver-check/report/junit.js';
import { receiverMarkdownSummary } from '../../conformance/receiver-check/report/markdown.js';
import { progressLine, resultLine } from '../../conformance/report/console.js';
import { junitXml } from '../../conformance/report/junit.js';
import { markdownSummary } from '../../conformance/report/markdown.js';
import type { CheckResult, ConformanceReport } from '../../conformance/types.js';

/** Sets the window title and clears the screen of a terminal that prints it raw; then a C1 CSI and a bidi override. */
const hostile = '\u001b]0;PWNED\u0007\u001b[2J\u009b2J\u202e';
const shown = '\\x1b]0;PWNED\\x07\\x1b[2J\\x9b2J\\u202e';
// eslint-disable-next-line no-control-regex -- the characters that must not reach a terminal or a report
const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/;

const failed: CheckResult = {
  id: 'lookup.record-valid', title: 'the record is valid', specSection: '4.2', profile: 'quick', status: 'failed', durationMs: 3,
  notes: [`a note quoting ${hostile}`],
  failure: {
    message: `answered 500 ${hostile}`, received: `{"code":"${hostile}"}\nsecond line`, documented: 'spec 4.2', fix: `see ${hostile}`,
    curl: `curl http://127.0.0.1:1/ddex/ingests/${hostile}`,
  },
};
const report: ConformanceReport = {
  verdict: 'does-not-conform', baseUrl: 'http://127.0.0.1:1', startedAt: '2026-11-26T12:00:00.000Z', durationMs: 10, profiles: ['quick'], passed: 0, failed: 1, skipped: 1,
  results: [failed, { id: 'lookup.other', title: 'another', specSection: '4.2', profile: 'quick', status: 'skipped', durationMs: 0, skipped: `no ingest: ${hostile}` }],
  receiverUrl: 'http://127.0.0.1:2', fixturesUrl: 'http://127.0.0.1:3', lookupPath: null, releasePrefix: 'CT',
  created: [{ ingestId: hostile, releaseId: 'CT-1', status: hostile }],
};

describe('the conformance suite\'s outputs', () => {
  it('console: a result\'s message, received, fix, repeat, notes and skip reason, and a found lookup path, escaped', () => {
    const lines = [resultLine(report.results[0]!), resultLine(report.results[1]!), progressLine({ type: 'lookup-path', path: `/x/${hostile}`, how: 'found' })!];
    for (const line of lines) expect(line).not.toMatch(raw);
    expect(lines[0]).toContain(`      answered 500 ${shown}`);
    expect(lines[0]).toContain(`      received:   {"code":"${shown}"}\\nsecond line`);
    expect(lines[0]).toContain(`      repeat:     curl http://127.0.0.1:1/ddex/ingests/${shown}`);
    expect(lines[0]).toContain(`      note:       a note quoting ${shown}`);
    expect(lines[1]).toContain(`(no ingest: ${shown})`);
    expect(lines[2]).toContain(`Lookup path: /x/${shown} (found)`);
  });

  it('JUnit and Markdown: escaped the same way', () => {
    for (const text of [junitXml(report), markdownSummary(report)]) {
      expect(text).not.toMatch(raw);
      expect(text).toContain(shown);
    }
    expect(markdownSummary(report)).toContain(`| ${shown} | CT-1 | ${shown} |`);
  });
});

describe('the live reports (proxy, listen --validate)', () => {
  it('JUnit and Markdown show a violation\'s quoted values escaped', () => {
    const live = { exchanges: 1, violations: [{ rule: 'create.processing', kind: 'spec' as const, method: 'POST', path: `/p${hostile}`, status: 201, ingestId: hostile, message: `Received: ${hostile}` }] };
    for (const text of [liveJunitXml(live), liveMarkdownSummary(live)]) {
      expect(text).not.toMatch(raw);
      expect(text).toContain(shown);
    }
  });
});

describe('the receiver check\'s outputs', () => {
  const servers: { close(): void; closeAllConnections(): void }[] = [];
  afterAll(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('a receiver answering a hostile body is shown escaped on the console, in JUnit and in Markdown', async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(500, { 'content-type': 'text/plain' }).end(`boom ${hostile}`));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const graded = await checkReceiver({ url, apiKey: 'pk_test_untrusted_1', timeoutMs: 5_000 });
    expect(graded.failed).toBeGreaterThan(0);
    const console = graded.results.map(receiverResultLine).join('\n');
    for (const text of [console, receiverJunitXml(graded), receiverMarkdownSummary(graded)]) {
      expect(text).not.toMatch(raw);
      expect(text).toContain(`boom ${shown}`);
    }
  });
});
