/**
 * Importing this module lets TypeScript sources run without tsx: Node strips their types, and this resolve
 * hook maps their relative `.js` imports (TypeScript's import style) to the `.ts` files beside them, trying the
 * `.ts` first (a failed resolve throws an error with its stack: trying the `.js` first cost every import one, ~15%
 * of a parse thread's start). Node >= 22.15 has module.registerHooks; before that, tsx's own loader is registered instead.
 *
 * Used where tsx would cost too much: the ERN parse threads run from source (parse-worker.ts imports it by
 * URL, since a `.js` specifier would not resolve before the hook exists) and the benchmark's server process
 * (`node --import ./mock-server/src/source-imports.ts`). The modules loaded this way must be erasable
 * TypeScript: no parameter properties, no enums.
 */
import { registerHooks } from 'node:module';

// Absent before Node 22.15, whatever the types say.
if (typeof (registerHooks as typeof registerHooks | undefined) === 'function') {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      // Only this project's own sources: a package's relative `.js` imports are JavaScript (and Node strips no types
      // under node_modules).
      const own = !(context.parentURL ?? '').includes('/node_modules/');
      if (!own || !specifier.startsWith('.') || !specifier.endsWith('.js')) return nextResolve(specifier, context);
      try {
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      } catch {
        return nextResolve(specifier, context);
      }
    },
  });
} else {
  const tsx = 'tsx/esm/api';
  const { register } = await import(tsx) as { register: () => unknown };
  register();
}
