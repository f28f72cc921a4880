/**
 * The run of `ingest-kit conformance` once its options are read: its reports written as it goes, SIGINT and SIGTERM
 * turned into an interrupted run, and its exit code (0 conforms, 1 does not conform, 2 could not judge).
 */
import { OptionError } from '../../conformance/option-error.js';
import { verdictLine } from '../../conformance/report/console.js';
import { type ReportPaths, writeReports } from '../../conformance/report/files.js';
import { type ConformanceOptions, runConformance } from '../../conformance/run.js';
import { type ConformanceReport, verdictExitCodes } from '../../conformance/types.js';
import { exitCodes, listenFailure, usageError } from '../errors.js';

/**
 * The run, with its reports written as it goes: when the preflight passed, after each create, and at the end. On
 * SIGINT or SIGTERM the run stops, the reports are written marked interrupted, and the process exits 2.
 */
export async function judge(options: ConformanceOptions, paths: ReportPaths): Promise<number> {
  /** Writes every report; false when one could not be written (each said on stderr). */
  const write = (report: ConformanceReport): boolean => {
    const problems = writeReports(paths, report);
    for (const problem of problems) process.stderr.write(`ingest-kit conformance: cannot write a report: ${problem}\n`);
    return problems.length === 0;
  };
  const controller = new AbortController();
  const stops = (['SIGINT', 'SIGTERM'] as const).map((name) => {
    const stop = () => {
      process.stdout.write(`\n${name}: stopping the run and writing the reports…\n`);
      controller.abort(name);
    };
    process.once(name, stop);
    return () => process.off(name, stop);
  });
  let report: ConformanceReport;
  try {
    report = await runConformance({
      ...options,
      signal: controller.signal,
      onProgress: (event) => {
        options.onProgress?.(event);
        if (event.type === 'report') write(event.report);
      },
    });
  } catch (error) {
    // A --receiver-port or --fixtures-port in use: the hint every listening command gives (errors.ts), exit 2.
    const { receiver, fixtures } = options;
    const listening = listenFailure(error, { '--receiver-port': receiver?.port, '--fixtures-port': fixtures?.port }, receiver?.host ?? '127.0.0.1');
    if (listening !== undefined) throw listening;
    // A server that could not start with the options given (run.ts cannotStart): a usage error, not a stack.
    if (error instanceof OptionError) throw usageError(error.message, { cause: error });
    throw error;
  } finally {
    for (const off of stops) off();
  }
  const written = write(report);
  process.stdout.write(verdictLine(report, { reportFiles: Object.keys(paths).length > 0 }));
  // A final report that could not be written leaves the run unrecorded: could not judge (issue #30, from a review).
  const code = written ? verdictExitCodes[report.verdict] : exitCodes.couldNotJudge;
  if (report.notJudged?.cause === 'interrupted') {
    // The check under way was abandoned with its waits pending: the process ends here, once the lines are out.
    await new Promise((resolve) => process.stdout.write('', resolve));
    process.exit(code);
  }
  return code;
}
