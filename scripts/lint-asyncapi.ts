/**
 * Parses asyncapi.yaml with @asyncapi/parser (which resolves its $refs into openapi.yaml) and fails on any
 * error or warning diagnostic. Informational diagnostics are printed but do not fail: the one the parser
 * always gives for 3.0.0 documents is a hint that 3.1.0 exists, and issue #2 pins AsyncAPI 3.0.
 */
import path from 'node:path';
import { DiagnosticSeverity, fromFile, Parser } from '@asyncapi/parser';

const file = path.resolve(import.meta.dirname, '..', 'asyncapi.yaml');
const { document, diagnostics } = await fromFile(new Parser(), file).parse();

let failed = false;
for (const d of diagnostics) {
  // The parser's severities are @stoplight/types' DiagnosticSeverity (0 error, 1 warning, 2 info, 3 hint).
  const severity: number = d.severity;
  const blocking = severity <= (DiagnosticSeverity.Warning as number);
  failed ||= blocking;
  const where = d.path.length > 0 ? ` at ${d.path.join('/')}` : '';
  console.log(`${blocking ? 'error' : 'info'} ${d.code}: ${d.message}${where}`);
}
if (!document || failed) {
  console.error('asyncapi.yaml: invalid (see the diagnostics above)');
  process.exit(1);
}
console.log(`asyncapi.yaml: valid AsyncAPI ${document.version()}, ${document.messages().length} message(s)`);
