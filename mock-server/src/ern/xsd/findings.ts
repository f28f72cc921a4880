/**
 * libxml2's diagnostics as preflight findings: each one `NewReleaseMessageInvalid` (DDEX's ErncFileStatus for
 * a message that does not validate), rule `xsd`, with the schema's own message, trimmed, at a line and column:
 * libxml2's own where it gives a column (parse errors do), else the start tag of the element the error names by
 * path (node-positions.ts: libxml2 keeps no column for a validated tree's nodes), with the element's path; else
 * libxml2's line and no column.
 */
import type { ErrorDetail } from 'libxml2-wasm';
import { describedFinding, XSD } from '../preflight/runner-findings.js';
import type { Finding } from '../preflight/types.js';
import { type NodePosition, nodePositions } from './node-positions.js';

/** libxml2's xmlErrorLevel: 1 warning, 2 error, 3 fatal. Warnings are not findings. */
const XML_ERR_ERROR = 2;

/** The findings of libxml2's `details` about the message `xml` (its text is read again only to place them). */
export function xsdFindings(details: readonly ErrorDetail[], xml?: Uint8Array | string): Finding[] {
  const errors = details.filter((detail) => detail.level >= XML_ERR_ERROR);
  const unplaced = errors.filter((detail) => detail.col <= 0 && detail.xpath !== undefined).map((detail) => detail.xpath!);
  const placed = xml === undefined || unplaced.length === 0 ? new Map<string, NodePosition>() : nodePositions(xml, unplaced);
  return errors.map((detail) => {
    const at = detail.col > 0 || detail.xpath === undefined ? undefined : placed.get(detail.xpath);
    return describedFinding(XSD, {
      message: detail.message.trim(),
      line: at?.line ?? (detail.line > 0 ? detail.line : null),
      column: at?.column ?? (detail.col > 0 ? detail.col : null),
      path: at?.path ?? null,
    });
  });
}
