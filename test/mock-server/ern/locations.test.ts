import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { accepted, ern4Image, ern4Message, ern382Message, MESSAGE_DIR, MESSAGE_URL } from './support.js';

function uriOf(xml: string, messageUrl = MESSAGE_URL): string | undefined {
  const message = accepted(parseErnMessage(xml, { messageUrl }));
  expect(message.files).toHaveLength(1);
  return message.files[0]?.uri;
}

describe('file locations (ERN 4 URI)', () => {
  it.each([
    { given: 'cover.jpg', want: `${MESSAGE_DIR}cover.jpg` },
    { given: 'resources/cover.jpg', want: `${MESSAGE_DIR}resources/cover.jpg` },
    { given: '../other/cover.jpg', want: 'https://bucket.example/deliveries/other/cover.jpg' },
    { given: '/top/cover.jpg', want: 'https://bucket.example/top/cover.jpg' },
    { given: '//cdn.example/cover.jpg', want: 'https://cdn.example/cover.jpg' },
    { given: 'https://cdn.example/c.jpg?sig=1#x', want: 'https://cdn.example/c.jpg?sig=1#x' },
    { given: '\n    resources/cover.jpg \t', want: `${MESSAGE_DIR}resources/cover.jpg` },
    { given: 'a&amp;b&lt;&gt;&quot;&apos;.jpg', want: `${MESSAGE_DIR}a&b%3C%3E%22'.jpg` },
    { given: '&#x41;&#66;.jpg', want: `${MESSAGE_DIR}AB.jpg` },
    { given: '<![CDATA[cdata.jpg]]>', want: `${MESSAGE_DIR}cdata.jpg` },
    { given: 'my cover.jpg', want: `${MESSAGE_DIR}my%20cover.jpg` },
  ])('resolves <URI>$given</URI> against the message URL', ({ given, want }) => {
    expect(uriOf(ern4Message(ern4Image(`<File><URI>${given}</URI></File>`)))).toBe(want);
  });

  it('never carries the query or fragment of a pre-signed message URL over to the files', () => {
    const messageUrl = 'https://bucket.example/rel/msg.xml?X-Amz-Signature=abc&X-Amz-Expires=60#top';
    expect(uriOf(ern4Message(ern4Image('<File><URI>a.jpg</URI></File>')), messageUrl)).toBe(
      'https://bucket.example/rel/a.jpg',
    );
  });

  it('throws a TypeError for a messageUrl that is not an absolute URL: a caller bug, not bad input', () => {
    expect(() => parseErnMessage('<a/>', { messageUrl: 'deliveries/msg.xml' })).toThrow(TypeError);
  });
});

describe('file locations (ERN 3.8 URL, FilePath and FileName)', () => {
  it.each([
    { given: '<FileName>a.flac</FileName>', want: `${MESSAGE_DIR}a.flac` },
    { given: '<FileName>a.flac</FileName><FilePath>assets</FilePath>', want: `${MESSAGE_DIR}assets/a.flac` },
    { given: '<FileName>a.flac</FileName><FilePath>assets/</FilePath>', want: `${MESSAGE_DIR}assets/a.flac` },
    {
      given: '<FilePath>assets/deep/</FilePath><FileName>a.flac</FileName>',
      want: `${MESSAGE_DIR}assets/deep/a.flac`,
    },
    { given: '<FileName>a.flac</FileName><FilePath></FilePath>', want: `${MESSAGE_DIR}a.flac` },
    {
      given: '<FileName>a.flac</FileName><FilePath>../shared/</FilePath>',
      want: 'https://bucket.example/deliveries/shared/a.flac',
    },
    {
      given: '<FileName>a.flac</FileName><FilePath>/abs/</FilePath>',
      want: 'https://bucket.example/abs/a.flac',
    },
    {
      given: '<FileName> a.flac </FileName><FilePath> assets </FilePath>',
      want: `${MESSAGE_DIR}assets/a.flac`,
    },
    {
      given: '<FileName>Track #1?.flac</FileName><FilePath>assets</FilePath>',
      want: `${MESSAGE_DIR}assets/Track%20%231%3F.flac`,
    },
    { given: '<FileName>Café.flac</FileName>', want: `${MESSAGE_DIR}Caf%C3%A9.flac` },
    { given: '<URL>https://cdn.example/a.flac</URL>', want: 'https://cdn.example/a.flac' },
    { given: '<URL>audio/a.flac</URL>', want: `${MESSAGE_DIR}audio/a.flac` },
    { given: '<FileName>a\uD800b.flac</FileName>', want: `${MESSAGE_DIR}a%EF%BF%BDb.flac` },
  ])('locates a File of $given', ({ given, want }) => {
    expect(uriOf(ern382Message(given))).toBe(want);
  });
});
