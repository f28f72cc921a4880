/** Each setting's default is stated once, in `defaults`, and the schema's `default:` keywords are taken from it. */
import { describe, expect, it } from 'vitest';
import { configFileSchema, defaults, resolveConfig } from '../../mock-server/src/config.js';

/** Every `default:` of the schema with its path in `defaults`: array items are the singular (`partners` → `partner`). */
function schemaDefaults(schema: unknown, at: string[] = []): [string, unknown][] {
  const node = schema as { default?: unknown; properties?: Record<string, unknown>; items?: unknown };
  const own: [string, unknown][] = 'default' in node && node.default !== undefined && at.length > 0 ? [[at.join('.'), node.default]] : [];
  const children = Object.entries(node.properties ?? {}).flatMap(([key, child]) => schemaDefaults(child, [...at, key]));
  const items = node.items === undefined ? [] : schemaDefaults(node.items, [...at.slice(0, -1), (at.at(-1) ?? '').replace(/s$/, '')]);
  return [...own, ...children, ...items];
}

/** The leaves of `defaults` (arrays and empty objects are leaves), with their paths. */
function leaves(value: unknown, at: string[] = []): [string, unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) return [[at.join('.'), value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...at, key]));
}

function valueAt(path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], defaults);
}

describe('config settings', () => {
  const stated = schemaDefaults(configFileSchema);

  it.each(stated.filter(([, value]) => !(typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0)))(
    'takes the default of %s from `defaults`',
    (path, value) => {
      expect(valueAt(path)).toBe(value);
    },
  );

  it('has no default that the schema does not use', () => {
    const used = new Set(stated.map(([path]) => path));
    expect(leaves(defaults).map(([path]) => path).filter((path) => !used.has(path))).toEqual([]);
  });

  it('leaves the file it is given as it was (Ajv fills the defaults into a copy)', () => {
    const file = { resources: {}, partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'] }] };
    const config = resolveConfig(file);
    expect(file).toEqual({ resources: {}, partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'] }] });
    expect(config.resources.concurrency).toBe(defaults.resources.concurrency);
    expect(config.partners[0]).toEqual({ id: 'acme', apiKeys: ['pk_test_acme_1'], active: true, webhookUrl: null });
  });

  it('gives each resolved config its own copy of the default lists', () => {
    const first = resolveConfig(undefined);
    (first.outbound.allowedCidrs as string[]).push('10.0.0.0/8');
    first.allowedHosts.push('example.org');
    const second = resolveConfig(undefined);
    expect(second.outbound.allowedCidrs).toEqual([...defaults.outbound.allowedCidrs]);
    expect(second.allowedHosts).toEqual([]);
  });
});
