import { describe, expect, it } from 'vitest';
import { contentTypeFor, filePathProblem, parseRange } from '../../../mock-server/src/files/index.js';

describe('parseRange on a 1000-byte file', () => {
  it.each([
    { given: undefined, want: { kind: 'whole' } },
    { given: 'bytes=0-0', want: { kind: 'partial', start: 0, end: 0 } },
    { given: 'bytes=10-19', want: { kind: 'partial', start: 10, end: 19 } },
    { given: 'bytes=990-', want: { kind: 'partial', start: 990, end: 999 } },
    { given: 'bytes=990-5000', want: { kind: 'partial', start: 990, end: 999 } },
    { given: 'bytes=-10', want: { kind: 'partial', start: 990, end: 999 } },
    { given: 'bytes=-5000', want: { kind: 'partial', start: 0, end: 999 } },
    { given: 'bytes=1000-', want: { kind: 'unsatisfiable' } },
    { given: 'bytes=1000-2000', want: { kind: 'unsatisfiable' } },
    { given: 'bytes=-0', want: { kind: 'unsatisfiable' } },
    { given: 'bytes=20-10', want: { kind: 'whole' } },
    { given: 'bytes=-', want: { kind: 'whole' } },
    { given: 'bytes=0-1,5-6', want: { kind: 'whole' } },
    { given: 'bytes=a-b', want: { kind: 'whole' } },
    { given: 'pages=0-1', want: { kind: 'whole' } },
  ])('reads $given as $want.kind', ({ given, want }) => {
    expect(parseRange(given, 1000)).toEqual(want);
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['release.xml', 'application/xml'],
    ['A/B/RELEASE.XML', 'application/xml'],
    ['track.flac', 'audio/flac'],
    ['track.wav', 'audio/wav'],
    ['track.mp3', 'audio/mpeg'],
    ['video.mp4', 'video/mp4'],
    ['cover.jpg', 'image/jpeg'],
    ['cover.jpeg', 'image/jpeg'],
    ['cover.png', 'image/png'],
    ['meta.json', 'application/json'],
    ['notes.txt', 'text/plain'],
    ['archive.tar.gz', 'application/octet-stream'],
    ['README', 'application/octet-stream'],
    ['.xml', 'application/octet-stream'],
    ['dir.xml/file', 'application/octet-stream'],
    ['x.constructor', 'application/octet-stream'],
  ])('gives %s the type %s', (name, type) => {
    expect(contentTypeFor(name)).toBe(type);
  });
});

describe('filePathProblem', () => {
  it.each(['a.xml', 'a/b/c.flac', '.hidden', 'a..b/c', '...', 'café/🎵 x.png'])('accepts %j', (given) => {
    expect(filePathProblem(given)).toBeUndefined();
  });

  it.each(['', '/a', 'a//b', 'a/', '.', '..', 'a/../b', './a', 'a\\b', 'a\u0000b', 'a\rb', 'a\u007fb'])('refuses %j', (given) => {
    expect(filePathProblem(given)).toEqual(expect.any(String));
  });
});
