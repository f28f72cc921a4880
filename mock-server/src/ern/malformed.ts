/**
 * Turns a well-formedness problem found by the XML tokenizer (xml/not-well-formed.ts) into the
 * partner-facing `XML_MALFORMED` rejection: what is wrong, where, and what to do.
 */
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
