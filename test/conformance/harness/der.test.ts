/** The DER writer and reader behind the suite's certificates, against encodings from X.690 and RFC 5280. */
import { describe, expect, it } from 'vitest';
import { boolean, contentStart, elementEnd, namedBits, oid, sequence, tagged, time } from '../../../conformance/der.js';

const hex = (buffer: Buffer) => buffer.toString('hex');

describe('der', () => {
  it.each([
    { given: '2.5.4.3', want: '0603550403' },
    { given: '1.2.840.10045.4.3.2', want: '06082a8648ce3d040302' },
  ])('writes the OID $given as $want', ({ given, want }) => {
    expect(hex(oid(given))).toBe(want);
  });

  it('writes a length of 128 bytes or more in the long form', () => {
    expect(hex(tagged(0x04, Buffer.alloc(200)).subarray(0, 3))).toBe('0481c8');
    expect(hex(tagged(0x04, Buffer.alloc(300)).subarray(0, 4))).toBe('0482012c');
  });

  it('writes UTCTime through 2049 and GeneralizedTime from 2050 (RFC 5280 4.1.2.5)', () => {
    expect(time(new Date('2049-12-31T23:59:59Z')).toString('latin1', 2)).toBe('491231235959Z');
    expect(time(new Date('2050-01-01T00:00:00Z'))[0]).toBe(0x18);
  });

  it('writes booleans and named bits as DER wants them', () => {
    expect(hex(boolean(true))).toBe('0101ff');
    expect(hex(namedBits(0x04))).toBe('03020204'); // keyCertSign: two unused trailing bits
  });

  it('reads back where elements start and end, short and long lengths alike', () => {
    const der = sequence(tagged(0x04, Buffer.alloc(200)), boolean(false));
    const first = contentStart(der, 0);
    expect(first).toBe(3);
    expect(elementEnd(der, first)).toBe(3 + 3 + 200);
    expect(elementEnd(der, 0)).toBe(der.length);
  });
});
