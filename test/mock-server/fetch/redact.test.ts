import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../mock-server/src/fetch/index.js';

describe('redactUrl', () => {
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
