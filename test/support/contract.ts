/** Reads the contract files for tests, and resolves local `$ref`s in them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = Record<string, Json>;

export function readYaml(file: string): JsonObject {
  return parse(readFileSync(path.join(repoRoot, file), 'utf8')) as JsonObject;
}

export const openapi = readYaml('openapi.yaml');
export const asyncapi = readYaml('asyncapi.yaml');

/** Follows a `#/a/b` JSON pointer inside `document`. */
export function pointer(document: Json, ref: string): Json {
  const parts = ref
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  let node: Json = document;
  for (const part of parts) {
    if (node === null || typeof node !== 'object' || !(part in node)) {
      throw new Error(`unresolvable pointer ${ref}`);
    }
    node = (Array.isArray(node) ? node[Number(part)] : node[part]) as Json;
  }
  return node;
}

/** Resolves a node that may be a local `$ref` of openapi.yaml (one level, repeatedly). */
export function deref(node: Json, document: Json = openapi): Json {
  let current = node;
  while (
    current
    && typeof current === 'object'
    && !Array.isArray(current)
    && typeof current.$ref === 'string'
  ) {
    current = pointer(document, current.$ref);
  }
  return current;
}

export function isObject(node: Json | undefined): node is JsonObject {
  return node !== null && typeof node === 'object' && !Array.isArray(node);
}

/** The name of a component schema a `{ $ref: '#/components/schemas/X' }` points at. */
export function schemaName(schema: Json | undefined): string | undefined {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return undefined;
  return /^#\/components\/schemas\/(\w+)$/.exec(schema.$ref)?.[1];
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface OperationRef {
  where: 'paths' | 'webhooks';
  path: string;
  method: string;
  operation: JsonObject;
}

/** Every operation of openapi.yaml, paths and webhooks. */
export function allOperations(): OperationRef[] {
  const found: OperationRef[] = [];
  for (const where of ['paths', 'webhooks'] as const) {
    const items = openapi[where];
    if (!isObject(items)) continue;
    for (const [p, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of httpMethods) {
        const operation = item[method];
        if (isObject(operation)) found.push({ where, path: p, method, operation });
      }
    }
  }
  return found;
}
