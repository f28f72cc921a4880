import { describe, expect, it } from 'vitest';
import { checkUrlPolicy, isLoopbackHost } from '../../../mock-server/src/fetch/index.js';

const loopbackOn = { allowHttpLoopback: true };
const loopbackOff = { allowHttpLoopback: false };

describe('checkUrlPolicy', () => {
  const accepted: { given: string; policy: { allowHttpLoopback: boolean } }[] = [
    { given: 'https://files.partner.example/ern.xml?X-Amz-Signature=abc', policy: loopbackOff },
    { given: 'https://127.0.0.1:8443/ern.xml', policy: loopbackOff },
    { given: 'HTTPS://FILES.PARTNER.EXAMPLE/ern.xml', policy: loopbackOff },
    { given: 'http://localhost:3000/ern.xml', policy: loopbackOn },
    { given: 'http://LOCALHOST/ern.xml', policy: loopbackOn },
    { given: 'http://files.localhost/ern.xml', policy: loopbackOn },
    { given: 'http://localhost./ern.xml', policy: loopbackOn },
    { given: 'http://127.0.0.1:8080/ern.xml', policy: loopbackOn },
    { given: 'http://127.255.10.2/ern.xml', policy: loopbackOn },
    { given: 'http://127.1/ern.xml', policy: loopbackOn },
    { given: 'http://0x7f000001/ern.xml', policy: loopbackOn },
    { given: 'http://[::1]:8080/ern.xml', policy: loopbackOn },
    { given: 'http://[0:0:0:0:0:0:0:1]/ern.xml', policy: loopbackOn },
    { given: 'http://[::ffff:127.0.0.1]/ern.xml', policy: loopbackOn },
    { given: 'http://[::ffff:127.9.8.7]/ern.xml', policy: loopbackOn },
  ];
  it.each(accepted)('accepts $given (allowHttpLoopback: $policy.allowHttpLoopback)', ({ given, policy }) => {
    const result = checkUrlPolicy(given, policy, 'xmlUrl');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.url.href).toBe(new URL(given).href);
  });

  const refused: { given: string; policy: { allowHttpLoopback: boolean }; want: RegExp }[] = [
    { given: 'http://localhost/ern.xml', policy: loopbackOff, want: /allowHttpLoopback is off/ },
    { given: 'http://127.0.0.1/ern.xml', policy: loopbackOff, want: /allowHttpLoopback is off/ },
    { given: 'http://[::1]/ern.xml', policy: loopbackOff, want: /allowHttpLoopback is off/ },
    { given: 'http://files.partner.example/ern.xml', policy: loopbackOn, want: /files\.partner\.example is not a loopback host/ },
    { given: 'http://localhost.partner.example/ern.xml', policy: loopbackOn, want: /not a loopback host/ },
    { given: 'http://128.0.0.1/ern.xml', policy: loopbackOn, want: /not a loopback host/ },
    { given: 'http://0.0.0.0/ern.xml', policy: loopbackOn, want: /not a loopback host/ },
    { given: 'http://[::]/ern.xml', policy: loopbackOn, want: /not a loopback host/ },
    { given: 'http://[::2]/ern.xml', policy: loopbackOn, want: /not a loopback host/ },
    { given: 'http://[::ffff:10.0.0.1]/ern.xml', policy: loopbackOn, want: /not a loopback host/ },
    { given: 'ftp://files.partner.example/ern.xml', policy: loopbackOn, want: /uses ftp:/ },
    { given: 'file:///etc/passwd', policy: loopbackOn, want: /uses file:/ },
    { given: 'data:text/xml,<a/>', policy: loopbackOn, want: /uses data:/ },
    { given: 'javascript:alert(1)', policy: loopbackOn, want: /uses javascript:/ },
    { given: 'https://user:pass@files.partner.example/ern.xml', policy: loopbackOn, want: /must not carry credentials/ },
    { given: 'https://user@files.partner.example/ern.xml', policy: loopbackOn, want: /must not carry credentials/ },
    { given: 'http://user:pass@localhost/ern.xml', policy: loopbackOn, want: /must not carry credentials/ },
    { given: '/relative/ern.xml', policy: loopbackOn, want: /not a valid absolute URL/ },
    { given: '', policy: loopbackOn, want: /not a valid absolute URL/ },
    { given: 'https://exa mple.com/ern.xml', policy: loopbackOn, want: /not a valid absolute URL/ },
  ];
  it.each(refused)('refuses $given (allowHttpLoopback: $policy.allowHttpLoopback)', ({ given, policy, want }) => {
    const result = checkUrlPolicy(given, policy, 'xmlUrl');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(want);
  });

  it('tells the user the rule and what to do, citing spec 4.1 for xmlUrl', () => {
    const result = checkUrlPolicy('http://files.partner.example/ern.xml', loopbackOn, 'xmlUrl');
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining(
        'xmlUrl must be https (spec 4.1); plain http is accepted only for loopback hosts while allowHttpLoopback is on',
      ) as unknown,
    });
  });

  it('names the caller\'s label in the reason', () => {
    const result = checkUrlPolicy('ftp://files.partner.example/a.flac', loopbackOn, 'resource file');
    expect(result.ok ? '' : result.reason).toMatch(/^resource file must be https;/);
  });

  it('never shows the query string or the credentials of a refused URL', () => {
    for (const given of [
      'http://files.partner.example/ern.xml?X-Amz-Signature=secretsig',
      'ftp://files.partner.example/ern.xml?X-Amz-Signature=secretsig#secretsig',
      'https://user:secretsig@files.partner.example/ern.xml',
      'not a url ?X-Amz-Signature=secretsig',
    ]) {
      const result = checkUrlPolicy(given, loopbackOn, 'xmlUrl');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).not.toContain('secretsig');
    }
  });
});

describe('isLoopbackHost', () => {
  const table: { given: string; want: boolean }[] = [
    { given: 'localhost', want: true },
    { given: 'LocalHost', want: true },
    { given: 'localhost.', want: true },
    { given: 'api.localhost', want: true },
    { given: '127.0.0.1', want: true },
    { given: '127.0.0.53', want: true },
    { given: '127.255.255.255', want: true },
    { given: '127.1', want: true },
    { given: '[::1]', want: true },
    { given: '::1', want: true },
    { given: '0:0:0:0:0:0:0:1', want: true },
    { given: '[::ffff:127.0.0.1]', want: true },
    { given: '::ffff:7f00:1', want: true },
    { given: 'localhost.example', want: false },
    { given: 'notlocalhost', want: false },
    { given: '126.0.0.1', want: false },
    { given: '10.0.0.1', want: false },
    { given: '0.0.0.0', want: false },
    { given: '::', want: false },
    { given: '::ffff:10.0.0.1', want: false },
    { given: 'fe80::1', want: false },
    { given: '', want: false },
    { given: 'evil.example@127.0.0.1', want: false },
    { given: '127.0.0.1/evil.example', want: false },
  ];
  it.each(table)('$given → $want', ({ given, want }) => {
    expect(isLoopbackHost(given)).toBe(want);
  });
});
