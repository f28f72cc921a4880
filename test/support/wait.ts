/**
 * Waits for a condition a test cannot be told of: polls `check` every `intervalMs` until it holds or `timeoutMs` of
 * real time have passed, and resolves whether it held. A deadline, not a count of turns: a loaded machine's turns are
 * longer, so a count would give up sooner there than on a quiet one. The caller asserts what it waited for.
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 30_000, intervalMs = 20): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
