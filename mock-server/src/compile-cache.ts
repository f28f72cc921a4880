/**
 * Node's on-disk compile cache (`module.enableCompileCache`, Node >= 22.1) for the modules a process loads after the
 * call: `ingest-kit` (cli/main.ts, before it loads a command) and each ERN parse thread (ingest/parse-worker.ts,
 * before it loads its jobs, calling node:module itself). The preflight's ~430 release-profile rule modules (issue
 * #32) took ~230 ms to load in every process and thread that preflights; from V8's cached code of an earlier start,
 * ~130 ms. The cache is Node's own folder in the OS temp dir; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
import { enableCompileCache } from 'node:module';

export function useCompileCache(): void {
  enableCompileCache();
}
