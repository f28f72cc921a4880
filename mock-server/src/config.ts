/**
 * The mock server's configuration: read once (YAML or JSON file, then command-line flags on top),
 * validated by a schema that names the field at fault, and turned into one typed options object.
 * Nothing below this file reads flags or the environment. The public entry of config/:
 * settings.ts (each setting's default and schema, once), validate.ts, resolve.ts, load.ts, types.ts.
 */
export { loadConfig, parseConfigText } from './config/load.js';
export { faultsOf, outboundPolicy, releaseIdMatcher, resolveConfig } from './config/resolve.js';
export {
  type ClockKind,
  clockKinds,
  configFileSchema,
  defaultParseThreads,
  defaults,
  devDefaults,
  type ErnProfilesMode,
  ernProfilesModes,
  type ErnValidationMode,
  ernValidationModes,
  faultsSchema,
  isClockKind,
  type ResourcesMode,
  resourcesModes,
  type ScenarioName,
  scenarioNames,
  type Settings,
} from './config/settings.js';
export type { FetchSettings, MockConfig, MockFlags, PartnerConfig, ScenarioRule } from './config/types.js';
export { ConfigError } from './config/validate.js';
