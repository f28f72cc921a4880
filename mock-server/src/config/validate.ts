/**
 * Validation of a config file against its schema (settings.ts): Ajv fills in the defaults and reports every
 * problem, each turned into a message that names the field (`partners[0].apiKeys: ...`).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { ConfigError } from './error.js';
import { configFileSchema, durationSchema, type Settings } from './settings.js';
import { closestName } from './suggest.js';

export { ConfigError };

export const durationHint = 'must be a duration such as 500ms, 30s, 15m, 2h (or a number of milliseconds)';

let compiled: ValidateFunction<Settings> | undefined;

/**
 * The config file's validator, compiled on first use: compiling the schema takes ~120-180 ms, which every
 * `ingest-kit` command paid at its start (this module is imported by commands that never read a config file).
 */
function validateFile(): ValidateFunction<Settings> {
  if (compiled === undefined) {
    // useDefaults: the schema's `default:` keywords (taken from settings.ts `defaults`) are the only defaults.
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, useDefaults: true });
    ajv.addFormat('uri', (value: string) => URL.canParse(value));
    compiled = ajv.compile<Settings>(configFileSchema);
  }
  return compiled;
}

/** `/partners/0/apiKeys` → `partners[0].apiKeys`. */
function fieldName(error: ErrorObject): string {
  const parts = error.instancePath.split('/').slice(1);
  if (error.keyword === 'additionalProperties') parts.push(String(error.params.additionalProperty));
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  const name = parts.map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
  return name === '' ? '(root)' : name;
}

/** The part of the config file schema at a JSON pointer such as `#/properties/webhooks`; undefined when none. */
function schemaAt(pointer: string): unknown {
  let at: unknown = configFileSchema;
  for (const segment of pointer.replace(/^#\/?/, '').split('/').filter((s) => s !== '')) {
    at = (at as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return at;
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties': {
      // The keys it could have meant: the properties of the schema object the error is about (its schemaPath, less
      // the keyword, read from the root: the config schema has no $ref).
      const known = Object.keys((schemaAt(error.schemaPath.replace(/\/additionalProperties$/, '')) as { properties?: object } | undefined)?.properties ?? {});
      const meant = closestName(String(error.params.additionalProperty), known);
      return `is not a known setting${meant === undefined ? '' : `; did you mean ${meant}?`} (docs/guides/mock-server.md lists the keys)`;
    }
    case 'required':
      return 'is required';
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'anyOf':
      return durationHint;
    case 'pattern':
      return error.params.pattern === durationSchema.pattern ? durationHint : error.message ?? 'is invalid';
    case 'type':
      return Array.isArray(error.params.type) && error.params.type.join() === durationSchema.type.join() ? durationHint : error.message ?? 'is invalid';
    default:
      return error.message ?? 'is invalid';
  }
}

function schemaProblems(errors: ErrorObject[]): string[] {
  // anyOf reports each branch too; keep the anyOf summary and drop the branch noise under the same path.
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const kept = errors.filter((e) => e.keyword === 'anyOf' || !anyOfPaths.has(e.instancePath));
  return [...new Set(kept.map((e) => `${fieldName(e)}: ${describe(e)}`))];
}

/**
 * The settings of a parsed config file, every default filled in; a ConfigError naming each field at fault
 * otherwise. The file itself is left as it was (Ajv fills the defaults into a copy).
 */
export function validateSettings(file: unknown, source: string): Settings {
  const copy = structuredClone(file ?? {});
  const validate = validateFile();
  if (!validate(copy)) throw new ConfigError(source, schemaProblems(validate.errors ?? []));
  return copy;
}
