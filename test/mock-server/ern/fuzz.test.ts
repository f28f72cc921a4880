/**
 * Seeded mutation fuzzing of the scanner against the saxes-based reference: 2,000 mutated messages per
 * run, the same ones every run. Both must accept with the same files, or reject with the same code;
 * the scanner must also read a message the same from UTF-8 bytes as from a string.
 *
 * Where the two disagree because saxes breaks XML 1.0, the case is listed below with the rule and the
 * scanner keeps the stricter answer; differential.test.ts shows each such case, and the few others
 * the mutations cannot produce, on a fixed message.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeXml } from '../../../mock-server/src/xml/decode.js';
import type { ScanResult } from '../../../mock-server/src/ern/scan.js';
import { decodedText } from '../../../mock-server/src/xml/xml-text.js';
import { repoRoot } from '../../support/contract.js';
import { hasSamples, samplesDir } from '../../support/ern-samples.js';
import { mutate, seededRandom } from './reference/mutations.js';
import { verdict, verdictsOf } from './reference/verdicts.js';

const SEED = 0x45524e; // "ERN"
const CASES = 2000;

/** Disagreements where saxes is wrong and the scanner's stricter answer is kept, told apart by its problem. */
const SAXES_LENIENCIES = [
  {
    // XML 1.0 §2.6: PI ::= '<?' PITarget (S (Char* - (Char* '?>' Char*)))? '?>'. saxes reads "<?pi?x?>"
    // as a PI with data "?x"; after the target only white space or "?>" may come.
    rule: 'a processing instruction target is followed by white space or ?>',
    problem: 'XML is not well-formed: unexpected character after the processing instruction target',
  },
  {
    // saxes reads any version but exactly "1.0" (even "1.00") by XML 1.1 rules; ERN is XML 1.0 and the
    // scanner refuses other versions rather than guess which rules the sender meant.
    rule: 'the XML declaration says version 1.0',
    problem: 'XML is not well-formed: XML version',
  },
];

/** Small messages with many constructs per byte, so that 2,000 cases take a few seconds. */
function baseMessages(): { name: string; text: string }[] {
  const fixturesDir = path.join(repoRoot, 'test/fixtures/ern');
  const files = readdirSync(fixturesDir).sort().map((name) => path.join(fixturesDir, name));
  if (hasSamples) {
    for (const sample of [
      'ern43/2_Video.xml',
      'ern43/5_SimpleVideoSingle.xml',
      'ern43/8_DjMix.xml',
      'ern382/006_zero_sound_recordings.xml',
      'ern382/017_purged_release.xml',
      'hostile/002_malformed.xml',
    ]) {
      files.push(path.join(samplesDir, sample));
    }
  }
  return files.map((file) => ({ name: path.basename(file), text: readFileSync(file, 'utf8').replace(/^\uFEFF/, '') }));
}

interface Disagreement {
  case: number;
  base: string;
  mutations: string[];
  fast: ScanResult;
  saxes: ScanResult;
}

/**
 * The rule saxes overlooks where the scanner stopped, if it is a listed one. saxes then accepts the
 * message, or rejects it later for another reason (the root element of a PurgeReleaseMessage).
 */
function leniencyBehind(disagreement: Disagreement): string | undefined {
  const { fast } = disagreement;
  if (fast.ok) return undefined;
  return SAXES_LENIENCIES.find(({ problem }) => fast.message.startsWith(problem))?.rule;
}

describe('mutation fuzzing against the saxes-based reference', () => {
  it(`agrees on ${CASES} seeded mutations (seed ${SEED})`, () => {
    const bases = baseMessages();
    const random = seededRandom(SEED);
    const disagreements: Disagreement[] = [];
    const bytesVersusString: { case: number; mutations: string[] }[] = [];
    let accepted = 0;
    for (let index = 0; index < CASES; index++) {
      const base = bases[Math.floor(random() * bases.length)]!;
      let { text } = base;
      const mutations: string[] = [];
      const count = random() < 0.7 ? 1 : 2 + Math.floor(random() * 2);
      for (let k = 0; k < count; k++) {
        const mutation = mutate(text, random);
        text = mutation.text;
        mutations.push(mutation.description);
      }
      // Every fourth case goes in as bytes, which the scanner reads as UTF-8 units when they are not ASCII.
      const asBytes = index % 4 === 3;
      const { fast, saxes } = verdictsOf(asBytes ? Buffer.from(text) : text);
      if (fast.ok) accepted++;
      if (JSON.stringify(verdict(fast)) !== JSON.stringify(verdict(saxes))) {
        const disagreement = { case: index, base: base.name, mutations, fast, saxes };
        if (leniencyBehind(disagreement) === undefined) disagreements.push(disagreement);
      }
      if (asBytes && !sameAsString(text, fast)) bytesVersusString.push({ case: index, mutations });
    }
    expect(disagreements).toEqual([]);
    expect(bytesVersusString).toEqual([]);
    // The mutations must leave enough messages well-formed for the files to be compared as well.
    expect(accepted).toBeGreaterThan(CASES / 20);
  });
});

/** Whether the scanner's result on `text` as bytes is its result on `text` as a string, wording included. */
function sameAsString(text: string, fromBytes: ScanResult): boolean {
  const decoded = decodeXml(Buffer.from(text));
  // Only where the bytes decode to this very text: a mutated encoding declaration may say otherwise.
  if (!decoded.ok || decodedText(decoded) !== text.replace(/^\uFEFF/, '')) return true;
  return JSON.stringify(verdictsOf(text).fast) === JSON.stringify(fromBytes);
}
