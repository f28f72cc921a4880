/**
 * TreeIndex.within (tree-index.ts) finds what a walk of the scope finds (findAll), for every element of DDEX's samples
 * as the scope and several names at once, and answers a message of many groups in time linear in what it finds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TreeIndex } from '../../../../mock-server/src/ern/preflight/tree-index.js';
import { findAll, type ErnElement } from '../../../../mock-server/src/ern/release/tree.js';
import { repoRoot } from '../../../support/contract.js';
import { treeOf } from './run-rule.js';

const samples = ['ern43/1_Audio.xml', 'ern43/7_LongformMusicalWorkVideo.xml', 'ern382/001_audioalbum_complete.xml', 'ern42/Variant_BoxedSet.xml'];
const names = ['ResourceGroup', 'ResourceGroupContentItem', 'SequenceNumber', 'ReleaseResourceReference', 'ISRC', 'TitleText'];

function everyElement(root: ErnElement): ErnElement[] {
  return [root, ...findAll(root, () => true)];
}

describe('TreeIndex.within', () => {
  it.each(samples)('finds in %s, for every element as the scope, what a walk of that scope finds', (sample) => {
    const tree = treeOf(readFileSync(path.join(repoRoot, '..', 'shared', 'ddex-samples', sample)));
    const index = new TreeIndex(tree);
    let seen = 0;
    for (const scope of everyElement(tree.root)) {
      for (const name of names) {
        const walked = findAll(scope, (element) => element.name === name);
        expect(index.within(scope, name), `${name} within ${scope.name}`).toEqual(walked);
        seen += walked.length;
      }
      expect(index.within(scope, ...names)).toEqual(findAll(scope, (element) => names.includes(element.name)));
    }
    expect(seen).toBeGreaterThan(20);
    expect(index.within(undefined, 'ISRC')).toEqual([]);
  });

  it('answers once per group of a message of 20,000 groups, each finding its own item', () => {
    const groups = Array.from({ length: 20_000 }, (_, i) => `<ResourceGroup><SequenceNumber>${i + 1}</SequenceNumber>`
      + `<ResourceGroupContentItem><SequenceNumber>1</SequenceNumber><ReleaseResourceReference>A${i}</ReleaseResourceReference>`
      + '</ResourceGroupContentItem></ResourceGroup>').join('');
    const xml = '<NewReleaseMessage xmlns="http://ddex.net/xml/ern/43" MessageSchemaVersionId="ern/43"><ReleaseList><Release>'
      + `<ResourceGroup>${groups}</ResourceGroup></Release></ReleaseList></NewReleaseMessage>`;
    const tree = treeOf(xml);
    const index = new TreeIndex(tree);
    const inner = index.named('ResourceGroup').slice(1);
    expect(inner).toHaveLength(20_000);
    // Each of 20,000 calls finds its one item; checking every item's ancestors per call took 20,000 × 20,000 steps.
    const found = inner.map((group) => index.within(group, 'ReleaseResourceReference').map((reference) => reference.text));
    expect(found[0]).toEqual(['A0']);
    expect(found[19_999]).toEqual(['A19999']);
    expect(found.every((references) => references.length === 1)).toBe(true);
  });
});
