/**
 * libxml2's diagnostics as preflight findings: each one `NewReleaseMessageInvalid` (DDEX's ErncFileStatus for
 * a message that does not validate), rule `xsd`, with libxml2's line, its column where it gives one (parse
 * errors do; schema errors report 0), and the schema's own message, trimmed.
 */
import type { ErrorDetail } from 'libxml2-wasm';
import { describedFinding, XSD } from '../preflight/runner-findings.js';
import type { Finding } from '../preflight/types.js';

/** libxml2's xmlErrorLevel: 1 warning, 2 error, 3 fatal. Warnings are not findings. */
const XML_ERR_ERROR = 2;

export function xsdFindings(details: readonly ErrorDetail[]): Finding[] {
  return details
    .filter((detail) => detail.level >= XML_ERR_ERROR)
    .map((detail) => describedFinding(XSD, {
      message: detail.message.trim(),
      line: detail.line > 0 ? detail.line : null,
      column: detail.col > 0 ? detail.col : null,
      path: null,
    }));
}
