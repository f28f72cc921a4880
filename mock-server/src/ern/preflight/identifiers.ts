/**
 * Syntax and check characters of the identifiers an ERN message carries, as pure functions: each answers
 * null when the value is well-formed, else a sentence saying what is wrong with it (for a finding's message).
 *
 * - ISRC (ISO 3901): 12 characters, `CC XXX YY NNNNN`: country code (2 letters), registrant (3 letters or
 *   digits), year (2 digits), designation (5 digits); written without hyphens in DDEX messages.
 * - ICPN as a GTIN (GS1 General Specifications 7.9): 12 (UPC-A), 13 (EAN-13) or 14 digits, the last a mod-10
 *   check digit (weights 3 and 1 alternating from the right).
 * - GRid (GRid standard v2.1): 18 characters, `A1` + issuer (5) + release number (10) + a check character by
 *   ISO 7064 Mod 37,36 over the first 17.
 * - ISNI (ISO 27729): 16 characters, 15 digits and a check character (`0`-`9` or `X`) by ISO 7064 Mod 11-2.
 */

/** Why an ISRC is malformed, or null. */
export function isrcProblem(value: string): string | null {
  if (/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(value)) return null;
  if (/^[A-Za-z]{2}-?[A-Za-z0-9]{3}-?\d{2}-?\d{5}$/.test(value)) {
    return 'an ISRC is written as 12 capital letters and digits without hyphens (CCXXXYYNNNNN)';
  }
  return 'an ISRC has 12 characters: a 2-letter country code, a 3-character registrant code, 2 digits of year and a 5-digit designation (CCXXXYYNNNNN)';
}

/** The GS1 mod-10 check digit of the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Why an ICPN (UPC / EAN / GTIN-14) is malformed, or null. */
export function gtinProblem(value: string): string | null {
  if (!/^\d+$/.test(value) || ![12, 13, 14].includes(value.length)) {
    return 'an ICPN is a GTIN of 12 (UPC), 13 (EAN) or 14 digits';
  }
  const expected = gtinCheckDigit(value.slice(0, -1));
  const given = Number(value.at(-1));
  return given === expected ? null : `its check digit is ${given}, but the digits before it give ${expected}`;
}

const MOD37_36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The ISO 7064 Mod 37,36 check character (hybrid system, M = 36) of alphanumeric characters. */
export function mod37x36CheckCharacter(body: string): string {
  let product = 36;
  for (const character of body) {
    let sum = (product + MOD37_36.indexOf(character)) % 36;
    if (sum === 0) sum = 36;
    product = (sum * 2) % 37;
  }
  return MOD37_36[(37 - product) % 36]!;
}

/** Why a GRid is malformed, or null. Hyphens (`A1-2425G-ABC1234002-M`) are a display form, accepted. */
export function gridProblem(value: string): string | null {
  const compact = value.replaceAll('-', '');
  if (!/^A1[A-Z0-9]{16}$/.test(compact)) {
    return 'a GRid has 18 capital letters and digits: A1, a 5-character issuer code, a 10-character release number and a check character';
  }
  const expected = mod37x36CheckCharacter(compact.slice(0, -1));
  const given = compact.at(-1)!;
  return given === expected ? null : `its check character is ${given}, but the characters before it give ${expected} (ISO 7064 Mod 37,36)`;
}

/** The ISO 7064 Mod 11-2 check character of digits. */
export function mod11x2CheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + digit.charCodeAt(0) - 48) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** Why an ISNI is malformed, or null. Spaces and hyphens (`0000 0001 2103 2683`) are a display form, accepted. */
export function isniProblem(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  if (!/^\d{15}[\dX]$/.test(compact)) return 'an ISNI has 16 characters: 15 digits and a check character (a digit or X)';
  const expected = mod11x2CheckCharacter(compact.slice(0, -1));
  const given = compact.at(-1)!;
  return given === expected ? null : `its check character is ${given}, but the digits before it give ${expected} (ISO 7064 Mod 11-2)`;
}
