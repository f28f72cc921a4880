/**
 * npm run generate [-- --out <dir>]: writes the generated/ folder from openapi.yaml (and operator.openapi.yaml), and
 * conformance/CHECKS.md from the check registry, after the ERN version lists in the mock server guide and the
 * contract's prose (from mock-server/src/ern/version.ts), the rule list of docs/guides/preflight.md from the
 * preflight rule modules, and that of docs/guides/watch-traffic.md from the live rule library. All are committed;
 * tests prove them fresh.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateAll } from './generate/all.js';
import { checkModules, renderChecksDoc } from './generate/checks-doc.js';
import { repoRoot } from './generate/contract.js';
import { writeErnVersionProse } from './generate/ern-versions.js';
import { LIVE_GUIDE, writeLiveRules } from './generate/live-rules.js';
import { PREFLIGHT_GUIDE, writePreflightRules } from './generate/preflight-rules.js';
import { PROFILE_RULES_GUIDE, writeProfileRules } from './generate/profile-rules.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = path.resolve(values.out ?? path.join(repoRoot, 'generated'));

if (values.out === undefined) {
  // Before generateAll: the contract's prose is part of what it generates from.
  for (const name of await writeErnVersionProse(repoRoot)) console.log(`rewrote the ERN versions in ${name}`);
}
const files = await generateAll();
await mkdir(outDir, { recursive: true });
// Remove files a previous contract produced and this one does not.
for (const name of await readdir(outDir)) {
  if (!files.has(name)) await rm(path.join(outDir, name), { recursive: true });
}
for (const [name, text] of files) await writeFile(path.join(outDir, name), text);
console.log(`generated ${files.size} files in ${path.relative(process.cwd(), outDir) || '.'}`);
if (values.out === undefined) {
  await writeFile(path.join(repoRoot, 'conformance/CHECKS.md'), renderChecksDoc(await checkModules(repoRoot)));
  console.log('generated conformance/CHECKS.md');
  if (await writePreflightRules(repoRoot)) console.log(`rewrote the preflight rules in ${PREFLIGHT_GUIDE}`);
  if (await writeProfileRules(repoRoot)) console.log(`rewrote the release-profile rules in ${PROFILE_RULES_GUIDE}`);
  if (await writeLiveRules(repoRoot)) console.log(`rewrote the live rules in ${LIVE_GUIDE}`);
}
