import { describe, expect, it } from 'vitest';
import { ConfigError, outboundPolicy, resolveConfig } from '../../../mock-server/src/config.js';

describe('the outbound address settings in the config', () => {
  it('defaults to loopback allowed, private refused, nothing listed; allowHttpLoopback and --strict-https keep their meaning', () => {
    const config = resolveConfig(undefined);
    expect(outboundPolicy(config)).toEqual({
      allowHttpLoopback: true,
      addresses: { allowLoopback: true, allowPrivate: false, allowedHosts: [], allowedCidrs: [] },
    });
    expect(outboundPolicy(resolveConfig(undefined, { strictHttps: true })).allowHttpLoopback).toBe(false);
    expect(outboundPolicy(resolveConfig(undefined, { strictHttps: true })).addresses.allowLoopback).toBe(true);
  });

  it('reads every setting', () => {
    const outbound = { allowLoopback: false, allowPrivate: true, allowedHosts: ['files.internal.example', '*.corp.example'], allowedCidrs: ['10.20.0.0/16', 'fd00::/8', '192.0.2.7'] };
    expect(outboundPolicy(resolveConfig({ outbound })).addresses).toEqual(outbound);
  });

  it.each([
    [{ allowedCidrs: ['10.0.0.0/33'] }, /outbound\.allowedCidrs\[0\]: "10\.0\.0\.0\/33" is not an address or CIDR block/],
    [{ allowedCidrs: ['files.example'] }, /outbound\.allowedCidrs\[0\]/],
    [{ allowedHosts: ['https://files.example/'] }, /outbound\.allowedHosts\/0|outbound\.allowedHosts\[0\]/],
    [{ allowPrivate: 'yes' }, /outbound\.allowPrivate: must be boolean/],
    [{ allowLoopbackPorts: true }, /outbound\.allowLoopbackPorts: is not a known setting/],
  ])('refuses %j, naming the field', (outbound, want) => {
    let error: unknown;
    try {
      resolveConfig({ outbound });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.join('\n')).toMatch(want);
  });
});
