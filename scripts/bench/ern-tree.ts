/**
 * The kept element tree's cost (issue #16, items 1 and 8), run by hand: `npx tsx scripts/bench/ern-tree.ts`.
 * - parses a second of DDEX's 75 KB ERN 4.3 sample (../shared/ddex-samples/ern43/1_Audio.xml) by
 *   parseErnMessage without and with `tree: true`, and by readErnTree, with the positions of every element;
 * - the time to read a ~22 MB message of 1,001 resource files written by the kit's ERN writer, each sound
 *   recording padded with Contributor elements (all of them kept), with and without the tree.
 * One core: the loops run on this thread, nothing else; times are CPU times (process.cpuUsage), so that a
 * machine busy with other work slows the figures less.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseErnMessage } from '../../mock-server/src/ern/parse-ern.js';
import { readErnTree } from '../../mock-server/src/ern/release/read-tree.js';
import { findAll, type ErnTree } from '../../mock-server/src/ern/release/tree.js';
import { writeErnMessage } from '../../mock-server/src/ern/write/index.js';

const MESSAGE_URL = 'https://bucket.example/deliveries/msg.xml';

/**
 * This process's CPU time in ms (user and system): on a machine shared with other work, the time the
 * process actually ran, where wall time would count the time it waited for a core.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Runs `work` for about `seconds` of CPU time after a warm-up; returns its rate a CPU second. */
function ratePerSecond(work: () => unknown, seconds: number): number {
  const warmUntil = cpuMs() + 300;
  while (cpuMs() < warmUntil) work();
  let runs = 0;
  const start = cpuMs();
  let now = start;
  while (now < start + seconds * 1000) {
    work();
    runs++;
    now = cpuMs();
  }
  return runs / ((now - start) / 1000);
}

/** The best of `rounds` CPU timings of `work`, in ms: the figure least disturbed by a loaded machine. */
function bestMs(work: () => unknown, rounds: number): number {
  let best = Infinity;
  for (let i = 0; i < rounds; i++) {
    const start = cpuMs();
    work();
    best = Math.min(best, cpuMs() - start);
  }
  return best;
}

function treeOf(bytes: Uint8Array): ErnTree {
  const result = readErnTree(bytes);
  if (!result.ok) throw new Error(`readErnTree rejected the message (${result.code}): ${result.message}`);
  return result.tree;
}

/** Every element's position: the one pass over the text plus a lookup each. */
function allPositions(tree: ErnTree): number {
  let lines = 0;
  for (const element of findAll(tree.root, () => true)) lines += tree.position(element).line;
  return lines;
}

/**
 * An ERN 4.3 message of 1,000 sound recordings and a cover image (1,001 files), each recording with
 * `contributors` Contributor elements: a complete message from the kit's writer, padded after writing (the
 * writer has no contributors), so that nearly all of its bytes are metadata the tree keeps.
 */
export function bigErnXml(contributors: number): Buffer {
  const xml = writeErnMessage({
    version: '4.3',
    messageId: 'partner-ingest-kit-bench-tree',
    resources: [
      ...Array.from({ length: 1000 }, (_, i) => ({
        reference: `A${i + 1}`,
        type: 'SoundRecording' as const,
        technicalReference: `T${i + 1}`,
        title: `Track ${i + 1}`,
        id: `GBAAA${String(2400000 + i).padStart(7, '0')}`,
        files: [{ location: `resources/A${i + 1}.flac`, md5: '0'.repeat(32), size: 1000 }],
      })),
      { reference: 'A1001', type: 'Image' as const, technicalReference: 'T1001', title: 'Cover', id: 'IMG1', files: [{ location: 'resources/cover.jpg' }] },
    ],
    release: {
      title: 'Bench', icpn: '4006381333931', createdAt: new Date('2025-01-01T00:00:00Z'),
      sender: { dpid: 'PADPIDA0000000001X', name: 'Sender' }, recipient: { dpid: 'PADPIDA0000000002X', name: 'Recipient' },
      artist: { reference: 'P1', name: 'Artist' }, label: 'Label', genre: 'Pop',
    },
  });
  const padding = Array.from({ length: contributors }, (_, i) =>
    `      <Contributor SequenceNumber="${i + 1}">\n        <ContributorPartyReference>P1</ContributorPartyReference>\n        <Role>Composer</Role>\n      </Contributor>\n`).join('');
  return Buffer.from(xml.replaceAll(/^(\s*)<Duration>PT0M30S<\/Duration>/gm, `${padding}$1<Duration>PT0M30S</Duration>`));
}

function main(): void {
  const sample = readFileSync(path.resolve(import.meta.dirname, '../../../shared/ddex-samples/ern43/1_Audio.xml'));
  const seconds = 3;
  const without = ratePerSecond(() => parseErnMessage(sample, { messageUrl: MESSAGE_URL }), seconds);
  const withTree = ratePerSecond(() => parseErnMessage(sample, { messageUrl: MESSAGE_URL, tree: true }), seconds);
  const readTree = ratePerSecond(() => treeOf(sample), seconds);
  const readTreeAndPositions = ratePerSecond(() => allPositions(treeOf(sample)), seconds);
  const elements = findAll(treeOf(sample).root, () => true).length + 1;
  console.log(`1_Audio.xml (${sample.byteLength} bytes, ${elements} kept elements), parses/s on one core:`);
  console.log(`  parseErnMessage                 ${without.toFixed(0)}  (${(1000 / without).toFixed(3)} ms)`);
  console.log(`  parseErnMessage, tree: true     ${withTree.toFixed(0)}  (${(1000 / withTree).toFixed(3)} ms)`);
  console.log(`  readErnTree                     ${readTree.toFixed(0)}  (${(1000 / readTree).toFixed(3)} ms)`);
  console.log(`  readErnTree + every position    ${readTreeAndPositions.toFixed(0)}  (${(1000 / readTreeAndPositions).toFixed(3)} ms)`);

  const big = bigErnXml(Number(process.argv[2] ?? 130));
  const bigTree = treeOf(big);
  const bigElements = findAll(bigTree.root, () => true).length + 1;
  const files = parseErnMessage(big, { messageUrl: MESSAGE_URL });
  if (!files.ok) throw new Error(files.message);
  console.log(`generated message: ${(big.byteLength / 1e6).toFixed(1)} MB, ${files.message.files.length} files, ${bigElements} kept elements; best of 5, ms:`);
  console.log(`  parseErnMessage                 ${bestMs(() => parseErnMessage(big, { messageUrl: MESSAGE_URL }), 5).toFixed(0)}`);
  console.log(`  parseErnMessage, tree: true     ${bestMs(() => parseErnMessage(big, { messageUrl: MESSAGE_URL, tree: true }), 5).toFixed(0)}`);
  console.log(`  readErnTree                     ${bestMs(() => treeOf(big), 5).toFixed(0)}`);
  console.log(`  readErnTree + every position    ${bestMs(() => allPositions(treeOf(big)), 5).toFixed(0)}`);
}

if (process.argv[1] === import.meta.filename) main();
