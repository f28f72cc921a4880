/**
 * `node --import ./scripts/bench/ts-imports.ts scripts/bench/serve.ts`: lets serve.ts run without tsx.
 * Node strips its types; this resolve hook maps its `./x.js` imports to the `./x.ts` files beside it
 * (TypeScript's import style). The mock itself is imported compiled, from dist/, as `ingest-kit` runs it.
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});
