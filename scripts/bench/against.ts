/**
 * `npm run bench -- --against <commit>` (issue #31): creates/s of this tree's mock against another commit's, paired.
 * The other commit is checked out in a temporary worktree (removed after), given node_modules (a link to ours when its
 * lockfile pins nothing ours does not pin alike, else `npm ci --prefer-offline`) and compiled; then both mocks take
 * turns, each turn on a freshly started process (serve.ts mock of its own tree, with the Node flags of its own
 * node-flags.ts, as that commit's bench started it), every create fetching and parsing the same message. Each round
 * runs both, in alternating order, so that a slow spell of a shared machine lowers a pair, and the ratio of each
 * round's pair is reported with the ratio of the medians.
 *
 * Besides creates/s, each turn reads the mock's CPU per create from /proc by thread: the event loop (the request,
 * the store), the parse threads (the fetch, the scan, the kept tree, the summary, the rules) and V8's helper threads
 * (garbage collection); create-split.ts splits the parse thread's part in-process.
 */
import { type ChildProcess, execFileSync, fork, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure } from './autocannon-run.js';
import { createBody, createHeaders, createIngest } from './ingest.js';
import { stopChild, tailOf, track, within } from './processes.js';
import { createPath, type ServeMessage } from './protocol.js';
import { repoRoot } from './targets.js';

export interface AgainstShape {
  rounds: number;
  /** Measured seconds of each turn, after `warmupS` unmeasured on the fresh process. */
  seconds: number;
  warmupS: number;
  connections: number;
}

/** CPU ms per create of one turn, by kind of thread. */
export interface ThreadCpu {
  eventLoop: number;
  parseThreads: number;
  gcHelpers: number;
  other: number;
}

export interface Turn {
  createsPerSecond: number;
  cpu: ThreadCpu;
}

export interface AgainstSide {
  label: string;
  commit: string;
  command: string;
  turns: Turn[];
}

/** A checked-out tree whose mock the turns start. */
interface Tree {
  root: string;
  commit: string;
  /** How its node_modules came to be, for the report. */
  modules: string;
  remove: () => void;
}

function git(args: string[], cwd = repoRoot): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

interface Lock {
  packages?: Record<string, { version?: string }>;
}

/** Whether every package `theirs` pins is pinned alike in `ours` (package-lock.json v3 `packages`). */
function lockfileCovered(ours: string, theirs: string): boolean {
  const mine = (JSON.parse(ours) as Lock).packages ?? {};
  const other = (JSON.parse(theirs) as Lock).packages ?? {};
  return Object.entries(other).every(([where, pinned]) => where === '' || mine[where]?.version === pinned.version);
}

/** Compiles `root`'s mock to its dist/ (tsc -p tsconfig.build.json); a type error elsewhere still emits. */
function build(root: string, progress: (step: string, seconds: number) => void): void {
  progress(`compiling ${root === repoRoot ? 'this tree' : root} (tsc -p tsconfig.build.json)`, 30);
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const built = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  if (!existsSync(path.join(root, 'dist', 'mock-server', 'src', 'server.js'))) {
    throw new Error(`compiling ${root} made no dist/mock-server/src/server.js:\n${built.stdout}${built.stderr}`);
  }
}

/** The other commit in a temporary worktree, with node_modules and dist/. */
function checkOut(commit: string, progress: (step: string, seconds: number) => void): Tree {
  const full = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  const root = path.join(os.tmpdir(), `pik-against-${full.slice(0, 10)}-${process.pid}`);
  progress(`git worktree add ${root} ${full.slice(0, 10)}`, 5);
  git(['worktree', 'add', '--detach', root, full]);
  const remove = (): void => {
    try {
      git(['worktree', 'remove', '--force', root]);
    } catch {
      // Already gone: nothing to remove.
    }
  };
  try {
    const ours = readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8');
    const theirs = readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    let modules: string;
    if (ours === theirs || lockfileCovered(ours, theirs)) {
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
      modules = ours === theirs ? 'a link to this tree\'s (same lockfile)' : 'a link to this tree\'s (its lockfile pins nothing this one pins otherwise)';
    } else {
      progress('npm ci --prefer-offline in the worktree (its lockfile differs)', 60);
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const installed = spawnSync(npm, ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8' });
      if (installed.status !== 0) throw new Error(`npm ci in ${root} failed:\n${installed.stdout}${installed.stderr}`);
      modules = 'its own (npm ci --prefer-offline)';
    }
    build(root, progress);
    return { root, commit: full, modules, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The Node flags `root`'s own mock runs with (its node-flags.ts), and its source-imports hook. */
async function nodeFlagsOf(root: string): Promise<string[]> {
  const flagsFile = path.join(root, 'mock-server', 'src', 'node-flags.ts');
  const flags = existsSync(flagsFile) ? [...(await import(flagsFile) as { mockNodeFlags: readonly string[] }).mockNodeFlags] : [];
  const hook = path.join('mock-server', 'src', 'source-imports.ts');
  return existsSync(path.join(root, hook)) ? [...flags, '--import', `./${hook}`] : flags;
}

/** Node names its worker threads (the parse threads) WorkerThread and V8's platform threads V8Worker. */
function threadKind(main: boolean, name: string): keyof ThreadCpu {
  if (main) return 'eventLoop';
  if (name === 'WorkerThread') return 'parseThreads';
  return name.startsWith('V8') ? 'gcHelpers' : 'other';
}

/** CPU ms so far of each thread of `pid`, by kind (Linux /proc; thread names as Node and V8 set them). */
function threadCpuMs(pid: number): ThreadCpu {
  const cpu: ThreadCpu = { eventLoop: 0, parseThreads: 0, gcHelpers: 0, other: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15) in clock ticks of 10 ms.
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    cpu[threadKind(tid === String(pid), name)] += ms;
  }
  return cpu;
}

async function startMock(root: string, flags: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = track(fork(path.join('scripts', 'bench', 'serve.ts'), ['mock'], {
    cwd: root, execArgv: flags, stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  }));
  const stderr = tailOf(child.stderr);
  const ready = new Promise<string>((resolve, reject) => {
    child.once('message', (message: ServeMessage) => {
      if (message.type === 'ready') resolve(message.url.replace(/\/$/, ''));
      else reject(new Error(`the mock of ${root} failed to start: ${message.type === 'failed' ? message.message : message.type}`));
    });
    child.once('exit', (code) => {
      reject(new Error(`the mock of ${root} exited (${code}) before it was ready: ${stderr()}`));
    });
  });
  try {
    return { child, url: await within(ready, 60_000, `the mock of ${root}`) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/** One turn: a fresh mock of `root`, warmed up, measured, stopped. */
async function turn(root: string, flags: string[], xmlUrl: string, shape: AgainstShape): Promise<Turn> {
  const { child, url } = await startMock(root, flags);
  try {
    const request = { url: `${url}${createPath}`, method: 'POST' as const, headers: createHeaders(), body: createBody(xmlUrl) };
    // One create first (the fresh process starts its parse threads), then the warm-up: its figure is not judged, so a
    // loaded machine's slow start (no create answered within the warm-up) is no failure.
    await createIngest(url, xmlUrl);
    await measure('creates (warm-up)', request, { connections: shape.connections, durationS: shape.warmupS, warmupS: 0 }).catch(() => undefined);
    const before = threadCpuMs(child.pid!);
    const figure = await measure('creates', request, { connections: shape.connections, durationS: shape.seconds, warmupS: 0 });
    const after = threadCpuMs(child.pid!);
    const per = (kind: keyof ThreadCpu): number => (after[kind] - before[kind]) / figure.responses;
    return {
      createsPerSecond: figure.requestsPerSec,
      cpu: { eventLoop: per('eventLoop'), parseThreads: per('parseThreads'), gcHelpers: per('gcHelpers'), other: per('other') },
    };
  } finally {
    await stopChild(child);
  }
}

/** Measures this tree against `commit` by turns; every worktree made is removed whatever happens. */
export async function measureAgainst(
  commit: string,
  xmlUrl: string,
  shape: AgainstShape,
  progress: (step: string, seconds: number) => void,
): Promise<{ sides: [AgainstSide, AgainstSide]; modules: string }> {
  build(repoRoot, progress);
  const other = checkOut(commit, progress);
  try {
    const roots = [repoRoot, other.root];
    const flags = await Promise.all(roots.map(nodeFlagsOf));
    const head = git(['rev-parse', 'HEAD']);
    const dirty = git(['status', '--porcelain', '--untracked-files=no', '--', 'mock-server']) === '' ? '' : ' with changes not committed';
    const sides: [AgainstSide, AgainstSide] = [
      { label: `this tree (${head.slice(0, 7)}${dirty})`, commit: head, command: '', turns: [] },
      { label: other.commit.slice(0, 7), commit: other.commit, command: '', turns: [] },
    ];
    sides.forEach((side, i) => {
      side.command = `node ${flags[i]!.join(' ')} scripts/bench/serve.ts mock`;
    });
    progress(`creates by turns: ${shape.rounds} rounds of both, ${shape.warmupS + shape.seconds} s a turn`, 2 * shape.rounds * (shape.warmupS + shape.seconds + 2));
    for (let round = 0; round < shape.rounds; round++) {
      // Alternating order: neither side always follows the other's turn.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) sides[i]!.turns.push(await turn(roots[i]!, flags[i]!, xmlUrl, shape));
      const [mine, theirs] = sides.map((side) => side.turns.at(-1)!.createsPerSecond);
      console.log(`against: round ${round + 1}: ${Math.round(mine!)} against ${Math.round(theirs!)} creates/s (${(mine! / theirs!).toFixed(2)}×)`);
    }
    return { sides, modules: other.modules };
  } finally {
    other.remove();
  }
}
