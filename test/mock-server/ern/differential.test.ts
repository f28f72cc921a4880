/**
 * The production scanner against the saxes-based one it replaced (reference/saxes-scan.ts), on every
 * shared sample and every fixture: same files as written, or a rejection with the same code. Each
 * message is given both as bytes (read as UTF-8 units when not ASCII) and as a string.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../support/contract.js';
import { hasSamples, samplesDir } from '../../support/ern-samples.js';
import { verdict, verdictsOf } from './reference/verdicts.js';
import { ern4Image, ern4Message } from './support.js';

function xmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.xml'))
    .sort();
}

const fixturesDir = path.join(repoRoot, 'test/fixtures/ern');
const messages = [
  ...(hasSamples ? xmlFilesUnder(samplesDir).map((name) => ({ name, file: path.join(samplesDir, name) })) : []),
  ...xmlFilesUnder(fixturesDir).map((name) => ({ name: `fixtures/${name}`, file: path.join(fixturesDir, name) })),
];

describe('the scanner agrees with the saxes-based reference', () => {
  it.each(messages)('$name', ({ file }) => {
    const bytes = readFileSync(file);
    for (const input of [bytes, bytes.toString('utf8')]) {
      const { fast, saxes } = verdictsOf(input);
      expect(verdict(fast)).toEqual(verdict(saxes));
    }
  });

  it.runIf(hasSamples)('covers every shared sample, accepted and rejected alike', () => {
    const outcomes = messages.map(({ file }) => verdict(verdictsOf(readFileSync(file)).fast));
    expect(outcomes.filter((outcome) => outcome.ok).length).toBeGreaterThan(15);
    expect(outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.code])).sort()).toEqual([
      'ERN_MESSAGE_TYPE_UNSUPPORTED',
      'ERN_VERSION_UNSUPPORTED',
      'XML_DOCTYPE_FORBIDDEN',
      'XML_DOCTYPE_FORBIDDEN',
      'XML_DOCTYPE_FORBIDDEN',
      'XML_MALFORMED',
      'XML_MALFORMED',
    ]);
  });
});

/** A message whose one Image holds `content` after its File, and whose XML declaration says `version`. */
function messageWith(content: string, version = '1.0'): string {
  return ern4Message(ern4Image(`<File><URI>a.jpg</URI></File>${content}`)).replace('version="1.0"', `version="${version}"`);
}

const ACCEPTED = { ok: true, files: [{ uri: 'a.jpg', resourceReference: 'A1' }] };
const MALFORMED = { ok: false, code: 'XML_MALFORMED' };

describe('where the scanner and saxes differ on purpose', () => {
  it.each([
    {
      // XML 1.0 §2.6: after a PI target comes white space or "?>"; saxes reads "?x" as the PI's data.
      name: 'a processing instruction target followed by "?x": saxes accepts it, the scanner keeps XML 1.0',
      given: messageWith('<?pi?x?>'),
      fast: MALFORMED,
      saxes: ACCEPTED,
    },
    {
      // saxes reads any version but "1.0" by XML 1.1 rules; a 1.1 message and the same one read as 1.0
      // can get different verdicts, and ERN is XML 1.0, so the scanner refuses every other version.
      name: 'XML version 1.1: saxes accepts it, the scanner asks for 1.0',
      given: messageWith('', '1.1'),
      fast: MALFORMED,
      saxes: ACCEPTED,
    },
    {
      name: 'XML version 1.1 with &#x1;, a character reference only XML 1.1 allows',
      given: messageWith('<Note>&#x1;</Note>', '1.1'),
      fast: MALFORMED,
      saxes: ACCEPTED,
    },
    {
      // Only a string can hold a lone surrogate (bytes are decoded strictly). The scanner lets them
      // through, as the location test of a lone high surrogate in a FileName requires, and locations.ts
      // makes them U+FFFD; saxes rejects a lone low surrogate, and reads a lone high one together with
      // the character after it, here the "<" of the end tag.
      name: 'a lone low surrogate in string input: tolerated by the scanner, rejected by saxes',
      given: messageWith('<Note>a\uDC00</Note>'),
      fast: ACCEPTED,
      saxes: MALFORMED,
    },
    {
      name: 'a lone high surrogate before "<" in string input: tolerated by the scanner, misread by saxes',
      given: messageWith('<Note>a\uD800</Note>'),
      fast: ACCEPTED,
      saxes: MALFORMED,
    },
  ])('$name', ({ given, fast, saxes }) => {
    const verdicts = verdictsOf(given);
    expect([verdict(verdicts.fast), verdict(verdicts.saxes)]).toEqual([fast, saxes]);
  });
});
