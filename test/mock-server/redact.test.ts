/** The kit's one redaction (mock-server/src/redact.ts): what every output of the mock and the proxy hides, and what it keeps. */
import { describe, expect, it } from 'vitest';
import { credentialInQueryName } from '../../mock-server/src/auth/api-key.js';
import {
  isSecretName, redactBody, redactHeader, redactJson, redactQuery, redactText, redactUrl, scrub, secretsInJson, secretsInQuery,
} from '../../mock-server/src/redact.js';

const scope = `/files/~scope/1767225600/2/${'ab'.repeat(32)}/releases/r1/a.xml`;

describe('redactUrl (a message\'s form: no query at all)', () => {
  const table: { given: string; want: string }[] = [
    {
      given: 'https://bucket.s3.example/ern.xml?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=secretsig',
      want: 'https://bucket.s3.example/ern.xml',
    },
    { given: 'https://files.partner.example/a.flac#part=secretsig', want: 'https://files.partner.example/a.flac' },
    { given: 'https://user:secretsig@files.partner.example/a.flac', want: 'https://files.partner.example/a.flac' },
    { given: 'http://127.0.0.1:8080/dir/ern.xml', want: 'http://127.0.0.1:8080/dir/ern.xml' },
    { given: 'not a url?X-Amz-Signature=secretsig', want: 'not a url' },
    { given: 'htt p://user:secretsig@host/a?sig=1', want: 'htt p://host/a' },
    { given: `http://127.0.0.1:4010${scope}`, want: 'http://127.0.0.1:4010/files/~scope/1767225600/2/REDACTED/releases/r1/a.xml' },
  ];
  it.each(table)('$given → $want', ({ given, want }) => {
    expect(redactUrl(given)).toBe(want);
  });

  it('accepts a URL object and leaves it unchanged', () => {
    const url = new URL('https://files.partner.example/a.flac?sig=secretsig');
    expect(redactUrl(url)).toBe('https://files.partner.example/a.flac');
    expect(url.search).toBe('?sig=secretsig');
  });

  it('shortens a very long URL such as a data: URL', () => {
    const shown = redactUrl(`data:text/xml,${'<a/>'.repeat(10_000)}`);
    expect(shown.length).toBeLessThanOrEqual(200);
    expect(shown.startsWith('data:text/xml,')).toBe(true);
  });

  it('replaces control characters, which could forge log lines', () => {
    const shown = redactUrl('bad\nurl\u0007');
    expect(shown).not.toContain('\n');
    expect(shown).not.toContain('\u0007');
  });
});

describe('secret names: one rule for query parameters, headers and JSON members', () => {
  it.each([
    // S3, GCS, Azure SAS, CloudFront, and the generic ones, in any case
    'X-Amz-Signature', 'X-Amz-Credential', 'X-Amz-Security-Token', 'x-amz-signature', 'X-Goog-Signature', 'X-Goog-Credential',
    'GoogleAccessId', 'Signature', 'sig', 'SIG', 'Key-Pair-Id', 'Policy', 'signature', 'token', 'access_token', 'api_key', 'key',
    'apiKey', 'apiKeys', 'X-API-Key', 'x-service-signature', 'Authorization', 'Proxy-Authorization', 'Cookie', 'Set-Cookie',
    'X-Operator-Token', 'operatorToken', 'signingSecret', 'secret', 'signatureHeader', 'password',
  ])('%s is secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each(['X-Amz-Expires', 'X-Amz-Date', 'X-Amz-Algorithm', 'X-Amz-SignedHeaders', 'Expires', 'se', 'sp', 'sv', 'sr', 'releaseId', 'xmlUrl', 'preview', 'id', 'content-type'])(
    '%s stays visible', (name) => {
      expect(isSecretName(name)).toBe(false);
    },
  );
});

describe('redaction', () => {
  it.each([
    { given: 'api_key=pk1&x=1', want: 'api_key=REDACTED&x=1' },
    { given: 'X-Api-Key=pk1', want: 'X-Api-Key=REDACTED' },
    { given: 'apiKey%5B%5D=pk1&token=t', want: 'apiKey%5B%5D=REDACTED&token=REDACTED' },
    { given: 'X-Amz-Signature=abc&X-Amz-Expires=900', want: 'X-Amz-Signature=REDACTED&X-Amz-Expires=900' },
    { given: 'sv=2024-05-04&se=2026-01-01&sp=r&sig=abc%3D', want: 'sv=2024-05-04&se=2026-01-01&sp=r&sig=REDACTED' },
    { given: 'Expires=1&Signature=s&Key-Pair-Id=K&Policy=p', want: 'Expires=1&Signature=REDACTED&Key-Pair-Id=REDACTED&Policy=REDACTED' },
    { given: 'page=2&bad=%E0%A4%A', want: 'page=2&bad=%E0%A4%A' },
    { given: '', want: '' },
  ])('redactQuery($given) = $want', ({ given, want }) => {
    expect(redactQuery(given)).toBe(want);
  });

  it('names the first key-like query parameter, and finds the values to scrub', () => {
    expect(credentialInQueryName('x=1&access_token=a')).toBe('access_token');
    expect(credentialInQueryName('x=1')).toBeUndefined();
    expect(secretsInQuery('key=k%2B1&x=1')).toEqual(['k+1']);
  });

  it('hides the values of secret headers, whatever their case, and the signatures of URLs in the others', () => {
    expect(redactHeader('X-API-Key', 'pk1')).toBe('REDACTED');
    expect(redactHeader('x-service-signature', 't=1,v1=ab')).toBe('REDACTED');
    expect(redactHeader('content-type', 'application/json')).toBe('application/json');
    expect(redactHeader('location', 'https://s3.example/a.xml?X-Amz-Expires=9&X-Amz-Signature=abc')).toBe('https://s3.example/a.xml?X-Amz-Expires=9&X-Amz-Signature=REDACTED');
  });

  it('scrubs every occurrence of each secret from text', () => {
    expect(scrub('key pk_live_1 in pk_live_1', ['pk_live_1'])).toBe('key REDACTED in REDACTED');
  });

  it('finds the secrets of URLs anywhere in a text: absolute, relative, in XML, with user:password@, the scope path', () => {
    expect(redactText('see https://s3.example/a.xml?X-Amz-Signature=abc&X-Amz-Expires=9 and /b?sig=x#access_token=t'))
      .toBe('see https://s3.example/a.xml?X-Amz-Signature=REDACTED&X-Amz-Expires=9 and /b?sig=REDACTED#access_token=REDACTED');
    expect(redactText('<a href="https://x.example/f?Expires=1&amp;Signature=s&amp;Key-Pair-Id=K">'))
      .toBe('<a href="https://x.example/f?Expires=1&amp;Signature=REDACTED&amp;Key-Pair-Id=REDACTED">');
    expect(redactText('<URI>https://x.example/f?se=1&#38;sig=abcd&#x26;token=efgh&#X26;sp=r</URI>'))
      .toBe('<URI>https://x.example/f?se=1&#38;sig=REDACTED&#x26;token=REDACTED&#X26;sp=r</URI>');
    expect(redactText('ftp://me:hunter22@files.example/a')).toBe('ftp://REDACTED@files.example/a');
    expect(redactText(`GET ${scope} 200`)).toBe('GET /files/~scope/1767225600/2/REDACTED/releases/r1/a.xml 200');
  });

  it('redacts the members that carry keys and the URLs of a JSON value, at any depth', () => {
    const given = {
      id: 'acme',
      apiKeys: ['pk_1', 'pk_2'],
      partner: { apiKeys: [{ id: 'key_1', preview: 'k_1x' }] },
      rotated: { key: 'pk_3', revoked: ['key_1'] },
      xmlUrl: 'https://s3.example/a.xml?X-Amz-Signature=abc',
    };
    expect(redactJson(given)).toEqual({
      id: 'acme',
      apiKeys: ['REDACTED', 'REDACTED'],
      partner: { apiKeys: [{ id: 'key_1', preview: 'k_1x' }] },
      rotated: { key: 'REDACTED', revoked: ['key_1'] },
      xmlUrl: 'https://s3.example/a.xml?X-Amz-Signature=REDACTED',
    });
    expect(secretsInJson(given).sort()).toEqual(['abc', 'abc', 'pk_1', 'pk_2', 'pk_3']);
  });

  it('keeps a JSON body\'s layout, and writes it anew only when a secret is escaped in an unusual way', () => {
    const pretty = '{\n  "releaseId": "R1",\n  "xmlUrl": "https://s3.example/a.xml?X-Amz-Signature=abc"\n}';
    expect(redactBody(pretty, 'application/json')).toBe('{\n  "releaseId": "R1",\n  "xmlUrl": "https://s3.example/a.xml?X-Amz-Signature=REDACTED"\n}');
    const escaped = '{"key": "pk_\\u006cive_1"}';
    expect(redactBody(escaped, 'application/json')).toBe('{"key":"REDACTED"}');
    expect(redactBody('api_key=pk1&x=1', 'application/x-www-form-urlencoded')).toBe('api_key=REDACTED&x=1');
    expect(redactBody('no key here but pk_live_1', 'text/plain', ['pk_live_1'])).toBe('no key here but REDACTED');
  });
});
