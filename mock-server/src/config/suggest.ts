/**
 * "Did you mean": the known name closest to one that is not known (a config key typed from memory: `operator` for
 * `operatorToken`, `activ` for `active`, `timescale` for `timeScale`). Only a close one: a name the reader would
 * recognise as what they meant, never a guess among unrelated keys.
 */

/** Edits (insert, delete, replace, swap two neighbours: `--wiat` for `--wait` is one) from `a` to `b`. */
function distance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known names `given` most likely stands for: the same but for case, else those it begins or that begin with it (3
 * characters at least; every one, in `known`'s order, as a prefix several names share is no slip towards one of them:
 * `--receiver` is `--receiver-port` or `--receiver-url`), else the one within a few edits (a quarter of its length, at
 * least 1; the nearest). Empty when none is that close.
 */
export function closestNames(given: string, known: readonly string[]): string[] {
  const lower = given.toLowerCase();
  const same = known.find((name) => name.toLowerCase() === lower);
  if (same !== undefined) return [same];
  if (lower.length >= 3) {
    const prefixed = known.filter((name) => name.toLowerCase().startsWith(lower) || lower.startsWith(name.toLowerCase()));
    if (prefixed.length > 0) return prefixed;
  }
  const most = Math.max(1, Math.floor(given.length / 4));
  let best: { name: string; edits: number } | undefined;
  for (const name of known) {
    const edits = distance(lower, name.toLowerCase());
    if (edits <= most && (best === undefined || edits < best.edits)) best = { name, edits };
  }
  return best === undefined ? [] : [best.name];
}

/** The one name of {@link closestNames} (the shortest of several): a config key's "did you mean". */
export function closestName(given: string, known: readonly string[]): string | undefined {
  return closestNames(given, known).sort((a, b) => a.length - b.length)[0];
}

/** `; did you mean a?`, `; did you mean a or b?`, `; did you mean a, b or c?` for {@link closestNames}; '' for none. */
export function didYouMean(names: readonly string[]): string {
  if (names.length === 0) return '';
  const last = names.at(-1)!;
  return `; did you mean ${names.length === 1 ? last : `${names.slice(0, -1).join(', ')} or ${last}`}?`;
}
