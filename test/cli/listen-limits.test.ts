/**
 * `ingest-kit listen` (startListener, also the proxy's --webhooks-port listener) keeps the listener limits
 * (conformance/listener-limits.ts, issue #29 item 6), and its flags set them: the behaviour suite of
 * test/support/listener-limits.ts, and the flags read and checked as each command that listens reads them.
 */
import { describe, expect, it } from 'vitest';
import { startListener } from '../../cli/listen/index.js';
import { conformanceCommand } from '../../cli/commands/conformance.js';
import { listenCommand } from '../../cli/commands/listen.js';
import { proxyCommand } from '../../cli/commands/proxy.js';
import { listenerLimitsOf } from '../../cli/listener-flags.js';
import { DEFAULT_LISTENER_LIMITS } from '../../conformance/listener-limits.js';
import { describeListenerLimits } from '../support/listener-limits.js';
import { runInProcess } from './support.js';

describeListenerLimits('ingest-kit listen', {
  start: (limits) => startListener({ apiKey: 'pk_test_limits', limits, onRequest: () => undefined }),
  // A GET is answered 405 at once.
  request: (host) => `GET /webhooks HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  bodyHead: (host) => `POST /webhooks HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
  slowBodyAnswer: /^HTTP\/1\.1 408 Request Timeout\r\n/,
});

describe('the listener-limit flags (proxy, listen, conformance)', () => {
  it('default to DEFAULT_LISTENER_LIMITS', () => {
    expect(listenerLimitsOf({})).toEqual(DEFAULT_LISTENER_LIMITS);
    expect(listenerLimitsOf({ 'max-connections': '1000', 'headers-timeout': '10s', 'request-timeout': '30s', 'keep-alive-timeout': '65s' }))
      .toEqual(DEFAULT_LISTENER_LIMITS);
  });

  it('read durations and a count', () => {
    expect(listenerLimitsOf({ 'max-connections': '5000', 'headers-timeout': '2s', 'request-timeout': '1m', 'keep-alive-timeout': '500ms' }))
      .toEqual({ maxConnections: 5000, headersTimeoutMs: 2000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 500 });
  });

  it.each([
    { given: { 'max-connections': '0' }, want: '--max-connections 0: not a whole number of connections; give 1 or more' },
    { given: { 'max-connections': '1.5' }, want: '--max-connections 1.5: not a whole number of connections; give 1 or more' },
    { given: { 'headers-timeout': 'soon' }, want: '--headers-timeout: Invalid duration "soon"' },
    { given: { 'headers-timeout': '0' }, want: '--headers-timeout: 1 ms to 24.8 days, not 0 ms' },
    { given: { 'keep-alive-timeout': '30d' }, want: '--keep-alive-timeout: 1 ms to 24.8 days' },
    { given: { 'headers-timeout': '40s' }, want: '--request-timeout (30000 ms) is shorter than --headers-timeout (40000 ms)' },
  ])('refuse $given, naming the flag', ({ given, want }) => {
    expect(() => listenerLimitsOf(given)).toThrow(want);
  });

  it.each([
    { command: proxyCommand, args: ['--target', 'http://127.0.0.1:9', '--port', '0', '--max-connections', 'many'], want: 'ingest-kit proxy: --max-connections many: not a whole number of connections; give 1 or more' },
    { command: listenCommand, args: ['--port', '0', '--api-key', 'k', '--headers-timeout', '0'], want: 'ingest-kit listen: --headers-timeout:' },
    {
      command: conformanceCommand,
      args: ['--base-url', 'http://127.0.0.1:9', '--api-key', 'k', '--keep-alive-timeout', 'x', '--dry-run'],
      want: 'ingest-kit conformance: --keep-alive-timeout:',
    },
  ])('are a usage error (exit 2) naming the flag: $want', async ({ command, args, want }) => {
    const { status, stderr } = await runInProcess(command, args);
    expect(status).toBe(2);
    expect(stderr).toContain(want);
  });
});
