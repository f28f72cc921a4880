/**
 * `ingest-kit codes`: the problem codes of the contract, with their status and where each rule comes from, then the
 * mock's own (mockOnlyProblemCodes), which the service does not have.
 */
import { problemCodes } from '../../generated/contract.js';
import { mockOnlyProblemCodes } from '../../mock-server/src/errors.js';
import { type Command, processIo, runCommand } from '../command.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp } from '../options.js';

const codesOptions = {
  json: { type: 'boolean', description: 'print the registry as JSON' },
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit codes [--json]

Lists the stable \`code\` values of error responses (RFC 9457 problem+json) with their HTTP status.
ORIGIN "spec N" names the section that documents the rule; "ours" marks a partner-ingest-kit decision
where the specification says "not shown" (for example the code name of a documented status). Then the
mock's own codes (its operator API, pre-signed file storage and Prefer extensions), which the service
does not have.
--json prints the contract's registry only.

Options:
${optionsHelp(codesOptions)}
`;

export const codesCommand: Command = {
  run: (args) => runCommand('codes', processIo, async () => {
    const parsed = parseOrHelp({ args: [...args], options: codesOptions }, help);
    if (parsed === undefined) return 0;
    if (parsed.values.json) {
      process.stdout.write(`${JSON.stringify(problemCodes, null, 2)}\n`);
      return 0;
    }
    const rows = Object.entries(problemCodes).map(([code, entry]) => {
      const spec = 'specSection' in entry ? `spec ${entry.specSection}` : '';
      const origin = [spec, 'decision' in entry ? 'ours' : ''].filter(Boolean).join(' + ');
      return `${String(entry.status).padEnd(5)}${code.padEnd(30)}${origin.padEnd(20)}${entry.title}`;
    });
    const mockRows = Object.entries(mockOnlyProblemCodes)
      .sort(([, a], [, b]) => a.status - b.status)
      .map(([code, entry]) => `${String(entry.status).padEnd(5)}${code.padEnd(30)}${entry.title}`);
    process.stdout.write([
      `${'HTTP'.padEnd(5)}${'CODE'.padEnd(30)}${'ORIGIN'.padEnd(20)}TITLE`,
      ...rows,
      '',
      'The mock server only (its operator API, pre-signed file storage and Prefer extensions; not the service\'s):',
      `${'HTTP'.padEnd(5)}${'CODE'.padEnd(30)}TITLE`,
      ...mockRows,
      '',
    ].join('\n'));
    return 0;
  }),
};
