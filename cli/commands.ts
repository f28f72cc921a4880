/**
 * The subcommands of `ingest-kit`, in the order the help lists them: each name and help line here, its module
 * imported only when it runs. The modules load what their command needs (the mock server and fastify, the suite,
 * the parser), and importing all of them cost every command's start: `ingest-kit validate --help` took ~660 ms of
 * CPU with them all, most of it loading the mock server's modules.
 */
import type { Command } from './command.js';

// The type lives apart so that each command can name it without importing this list back (an import cycle).
export type { Command } from './command.js';

/** A subcommand as the help lists it. */
export interface ListedCommand {
  name: string;
  /** Its line in `ingest-kit --help`. */
  summary: string;
  /** Imports the command's module. */
  load(): Promise<Command>;
}

export const commands: readonly ListedCommand[] = [
  {
    name: 'mock',
    summary: 'start the stateful mock server of the Partner Ingest Service',
    load: async () => (await import('./commands/mock.js')).mockCommand,
  },
  {
    name: 'conformance',
    summary: 'run the conformance suite against any implementation of the service',
    load: async () => (await import('./commands/conformance.js')).conformanceCommand,
  },
  {
    name: 'check-receiver',
    summary: 'grade your webhook receiver: signatures, duplicates, unknown types, timeouts (spec 4.3, 6)',
    load: async () => (await import('./commands/check-receiver.js')).checkReceiverCommand,
  },
  {
    name: 'listen',
    summary: 'a local webhook receiver: prints each delivery (verified or why not), can forward to your app',
    load: async () => (await import('./commands/listen.js')).listenCommand,
  },
  {
    name: 'proxy',
    summary: 'a passive proxy in front of any implementation: every exchange judged by the suite\'s rules, live',
    load: async () => (await import('./commands/proxy.js')).proxyCommand,
  },
  {
    name: 'validate',
    summary: 'preflight ERN release messages (files, folders, URLs): the release, and findings with DDEX codes',
    load: async () => (await import('./commands/validate.js')).validateCommand,
  },
  {
    name: 'presign',
    summary: 'print a pre-signed, expiring URL of a file served by the mock (--files-dir)',
    load: async () => (await import('./commands/presign.js')).presignCommand,
  },
  {
    name: 'submit',
    summary: 'sign a release XML with its folder (--files-dir) and create an ingest with it; --wait for the end',
    load: async () => (await import('./commands/submit.js')).submitCommand,
  },
  {
    name: 'ern',
    summary: 'DDEX ERN tools: `ern demo --to <dir>` writes the demo release; `ern schemas --download` fetches DDEX\'s schemas',
    load: async () => (await import('./commands/ern.js')).ernCommand,
  },
  {
    name: 'trigger',
    summary: 'create an ingest of the demo release that ends completed or failed, with its webhook event',
    load: async () => (await import('./commands/trigger.js')).triggerCommand,
  },
  {
    name: 'events',
    summary: 'list the webhook events of the mock, or resend one (--to another URL)',
    load: async () => (await import('./commands/events.js')).eventsCommand,
  },
  {
    name: 'clock',
    summary: 'advance the mock\'s virtual clock (--clock virtual) by a duration',
    load: async () => (await import('./commands/clock.js')).clockCommand,
  },
  {
    name: 'codes',
    summary: 'list the error codes of the contract with their HTTP status',
    load: async () => (await import('./commands/codes.js')).codesCommand,
  },
];
