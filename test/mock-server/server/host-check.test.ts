/** DNS rebinding protection over real sockets: a loopback-bound mock answers only Host names of this machine. */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { hostName } from '../../../mock-server/src/host-check.js';
import { startTestMock, type TestMock } from './harness.js';

const mocks: TestMock[] = [];
afterEach(async () => {
  await Promise.all(mocks.splice(0).map((m) => m.close()));
});

/** GET /healthz with a Host header of our choosing (fetch does not let one set Host). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: '/healthz', headers: { host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the Host check', () => {
  it('refuses a foreign Host with 403 HOST_NOT_ALLOWED as problem+json while bound to loopback', async () => {
    const mock = await startTestMock();
    mocks.push(mock);
    const refused = await getWithHost(mock.url, 'rebind.attacker.example:4010');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'HOST_NOT_ALLOWED', detail: expect.stringContaining('allowedHosts') as string });
    for (const host of ['localhost:4010', '127.0.0.1:4010', '127.8.9.10', '[::1]:4010', 'app.localhost:4010', 'LOCALHOST']) {
      expect((await getWithHost(mock.url, host)).status, host).toBe(200);
    }
  });

  it('answers the names of allowedHosts, and any with "*"', async () => {
    const named = await startTestMock({ allowedHosts: ['mock.dev.internal'] });
    const any = await startTestMock({ allowedHosts: ['*'] });
    mocks.push(named, any);
    expect((await getWithHost(named.url, 'mock.dev.internal:4010')).status).toBe(200);
    expect((await getWithHost(named.url, 'other.dev.internal:4010')).status).toBe(403);
    expect((await getWithHost(any.url, 'anything.example')).status).toBe(200);
  });

  it('does not check while bound beyond loopback (with credentials of its own)', async () => {
    const mock = await startTestMock({ operatorToken: 'op_team_secret', partners: [{ id: 'acme', apiKeys: ['pk_team_acme'] }] }, { host: '0.0.0.0' });
    mocks.push(mock);
    expect((await getWithHost(mock.url.replace('0.0.0.0', '127.0.0.1'), 'mock.example:4010')).status).toBe(200);
  });

  it.each([['localhost:4010', 'localhost'], ['[::1]:4010', '::1'], ['Example.COM', 'example.com'], ['[::1]', '::1']])('reads the name of Host %s as %s', (header, name) => {
    expect(hostName(header)).toBe(name);
  });
});
