/** The config file is validated at start; a bad one names the field. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultParseThreads, devDefaults, loadConfig, resolveConfig } from '../../mock-server/src/config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-config-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function problemsOf(file: unknown): string[] {
  try {
    resolveConfig(file, {}, 'test.yaml');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('resolveConfig', () => {
  it('starts with one development partner and well-known local secrets without a file', () => {
    const config = resolveConfig(undefined);
    expect(config.partners).toEqual([{ id: 'dev', apiKeys: [devDefaults.apiKey], active: true, webhookUrl: null }]);
    expect(config).toMatchObject({ port: 4010, host: '127.0.0.1', operatorToken: 'op_local_dev', allowHttpLoopback: true });
    expect(config.resources.mode).toBe('fetch');
    expect(config.xml.maxBytes).toBe(64 * 1024 * 1024);
    expect(config.xml.parseThreads).toBe(defaultParseThreads());
  });

  it('fetches and parses ERN messages on two threads (none on one core), unless xml.parseThreads says', () => {
    expect(defaultParseThreads()).toBe(availableParallelism() >= 2 ? 2 : 0);
    expect(resolveConfig({ xml: { parseThreads: 0 } }).xml.parseThreads).toBe(0);
    expect(resolveConfig({ xml: { parseThreads: 4, timeout: '5s' } }).xml).toMatchObject({ parseThreads: 4, timeoutMs: 5_000 });
  });

  it('reads the keys the issue fixes, and applies flags on top', () => {
    const config = resolveConfig(
      {
        operatorToken: 'op_local_secret',
        partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1', 'pk_test_acme_2'], active: false, webhookUrl: 'https://hooks.acme.example/ingest' }],
        allowHttpLoopback: true,
        resources: { mode: 'simulate', simulate: { minDuration: '1s', maxDuration: '3s' } },
        scenarios: [{ match: { releaseId: 'SLOW-*' }, scenario: 'slow', duration: '2m' }],
      },
      { port: 0, strictHttps: true, timeScale: 60 },
    );
    expect(config.partners[0]).toEqual({ id: 'acme', apiKeys: ['pk_test_acme_1', 'pk_test_acme_2'], active: false, webhookUrl: 'https://hooks.acme.example/ingest' });
    expect(config.allowHttpLoopback).toBe(false);
    expect(config.port).toBe(0);
    expect(config.timeScale).toBe(60);
    expect(config.resources.simulateDurationMs).toEqual({ min: 1_000, max: 3_000 });
    expect(config.scenarios[0]).toMatchObject({ scenario: 'slow', durationMs: 120_000 });
  });

  it.each([
    [{ partners: [{ id: 'acme' }] }, 'partners[0].apiKeys: is required'],
    [{ partners: [{ id: 'acme', apiKeys: [] }] }, 'partners[0].apiKeys: must NOT have fewer than 1 items'],
    [{ partners: [{ id: 'acme', apiKeys: ['pk_1234567'], activ: true }] }, 'partners[0].activ: is not a known setting; did you mean active?'],
    // A key typed from memory gets the one it stands for; an unrelated one gets no guess.
    [{ operator: 'op_12345678' }, 'operator: is not a known setting; did you mean operatorToken?'],
    [{ timescale: 60 }, 'timescale: is not a known setting; did you mean timeScale?'],
    [{ webhooks: { retrySchedul: ['1s'] } }, 'webhooks.retrySchedul: is not a known setting; did you mean retrySchedule?'],
    [{ colour: 'blue' }, 'colour: is not a known setting (docs/guides/mock-server.md lists the keys)'],
    [{ partners: [{ id: 'acme', apiKeys: ['pk_12345678'], webhookUrl: 'not a url' }] }, 'partners[0].webhookUrl: must match format "uri"'],
    [{ resources: { mode: 'stream' } }, 'resources.mode: must be one of "fetch", "simulate"'],
    [{ resources: { timeout: 'soon' } }, 'resources.timeout: must be a duration'],
    [{ allowHttpLoopback: 'yes' }, 'allowHttpLoopback: must be boolean'],
    [{ scenarios: [{ match: { releaseId: 'X' }, scenario: 'explode' }] }, 'scenarios[0].scenario: must be one of'],
    [{ scenarios: [{ match: { releaseId: '/(/' }, scenario: 'slow' }] }, 'scenarios[0].match.releaseId: not a valid regular expression'],
    [{ partners: [{ id: 'a', apiKeys: ['pk_12345678'] }, { id: 'a', apiKeys: ['pk_87654321'] }] }, 'partners[1].id: "a" is used by another partner'],
    [{ resources: { simulate: { minDuration: '5s', maxDuration: '1s' } } }, 'resources.simulate.maxDuration: must not be less than minDuration'],
    [{ operatorToken: 'short' }, 'operatorToken: must NOT have fewer than 8 characters'],
    [{ xml: { parseThreads: -1 } }, 'xml.parseThreads: must be >= 0'],
    [{ xml: { parseThreads: 1.5 } }, 'xml.parseThreads: must be integer'],
  ])('names the field at fault: %j', (file, message) => {
    expect(problemsOf(file).join('\n')).toContain(message);
  });

  it('never repeats an API key in a message', () => {
    const problems = problemsOf({ partners: [{ id: 'a', apiKeys: ['pk_secret_1'] }, { id: 'b', apiKeys: ['pk_secret_1'] }] });
    expect(problems).toEqual(['partners[1].apiKeys[0]: this key is listed twice']);
  });
});

describe('listening beyond loopback', () => {
  const problemsOf = (file: unknown, flags: Parameters<typeof resolveConfig>[1]) => {
    try {
      resolveConfig(file, flags);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('refuses the well-known development credentials on a non-loopback --host, naming each', () => {
    expect(problemsOf(undefined, { host: '0.0.0.0', filesDir: './files' })).toEqual([
      '--host 0.0.0.0: not a loopback address, and operatorToken (default op_local_dev) is a well-known development credential: set your own in a config file (--config), or listen on 127.0.0.1',
      '--host 0.0.0.0: not a loopback address, and partners[0].apiKeys (the default pk_test_dev_1) is a well-known development credential: set your own in a config file (--config), or listen on 127.0.0.1',
      '--host 0.0.0.0: not a loopback address, and files.signingSecret (default fs_local_dev) is a well-known development credential: set your own in a config file (--config), or listen on 127.0.0.1',
    ]);
  });

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])('accepts the defaults on loopback (%s)', (host) => {
    expect(problemsOf(undefined, { host })).toEqual([]);
  });

  it('accepts a non-loopback --host once every credential is the config\'s own', () => {
    expect(problemsOf({ operatorToken: 'op_team_secret', partners: [{ id: 'acme', apiKeys: ['pk_team_acme'] }] }, { host: '0.0.0.0' })).toEqual([]);
  });
});

describe('loadConfig', () => {
  it('reads YAML and JSON files and resolves folders against the file', async () => {
    const yamlFile = path.join(dir, 'mock.yaml');
    writeFileSync(yamlFile, 'operatorToken: op_local_secret\ndataDir: ./state\nfiles:\n  dir: ./files\n');
    const config = await loadConfig({ configFile: yamlFile });
    expect(config.dataDir).toBe(path.join(dir, 'state'));
    expect(config.files.dir).toBe(path.join(dir, 'files'));
    const jsonFile = path.join(dir, 'mock.json');
    writeFileSync(jsonFile, JSON.stringify({ operatorToken: 'op_local_secret', port: 4999 }));
    expect((await loadConfig({ configFile: jsonFile })).port).toBe(4999);
  });

  it('says so when the file is missing or unparsable', async () => {
    await expect(loadConfig({ configFile: path.join(dir, 'missing.yaml') })).rejects.toThrow(/cannot be read: ENOENT/);
    const bad = path.join(dir, 'bad.yaml');
    writeFileSync(bad, 'partners: [\n');
    await expect(loadConfig({ configFile: bad })).rejects.toThrow(/could not be parsed/);
  });
});

describe('ern settings (issue #16)', () => {
  it('defaults to report (profiles too, deals not required), no schemas, 1 MiB of message, 512 KiB of cover and 256 MiB in all kept; a partner may set its own mode', () => {
    const config = resolveConfig({ partners: [{ id: 'a', apiKeys: ['pk_test_a_1'], ern: { validation: 'reject' } }] });
    expect(config.ern).toEqual({
      validation: 'report', profiles: 'report', requireDeals: false, xsdDir: null,
      keepMessageBytes: 1024 * 1024, keepCoverBytes: 512 * 1024, keepTotalBytes: 256 * 1024 * 1024,
    });
    expect(config.partners[0]!.ern).toEqual({ validation: 'reject' });
  });

  it('refuses an unknown mode, naming the field', () => {
    expect(() => resolveConfig({ ern: { validation: 'strict' } })).toThrow(/ern\/validation|ern\.validation/);
  });

  it('stops the start (a ConfigError, exit 2) when --xsd-dir has no schemas, naming the flag and the layout', async () => {
    const error: unknown = await loadConfig({ xsdDir: 'no-such-folder' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/--xsd-dir: .*no-such-folder.*release-notification\.xsd/);
  });
});
