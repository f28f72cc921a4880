/**
 * Every code block of docs/guides/preflight.md, classified by its info string as the README's are
 * (test/readme-blocks.test.ts lists the classes) and checked:
 *
 * - ```sh run        in bash, in a folder holding `release.xml` (DDEX's ERN 4.3 sample 1_Audio.xml, linked in
 *                    place from ../shared/ddex-samples) and `ddex-schemas` (../shared/ddex-xsd, linked), the CLI
 *                    from source; the schema download is pointed at DDEX's files served from loopback.
 * - ```ts run        type-checked, then run with tsx in such a folder: exit 0 on the valid sample, exit 1 and the
 *                    guide's findings on the broken one; `partner-ingest-kit/ern` is the package's export.
 * - ```text output   the findings of the sample message the guide describes, equal to what preflight() reports,
 *                    and found in the output of `ingest-kit validate`.
 * - ```yaml config   through the mock's config loader.
 * - ```yaml not-run  the CI workflow: valid YAML, and every flag of every `ingest-kit` command in it is in that
 *                    command's --help.
 * - ```text illustration  the schema folder's layout: every file of it is where ../shared/ddex-xsd has it.
 *
 * Parts of the kit the guide describes that are not in this tree yet (the `validate` command, the SDK entry
 * `partner-ingest-kit/ern`, the mock's `ern` config) make the blocks using them skip, saying so.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { commands } from '../../cli/commands.js';
import { parseConfigText, resolveConfig } from '../../mock-server/src/config.js';
import { configFileSchema } from '../../mock-server/src/config/settings.js';
import { preflight } from '../../mock-server/src/ern/preflight/index.js';
import { PREFLIGHT_RULES } from '../../mock-server/src/ern/preflight/rules/index.js';
import { RUNNER_FINDINGS } from '../../mock-server/src/ern/preflight/runner-findings.js';
import { ERNC_FILE_STATUSES, type Finding } from '../../mock-server/src/ern/preflight/types.js';
import { repoRoot } from '../support/contract.js';
import { ddexSite, ddexXsdDir } from '../support/ddex-site.js';
import { samplesDir } from '../support/ern-samples.js';
import { cli, helpOf, run } from '../support/doc-blocks.js';
import { type Block, blockClasses, blocksOf } from '../support/markdown-blocks.js';
import { ingestKitEntry } from '../support/cli.js';
import { nativeTsc } from '../../scripts/native-tsc.js';

const GUIDE = 'docs/guides/preflight.md';
const guide = readFileSync(path.join(repoRoot, GUIDE), 'utf8');
const blocks = blocksOf(guide, GUIDE);
const name = (b: Block) => `${GUIDE}:${b.line} \`\`\`${b.lang} ${b.kind}`;
const ofKind = (lang: RegExp, kind: RegExp) => blocks.filter((b) => lang.test(b.lang) && kind.test(b.kind));

const sample = path.join(samplesDir, 'ern43/1_Audio.xml');
const hasDdex = existsSync(sample) && existsSync(path.join(ddexXsdDir, '43'));
/** The message of the guide's sample output: DDEX's 1_Audio.xml, the first sound recording's A1 renamed A99. */
const broken = () => readFileSync(sample, 'utf8').replace('<ResourceReference>A1</ResourceReference>', '<ResourceReference>A99</ResourceReference>');

const hasCommand = (command: string) => commands.some((each) => each.name === command);
const missingCommand = (code: string) => [...code.matchAll(/\bnpx ingest-kit (\S+)/g)].map((m) => m[1]!).find((c) => !hasCommand(c));
const hasErnConfig = 'ern' in configFileSchema.properties;

// In the repository (.tmp/ is git-ignored), so that tsx, the packages and the sources resolve from every folder.
const work = path.join(repoRoot, '.tmp', `preflight-guide-${process.pid}`);
mkdirSync(work, { recursive: true });
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A folder as a partner has it: the message as release.xml, DDEX's schemas as ./ddex-schemas (both linked, never copied). */
function folder(label: string, message: 'valid' | 'broken', withSchemas = true): string {
  const dir = path.join(work, label);
  mkdirSync(dir, { recursive: true });
  if (message === 'valid') symlinkSync(sample, path.join(dir, 'release.xml'));
  else writeFileSync(path.join(dir, 'release.xml'), broken());
  if (withSchemas) symlinkSync(ddexXsdDir, path.join(dir, 'ddex-schemas'));
  return dir;
}

const ingestKit = (args: readonly string[], cwd: string) => run(process.execPath, [...ingestKitEntry(), ...args], cwd);

/** A finding as the guide's sample (and `ingest-kit validate`) prints it, spaces collapsed. */
const findingLine = (f: Finding) => `${f.line ?? '-'}:${f.column ?? '-'} ${f.severity} ${f.rule} ${f.code} ${f.message}`;
const collapse = (text: string) => text.replace(/[ \t]+/g, ' ').trim();

/**
 * `partner-ingest-kit/ern` as the package exports it (package.json `exports["./ern"]`, its dist file mapped to the
 * source). Until that entry is in this tree, a module of the two functions the guide uses, from their sources.
 */
function ernEntry(): string {
  const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { exports: Record<string, { default?: string } | undefined> };
  const exported = packageJson.exports['./ern']?.default;
  if (exported === undefined) throw new Error('package.json exports no ./ern entry');
  return path.join(repoRoot, exported.replace(/^\.\/dist\//, ''));
}
/** The files of the schema folder the guide draws (```text illustration), relative to that folder. */
function illustratedSchemaFiles(): string[] {
  const [layout] = ofKind(/^text$/, /^illustration$/);
  return (layout?.code ?? '').split('\n').map((line) => line.trim()).filter((line) => line.endsWith('.xsd'));
}

const toSources = (code: string, entry: string) => code.replaceAll('from \'partner-ingest-kit/ern\'', `from ${JSON.stringify(entry)}`);

// Side by side: every test works in its own folder with its own loopback DDEX site; `run` (test/support/doc-blocks.ts)
// lets a few commands run at once, and a test's timeout covers its wait for one.
describe.concurrent(`${GUIDE} code blocks`, { timeout: 360_000 }, () => {
  it('classifies every block by its info string, and has the blocks this test checks', () => {
    const unclassified = blocks.filter((b) => !(blockClasses[b.lang]?.test(b.kind) ?? false)).map(name);
    expect(unclassified, 'mark each block (see the top of test/readme-blocks.test.ts)').toEqual([]);
    expect(blocks.map((b) => `${b.lang} ${b.kind}`).sort()).toEqual(
      ['sh run', 'sh run', 'sh run', 'text illustration', 'text output', 'ts run', 'yaml config', 'yaml config', 'yaml not-run'],
    );
  });

  it('says why a block is not run, and the tests it names exist', () => {
    for (const block of ofKind(/./, /^not-run$/)) {
      expect(block.notRun, `${name(block)}: put <!-- not run: why --> on the line above`).toBeDefined();
      const named = [...(block.notRun ?? '').matchAll(/test\/[\w./-]+\.test\.ts/g)].map((m) => m[0]);
      expect(named.length, `${name(block)}: name the test that covers it`).toBeGreaterThan(0);
      for (const test of named) expect(existsSync(path.join(repoRoot, test)), test).toBe(true);
    }
  });

  describe.runIf(hasDdex)('```sh run: in bash, the CLI from source, offline', () => {
    for (const block of ofKind(/^(sh|bash)$/, /^run$/)) {
      const missing = missingCommand(block.code);
      const test = missing === undefined ? it : it.skip;
      test(`${name(block)}${missing === undefined ? '' : ` (SKIPPED: \`ingest-kit ${missing}\` is not in this tree yet)`}`, async () => {
        const downloads = /\bern schemas --download\b/.test(block.code);
        const dir = folder(`sh-${block.line}`, 'valid', !downloads);
        const site = await ddexSite();
        try {
          const script = block.code
            .replace(/\bnpx ingest-kit (ern schemas --download\b.*)$/gm, `${cli} $1 --base-url ${site.baseUrl}`)
            .replace(/\bnpx ingest-kit /g, `${cli} `);
          const result = await run('bash', ['-c', `set -eo pipefail\n${script}`], dir);
          expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
          if (downloads) {
            // The layout the guide draws is the one the download writes.
            for (const file of illustratedSchemaFiles()) expect(existsSync(path.join(dir, 'ddex-schemas', file)), file).toBe(true);
            expect(site.requests.length).toBeGreaterThan(0);
          }
        } finally {
          await site.close();
        }
      });
    }
  });

  describe.runIf(hasDdex)('```ts run: type-checked, then run with tsx', () => {
    const [block] = ofKind(/^ts$/, /^run$/);
    const entry = ernEntry();

    it('type-checks', async () => {
      const file = path.join(work, `block-${block!.line}.ts`);
      writeFileSync(file, toSources(block!.code, entry));
      writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify({
        extends: path.join(repoRoot, 'tsconfig.json'),
        compilerOptions: { noEmit: true, declaration: false, sourceMap: false, rootDir: repoRoot },
        files: [file],
        include: [],
      }));
      const result = await run(process.execPath, [nativeTsc, '-p', work], work);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
    });

    it('exits 0 on a valid release and prints its summary', async () => {
      const dir = folder('ts-valid', 'valid');
      writeFileSync(path.join(dir, 'preflight.ts'), toSources(block!.code, entry));
      const result = await run(process.execPath, ['--import', 'tsx', 'preflight.ts'], dir);
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.stdout.trim()).toBe('release.xml: Yume no Hajmari, 21 tracks');
    });

    it('exits 1 on the guide\'s broken release and prints the findings of its sample output', async () => {
      const dir = folder('ts-broken', 'broken');
      writeFileSync(path.join(dir, 'preflight.ts'), toSources(block!.code, entry));
      const result = await run(process.execPath, ['--import', 'tsx', 'preflight.ts'], dir);
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(1);
      const [output] = ofKind(/^text$/, /^output$/);
      expect(result.stdout.trim().split('\n').slice(1).map(collapse)).toEqual(output!.code.split('\n').map(collapse));
    });
  });

  describe.runIf(hasDdex)('```text output: the sample\'s findings are the real ones', () => {
    const [output] = ofKind(/^text$/, /^output$/);

    it('are what preflight() reports on the message the guide describes, in order, schema included', async () => {
      const { loadXsdSchemas } = await import('../../mock-server/src/ern/xsd/index.js');
      const schemas = await loadXsdSchemas(ddexXsdDir);
      try {
        // The kit's own rules: the guide shows the release profile's findings apart (its ts block passes profile 'off').
        const { findings } = preflight(broken(), { schemas, profile: 'off' }).files[0]!;
        expect(output!.code.split('\n').map(collapse)).toEqual(findings.map(findingLine));
      } finally {
        schemas.close();
      }
    });

    it('are lines of `ingest-kit validate` on that message', async (context) => {
      if (!hasCommand('validate')) {
        context.skip('`ingest-kit validate` is not in this tree yet');
        return;
      }
      const dir = folder('output-validate', 'broken');
      const result = await ingestKit(['validate', 'release.xml', '--xsd-dir', './ddex-schemas'], dir);
      expect(result.code, result.stderr).toBe(1);
      const printed = result.stdout.split('\n').map(collapse);
      for (const line of output!.code.split('\n')) expect(printed, line).toContain(collapse(line));
    });
  });

  it.skipIf(!hasErnConfig).each(ofKind(/^yaml$/, /^config$/).map((b) => [name(b), b] as const))(
    `\`\`\`yaml config: %s is a valid mock config${hasErnConfig ? '' : ' (SKIPPED: the mock\'s config has no `ern` section in this tree yet)'}`,
    (_, block) => {
      expect(() => resolveConfig(parseConfigText(block.code, GUIDE), {}, `${GUIDE}:${block.line}`)).not.toThrow();
    },
  );

  it('```yaml not-run: the workflow is YAML, and its ingest-kit commands take every flag it gives them', async (context) => {
    const [workflow] = ofKind(/^yaml$/, /^not-run$/);
    const parsed = parseYaml(workflow!.code) as { jobs: Record<string, { steps: { run?: string; uses?: string }[] }> };
    const runs = Object.values(parsed.jobs).flatMap((job) => job.steps).flatMap((step) => step.run ?? []);
    // `npx ingest-kit <command words> <arguments and flags>`, up to the end of the command (`||`, `&&`, `;`).
    const invocations = runs.flatMap((line) => [...line.matchAll(/\bnpx ingest-kit ([^|&;\n]*)/g)].map((m) => m[1]!.trim().split(/\s+/)));
    expect(invocations.length).toBe(2);
    let skipped = '';
    for (const tokens of invocations) {
      const words = tokens.slice(0, tokens.findIndex((token) => !/^[a-z][a-z-]*$/.test(token)));
      if (!hasCommand(words[0]!)) {
        skipped += ` ingest-kit ${words[0]}`;
        continue;
      }
      const help = await helpOf(words);
      expect(help.code, help.stderr).toBe(0);
      for (const flag of tokens.filter((token) => token.startsWith('--'))) expect(help.stdout, `${words.join(' ')} ${flag}`).toContain(flag);
    }
    if (skipped !== '') context.skip(`not in this tree yet:${skipped}`);
  });

  it.runIf(hasDdex)('```text illustration: every file of the schema folder\'s layout is where DDEX\'s folder has it', () => {
    const files = illustratedSchemaFiles();
    expect(files.length).toBe(4);
    for (const file of files) expect(existsSync(path.join(ddexXsdDir, file)), file).toBe(true);
  });
});

describe(`${GUIDE}: DDEX's codes`, () => {
  const table = guide.slice(guide.indexOf('| code | DDEX\'s meaning |'), guide.indexOf('The whole list, with each value\'s definition'));
  const explained = [...table.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]!);

  it('explains every code a rule or the runner reports (and ResourceMissing of --files), and only ErncFileStatus values', () => {
    const reported = new Set([...PREFLIGHT_RULES, ...RUNNER_FINDINGS].map((rule) => rule.code));
    expect(new Set(explained)).toEqual(new Set([...reported, 'ResourceMissing']));
    for (const code of explained) expect(ERNC_FILE_STATUSES, code).toContain(code);
  });
});
