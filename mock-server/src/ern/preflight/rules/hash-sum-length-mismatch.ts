/**
 * `SignatureOrHashSumWrongOrMissing`: a hexadecimal hash sum whose length does not fit its algorithm (an MD5 is
 * 32 hex digits, a SHA1 40, a SHA-256 64) cannot match any file: it was cut, padded or copied wrong. Only values
 * written in hex are judged (not `Binary64`), and only for algorithms of fixed length as the message's version
 * spells them in its HashSumAlgorithmType value set (`SHA`, `SHA2`, `SHA3`, `CRC32`, `UserDefined` are not judged).
 */
import { childOf, textAt, type ErnElement } from '../../release/tree.js';
import { ernMajorOf, type ErnVersion } from '../../version.js';
import { filesOf } from '../files-of.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

/** Hex digits of each algorithm's digest, by the names of the 3.8.x value set (MD4, MD5, SHA, SHA1, UserDefined). */
const ERN3_HEX_DIGITS: Readonly<Record<string, number>> = { MD4: 32, MD5: 32, SHA1: 40 };

/** The same for 4.x, whose value set adds MD2, RMD160 and the SHA-2 family written with a hyphen. */
const ERN4_HEX_DIGITS: Readonly<Record<string, number>> = {
  ...ERN3_HEX_DIGITS, 'MD2': 32, 'RMD160': 40, 'SHA-224': 56, 'SHA-256': 64, 'SHA-384': 96, 'SHA-512': 128,
};

const HEX = /^[0-9A-Fa-f]*$/;

export const hashSumLengthMismatch: PreflightRule = {
  id: 'hash-sum-length-mismatch',
  code: 'SignatureOrHashSumWrongOrMissing',
  severity: 'error',
  title: 'A hexadecimal HashSum has the length of its algorithm (MD5 32, SHA1 40, SHA-256 64 hex digits)',
  fix: 'Write the file\'s digest in full, as the tool that computed it prints it: an MD5 has 32 hexadecimal digits, a '
    + 'SHA1 40, a SHA-256 64. A value of another length was cut, padded or pasted with an extra character, and no file '
    + 'can match it. Check that the Algorithm names the digest you computed.',
  check(input) {
    const { tree } = input;
    const digits = ernMajorOf(tree.ernVersion) === 4 ? ERN4_HEX_DIGITS : ERN3_HEX_DIGITS;
    const findings: RuleFinding[] = [];
    for (const file of filesOf(indexOf(input))) {
      const hashSum = childOf(file, 'HashSum');
      const finding = hashSum === undefined ? null : checkHashSum(hashSum, digits, tree.ernVersion);
      if (finding !== null) findings.push(finding);
    }
    return findings;
  },
};

function checkHashSum(hashSum: ErnElement, digits: Readonly<Record<string, number>>, version: ErnVersion): RuleFinding | null {
  // 4.x: Algorithm, DataType, HashSumValue; 3.8.x: HashSumAlgorithmType, HashSumDataType, and the value in HashSum.
  const four = ernMajorOf(version) === 4;
  const algorithm = textAt(hashSum, four ? 'Algorithm' : 'HashSumAlgorithmType');
  const dataType = textAt(hashSum, four ? 'DataType' : 'HashSumDataType');
  const value = childOf(hashSum, four ? 'HashSumValue' : 'HashSum');
  if (algorithm === null || value === undefined || value.text === '' || dataType === 'Binary64') return null;
  const expected = Object.hasOwn(digits, algorithm) ? digits[algorithm]! : undefined;
  if (expected === undefined) return null;
  if (!HEX.test(value.text)) {
    if (dataType !== 'HexBinary') return null;
    return {
      message: `${value.name} "${value.text}" is declared HexBinary but is not hexadecimal. Write the ${algorithm} digest `
        + `as ${expected} hexadecimal digits (0-9, a-f), or declare its encoding (Binary64) if it is Base64.`,
      at: value,
    };
  }
  if (value.text.length === expected) return null;
  return {
    message: `${value.name} "${value.text}" has ${value.text.length} hexadecimal digits, but ${article(algorithm)} ${algorithm} digest has `
      + `${expected}: no file can match it. Write the digest in full as computed${toolHint(algorithm)}.`,
    at: value,
  };
}

/** Where a digest of that algorithm is usually computed, for the advice. */
const TOOLS: Readonly<Record<string, string>> = {
  'MD5': 'md5sum', 'SHA1': 'sha1sum', 'SHA-224': 'sha224sum', 'SHA-256': 'sha256sum', 'SHA-384': 'sha384sum', 'SHA-512': 'sha512sum',
};

function toolHint(algorithm: string): string {
  return Object.hasOwn(TOOLS, algorithm) ? ` (e.g. by \`${TOOLS[algorithm]!}\`)` : '';
}

/** `an MD5`, `a SHA1`: as the name is read out. */
function article(algorithm: string): string {
  return /^(?:MD|RMD)/.test(algorithm) ? 'an' : 'a';
}
