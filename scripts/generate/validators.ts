/**
 * Standalone ajv validators (JSON Schema 2020-12, compiled to code) for the contract's schemas. The code
 * needs only ajv's and ajv-formats' small runtime helpers, not the compiler, and the contract's own
 * `iso8601-date-time` format from contract/iso8601.ts.
 */
import { _, Name } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { isIso8601DateTime, iso8601DateTimeFormat } from '../../contract/iso8601.js';
import { generatedHeader, type OpenApiDocument } from './contract.js';

/**
 * One validator per component schema, named `validate<Schema>`: among them the create request, the ingest
 * record, the webhook envelope and the problem body, and the smaller schemas their examples use.
 */
export function validatorNames(document: OpenApiDocument): Map<string, string> {
  return new Map(Object.keys(document.components.schemas).map((schema) => [`validate${schema}`, schema]));
}

const schemaId = 'urn:partner-ingest-kit:openapi';

/** Annotation keywords the contract uses besides JSON Schema's own; they do not affect validation. */
const annotationKeywords = ['example', 'x-spec-section', 'x-ingest-kit-decision'];

/**
 * The generated code finds every format function in this object, which the module's preamble builds from
 * ajv-formats' functions and the contract's own (contract/iso8601.ts).
 */
const formatsObject = 'contractFormats';
const formatsImport = 'import { isIso8601DateTime } from \'../contract/iso8601.js\';';
const formatsPreamble = [
  `const ${formatsObject} = {`,
  '  ...require(\'ajv-formats/dist/formats\').fullFormats,',
  `  '${iso8601DateTimeFormat}': isIso8601DateTime,`,
  '};',
];

/**
 * Rewrites OpenAPI `#/components/schemas/X` references to `#/$defs/X` of one JSON Schema document. A
 * `discriminator` keeps only its `propertyName`: ajv reads the mapping from each variant's `const` and
 * refuses an explicit one, which the contract gives for openapi-typescript and the reference docs.
 */
function toJsonSchemaDocument(schemas: OpenApiDocument['components']['schemas']): object {
  const text = JSON.stringify(schemas).replaceAll('"#/components/schemas/', '"#/$defs/');
  const withoutMapping = (key: string, value: unknown): unknown =>
    key === 'discriminator' && typeof value === 'object' && value !== null && 'propertyName' in value
      ? { propertyName: value.propertyName }
      : value;
  return { $id: schemaId, $defs: JSON.parse(text, withoutMapping) as object };
}

export function createContractAjv(document: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    // OpenAPI's discriminator: ajv then checks only the variant `status` names, and reports its errors alone.
    discriminator: true,
    code: { source: true, esm: true, lines: true, formats: _`${new Name(formatsObject)}` },
  });
  addFormats.default(ajv);
  ajv.addFormat(iso8601DateTimeFormat, isIso8601DateTime);
  ajv.addVocabulary(annotationKeywords);
  ajv.addSchema(toJsonSchemaDocument(document.components.schemas));
  return ajv;
}

/** The raw standalone module (JavaScript). */
export function generateValidatorsCode(document: OpenApiDocument): string {
  const ajv = createContractAjv(document);
  const refs = Object.fromEntries(
    [...validatorNames(document)].map(([name, schema]) => [name, `${schemaId}#/$defs/${schema}`]),
  );
  // ajv's "esm" output still loads its runtime helpers with require(); give the module one.
  const code = standaloneCode.default(ajv, refs).replace(/^"use strict";\n/, '');
  return [
    generatedHeader('openapi.yaml'),
    'import { createRequire } from \'node:module\';',
    formatsImport,
    'const require = createRequire(import.meta.url);',
    ...formatsPreamble,
    code,
    '',
  ].join('\n');
}

/** A typed TypeScript face over the standalone module. */
export function generateValidatorsModule(document: OpenApiDocument): string {
  const lines = [
    generatedHeader('openapi.yaml'),
    'import type { components } from \'./openapi.js\';',
    'import * as standalone from \'./validators.standalone.js\';',
    '',
    '/** One failed rule, as ajv reports it. */',
    'export interface ValidationError {',
    '  instancePath: string;',
    '  schemaPath: string;',
    '  keyword: string;',
    '  params: Record<string, unknown>;',
    '  message?: string;',
    '}',
    '',
    '/** A compiled validator: a type guard that leaves the failed rules of its last call in `errors`. */',
    'export interface Validator<T> {',
    '  (data: unknown): data is T;',
    '  errors?: ValidationError[] | null;',
    '}',
    '',
  ];
  for (const [name, schema] of validatorNames(document)) {
    lines.push(
      `/** Validates a \`${schema}\` (openapi.yaml#/components/schemas/${schema}). */`,
      `export const ${name} = standalone.${name} as unknown as Validator<components['schemas']['${schema}']>;`,
      '',
    );
  }
  return lines.join('\n');
}
