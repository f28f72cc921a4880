/**
 * The `Prefer` request header (RFC 7240) beyond scenarios: `Prefer: code=<status>` answers the contract's
 * documented response for that status (its first example), as Prism does, without running the operation; any
 * preference the mock does not support is named in a `Warning` header, never ignored silently, and is absent
 * from `Preference-Applied`.
 */
import { documentedResponses, type OperationId } from '../../../generated/contract.js';

/** What each operation honours: the create also takes `scenario=` (scenarios.ts) and `validation=` (validation.ts). */
const supported: Record<'createIngest' | 'getIngest' | 'getIngestSpecPath', readonly string[]> = {
  createIngest: ['scenario', 'validation', 'code'],
  getIngest: ['code'],
  getIngestSpecPath: ['code'],
};

export interface PreferOutcome {
  /** The documented response to answer instead of running the operation. */
  documented?: { status: number; contentType: string; body: unknown };
  /** `Warning` header values for preferences that were not applied. */
  warnings: string[];
}

function warning(text: string): string {
  return `299 partner-ingest-kit "${text.replace(/["\\]/g, '')}"`;
}

/** The preference names and values of a header: `code=404, foo; x=1` → [['code', '404'], ['foo', '']]. */
function preferenceNames(header: string): [string, string][] {
  return header.split(',').flatMap((part) => {
    const head = part.split(';')[0]?.trim() ?? '';
    if (head === '') return [];
    const [name = '', value = ''] = head.split('=').map((p) => p.trim().replace(/^"(.*)"$/, '$1'));
    return [[name.toLowerCase(), value] as [string, string]];
  });
}

export function readPrefer(operationId: keyof typeof supported & OperationId, header: string | string[] | undefined): PreferOutcome {
  const text = Array.isArray(header) ? header.join(', ') : header;
  if (text === undefined || text.trim() === '') return { warnings: [] };
  const outcome: PreferOutcome = { warnings: [] };
  const known = supported[operationId];
  const documented: Record<string, { contentType: string; example: unknown }> = documentedResponses[operationId];
  for (const [name, value] of preferenceNames(text)) {
    if (!known.includes(name)) {
      outcome.warnings.push(warning(`Prefer: ${name} is not supported here (supported: ${known.join(', ')}); it was ignored`));
      continue;
    }
    if (name !== 'code') continue;
    const response = documented[value];
    if (!response) {
      outcome.warnings.push(warning(`Prefer: code=${value} is not a documented response of ${operationId} (documented: ${Object.keys(documented).join(', ')}); it was ignored`));
      continue;
    }
    outcome.documented = { status: Number(value), contentType: response.contentType, body: response.example };
  }
  return outcome;
}
