import { isniProblem } from '../identifiers.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule } from '../types.js';

/** ISNI values (of parties) that are not 16 characters with a right Mod 11-2 check character. */
export const isniSyntax: PreflightRule = {
  id: 'isni-syntax',
  code: 'IdentifierSyntaxInvalid',
  severity: 'warning',
  title: 'ISNI values of parties are 16 characters with a right check character, and none is empty',
  source: 'ISO 27729 (ISNI), check character by ISO 7064 Mod 11-2',
  fix: 'An ISNI is 15 digits and a check character (a digit or X), as isni.org lists it; spaces are for display. '
    + 'A wrong one links the artist to another identity: copy it from isni.org or leave the ISNI out.',
  check(input) {
    return indexOf(input).named('ISNI').flatMap((element) => {
      // An empty ISNI identifies no one: a finding as a malformed one is (identifier-syntax reports the other ids).
      if (element.text === '') {
        return [{ at: element, message: 'ISNI is empty: it identifies no one. Write the party\'s ISNI from isni.org, or remove the ISNI element.' }];
      }
      const found = isniProblem(element.text);
      return found === null
        ? []
        : [{
            at: element,
            message: `ISNI "${element.text}" is not a valid ISNI: ${found}. Correct it from isni.org, or remove the ISNI element.`,
          }];
    });
  },
};
