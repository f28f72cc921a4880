/**
 * How much each part of `npm run bench` measures, in its full run and with `--quick` (scripts/bench.ts reads the
 * one asked for).
 */
import type { MemoryShape } from './memory.js';
import type { StoreRowsShape } from './postgres.js';
import type { PreflightShape } from './preflight.js';
import type { BurstShape } from './webhook-burst.js';

const memoryShape = (ingests: number): MemoryShape => ({ largeCreates: 32, largeBytes: 60 * 1024 * 1024, ingests, createConcurrency: 16 });
/** The preflight rows: in-process rounds, then three mocks' creates by turns (10 connections, 1 s warm-up each). */
const preflightShape = (rounds: number, roundS: number, largeRuns: number, turns: PreflightShape['turns']): PreflightShape =>
  ({ rounds, roundS, largeRuns, load: { connections: 10, durationS: turns.seconds, warmupS: 1 }, turns });
/** A burst warms up and calibrates with the same number of ingests, 16 creates at a time. */
const burstShape = (ingests: number, warmupIngests: number, deliveryTimeoutS: number): BurstShape =>
  ({ ingests, warmupIngests, calibrationIngests: warmupIngests, createConcurrency: 16, deliveryTimeoutS });
// Deliberately like `full`, row for row: `quick` is the same run with smaller figures, kept as a table to compare.
export const benchSettings = {
  full: {
    load: { connections: 10, durationS: 10, warmupS: 2 },
    // The mock and bare Fastify: 10 turns of 2 s each (20 s each), against the noise of a shared machine.
    turns: { rounds: 10, seconds: 2 },
    parseSeconds: 2,
    // SQLite is slower to create and to deliver: 5,000 keeps the full run within about three minutes.
    burst: { memory: burstShape(10_000, 500, 60), sqlite: burstShape(5_000, 300, 60) },
    memory: memoryShape(50_000),
    deadlineS: 270,
    memoryDeadlineS: 180,
    manyFiles: { files: 200_000 },
    xsdSeconds: 5,
    preflight: preflightShape(5, 1, 5, { rounds: 5, seconds: 2 }),
    // SQLite and PostgreSQL with 1 and 2 replicas: the SQLite burst's size, so the three rows compare (PostgreSQL on a
    // busy 2-core machine has delivered ~100/s: 180 s leaves it time).
    stores: { load: { connections: 10, durationS: 10, warmupS: 2 }, burst: burstShape(5_000, 300, 180) } satisfies StoreRowsShape,
  },
  quick: {
    load: { connections: 10, durationS: 3, warmupS: 1 },
    turns: { rounds: 3, seconds: 1 },
    parseSeconds: 1,
    burst: { memory: burstShape(2_000, 200, 30), sqlite: burstShape(1_000, 200, 30) },
    memory: memoryShape(10_000),
    deadlineS: 100,
    memoryDeadlineS: 60,
    manyFiles: { files: 20_000 },
    xsdSeconds: 2,
    preflight: preflightShape(3, 0.5, 3, { rounds: 2, seconds: 1 }),
    stores: { load: { connections: 10, durationS: 3, warmupS: 1 }, burst: burstShape(1_000, 200, 60) } satisfies StoreRowsShape,
  },
};
