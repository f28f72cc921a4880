/**
 * The verdicts of the production scanner and of the saxes-based reference on one message, through the
 * same decode and prolog stages that parseErnMessage runs, for differential tests.
 */
import { decodeXml } from '../../../../mock-server/src/xml/decode.js';
import type { RawFile } from '../../../../mock-server/src/ern/files.js';
import { screenProlog } from '../../../../mock-server/src/ern/prolog.js';
import { judgeRoot } from '../../../../mock-server/src/ern/root.js';
import { type RootElement, scanMessage, type ScanResult } from '../../../../mock-server/src/ern/scan.js';
import { type ErnRejection, reject } from '../../../../mock-server/src/ern/types.js';
import { decodedText } from '../../../../mock-server/src/xml/xml-text.js';
import { saxesScanMessage } from './saxes-scan.js';

/** What the two scanners must agree on: the same files as written, or a rejection with the same code. */
export type Verdict = { ok: true; files: RawFile[] } | { ok: false; code: ErnRejection['code'] };

export interface Verdicts {
  /** The production scanner, on the text as decodeXml gives it (UTF-8 units for non-ASCII UTF-8 bytes). */
  fast: ScanResult;
  /** The saxes-based scanner, on the same text decoded to characters. */
  saxes: ScanResult;
}

function checkRoot(root: RootElement): ErnRejection | undefined {
  const verdict = judgeRoot(root);
  return typeof verdict === 'string' ? undefined : verdict;
}

/** Both scanners' results for `input`; a rejection before the scan (decoding, DOCTYPE) is shared by both. */
export function verdictsOf(input: Uint8Array | string): Verdicts {
  const decoded = decodeXml(input);
  if (!decoded.ok) {
    const rejection = reject('XML_MALFORMED', decoded.problem);
    return { fast: rejection, saxes: rejection };
  }
  const doctype = screenProlog(decoded.text);
  if (doctype !== undefined) return { fast: doctype, saxes: doctype };
  return {
    fast: scanMessage(decoded, checkRoot),
    saxes: saxesScanMessage(decodedText(decoded), checkRoot),
  };
}

/** A scan result without the rejection's wording, which differs between the two scanners by design. */
export function verdict(result: ScanResult): Verdict {
  return result.ok ? result : { ok: false, code: result.code };
}
