/**
 * Rules over the answers for one ingest, in the order they were seen: the proxy keeps the last record of each
 * ingest (live/ingest-memory.ts); checks/extensions/terminal-stays.ts compares two lookups of its own ingests.
 */
import { isDeepStrictEqual } from 'node:util';
import type { RecordLike } from './record.js';
import { type Rule, unless } from './rule.js';

const terminal = new Set(['completed', 'failed']);
interface Pair { before: RecordLike; after: RecordLike }

const counter = (record: RecordLike, name: 'total' | 'completed' | 'failed'): unknown => (record.resources as Record<string, unknown> | undefined)?.[name];

/** Spec 2.1: completed and failed count files "loaded successfully" and "that failed to load": a count of what happened never falls. */
export const countersNeverDecreaseRule: Rule<Pair> = {
  id: 'sequence.counters-never-decrease',
  kind: 'spec',
  specSection: '2.1',
  title: 'The counters of one ingest never decrease from one answer to the next',
  check: ({ before, after }) => {
    const fallen = (['completed', 'failed'] as const).filter((name) => {
      const [was, is] = [counter(before, name), counter(after, name)];
      return typeof was === 'number' && typeof is === 'number' && is < was;
    });
    return unless(fallen.length === 0, () => ({
      message: `resources.${fallen.join(' and resources.')} went down between two answers for the same ingest`,
      received: { before: before.resources, after: after.resources },
      documented: 'spec 2.1: resources.completed is the "Number loaded successfully", resources.failed the "Number that failed to load": counts of files already loaded or failed',
      fix: 'Only ever add to the counters; answer every lookup from the same, current state (no stale replica).',
    }));
  },
};

/** `before` is the first terminal record seen, `after` a later one; both compared as JSON values (member order aside). */
export const terminalStaysRule: Rule<Pair> = {
  id: 'extensions.terminal-stays',
  kind: 'extension',
  specSection: '3',
  title: 'completed and failed are terminal: later lookups answer the same record',
  check: ({ before, after }) => unless(!terminal.has(String(before.status)) || isDeepStrictEqual(before, after), () => ({
    message: `the ${String(before.status)} ingest changed after reaching its terminal state`,
    received: { first: before, later: after },
    documented: 'openapi.yaml (x-ingest-kit-decision): completed and failed are terminal; spec 3 shows no other transition',
    fix: 'Optional (extensions profile): never change an ingest once it is completed or failed.',
  })),
};
