import { describe, expect, it } from 'vitest';
import {
  type AddressPolicy,
  addressVerdict,
  classifyAddress,
  defaultAddressPolicy,
  parseCidr,
} from '../../../mock-server/src/fetch/address-policy.js';

describe('classifyAddress', () => {
  const table: { given: string; want: ReturnType<typeof classifyAddress> }[] = [
    { given: '0.0.0.0', want: 'unspecified' },
    { given: '0.1.2.3', want: 'unspecified' },
    { given: '10.0.0.1', want: 'private' },
    { given: '10.255.255.255', want: 'private' },
    { given: '100.64.0.1', want: 'shared' },
    { given: '100.127.255.255', want: 'shared' },
    { given: '100.128.0.1', want: 'public' },
    { given: '127.0.0.1', want: 'loopback' },
    { given: '127.255.0.9', want: 'loopback' },
    { given: '169.254.169.254', want: 'link-local' },
    { given: '172.15.255.255', want: 'public' },
    { given: '172.16.0.1', want: 'private' },
    { given: '172.31.255.255', want: 'private' },
    { given: '172.32.0.1', want: 'public' },
    { given: '192.168.1.1', want: 'private' },
    { given: '192.0.0.8', want: 'reserved' },
    { given: '198.18.0.1', want: 'reserved' },
    { given: '224.0.0.1', want: 'multicast' },
    { given: '239.255.255.250', want: 'multicast' },
    { given: '240.0.0.1', want: 'reserved' },
    { given: '255.255.255.255', want: 'broadcast' },
    { given: '8.8.8.8', want: 'public' },
    { given: '93.184.216.34', want: 'public' },
    { given: '::', want: 'unspecified' },
    { given: '::1', want: 'loopback' },
    { given: '[::1]', want: 'loopback' },
    { given: '0:0:0:0:0:0:0:1', want: 'loopback' },
    { given: 'fc00::1', want: 'unique-local' },
    { given: 'fd00::1', want: 'unique-local' },
    { given: 'fe80::1', want: 'link-local' },
    { given: 'fe80::1%eth0', want: 'link-local' },
    { given: 'febf::1', want: 'link-local' },
    { given: 'ff02::1', want: 'multicast' },
    { given: '::ffff:127.0.0.1', want: 'loopback' },
    { given: '::ffff:7f00:1', want: 'loopback' },
    { given: '::ffff:169.254.169.254', want: 'link-local' },
    { given: '::ffff:10.1.2.3', want: 'private' },
    { given: '::ffff:8.8.8.8', want: 'public' },
    { given: '::127.0.0.1', want: 'loopback' },
    { given: '64:ff9b::a9fe:a9fe', want: 'link-local' },
    { given: '64:ff9b::10.0.0.1', want: 'private' },
    { given: '64:ff9b::8.8.8.8', want: 'public' },
    { given: '64:ff9b:1::1', want: 'private' },
    { given: '2002:7f00:1::1', want: 'loopback' },
    { given: '2001:db8::1', want: 'reserved' },
    { given: '2001::1', want: 'reserved' },
    { given: '2606:4700:4700::1111', want: 'public' },
    { given: '2a00:1450:4001:80b::200e', want: 'public' },
    { given: '100::1', want: 'reserved' },
    { given: '::2', want: 'unspecified' }, // IPv4-compatible ::0.0.0.2
    { given: 'not an address', want: 'reserved' },
    { given: 'localhost', want: 'reserved' },
  ];
  it.each(table)('classifies $given as $want', ({ given, want }) => {
    expect(classifyAddress(given)).toBe(want);
  });
});

describe('addressVerdict', () => {
  const policy = (over: Partial<AddressPolicy>): AddressPolicy => ({ ...defaultAddressPolicy, ...over });
  const table: { given: string; policy: AddressPolicy; want: boolean }[] = [
    { given: '8.8.8.8', policy: policy({ allowLoopback: false }), want: true },
    { given: '127.0.0.1', policy: defaultAddressPolicy, want: true },
    { given: '::1', policy: defaultAddressPolicy, want: true },
    { given: '::ffff:127.0.0.1', policy: defaultAddressPolicy, want: true },
    { given: '127.0.0.1', policy: policy({ allowLoopback: false }), want: false },
    { given: '::ffff:127.0.0.1', policy: policy({ allowLoopback: false }), want: false },
    { given: '10.0.0.1', policy: defaultAddressPolicy, want: false },
    { given: '10.0.0.1', policy: policy({ allowPrivate: true }), want: true },
    { given: '100.64.1.1', policy: policy({ allowPrivate: true }), want: true },
    { given: 'fd00::1', policy: defaultAddressPolicy, want: false },
    { given: 'fd00::1', policy: policy({ allowPrivate: true }), want: true },
    { given: '169.254.169.254', policy: policy({ allowPrivate: true }), want: false },
    { given: 'fe80::1', policy: policy({ allowPrivate: true }), want: false },
    { given: '0.0.0.0', policy: policy({ allowPrivate: true }), want: false },
    { given: '::', policy: defaultAddressPolicy, want: false },
    { given: '224.0.0.1', policy: defaultAddressPolicy, want: false },
    { given: '10.20.3.4', policy: policy({ allowedCidrs: ['10.20.0.0/16'] }), want: true },
    { given: '10.21.3.4', policy: policy({ allowedCidrs: ['10.20.0.0/16'] }), want: false },
    { given: '::ffff:10.20.3.4', policy: policy({ allowedCidrs: ['10.20.0.0/16'] }), want: true },
    { given: 'fd12:3456::1', policy: policy({ allowedCidrs: ['fd12::/16'] }), want: true },
    { given: '169.254.169.254', policy: policy({ allowedCidrs: ['169.254.169.254'] }), want: true },
    { given: '169.254.169.253', policy: policy({ allowedCidrs: ['169.254.169.254'] }), want: false },
  ];
  it.each(table)('$given with $policy.allowLoopback/$policy.allowPrivate/$policy.allowedCidrs: allowed $want', ({ given, policy: p, want }) => {
    expect(addressVerdict(given, p).ok).toBe(want);
  });
});

describe('parseCidr', () => {
  it.each(['10.0.0.0/8', 'fd00::/8', '192.0.2.7', '::1', '0.0.0.0/0', '::/0'])('reads %s', (given) => {
    expect(parseCidr(given)).not.toBeNull();
  });
  it.each(['10.0.0.0/33', '10.0.0/8', 'fd00::/129', 'example.com', '10.0.0.0/8/8', '10.0.0.0/-1', ''])('refuses %s', (given) => {
    expect(parseCidr(given)).toBeNull();
  });
});
