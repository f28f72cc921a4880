/** The subcommands of `ingest-kit`, in the order the help lists them. */
import { checkReceiverCommand } from './commands/check-receiver.js';
import { clockCommand } from './commands/clock.js';
import { codesCommand } from './commands/codes.js';
import { conformanceCommand } from './commands/conformance.js';
import { eventsCommand } from './commands/events.js';
import { listenCommand } from './commands/listen.js';
import { mockCommand } from './commands/mock.js';
import { presignCommand } from './commands/presign.js';
import { submitCommand } from './commands/submit.js';
import { triggerCommand } from './commands/trigger.js';

export interface Command {
  name: string;
  summary: string;
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run(args: readonly string[]): number | Promise<number>;
}

export const commands: readonly Command[] = [
  mockCommand,
  conformanceCommand,
  checkReceiverCommand,
  listenCommand,
  presignCommand,
  submitCommand,
  triggerCommand,
  eventsCommand,
  clockCommand,
  codesCommand,
];
