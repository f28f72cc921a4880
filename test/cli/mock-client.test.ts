/**
 * The failures of the commands that talk to a running mock (cli/mock-client.ts), against a real mock: a key the mock
 * refuses, 401 or 403 (spec 7: an inactive partner), is "could not judge", exit 2, as `conformance` says it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandIo, requestJson, runCommand } from '../../cli/mock-client.js';
import { startTestMock, type TestMock } from '../mock-server/server/harness.js';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ partners: [{ id: 'acme', apiKeys: ['pk_conf_active_1'] }, { id: 'dormant', apiKeys: ['pk_conf_inactive_1'], active: false }] });
});
afterAll(async () => {
  await mock.close();
});

/** The exit code and stderr of one lookup with `key`, run as a command is (runCommand). */
async function lookupWith(key: string): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const io: CommandIo = { stdout: () => undefined, stderr: (text) => (stderr += text), env: {}, fetch: (...a) => globalThis.fetch(...a) };
  const code = await runCommand('submit', io, async () => {
    await requestJson(io, mock.url, 'GET', '/partner/v1/ddex/ingests/no-such', { headers: { 'x-api-key': key } });
    return 0;
  });
  return { code, stderr };
}

describe('a key the mock refuses', () => {
  it('403, an inactive partner: exit 2, said as conformance says it, with the fix', async () => {
    const { code, stderr } = await lookupWith('pk_conf_inactive_1');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^ingest-kit submit: GET http:\/\/127\.0\.0\.1:\d+\/partner\/v1\/ddex\/ingests\/no-such answered 403: .*\. The mock refused --api-key with 403 \(an inactive partner, or a key without permission\): pass the key of an active partner, or activate it \(POST \/_operator\/partners\/<id>\/activate\)\n$/);
  });

  it('401, an unknown key: exit 2', async () => {
    const { code, stderr } = await lookupWith('pk_no_such_key_1');
    expect(code).toBe(2);
    expect(stderr).toContain('answered 401');
  });

  it('404 for an active key: judged, exit 1', async () => {
    const { code } = await lookupWith('pk_conf_active_1');
    expect(code).toBe(1);
  });
});
