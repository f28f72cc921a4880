/** The two contract files, parsed, with one `$ref` resolver across them (asyncapi.yaml points into openapi.yaml). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export type Json = Record<string, unknown>;

export interface Contract {
  openapi: Json;
  asyncapi: Json;
  /** Follows `$ref`s (`#/…` in the document it appears in, `./openapi.yaml#/…` across), one level. */
  resolve(node: unknown, base: 'openapi' | 'asyncapi'): { node: Json; base: 'openapi' | 'asyncapi' };
}

function pointer(document: Json, fragment: string): Json {
  let node: unknown = document;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`docs: unresolved $ref #${fragment}`);
  return node as Json;
}

export function loadContract(root = repoRoot): Contract {
  const documents = {
    openapi: parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as Json,
    asyncapi: parse(readFileSync(path.join(root, 'asyncapi.yaml'), 'utf8')) as Json,
  };
  const resolve: Contract['resolve'] = (node, base) => {
    let current = node as Json;
    let currentBase = base;
    while (typeof current.$ref === 'string') {
      const [file, fragment = ''] = current.$ref.split('#');
      if (file === './openapi.yaml') currentBase = 'openapi';
      else if (file !== '') throw new Error(`docs: $ref to another file: ${current.$ref}`);
      // A $ref beside siblings (description) keeps the siblings, as OpenAPI 3.1 reads it.
      const { $ref: _ref, ...siblings } = current;
      current = { ...pointer(documents[currentBase], fragment), ...siblings };
    }
    return { node: current, base: currentBase };
  };
  return { ...documents, resolve };
}
