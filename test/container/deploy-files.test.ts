/**
 * The deployment files, read without running them (scripts/container-test.sh builds and runs the image; nothing
 * here runs compose, whose PostgreSQL image needs a registry): the Containerfile's base, user, port, health check
 * and the `ingest-kit mock` flags of its entry point; compose.yaml's replicas, their DATABASE_URL against its
 * PostgreSQL service and the config they mount, which must start on 0.0.0.0 (no development secrets).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mockOptions } from '../../cli/commands/mock.js';
import { parseConfigText, resolveConfig } from '../../mock-server/src/config.js';
import { healthPath } from '../../mock-server/src/health/routes.js';
import { repoRoot } from '../support/contract.js';

/** The Containerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { keyword: string; args: string }[] {
  const joined = text.split('\n').filter((l) => !/^\s*#/.test(l)).join('\n').replace(/\\\n/g, ' ');
  return joined.split('\n').filter((l) => l.trim() !== '').map((l) => {
    const [, keyword = '', args = ''] = /^\s*(\S+)\s*(.*)$/.exec(l) ?? [];
    return { keyword: keyword.toUpperCase(), args: args.trim() };
  });
}

const containerfile = instructions(readFileSync(path.join(repoRoot, 'Containerfile'), 'utf8'));
const all = (keyword: string) => containerfile.filter((i) => i.keyword === keyword).map((i) => i.args);
const one = (keyword: string) => all(keyword).at(-1) ?? '';
/** ENV's NAME=value pairs (values without spaces, as the Containerfile writes them). */
const env = Object.fromEntries(all('ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('=') as [string, string])));

describe('Containerfile', () => {
  it('takes its base as the build argument NODE_IMAGE, by default the official Node 24 slim image', () => {
    expect(all('ARG')).toContain('NODE_IMAGE=docker.io/library/node:24-slim');
    expect(all('FROM')).toEqual(['${NODE_IMAGE}']);
  });

  it('runs as a user that is not root, and exposes the port its entry point listens on', () => {
    expect(one('USER')).toMatch(/^[1-9]\d*(:[1-9]\d*)?$/);
    expect(one('EXPOSE')).toBe(env.INGEST_KIT_PORT);
  });

  it('starts `ingest-kit mock` on 0.0.0.0 with flags the command has', () => {
    const [shell, option, script = ''] = JSON.parse(one('ENTRYPOINT')) as string[];
    expect([shell, option]).toEqual(['/bin/sh', '-c']);
    expect(script).toMatch(/^exec ingest-kit mock /);
    expect(script).toContain('--host 0.0.0.0');
    const flags = [...script.matchAll(/--([a-z-]+)/g)].map((m) => m[1]!);
    expect(flags.length).toBeGreaterThanOrEqual(3);
    for (const flag of flags) expect(Object.keys(mockOptions), `--${flag}`).toContain(flag);
    // Every variable the script reads has a default in the image.
    for (const [, name] of script.matchAll(/\$([A-Z_]+)/g)) expect(env, name).toHaveProperty(name!);
  });

  it('checks its health on /healthz at the port it listens on', () => {
    const check = one('HEALTHCHECK');
    expect(check).toContain(healthPath);
    expect(check).toContain('process.env.INGEST_KIT_PORT');
  });
});

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const replicas = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

describe('compose.yaml', () => {
  it('runs two replicas of the Containerfile\'s image, each published on its own loopback port', () => {
    expect(replicas.map(([name]) => name)).toEqual(['mock-a', 'mock-b']);
    const published = replicas.map(([, s]) => s.ports?.[0] ?? '');
    for (const port of published) expect(port).toMatch(new RegExp(`^127\\.0\\.0\\.1:\\d+:${env.INGEST_KIT_PORT}$`));
    expect(new Set(published).size).toBe(2);
    for (const [, s] of replicas) expect(s.build).toEqual({ context: '.', dockerfile: 'Containerfile' });
  });

  it('gives every replica a DATABASE_URL of its PostgreSQL service, and starts them once it is healthy', () => {
    const postgres = compose.services.postgres;
    const pgEnv = postgres?.environment ?? {};
    for (const [name, s] of replicas) {
      const url = new URL(s.environment?.DATABASE_URL ?? '');
      expect(url.protocol, name).toBe('postgres:');
      expect(url.hostname).toBe('postgres');
      expect([url.username, url.password, url.pathname]).toEqual([pgEnv.POSTGRES_USER, pgEnv.POSTGRES_PASSWORD, `/${pgEnv.POSTGRES_DB}`]);
      expect(s.depends_on?.postgres?.condition).toBe('service_healthy');
    }
  });

  it('mounts a config at the image\'s INGEST_KIT_CONFIG that starts on 0.0.0.0 (no development secret)', () => {
    for (const [name, s] of replicas) {
      const mount = (s.volumes ?? []).find((v) => v.split(':')[1] === env.INGEST_KIT_CONFIG);
      expect(mount, name).toBeDefined();
      const file = path.join(repoRoot, mount!.split(':')[0]!);
      const text = readFileSync(file, 'utf8');
      expect(() => resolveConfig(parseConfigText(text, file), { host: '0.0.0.0' }, file)).not.toThrow();
      // The check itself: the development defaults are refused on 0.0.0.0.
      expect(() => resolveConfig(undefined, { host: '0.0.0.0' })).toThrow(/well-known development credential/);
    }
  });
});
