/**
 * `SignatureOrHashSumWrongOrMissing`: a delivery `File` whose location is missing or empty (4.x `URI`, 3.8.x
 * `FileName` or `URL`): the schemas require the element but accept it empty, and a recipient then has no file to
 * load and nothing to check the hash sum against.
 */
import { childOf, type ErnElement } from '../../release/tree.js';
import { filesOf } from '../files-of.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

/** The elements that locate a file: 4.x URI; 3.8.x FileName (with an optional FilePath) or URL. */
const LOCATIONS = ['URI', 'URL', 'FileName'];

export const fileWithoutLocation: PreflightRule = {
  id: 'file-without-location',
  code: 'SignatureOrHashSumWrongOrMissing',
  severity: 'error',
  title: 'Every delivery File says where the file is (URI, URL or FileName)',
  fix: 'Name every delivered file: in ERN 4.x its URI (a path relative to the message, or a URL), in ERN 3.8.x its '
    + 'FileName (with FilePath for a folder) or its URL. A File without one cannot be loaded, and its HashSum cannot be '
    + 'checked.',
  check(input) {
    const findings: RuleFinding[] = [];
    for (const file of filesOf(indexOf(input))) {
      if (LOCATIONS.some((name) => (childOf(file, name)?.text ?? '') !== '')) continue;
      findings.push({ message: messageFor(file), at: file });
    }
    return findings;
  },
};

function messageFor(file: ErnElement): string {
  const empty = LOCATIONS.map((name) => childOf(file, name)).find((element) => element !== undefined);
  const found = empty === undefined ? 'has no URI, URL or FileName' : `has an empty ${empty.name}`;
  return `This File ${found}, so the file cannot be loaded or its hash sum checked. Give its location: `
    + '<URI> in ERN 4.x, <FileName> (and <FilePath>) or <URL> in ERN 3.8.x.';
}
