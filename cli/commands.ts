/** The subcommands of `ingest-kit`, in the order the help lists them. */
import { checkReceiverCommand } from './commands/check-receiver.js';
import { clockCommand } from './commands/clock.js';
import { codesCommand } from './commands/codes.js';
import { conformanceCommand } from './commands/conformance.js';
import { ernCommand } from './commands/ern.js';
import { eventsCommand } from './commands/events.js';
import { listenCommand } from './commands/listen.js';
import { mockCommand } from './commands/mock.js';
import { proxyCommand } from './commands/proxy.js';
import { presignCommand } from './commands/presign.js';
import { submitCommand } from './commands/submit.js';
import { triggerCommand } from './commands/trigger.js';
import { validateCommand } from './commands/validate.js';
import type { Command } from './command.js';

// The type lives apart so that each command can name it without importing this list back (an import cycle).
export type { Command } from './command.js';

export const commands: readonly Command[] = [
  mockCommand,
  conformanceCommand,
  checkReceiverCommand,
  listenCommand,
  proxyCommand,
  validateCommand,
  presignCommand,
  submitCommand,
  ernCommand,
  triggerCommand,
  eventsCommand,
  clockCommand,
  codesCommand,
];
