/** Keys never leave the proxy: key-like query parameters, secret headers, and any key an exchange carried. */
import { describe, expect, it } from 'vitest';
import { credentialInQueryName, redactHeader, redactQuery, scrub, secretsInQuery } from '../../../conformance/live/redact.js';

describe('redaction', () => {
  it.each([
    { given: 'api_key=pk1&x=1', want: 'api_key=<redacted>&x=1' },
    { given: 'X-Api-Key=pk1', want: 'X-Api-Key=<redacted>' },
    { given: 'apiKey%5B%5D=pk1&token=t', want: 'apiKey%5B%5D=<redacted>&token=<redacted>' },
    { given: 'X-Amz-Signature=abc&X-Amz-Expires=900', want: 'X-Amz-Signature=<redacted>&X-Amz-Expires=900' },
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

  it('hides the values of secret headers, whatever their case', () => {
    expect(redactHeader('X-API-Key', 'pk1')).toBe('<redacted>');
    expect(redactHeader('x-service-signature', 't=1,v1=ab')).toBe('<redacted>');
    expect(redactHeader('content-type', 'application/json')).toBe('application/json');
  });

  it('scrubs every occurrence of each secret from text', () => {
    expect(scrub('key pk_live_1 in pk_live_1', ['pk_live_1'])).toBe('key <redacted> in <redacted>');
  });
});
