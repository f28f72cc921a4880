import { describe, expect, it } from 'vitest';
import {
  gridProblem, gtinCheckDigit, gtinProblem, isniProblem, isrcProblem, mod11x2CheckCharacter, mod37x36CheckCharacter,
} from '../../../../mock-server/src/ern/preflight/identifiers.js';

describe('ISRC syntax', () => {
  it.each(['USRC17607839', 'GBAYC1700598', 'JPTO09404900', 'DEA610900439'])('accepts %s', (isrc) => {
    expect(isrcProblem(isrc)).toBeNull();
  });
  it.each([
    { given: 'US-RC1-76-07839', want: /without hyphens/ },
    { given: 'usrc17607839', want: /capital letters/ },
    { given: 'USRC1760783', want: /12 characters/ },
    { given: '12RC17607839', want: /country code/ },
    { given: 'USRC1760783X', want: /designation/ },
  ])('rejects $given', ({ given, want }) => {
    expect(isrcProblem(given)).toMatch(want);
  });
});

describe('GTIN check digit (ICPN)', () => {
  // Weights 3, 1, 3, … from the right of the body; worked by hand for the first:
  // 400638133393: 3·3+9·1+3·3+3·1+3·3+1·1+8·3+3·1+6·3+0·1+0·3+4·1 = 89 → (10 − 9) mod 10 = 1.
  it.each([
    { body: '400638133393', want: 1 },
    { body: '03600029145', want: 2 },
    { body: '0009463143205', want: 7 },
  ])('of $body is $want', ({ body, want }) => {
    expect(gtinCheckDigit(body)).toBe(want);
  });
  it.each(['4006381333931', '036000291452', '00094631432057'])('accepts %s (EAN-13, UPC-A, GTIN-14)', (icpn) => {
    expect(gtinProblem(icpn)).toBeNull();
  });
  it.each([
    { given: '4006381333932', want: /check digit is 2, but the digits before it give 1/ },
    { given: '40063813339', want: /12 \(UPC\), 13 \(EAN\) or 14 digits/ },
    { given: '400638133393X', want: /12 \(UPC\), 13 \(EAN\) or 14 digits/ },
    { given: '123456789012345', want: /12 \(UPC\), 13 \(EAN\) or 14 digits/ },
  ])('rejects $given', ({ given, want }) => {
    expect(gtinProblem(given)).toMatch(want);
  });
});

describe('GRid check character (ISO 7064 Mod 37,36)', () => {
  // The GRid standard's own example is A1-2425G-ABC1234002-M.
  it('gives M for the GRid handbook example A1-2425G-ABC1234002', () => {
    expect(mod37x36CheckCharacter('A12425GABC1234002')).toBe('M');
  });
  it.each(['A12425GABC1234002M', 'A1-2425G-ABC1234002-M', 'A10302B0003989564F'])('accepts %s', (grid) => {
    expect(gridProblem(grid)).toBeNull();
  });
  it.each([
    { given: 'A12425GABC1234002N', want: /check character is N, but the characters before it give M/ },
    { given: 'B12425GABC1234002M', want: /A1, a 5-character issuer code/ },
    { given: 'A12425GABC123400M', want: /18 capital letters and digits/ },
    { given: 'a12425gabc1234002m', want: /18 capital letters and digits/ },
  ])('rejects $given', ({ given, want }) => {
    expect(gridProblem(given)).toMatch(want);
  });
  it('detects any single changed character of a valid GRid', () => {
    const valid = 'A12425GABC1234002M';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 2; i < valid.length; i++) {
      for (const replacement of alphabet) {
        if (replacement === valid[i]) continue;
        const changed = `${valid.slice(0, i)}${replacement}${valid.slice(i + 1)}`;
        expect(gridProblem(changed), changed).not.toBeNull();
      }
    }
  });
});

describe('ISNI check character (ISO 7064 Mod 11-2)', () => {
  // ISO 7064 Mod 11-2 as ORCID documents it, with its examples 0000-0002-1825-0097 and 0000-0002-1694-233X.
  it.each([
    { body: '000000021825009', want: '7' },
    { body: '000000021694233', want: 'X' },
  ])('of $body is $want', ({ body, want }) => {
    expect(mod11x2CheckCharacter(body)).toBe(want);
  });
  it.each(['0000000121032683', '0000 0002 1694 233X', '0000-0002-1825-0097'])('accepts %s', (isni) => {
    expect(isniProblem(isni)).toBeNull();
  });
  it.each([
    { given: '0000000121032684', want: /check character is 4, but the digits before it give 3/ },
    { given: '000000012103268', want: /16 characters/ },
    { given: '000000012103268Y', want: /16 characters/ },
  ])('rejects $given', ({ given, want }) => {
    expect(isniProblem(given)).toMatch(want);
  });
});
