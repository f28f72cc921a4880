import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { accepted, MESSAGE_URL } from './support.js';

function parse(xml: string) {
  return parseErnMessage(xml, { messageUrl: MESSAGE_URL });
}

describe('ERN version from the root namespace', () => {
  it.each([
    { namespace: 'http://ddex.net/xml/ern/38', version: '3.8' },
    { namespace: 'http://ddex.net/xml/ern/381', version: '3.8.1' },
    { namespace: 'http://ddex.net/xml/ern/382', version: '3.8.2' },
    { namespace: 'http://ddex.net/xml/ern/383', version: '3.8.3' },
    { namespace: 'http://ddex.net/xml/ern/41', version: '4.1' },
    { namespace: 'http://ddex.net/xml/ern/411', version: '4.1.1' },
    { namespace: 'http://ddex.net/xml/ern/42', version: '4.2' },
    { namespace: 'http://ddex.net/xml/ern/43', version: '4.3' },
    { namespace: 'http://ddex.net/xml/ern/431', version: '4.3.1' },
  ])('reads $namespace as ERN $version', ({ namespace, version }) => {
    const message = accepted(parse(`<ern:NewReleaseMessage xmlns:ern="${namespace}"/>`));
    expect(message).toEqual({
      ernVersion: version,
      messageType: 'NewReleaseMessage',
      files: [],
      unresolvedFiles: [],
    });
  });

  it('reads the version from a default namespace as well as from a prefix', () => {
    const message = accepted(
      parse('<NewReleaseMessage xmlns="http://ddex.net/xml/ern/382"></NewReleaseMessage>'),
    );
    expect(message.ernVersion).toBe('3.8.2');
  });

  it.each([
    {
      given: '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/39"/>',
      want: /^namespace http:\/\/ddex\.net\/xml\/ern\/39 is not a supported ERN version; supported: http:\/\/ddex\.net\/xml\/ern\/38 \(3\.8\), .*http:\/\/ddex\.net\/xml\/ern\/431 \(4\.3\.1\)$/,
    },
    {
      given: '<ern:NewReleaseMessage xmlns:ern="http://service.ddex.net/xml/ern/411"/>',
      want: /^namespace http:\/\/service\.ddex\.net\/xml\/ern\/411 is not a supported ERN version/,
    },
    {
      given: '<m:NewReleaseMessage xmlns:m="urn:example:music"/>',
      want: /^namespace urn:example:music is not an ERN namespace; supported: /,
    },
    {
      given: '<NewReleaseMessage><ResourceList/></NewReleaseMessage>',
      want: /^NewReleaseMessage has no namespace, so its ERN version is unknown; declare one of the supported ERN namespaces: /,
    },
  ])('rejects a NewReleaseMessage outside the supported ERN namespaces: $given', ({ given, want }) => {
    const result = parse(given);
    expect(result).toMatchObject({ ok: false, code: 'ERN_VERSION_UNSUPPORTED' });
    expect(!result.ok && result.message).toMatch(want);
  });
});

describe('message type from the root element', () => {
  it.each([
    {
      given:
        '<ernm:PurgeReleaseMessage xmlns:ernm="http://ddex.net/xml/ern/43"><MessageHeader/></ernm:PurgeReleaseMessage>',
      want: 'root element is PurgeReleaseMessage (ERN 4.3); only NewReleaseMessage is supported',
    },
    {
      given: '<CatalogListMessage xmlns="http://ddex.net/xml/ern/382"/>',
      want: 'root element is CatalogListMessage (ERN 3.8.2); only NewReleaseMessage is supported',
    },
    {
      given: '<ern:PurgeReleaseMessage xmlns:ern="http://ddex.net/xml/ern/39"/>',
      want: 'root element is PurgeReleaseMessage (namespace http://ddex.net/xml/ern/39); only NewReleaseMessage is supported',
    },
    {
      given: '<rss version="2.0"><channel/></rss>',
      want: 'root element is rss (no namespace); only NewReleaseMessage is supported',
    },
    {
      given: '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
      want: 'root element is html (namespace http://www.w3.org/1999/xhtml); only NewReleaseMessage is supported',
    },
  ])('rejects root $want', ({ given, want }) => {
    expect(parse(given)).toEqual({ ok: false, code: 'ERN_MESSAGE_TYPE_UNSUPPORTED', message: want });
  });

  it('judges the root before reading further, so the rest of an unsupported message is never parsed', () => {
    const result = parse(
      '<PurgeReleaseMessage xmlns="http://ddex.net/xml/ern/43"><unclosed></PurgeReleaseMessage>',
    );
    expect(result).toMatchObject({ ok: false, code: 'ERN_MESSAGE_TYPE_UNSUPPORTED' });
  });
});
