import { type ErnRejection, reject } from './types.js';

/** Where in the text a parser stopped: 1-based line, column as saxes counts it, offset into the text. */
export interface TextPosition {
  line: number;
  column: number;
  offset: number;
}

/**
 * An `XML_MALFORMED` rejection from a saxes error, reworded for a partner: what is wrong, where, and
 * (for the usual surprise, an entity reference) what to do instead.
 */
export function malformed(saxesMessage: string, text: string, at: TextPosition): ErnRejection {
  // saxes prefixes its messages with "line:column: " and ends them with a period.
  const problem = saxesMessage.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
  const where = `at line ${at.line}, column ${at.column}`;
  if (problem === 'undefined entity') {
    return reject(
      'XML_MALFORMED',
      `XML is not well-formed: undefined entity ${entityBefore(text, at.offset)} ${where}; only &lt; &gt; &amp; `
      + '&quot; &apos; and numeric character references (&#38;) are allowed, entities are never expanded',
    );
  }
  const unclosed = /^unclosed tag: (.+)$/.exec(problem);
  if (unclosed !== null) {
    return reject('XML_MALFORMED', `XML is not well-formed: unclosed tag <${unclosed[1]}> ${where}`);
  }
  return reject('XML_MALFORMED', `XML is not well-formed: ${problem} ${where}`);
}

/** An `XML_MALFORMED` rejection for an element prefix that no `xmlns:` attribute declares. */
export function unboundPrefix(prefix: string, elementName: string, at: TextPosition): ErnRejection {
  return reject(
    'XML_MALFORMED',
    `XML is not well-formed: namespace prefix "${prefix}" of element <${elementName}> is not declared `
    + `at line ${at.line}, column ${at.column}; add xmlns:${prefix}="…" to it or an ancestor`,
  );
}

/** The entity reference (`&name;`) that ends just before `offset`, for quoting it back. */
function entityBefore(text: string, offset: number): string {
  const start = text.lastIndexOf('&', offset);
  const end = text.indexOf(';', start);
  return start < 0 || end < 0 || end - start > 64 ? 'reference' : text.slice(start, end + 1);
}
