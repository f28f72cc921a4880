import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { accepted, ern4Image, ern4Message } from './support.js';

// locations.ts appends plain relative paths to the folder of an http(s) message URL instead of parsing
// each one as a URL; the result must be exactly what the URL parser gives, whatever the message URL.
const messageUrls = [
  'https://bucket.example/deliveries/batch1/msg.xml?X-Amz-Signature=abc',
  'https://user:pw@host.example:8443/a/b/msg.xml#frag',
  'HTTP://Host.Example/msg.xml',
  'https://host.example',
  'https://host.example/dir/',
  'https://host.example/a?q=/x/y#/z',
  'https://host.example/a/b?#',
  'ftp://host.example/dir/msg.xml',
  'file:///C:/msgs/msg.xml',
  'urn:example:msg',
];

const locations = [
  'a.wav',
  'resources/a.wav',
  'a/b/c.wav',
  '0094631432057_01_001.wav',
  '..a.wav',
  'a..',
  '.hidden',
  'a/',
  '~user/x.wav',
  'x-y_z.wav',
  '.',
  '..',
  './a.wav',
  'a/./b.wav',
  'a/../b.wav',
  'a//b.wav',
  'a/.',
  'C:/a.wav',
];

describe('plain relative file locations', () => {
  it.each(messageUrls)('resolve as the URL parser does against %s', (messageUrl) => {
    const files = locations.map((location, i) => ern4Image(`<File><URI>${location}</URI></File>`, `A${i}`)).join('');
    const message = accepted(parseErnMessage(ern4Message(files), { messageUrl }));
    const got = [...message.files.map((file) => file.uri), ...message.unresolvedFiles.map((file) => file.location)];
    const want = locations.map((location) => URL.parse(location, messageUrl)?.href ?? location);
    expect(got.toSorted()).toEqual(want.toSorted());
    expect(message.files.map((file) => file.uri)).toEqual(
      locations.flatMap((location) => URL.parse(location, messageUrl)?.href ?? []),
    );
  });
});
