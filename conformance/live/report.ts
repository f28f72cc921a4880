/**
 * The files of a live validation (`ingest-kit proxy`, `ingest-kit listen --validate`): the JSON report
 * (contract/live-report.schema.json), JUnit XML for CI and a Markdown summary. Each file is replaced atomically
 * (a temporary file beside it, then a rename), so a reader never sees half a report; the writer runs every 10 s
 * and once more on exit.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { escapeXml } from '../report/escape-xml.js';
import { markdownCell as cell } from '../report/markdown-cell.js';
import type { LiveReport, LiveRule, LiveViolation, ProxyAnswered } from './types.js';

/** The files to write; each is optional. */
export interface LiveReportFiles {
  json?: string;
  junit?: string;
  summary?: string;
}

export interface LiveReportOptions {
  /** What was watched, for the reports' titles, e.g. `proxy → https://staging.example`. Never holds a key. */
  name?: string;
  /** The rules watched: each gets a JUnit testcase, passing when nothing broke it. Rules broken but not listed get one too. */
  rules?: readonly LiveRule[];
  /**
   * How many exchanges and deliveries were judged, where the report's own count does not say it all (the proxy's
   * webhook deliveries). Default: the report's count, less the exchanges the proxy answered itself.
   */
  judged?: number;
}

/** At most this many violations are written out per rule in the JUnit and Markdown files (the JSON has all it kept). */
const listed = 50;

function watched(report: LiveReport): { count: number; noun: string } {
  return 'exchanges' in report ? { count: report.exchanges, noun: 'exchanges' } : { count: report.deliveries, noun: 'deliveries' };
}

/** The exchanges the proxy answered itself (issue #30 item 8): how many, and those the report lists. */
function ownAnswers(report: LiveReport): { count: number; listed: readonly ProxyAnswered[] } {
  return 'exchanges' in report ? { count: report.proxyAnswered ?? 0, listed: report.proxyAnswers ?? [] } : { count: 0, listed: [] };
}

/** How many were judged: a rule none of them broke held only if there was one. */
function judgedOf(report: LiveReport, options: LiveReportOptions): number {
  return options.judged ?? watched(report).count - ownAnswers(report).count;
}

/** The proxy's own answers listed, one group per status, code and cause: `3 × 502 PROXY_TARGET_UNREACHABLE: <cause> (first: GET /x)`. */
function ownAnswerGroups(listed: readonly ProxyAnswered[]): string[] {
  const groups = new Map<string, { first: ProxyAnswered; times: number }>();
  for (const answer of listed) {
    const key = `${answer.status} ${answer.code}: ${answer.cause}`;
    const group = groups.get(key);
    if (group) group.times += 1;
    else groups.set(key, { first: answer, times: 1 });
  }
  return [...groups].map(([key, { first, times }]) => `${times} × ${key} (first: ${first.method} ${first.path})`);
}

/** The sentence that says the proxy answered some exchanges itself, or '' when it answered none. */
function ownAnswersSentence(report: LiveReport): string {
  const { count, listed } = ownAnswers(report);
  if (count === 0) return '';
  const shown = listed.length < count ? ` (the first ${listed.length} listed in the JSON report)` : '';
  return `${count} exchange(s) answered by the proxy itself, not judged: the service gave no answer${shown}.`;
}

function byRule(report: LiveReport, rules: readonly LiveRule[]): Map<string, { rule: LiveRule; violations: LiveViolation[] }> {
  const map = new Map(rules.map((rule) => [rule.id, { rule, violations: [] as LiveViolation[] }]));
  for (const v of report.violations) {
    let entry = map.get(v.rule);
    if (!entry) {
      entry = { rule: { id: v.rule, kind: v.kind, title: v.rule }, violations: [] };
      map.set(v.rule, entry);
    }
    entry.violations.push(v);
  }
  return map;
}

function where(v: LiveViolation): string {
  return `${v.method} ${v.path} → ${v.status ?? 'no answer'}${v.ingestId ? ` (ingest ${v.ingestId})` : ''}`;
}

/** The JSON report, as contract/live-report.schema.json describes it. */
export function liveJson(report: LiveReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/**
 * JUnit XML: one testcase per rule (classname `live.<area>`, name `<id> (<kind>)`), its failure listing the
 * violations; with no rules listed and nothing broken, one passing testcase says so.
 */
export function liveJunitXml(report: LiveReport, options: LiveReportOptions = {}): string {
  const { count, noun } = watched(report);
  const name = options.name ?? `live ${noun}`;
  const entries = [...byRule(report, options.rules ?? []).values()];
  // Nothing judged (the target never answered, or no traffic came): no rule held, so none passes; each is skipped.
  const judged = judgedOf(report, options);
  const own = ownAnswers(report);
  const notJudged = own.count === 0 ? `no ${noun} to judge` : `the service gave no answer: all ${own.count} exchange(s) answered by the proxy itself`;
  const skipped = judged === 0 ? `<skipped message="${escapeXml(`not judged: ${notJudged}`)}"/>` : null;
  const cases = entries.map(({ rule, violations }) => {
    const open = `    <testcase classname="live.${escapeXml(rule.id.split('.')[0] ?? '')}" name="${escapeXml(`${rule.id} (${rule.kind}): ${rule.title}`)}" time="0"`;
    if (violations.length === 0) return skipped === null ? `${open}/>` : `${open}>${skipped}</testcase>`;
    const lines = violations.slice(0, listed).map((v) => `${where(v)}\n${v.message}`);
    if (violations.length > listed) lines.push(`… ${violations.length - listed} more in the JSON report`);
    return `${open}>\n      <failure message="${escapeXml(`[${rule.id}] ${rule.kind} rule broken ${violations.length} time(s)`)}">${escapeXml(lines.join('\n\n'))}</failure>\n    </testcase>`;
  });
  if (cases.length === 0) {
    const open = `    <testcase classname="live" name="${escapeXml(`no rule broken in ${count} ${noun}`)}" time="0"`;
    cases.push(skipped === null ? `${open}/>` : `${open}>${skipped}</testcase>`);
  }
  const failures = entries.filter((e) => e.violations.length > 0).length;
  const skips = skipped === null ? 0 : cases.length - failures;
  // The proxy's own answers are an error of the run, not a pass of any rule: one testcase in error lists them.
  if (own.count > 0) {
    const text = [ownAnswersSentence(report), ...ownAnswerGroups(own.listed.slice(0, listed))].join('\n');
    cases.push(`    <testcase classname="live.proxy" name="answered by the proxy, not judged" time="0">\n      <error message="${escapeXml(`${own.count} exchange(s) answered by the proxy itself, not judged`)}">${escapeXml(text)}</error>\n    </testcase>`);
  }
  const errors = own.count > 0 ? 1 : 0;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="partner-ingest live validation" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="${skips}">`,
    `  <testsuite name="${escapeXml(name)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="${skips}">`,
    '    <properties>',
    `      <property name="${noun}" value="${count}"/>`,
    ...('exchanges' in report ? [`      <property name="answered by the proxy" value="${own.count}"/>`] : []),
    '    </properties>',
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** A Markdown summary for a CI job summary (e.g. $GITHUB_STEP_SUMMARY): the verdict, a row per rule broken, then the violations. */
export function liveMarkdownSummary(report: LiveReport, options: LiveReportOptions = {}): string {
  const { count, noun } = watched(report);
  const broken = [...byRule(report, options.rules ?? []).values()].filter((e) => e.violations.length > 0);
  const spec = report.violations.filter((v) => v.kind === 'spec').length;
  const verdict = report.violations.length > 0
    ? `❌ ${report.violations.length} violation(s) of ${broken.length} rule(s): ${spec} spec, ${report.violations.length - spec} extension`
    : judgedOf(report, options) === 0 ? '⚠️ nothing judged' : '✅ no rule broken';
  const dropped = 'droppedViolations' in report && report.droppedViolations
    ? ` ${report.droppedViolations} more violation(s) were not kept (the report keeps the first ones, and the first of each rule).`
    : '';
  const lines = [`## ${options.name ?? 'Live validation'}: ${verdict}`, '', `${count} ${noun} watched.${dropped}`, ''];
  const own = ownAnswers(report);
  if (own.count > 0) {
    lines.push(`⚠️ ${ownAnswersSentence(report)}`, '');
    for (const group of ownAnswerGroups(own.listed)) lines.push(`- ${cell(group)}`);
    lines.push('');
  }
  if (broken.length === 0) return lines.join('\n');
  lines.push('| rule | kind | times | first |', '|---|---|---|---|');
  for (const { rule, violations } of broken) lines.push(`| \`${rule.id}\` | ${rule.kind} | ${violations.length} | ${cell(where(violations[0]!))} |`);
  lines.push('');
  for (const { rule, violations } of broken) {
    lines.push(`### \`${rule.id}\` (${rule.kind})`, '');
    for (const v of violations.slice(0, listed)) lines.push(`- \`${cell(where(v))}\`: ${cell(v.message)}`);
    if (violations.length > listed) lines.push(`- … ${violations.length - listed} more in the JSON report`);
    lines.push('');
  }
  return lines.join('\n');
}

let sequence = 0;

/** Replaces `file` with `text` atomically: written beside it under a temporary name, then renamed over it. */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${++sequence}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Writes the files asked for, each atomically; safe to call again and again (a later call replaces the files). */
export async function writeLiveReports(report: LiveReport, files: LiveReportFiles, options: LiveReportOptions = {}): Promise<void> {
  const snapshot = structuredClone(report);
  const writes: Promise<void>[] = [];
  if (files.json) writes.push(writeAtomically(files.json, liveJson(snapshot)));
  if (files.junit) writes.push(writeAtomically(files.junit, liveJunitXml(snapshot, options)));
  if (files.summary) writes.push(writeAtomically(files.summary, liveMarkdownSummary(snapshot, options)));
  await Promise.all(writes);
}

/** A report writer that runs every `intervalMs` (default 10 s) until stopped; writes never overlap. */
export interface LiveReportWriter {
  /** Writes the files now (after any write under way); true when the write succeeded (else told to onError). */
  flush(): Promise<boolean>;
  /** Stops the timer and writes the files one last time; true when that write succeeded. */
  stop(): Promise<boolean>;
}

export function startLiveReports(
  report: () => LiveReport,
  files: LiveReportFiles,
  options: LiveReportOptions & { intervalMs?: number; onError?: (error: unknown) => void } = {},
): LiveReportWriter {
  let chain: Promise<boolean> = Promise.resolve(true);
  const flush = (): Promise<boolean> => {
    chain = chain.then(() => writeLiveReports(report(), files, options)).then(() => true, (error: unknown) => {
      options.onError?.(error);
      return false;
    });
    return chain;
  };
  const any = [files.json, files.junit, files.summary].some(Boolean);
  const timer = any ? setInterval(() => void flush(), options.intervalMs ?? 10_000) : undefined;
  timer?.unref();
  return {
    flush,
    stop: () => {
      clearInterval(timer);
      return any ? flush() : chain;
    },
  };
}
