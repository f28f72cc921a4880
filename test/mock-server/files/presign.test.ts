import { describe, expect, it } from 'vitest';
import {
  canonicalString,
  fileSignature,
  presignFileUrl,
  verifyPresignedRequest,
} from '../../../mock-server/src/files/index.js';

const SECRET = 'presign-secret';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const EXPIRES_AT = NOW + 15 * 60_000;
const EXPIRES = EXPIRES_AT / 1000;

/** Presigns `path`, then reads the URL back the way the route does: decoded path and raw query. */
interface RoundTrip {
  path: string;
  query: URLSearchParams;
}

function roundTrip(path: string, expiresAt = EXPIRES_AT, secret = SECRET): RoundTrip {
  const url = new URL(presignFileUrl({ baseUrl: 'https://files.example/mock', path, expiresAt, secret }));
  const decoded = decodeURIComponent(url.pathname.replace(/^\/mock\/files\//, ''));
  return { path: decoded, query: url.searchParams };
}

function verify(path: string, query: URLSearchParams | Record<string, unknown>, now = NOW, secret = SECRET) {
  return verifyPresignedRequest({ path, query, secret, now });
}

describe('presignFileUrl', () => {
  it('builds <baseUrl>/files/<path>?expires=<unix seconds>&signature=<64 hex>', () => {
    const url = presignFileUrl({ baseUrl: 'https://files.example', path: 'releases/A1/release.xml', expiresAt: EXPIRES_AT, secret: SECRET });
    expect(url).toMatch(/^https:\/\/files\.example\/files\/releases\/A1\/release\.xml\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(new URL(url).searchParams.get('expires')).toBe(String(EXPIRES));
  });

  it('signs HMAC-SHA256 over "GET\\n/<path>\\n<expires>"', () => {
    expect(canonicalString('a/b.xml', 1_768_478_400)).toBe('GET\n/a/b.xml\n1768478400');
    // Known answer, so a change of algorithm or canonical string shows.
    expect(fileSignature({ path: 'a/b.xml', expires: 1_768_478_400, secret: 'k' }))
      .toBe('f9c00a31d2cafd84391064ff4e7f4f860f726b241580b678c097c16fe1a5e33a');
  });

  it('drops trailing slashes of the base URL', () => {
    const url = presignFileUrl({ baseUrl: 'http://127.0.0.1:4010//', path: 'a.xml', expiresAt: EXPIRES_AT, secret: SECRET });
    expect(url.startsWith('http://127.0.0.1:4010/files/a.xml?')).toBe(true);
  });

  it('rounds the expiry down to a whole second, so a URL never lives longer than asked', () => {
    const url = presignFileUrl({ baseUrl: 'http://h', path: 'a.xml', expiresAt: NOW + 1999, secret: SECRET });
    expect(new URL(url).searchParams.get('expires')).toBe(String(NOW / 1000 + 1));
  });

  it.each([
    { name: 'an empty path', path: '' },
    { name: 'an absolute path', path: '/etc/passwd' },
    { name: 'a ".." segment', path: 'a/../../etc/passwd' },
    { name: 'a "." segment', path: './a.xml' },
    { name: 'an empty segment', path: 'a//b.xml' },
    { name: 'a trailing slash', path: 'a/' },
    { name: 'a backslash', path: 'a\\b.xml' },
    { name: 'a NUL character', path: 'a.xml\u0000.png' },
    { name: 'a newline', path: 'a\n1.xml' },
  ])('refuses to presign $name', ({ path }) => {
    expect(() => presignFileUrl({ baseUrl: 'http://h', path, expiresAt: EXPIRES_AT, secret: SECRET })).toThrow(RangeError);
  });

  it.each([
    { name: 'a NaN expiry', expiresAt: Number.NaN, secret: SECRET },
    { name: 'a negative expiry', expiresAt: -1, secret: SECRET },
    { name: 'an expiry beyond twelve digits of seconds', expiresAt: 1e16, secret: SECRET },
    { name: 'an empty secret', expiresAt: EXPIRES_AT, secret: '' },
  ])('refuses $name', ({ expiresAt, secret }) => {
    expect(() => presignFileUrl({ baseUrl: 'http://h', path: 'a.xml', expiresAt, secret })).toThrow(RangeError);
  });
});

describe('verifyPresignedRequest on URLs that round-trip', () => {
  it.each([
    { name: 'a plain path', path: 'releases/A1/release.xml' },
    { name: 'spaces', path: 'audio/track 01 (final mix).flac' },
    { name: 'non-ASCII letters', path: 'art/café/Motörhead – cover.jpg' },
    { name: 'emoji', path: 'art/🎵.png' },
    { name: 'reserved URL characters', path: 'odd/a?b#c%d&e=f+g;h.txt' },
    { name: 'a dot file', path: '.hidden/x.bin' },
  ])('accepts a fresh URL for $name', ({ path }) => {
    const trip = roundTrip(path);
    expect(trip.path).toBe(path);
    expect(verify(trip.path, trip.query)).toEqual({ ok: true });
  });

  it('accepts a URL 1 ms before it expires and refuses it at the expiry instant', () => {
    const { path, query } = roundTrip('a.xml');
    expect(verify(path, query, EXPIRES_AT - 1)).toEqual({ ok: true });
    expect(verify(path, query, EXPIRES_AT)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('reads a Fastify-style query object as well as URLSearchParams', () => {
    const { path, query } = roundTrip('a.xml');
    expect(verify(path, Object.fromEntries(query))).toEqual({ ok: true });
  });
});

describe('verifyPresignedRequest refusals', () => {
  const { path, query } = roundTrip('releases/A1/release.xml');
  const signature = query.get('signature')!;
  const withParams = (change: (q: URLSearchParams) => void): URLSearchParams => {
    const copy = new URLSearchParams(query);
    change(copy);
    return copy;
  };
  const otherSecret = roundTrip('releases/A1/release.xml', EXPIRES_AT, 'another-secret').query;
  const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

  it.each([
    { name: 'expired by 1 s', path, query, now: EXPIRES_AT + 1000, want: 'expired' },
    { name: 'a changed path', path: 'releases/A1/other.xml', query, now: NOW, want: 'tampered' },
    { name: 'a path changed only in case', path: 'releases/a1/release.xml', query, now: NOW, want: 'tampered' },
    { name: 'a later expiry', path, query: withParams((q) => { q.set('expires', String(EXPIRES + 3600)); }), now: NOW, want: 'tampered' },
    { name: 'an earlier expiry', path, query: withParams((q) => { q.set('expires', String(EXPIRES - 1)); }), now: NOW, want: 'tampered' },
    { name: 'one changed signature digit', path, query: withParams((q) => { q.set('signature', flipped); }), now: NOW, want: 'tampered' },
    { name: 'a signature made with another secret', path, query: otherSecret, now: NOW, want: 'tampered' },
    { name: 'a changed and expired URL', path: 'x.xml', query, now: EXPIRES_AT + 60_000, want: 'tampered' },
    { name: 'no query at all', path, query: new URLSearchParams(), now: NOW, want: 'missing' },
    { name: 'no expires', path, query: withParams((q) => { q.delete('expires'); }), now: NOW, want: 'missing' },
    { name: 'no signature', path, query: withParams((q) => { q.delete('signature'); }), now: NOW, want: 'missing' },
    { name: 'a duplicated expires', path, query: withParams((q) => { q.append('expires', String(EXPIRES)); }), now: NOW, want: 'malformed' },
    { name: 'a duplicated signature', path, query: withParams((q) => { q.append('signature', signature); }), now: NOW, want: 'malformed' },
    { name: 'a non-numeric expires', path, query: withParams((q) => { q.set('expires', 'tomorrow'); }), now: NOW, want: 'malformed' },
    { name: 'an expires in milliseconds', path, query: withParams((q) => { q.set('expires', String(EXPIRES_AT)); }), now: NOW, want: 'malformed' },
    { name: 'an expires with a leading zero', path, query: withParams((q) => { q.set('expires', `0${EXPIRES}`); }), now: NOW, want: 'malformed' },
    { name: 'a negative expires', path, query: withParams((q) => { q.set('expires', '-1'); }), now: NOW, want: 'malformed' },
    { name: 'a fractional expires', path, query: withParams((q) => { q.set('expires', `${EXPIRES}.5`); }), now: NOW, want: 'malformed' },
    { name: 'an empty signature', path, query: withParams((q) => { q.set('signature', ''); }), now: NOW, want: 'malformed' },
    { name: 'a short signature', path, query: withParams((q) => { q.set('signature', signature.slice(2)); }), now: NOW, want: 'malformed' },
    { name: 'a non-hex signature', path, query: withParams((q) => { q.set('signature', `${signature.slice(0, -1)}g`); }), now: NOW, want: 'malformed' },
    { name: 'a query value that is not text', path, query: { expires: EXPIRES, signature }, now: NOW, want: 'malformed' },
    { name: 'repeated values in a query object', path, query: { expires: [String(EXPIRES), String(EXPIRES)], signature }, now: NOW, want: 'malformed' },
  ])('answers $want for $name', ({ path: given, query: q, now, want }) => {
    const check = verify(given, q, now);
    expect(check).toMatchObject({ ok: false, reason: want });
  });

  it('ignores extra query parameters, as S3-style URLs carry more', () => {
    const extra = withParams((q) => {
      q.append('X-Amz-Meta', 'x');
      q.append('response-content-type', 'a/b');
    });
    expect(verify(path, extra)).toEqual({ ok: true });
  });

  it('accepts the signature in upper-case hex', () => {
    const upper = withParams((q) => {
      q.set('signature', signature.toUpperCase());
    });
    expect(verify(path, upper)).toEqual({ ok: true });
  });

  it('says when an untouched URL expired, and how to fix it', () => {
    const check = verify(path, query, EXPIRES_AT + 5000);
    expect(check.ok || check.message).toContain('expired at 2026-01-15T12:15:00.000Z (5 s ago)');
    expect(check.ok || check.message).toMatch(/Request a new pre-signed URL/);
  });

  it('never puts the signature in a message', () => {
    const cases = [
      verify('other.xml', query),
      verify(path, query, EXPIRES_AT + 1000),
      verify(path, withParams((q) => { q.append('signature', signature); })),
      verify(path, withParams((q) => { q.set('signature', `${signature}00`); })),
      verify(path, withParams((q) => { q.set('expires', 'soon'); })),
    ];
    for (const check of cases) {
      expect(check.ok).toBe(false);
      expect(check.ok || check.message).not.toContain(signature);
      expect(check.ok || check.message.toLowerCase()).not.toContain(signature.slice(0, 16));
    }
  });
});
