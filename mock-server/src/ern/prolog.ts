/** The service's DOCTYPE refusal: the prolog screened before parsing, and the rejection it gives. */
import { type ErnRejection, reject } from './types.js';

/**
 * Checks the prolog (XML 1.0 §2.8: declaration, comments, processing instructions, DOCTYPE) before any
 * parsing, and rejects a message that is empty or has a document type declaration.
 *
 * A DOCTYPE is refused outright rather than parsed and ignored: it is the only way to define entities
 * ("billion laughs" expansion bombs, external entities that read files or URLs), and no ERN message
 * needs one. Looking only at the prolog makes that refusal cost microseconds, whatever follows.
 *
 * Returns `undefined` when the message may be parsed.
 */
export function screenProlog(text: string): ErnRejection | undefined {
  let at = skipSpace(text, 0);
  if (at === text.length) {
    return reject('XML_MALFORMED', 'XML is not well-formed: the message is empty');
  }
  while (text.startsWith('<?', at) || text.startsWith('<!--', at)) {
    const isComment = text[at + 1] === '!';
    const end = text.indexOf(isComment ? '-->' : '?>', at + 2);
    if (end < 0) {
      return undefined; // unterminated: the parser reports where
    }
    at = skipSpace(text, end + (isComment ? 3 : 2));
  }
  if (text.startsWith('<!', at) && text.slice(at + 2, at + 9).toUpperCase() === 'DOCTYPE') {
    return doctypeForbidden();
  }
  return undefined;
}

/** The `XML_DOCTYPE_FORBIDDEN` rejection, wherever the DOCTYPE was found. */
export function doctypeForbidden(): ErnRejection {
  return reject(
    'XML_DOCTYPE_FORBIDDEN',
    'DOCTYPE declarations are not accepted (entities are never expanded); remove the <!DOCTYPE …> declaration',
  );
}

function skipSpace(text: string, from: number): number {
  let at = from;
  for (;;) {
    const c = text.charCodeAt(at);
    // XML 1.0 §2.3 S: space, tab, carriage return, line feed.
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d && c !== 0x0a) {
      return at;
    }
    at++;
  }
}
