/**
 * Turns a well-formedness problem found by the XML tokenizer (xml/not-well-formed.ts) into the
 * partner-facing `XML_MALFORMED` rejection, and a structure over a limit (xml/limits.ts) into `XML_TOO_COMPLEX`:
 * what is wrong, where, and what to do.
 */
import type { OverLimit } from '../xml/limits.js';
import { NotWellFormed, positionOf } from '../xml/not-well-formed.js';
import { type ErnRejection, reject } from './types.js';

/** The `XML_MALFORMED` rejection for a problem found in `text`: what is wrong, where, and what to do. */
export function malformed(problem: NotWellFormed, text: string): ErnRejection {
  const { line, column } = positionOf(text, problem.offset);
  const hint = problem.hint === undefined ? '' : `; ${problem.hint}`;
  return reject('XML_MALFORMED', `XML is not well-formed: ${problem.problem} at line ${line}, column ${column}${hint}`);
}

/** An `XML_MALFORMED` rejection for an element prefix that no `xmlns:` attribute declares. */
export function unboundPrefix(prefix: string, elementName: string, text: string, offset: number): ErnRejection {
  return malformed(
    new NotWellFormed(
      `namespace prefix "${prefix}" of element <${elementName}> is not declared`,
      offset,
      `add xmlns:${prefix}="…" to it or an ancestor`,
    ),
    text,
  );
}

/**
 * The `XML_TOO_COMPLEX` rejection for a message over a limit of its structure (xml/limits.ts), at the start tag where
 * it passed it: the limit's config key (`xml.limits.<name>`) and what real ERN needs.
 */
export function overLimit(over: OverLimit, text: string): ErnRejection {
  const { line, column } = positionOf(text, over.offset);
  return reject(
    'XML_TOO_COMPLEX',
    `XML structure over a limit: ${over.message} at line ${line}, column ${column} (xml.limits.${over.limit} is ${over.value}). `
    + 'DDEX ERN messages nest about 10 elements deep, with a few attributes per element and their namespaces '
    + 'declared once on the root: write the message that way',
  );
}
