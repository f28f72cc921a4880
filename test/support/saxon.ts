/**
 * DDEX's own release-profile rules, run by Saxon-HE (issue #32 item 4): the oracle the kit's profile rule modules are
 * compared with. DDEX's Schematron compiled to XSLT (`../shared/ddex-schematron/xsl/<13|14|21>/<Profile>.xsl`) is run
 * by Debian's `libsaxonhe-java` over many messages in ONE JVM (`-s:<dir> -o:<dir>`: a JVM start costs about a
 * second of CPU, a message a few ms), and each SVRL report is read back as the set of DDEX rule numbers it fails.
 *
 * Only the roles that make a finding of the kit count: Fatal Error, Conditional Fatal Error, Error, Conditional Error
 * (the files' Information, Warning and Draft assertions are not rules of the profile). A Schematron `report` with
 * such a role counts as a failure too, as DDEX's validator reports it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './contract.js';

export const saxonJar = process.env.PIK_SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
/** DDEX's Schematron, beside the repository (never copied into it: see its NOTICE.md). */
export const schematronDir = path.resolve(repoRoot, '../shared/ddex-schematron');

/** The roles of DDEX's files that are rules of a profile (types.ts DDEX_ROLES). */
const COUNTED_ROLES = new Set(['Fatal Error', 'Conditional Fatal Error', 'Error', 'Conditional Error']);

/** The `java` on PATH (or $JAVA_HOME/bin/java), or null. */
function findJava(): string | null {
  const candidates = [
    ...(process.env.JAVA_HOME === undefined ? [] : [path.join(process.env.JAVA_HOME, 'bin', 'java')]),
    ...(process.env.PATH ?? '').split(path.delimiter).filter((dir) => dir !== '').map((dir) => path.join(dir, 'java')),
  ];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

export const javaPath = findJava();

/** Why the oracle cannot run here (null: it can). */
export const saxonMissing: string | null = javaPath === null
  ? 'java is not on PATH (.ci/run installs default-jre-headless)'
  : !existsSync(saxonJar)
      ? `${saxonJar} is absent (.ci/run installs Debian's libsaxonhe-java)`
      : !existsSync(path.join(schematronDir, 'xsl'))
          ? `${schematronDir}/xsl is absent (DDEX's Schematron, beside the repository)`
          : null;

/**
 * Profiles whose DDEX file is named otherwise (the kit's name → the file's): 1.3's SingleResourceWithCoverArt.xsl
 * holds SingleResourceReleaseWithCoverArt.
 */
const FILE_OF: Readonly<Record<string, string>> = { '1.3/SingleResourceReleaseWithCoverArt': 'SingleResourceWithCoverArt' };

/** Files of a standard's folder that are no release profile (1.3: its business profile and its deleted rules). */
const NOT_PROFILES: Readonly<Record<string, readonly string[]>> = { 1.3: ['BusinessProfile', 'ReleaseProfileDeletedRules'] };

/** `2.1/Audio` → DDEX's compiled file for it: xsl/21/Audio.xsl. */
export function xslOf(profile: string): string {
  const [standard = '', name = ''] = profile.split('/');
  return path.join(schematronDir, 'xsl', standard.replace('.', ''), `${FILE_OF[profile] ?? name}.xsl`);
}

/** Every profile of a standard (`1.3`, `1.4`, `2.1`) that DDEX's compiled files hold, as `1.4/AudioAlbum`. */
export function profilesWithXsl(standard: string): string[] {
  const dir = path.join(schematronDir, 'xsl', standard.replace('.', ''));
  if (!existsSync(dir)) return [];
  const nameOf = new Map(Object.entries(FILE_OF).filter(([profile]) => profile.startsWith(`${standard}/`)).map(([profile, file]) => [file, profile]));
  return readdirSync(dir)
    .filter((name) => /^[A-Za-z]+\.xsl$/.test(name))
    .map((name) => name.slice(0, -'.xsl'.length))
    .filter((name) => !(NOT_PROFILES[standard] ?? []).includes(name))
    .map((name) => nameOf.get(name) ?? `${standard}/${name}`)
    .sort();
}

/** A DDEX file that Saxon-HE cannot compile, run as a patched copy in the OS temp dir (never in the repository). */
export interface XslPatch {
  from: string;
  to: string;
  /** Why, printed by the oracle: a known problem of DDEX's file. */
  reason: string;
}

export const XSL_PATCHES: Readonly<Record<string, XslPatch>> = {
  '1.3/MixedMediaBundle': {
    from: 'test="ReleaseType = \'MultimediaSingle\' | ReleaseType = \'Bundle\'"',
    to: 'test="ReleaseType[text() = \'MultimediaSingle\'] | ReleaseType[text() = \'Bundle\']"',
    reason: 'rule 1543-1\'s test (MixedMediaBundle_MainReleaseMustBeMultimedia) is no XPath 2 (a = b | c = d: XPST0003), so '
      + 'Saxon-HE cannot compile the file; the oracle runs a copy whose 1543-1 test is 1.4\'s, what it evidently means',
  },
};

/** One counted assertion of a profile's XSL: its rule number and role. */
export interface XslAssertion {
  rule: string;
  role: string;
}

/** `Rule 1058-1`, `Rule 1135-1NR`; DDEX's 1.4 files number the CLine reports `1017-1NR`, without the word Rule. */
const RULE_NUMBER = /Rule\s+(\d{4}-\d+(?:NR)?)|\b(\d{4}-\d+NR)\b/g;

/**
 * The counted rule numbers a profile's XSL can fail (its asserts and reports of a counted role), read from the file's
 * text: what the kit's modules of that profile must cover between them.
 */
export function rulesOfXsl(profile: string): XslAssertion[] {
  const text = readFileSync(xslOf(profile), 'utf8');
  const seen = new Map<string, string>();
  for (const match of text.matchAll(/<svrl:(failed-assert|successful-report)\b([\s\S]*?)<\/svrl:\1>/g)) {
    const role = /<xsl:attribute name="role">([^<]*)</.exec(match[2]!)?.[1]?.trim() ?? '';
    if (!COUNTED_ROLES.has(role)) continue;
    for (const [, rule, unnamed] of match[2]!.replace(/\s+/g, ' ').matchAll(RULE_NUMBER)) if (!seen.has((rule ?? unnamed)!)) seen.set((rule ?? unnamed)!, role);
  }
  return [...seen].map(([rule, role]) => ({ rule, role })).sort((a, b) => a.rule.localeCompare(b.rule));
}

/** The sorted, distinct rule numbers an SVRL report fails in a counted role. */
export function failedRulesOfSvrl(svrl: string): string[] {
  const rules = new Set<string>();
  for (const match of svrl.matchAll(/<svrl:(failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:\1>/g)) {
    const role = /\brole="([^"]*)"/.exec(match[2]!)?.[1] ?? '';
    if (!COUNTED_ROLES.has(role)) continue;
    for (const [, rule, unnamed] of match[3]!.replace(/\s+/g, ' ').matchAll(RULE_NUMBER)) rules.add((rule ?? unnamed)!);
  }
  return [...rules].sort();
}

/** A message to run: a name unique within the run (a file name without `.xml`) and its text. */
export interface OracleMessage {
  name: string;
  xml: string | Uint8Array;
}

export interface SaxonRun {
  /** Per message name: the failed rule numbers, sorted. */
  failed: Map<string, string[]>;
  /** Wall ms of the JVM, start included. */
  ms: number;
}

const run = promisify(execFile);

/**
 * Runs DDEX's XSL of `profile` (`2.1/Audio`) over every message in one JVM and reads each SVRL report. Throws when
 * Saxon fails or a report is missing (a message Saxon cannot read is a broken test, not a difference).
 */
export async function runSaxon(profile: string, messages: readonly OracleMessage[]): Promise<SaxonRun> {
  if (saxonMissing !== null) throw new Error(`Saxon cannot run: ${saxonMissing}`);
  const failed = new Map<string, string[]>();
  if (messages.length === 0) return { failed, ms: 0 };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pik-saxon-'));
  try {
    const input = path.join(dir, 'in');
    const output = path.join(dir, 'out');
    mkdirSync(input);
    mkdirSync(output);
    for (const message of messages) {
      if (!/^[\w.-]+$/.test(message.name)) throw new Error(`message name ${message.name} is not a plain file name`);
      writeFileSync(path.join(input, `${message.name}.xml`), message.xml);
    }
    let xsl = xslOf(profile);
    const patch = XSL_PATCHES[profile];
    if (patch !== undefined) {
      const text = readFileSync(xsl, 'utf8');
      if (!text.includes(patch.from)) throw new Error(`${xsl} no longer holds ${patch.from}: remove or mend XSL_PATCHES`);
      xsl = path.join(dir, path.basename(xsl));
      writeFileSync(xsl, text.split(patch.from).join(patch.to));
    }
    const started = performance.now();
    // One JIT compiler tier and one GC thread: the runs are short, and the machine is shared (2 cores).
    await run(javaPath!, ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-cp', saxonJar, 'net.sf.saxon.Transform',
      `-s:${input}`, `-o:${output}`, `-xsl:${xsl}`], { maxBuffer: 64 * 1024 * 1024 });
    const ms = performance.now() - started;
    for (const message of messages) {
      const report = path.join(output, `${message.name}.xml`);
      if (!existsSync(report)) throw new Error(`Saxon wrote no report for ${message.name} with ${profile}`);
      failed.set(message.name, failedRulesOfSvrl(readFileSync(report, 'utf8')));
    }
    return { failed, ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
