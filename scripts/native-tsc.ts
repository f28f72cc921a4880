/**
 * The TypeScript that type-checks the docs' code blocks: TypeScript 7's native compiler (`typescript-native` in
 * devDependencies, npm's `typescript@7`), what `npm i typescript` gives a partner's new project today. It checks in
 * a fifth of TypeScript 5's CPU, in a suite short of CPU on 2 cores (issue #31); `npm run lint` type-checks the kit
 * with it too (scripts/lint.ts).
 */
import path from 'node:path';

export const nativeTsc = path.join(import.meta.dirname, '..', 'node_modules', 'typescript-native', 'bin', 'tsc');
