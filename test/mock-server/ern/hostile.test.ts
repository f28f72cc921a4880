import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseErnMessage } from '../../../mock-server/src/ern/index.js';
import { hasSamples, MESSAGE_URL, samplesDir } from './support.js';

function parseSample(name: string) {
  return parseErnMessage(readFileSync(path.join(samplesDir, 'hostile', name)), { messageUrl: MESSAGE_URL });
}

describe.runIf(hasSamples)('hostile samples', () => {
  it('rejects the truncated message as malformed, naming the unclosed element and the line', () => {
    const result = parseSample('002_malformed.xml');
    expect(result).toMatchObject({ ok: false, code: 'XML_MALFORMED' });
    expect(!result.ok && result.message).toMatch(
      /^XML is not well-formed: unclosed tag <SoundRecording> at line 157\b/,
    );
  });

  it('rejects the message in namespace ern/113 as an unsupported ERN version, quoting the namespace', () => {
    const result = parseSample('003_version_not_supported.xml');
    expect(result).toMatchObject({ ok: false, code: 'ERN_VERSION_UNSUPPORTED' });
    expect(!result.ok && result.message).toMatch(
      /^namespace http:\/\/ddex\.net\/xml\/ern\/113 is not a supported ERN version; supported: .*http:\/\/ddex\.net\/xml\/ern\/43 \(4\.3\)/,
    );
  });

  it('rejects the billion-laughs entity bomb for its DOCTYPE, without expanding anything', () => {
    const started = performance.now();
    const result = parseSample('billion-laughs.xml');
    // Expanding it would take seconds and gigabytes; refusing it takes milliseconds (a wide margin for a busy machine).
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result).toMatchObject({ ok: false, code: 'XML_DOCTYPE_FORBIDDEN' });
  });
});
