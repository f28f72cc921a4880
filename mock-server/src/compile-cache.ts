/**
 * Node's on-disk compile cache (`module.enableCompileCache`, Node >= 22.1) for the modules a process loads after the
 * call: `ingest-kit` (cli/main.ts, before it loads a command) and each ERN parse thread (ingest/parse-worker.ts,
 * before it loads its jobs). The preflight's ~430 release-profile rule modules (issue #32) took ~300 ms to load in
 * every process and thread that preflights; with V8's cached code from an earlier start, about half. The cache is
 * Node's own folder in the OS temp dir; NODE_DISABLE_COMPILE_CACHE=1 turns it off, as for any Node program.
 */
import { enableCompileCache } from 'node:module';

export function useCompileCache(): void {
  enableCompileCache();
}
