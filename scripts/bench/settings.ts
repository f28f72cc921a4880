/**
 * How much each part of `npm run bench` measures, in its full run and with `--quick` (scripts/bench.ts reads the
 * one asked for). Both runs have one shape, made by {@link runSettings}: they differ only in their figures, which
 * stand side by side below.
 */
import type { AgainstShape } from './against.js';
import type { LoadShape, TurnShape } from './autocannon-run.js';
import type { MemoryShape } from './memory.js';
import type { StoreRowsShape } from './postgres.js';
import type { PreflightShape } from './preflight.js';
import type { BurstShape } from './webhook-burst.js';

/** A burst's ingests, its warm-up (the calibration uses as many) and how long its delivery may take, in seconds. */
type BurstFigures = readonly [ingests: number, warmupIngests: number, deliveryTimeoutS: number];

/** What differs between the full run and the quick one. */
interface RunFigures {
  /** Every autocannon measurement of the run (creates, lookups, the proxy, the stores' rows): 10 connections each. */
  load: Omit<LoadShape, 'connections'>;
  /** The mock and bare Fastify, and the proxy against the mock, measured by turns. */
  turns: TurnShape;
  parseSeconds: number;
  bursts: { memory: BurstFigures; sqlite: BurstFigures; stores: BurstFigures };
  /** The memory run's ingests (after its 32 creates of 60 MB). */
  memoryIngests: number;
  deadlineS: number;
  memoryDeadlineS: number;
  manyFiles: number;
  xsdSeconds: number;
  /** The preflight rows: in-process rounds, then three mocks' creates by turns (1 s warm-up each). */
  preflight: Omit<PreflightShape, 'load'>;
  /** `--against <commit>`: rounds of both mocks, each turn a fresh process, 1 s warm-up, then `seconds` measured. */
  against: { rounds: number; seconds: number };
}

/** A burst: 16 creates at a time while setting up. */
const burstShape = ([ingests, warmupIngests, deliveryTimeoutS]: BurstFigures): BurstShape =>
  ({ ingests, warmupIngests, calibrationIngests: warmupIngests, createConcurrency: 16, deliveryTimeoutS });

/** The settings of one run from its figures: the one place the two runs' shape is written. */
function runSettings(figures: RunFigures) {
  const load: LoadShape = { connections: 10, ...figures.load };
  return {
    load,
    turns: figures.turns,
    parseSeconds: figures.parseSeconds,
    burst: { memory: burstShape(figures.bursts.memory), sqlite: burstShape(figures.bursts.sqlite) },
    memory: { largeCreates: 32, largeBytes: 60 * 1024 * 1024, ingests: figures.memoryIngests, createConcurrency: 16 } satisfies MemoryShape,
    deadlineS: figures.deadlineS,
    memoryDeadlineS: figures.memoryDeadlineS,
    manyFiles: { files: figures.manyFiles },
    xsdSeconds: figures.xsdSeconds,
    preflight: {
      ...figures.preflight,
      load: { connections: 10, durationS: figures.preflight.turns.seconds, warmupS: 1 },
    } satisfies PreflightShape,
    against: { ...figures.against, warmupS: 1, connections: 10 } satisfies AgainstShape,
    // SQLite and PostgreSQL with 1 and 2 replicas, with the run's load.
    stores: { load, burst: burstShape(figures.bursts.stores) } satisfies StoreRowsShape,
  };
}

export const benchSettings = {
  full: runSettings({
    load: { durationS: 10, warmupS: 2 },
    // 10 turns of 2 s each (20 s each), against the noise of a shared machine.
    turns: { rounds: 10, seconds: 2 },
    parseSeconds: 2,
    bursts: {
      memory: [10_000, 500, 60],
      // SQLite is slower to create and to deliver: 5,000 keeps the full run within about three minutes.
      sqlite: [5_000, 300, 60],
      // The SQLite burst's size, so the three store rows compare (PostgreSQL on a busy 2-core machine has delivered
      // ~100/s: 180 s leaves it time).
      stores: [5_000, 300, 180],
    },
    memoryIngests: 50_000,
    deadlineS: 270,
    memoryDeadlineS: 180,
    manyFiles: 200_000,
    xsdSeconds: 5,
    preflight: { rounds: 5, roundS: 1, largeRuns: 5, turns: { rounds: 5, seconds: 2 } },
    // The run: 6 turns of 5 s each.
    against: { rounds: 6, seconds: 5 },
  }),
  quick: runSettings({
    load: { durationS: 3, warmupS: 1 },
    turns: { rounds: 3, seconds: 1 },
    parseSeconds: 1,
    bursts: { memory: [2_000, 200, 30], sqlite: [1_000, 200, 30], stores: [1_000, 200, 60] },
    memoryIngests: 10_000,
    deadlineS: 100,
    memoryDeadlineS: 60,
    manyFiles: 20_000,
    xsdSeconds: 2,
    preflight: { rounds: 3, roundS: 0.5, largeRuns: 3, turns: { rounds: 2, seconds: 1 } },
    against: { rounds: 2, seconds: 2 },
  }),
};
