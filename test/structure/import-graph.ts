/**
 * The import graph of the source tree and the cycles in it. A cycle is reported as the shortest chain through
 * each file that lies on one, `a → b → a`, once per distinct chain: enough to name every file to untangle
 * without listing the thousands of longer loops a tangle of ten files holds.
 */
import { readSource, relativeImports, resolveImport } from './source-files.js';

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Each file's imports of other files in `files` (an import of something outside them, e.g. generated/, is left out). */
export function importGraph(files: readonly string[], read: (file: string) => string = readSource): ImportGraph {
  const known = new Set(files);
  return new Map(files.map((file) => {
    const targets = relativeImports(read(file)).map((specifier) => resolveImport(file, specifier));
    return [file, [...new Set(targets.filter((target) => known.has(target)))].sort()];
  }));
}

/** The shortest cycle through `start`, as the chain of files from it back to it; null when there is none. */
function shortestCycleThrough(graph: ImportGraph, start: string): string[] | null {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  // An array iterator also visits what is pushed while it runs: a breadth-first walk.
  for (const file of queue) {
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const chain = [file];
        while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0]!)!);
        return [...chain, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every distinct shortest cycle, each rotated to start at its first file in sort order, as `a → b → a`. */
export function importCycles(graph: ImportGraph): string[] {
  const cycles = new Set<string>();
  for (const file of [...graph.keys()].sort()) {
    const chain = shortestCycleThrough(graph, file);
    if (!chain) continue;
    const loop = chain.slice(0, -1);
    const first = loop.indexOf([...loop].sort()[0]!);
    const rotated = [...loop.slice(first), ...loop.slice(0, first)];
    cycles.add([...rotated, rotated[0]].join(' → '));
  }
  return [...cycles].sort();
}
