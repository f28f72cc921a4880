/**
 * The saxes-based scanner that mock-server/src/ern/scan.ts replaced, kept verbatim (apart from imports and
 * this comment) as the reference for differential tests: same inputs, same results expected. It is test
 * code only; the production scanner does not depend on saxes.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  FILE_CHILD_FIELDS,
  HASH_SUM,
  HASH_SUM_CHILD_FIELDS,
  isFileParent,
  type RawFile,
  type RawFileField,
} from '../../../../mock-server/src/ern/files.js';
import { defaultXmlStructureLimits } from '../../../../mock-server/src/xml/limits.js';
import { NamespaceStack } from '../../../../mock-server/src/xml/namespaces.js';
import { doctypeForbidden } from '../../../../mock-server/src/ern/prolog.js';
import type { RootElement, ScanResult } from '../../../../mock-server/src/ern/scan.js';
import { type ErnRejection, reject } from '../../../../mock-server/src/ern/types.js';

/** The saxes-based `scanMessage`: same signature and contract as the production one. */
export function saxesScanMessage(
  text: string,
  checkRoot: (root: RootElement) => ErnRejection | undefined,
): ScanResult {
  const scanner = new ErnScanner(text, checkRoot);
  return scanner.run();
}

/** Thrown from saxes handlers to stop at the first problem; caught in {@link ErnScanner.run}. */
const STOP = Symbol('stop scanning');

// Depths of the elements the scan cares about: NewReleaseMessage/ResourceList/<resource>/ResourceReference.
const ROOT_DEPTH = 1;
const RESOURCE_LIST_DEPTH = 2;
const RESOURCE_DEPTH = 3;

type Field = RawFileField | 'resourceReference';

class ErnScanner {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });

  private rejection: ErnRejection | undefined;
  private readonly files: RawFile[] = [];

  /** Local names of the open elements; `''` for one outside the message's namespace, so it never matches. */
  private readonly path: string[] = [];
  /** Namespace bindings of the open elements, while {@link tracksScopes}; else only the root's. */
  private readonly scopes = new NamespaceStack(defaultXmlStructureLimits);
  private tracksScopes = true;
  private ernNamespace = '';
  private inResourceList = false;
  /** Index in `files` of the current resource's first file, to give them its ResourceReference. */
  private resourceFirstFile = 0;
  private resourceReference: string | undefined;
  private file: RawFile | undefined;
  private fileDepth = 0;
  private hashSumDepth = 0;
  /** The element whose text is being read, if any. */
  private field: Field | undefined;
  private fieldDepth = 0;
  private fieldText = '';
  private fieldUserDefinedValue: string | undefined;

  constructor(
    private readonly text: string,
    private readonly checkRoot: (root: RootElement) => ErnRejection | undefined,
  ) {}

  run(): ScanResult {
    const { parser } = this;
    parser.on('opentag', this.onOpenTag);
    parser.on('closetag', this.onCloseTag);
    parser.on('cdata', this.onText);
    // screenProlog refuses DOCTYPEs before parsing; this only backs it up. saxes never expands or
    // fetches what a DOCTYPE declares anyway.
    parser.on('doctype', () => this.stop(doctypeForbidden()));
    parser.on('error', (error) => this.stop(malformed(error.message, this.text, this.position())));
    try {
      parser.write(this.text).close();
    } catch (thrown) {
      if (thrown !== STOP) {
        throw thrown;
      }
    }
    return this.rejection ?? { ok: true, files: this.files };
  }

  private stop(rejection: ErnRejection): never {
    this.rejection = rejection;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a sentinel caught by run(), not an error
    throw STOP;
  }

  private position(): TextPosition {
    return { line: this.parser.line, column: this.parser.column, offset: this.parser.position };
  }

  private readonly onOpenTag = (tag: SaxesTagPlain): void => {
    const { path } = this;
    const depth = path.length + 1;
    const scope = this.scopeOf(tag, depth);
    const prefix = prefixOf(tag.name);
    const namespace = scope.lookup(prefix);
    if (namespace === undefined) {
      this.stop(unboundPrefix(prefix, tag.name, this.position()));
    }
    const localName = localNameOf(tag.name);
    if (depth === ROOT_DEPTH) {
      const rejection = this.checkRoot({ localName, namespace });
      if (rejection !== undefined) {
        this.stop(rejection);
      }
      this.ernNamespace = namespace;
    }
    // ERN children are normally unqualified; qualified with the message's own namespace is just as valid.
    const isErn = namespace === '' || namespace === this.ernNamespace;
    path.push(isErn ? localName : '');
    if (isErn && depth > ROOT_DEPTH) {
      this.enterErnElement(localName, depth, tag);
    }
  };

  /** The namespace bindings inside the element being opened. */
  private scopeOf(tag: SaxesTagPlain, depth: number): NamespaceStack {
    if (!this.tracksScopes) {
      return this.scopes;
    }
    this.scopes.enter(Object.entries(tag.attributes), 0);
    if (depth === ROOT_DEPTH) {
      // ERN messages declare their namespaces on the root element only. When no "xmlns" follows the
      // root's start tag, every element shares the root's bindings and reading each element's
      // attributes for declarations (several percent of the scan) can be skipped.
      this.tracksScopes = this.text.includes('xmlns', this.parser.position);
    }
    return this.scopes;
  }

  private enterErnElement(localName: string, depth: number, tag: SaxesTagPlain): void {
    if (depth === RESOURCE_LIST_DEPTH) {
      this.inResourceList = localName === 'ResourceList';
    } else if (!this.inResourceList) {
      return;
    } else if (depth === RESOURCE_DEPTH) {
      this.resourceFirstFile = this.files.length;
      this.resourceReference = undefined;
    } else if (this.file === undefined) {
      if (depth === RESOURCE_DEPTH + 1 && localName === 'ResourceReference') {
        this.readText('resourceReference', depth, tag);
      } else if (localName === 'File' && isFileParent(this.path[depth - 2] ?? '')) {
        this.file = {};
        this.fileDepth = depth;
      }
    } else if (depth === this.fileDepth + 1) {
      const field = FILE_CHILD_FIELDS.get(localName);
      if (field !== undefined) {
        this.readText(field, depth, tag);
      } else if (localName === HASH_SUM) {
        this.hashSumDepth = depth;
      }
    } else if (this.hashSumDepth !== 0 && depth === this.hashSumDepth + 1) {
      const field = HASH_SUM_CHILD_FIELDS.get(localName);
      if (field !== undefined) {
        this.readText(field, depth, tag);
      }
    }
  }

  private readText(field: Field, depth: number, tag: SaxesTagPlain): void {
    this.field = field;
    this.fieldDepth = depth;
    this.fieldText = '';
    this.fieldUserDefinedValue = tag.attributes.UserDefinedValue;
    // saxes skips building text nobody listens to, so listen only while reading a wanted element.
    this.parser.on('text', this.onText);
  }

  private readonly onText = (text: string): void => {
    if (this.field !== undefined) {
      this.fieldText += text;
    }
  };

  private readonly onCloseTag = (): void => {
    const depth = this.path.length;
    if (this.field !== undefined && depth === this.fieldDepth) {
      this.keepText(this.field);
      this.field = undefined;
      this.parser.off('text');
    } else if (depth === this.hashSumDepth) {
      this.hashSumDepth = 0;
    } else if (this.file !== undefined && depth === this.fileDepth) {
      this.files.push(this.file);
      this.file = undefined;
    } else if (this.inResourceList && depth === RESOURCE_DEPTH) {
      this.giveResourceReference();
    } else if (depth === RESOURCE_LIST_DEPTH) {
      this.inResourceList = false;
    }
    this.path.pop();
    if (this.tracksScopes) {
      this.scopes.leave();
    }
  };

  private keepText(field: Field): void {
    // AVS convention: a value outside the allowed list is written as "UserDefined" plus the attribute.
    const text =
      field === 'hashAlgorithm'
      && this.fieldUserDefinedValue !== undefined
      && this.fieldText.trim() === 'UserDefined'
        ? this.fieldUserDefinedValue
        : this.fieldText;
    if (field === 'resourceReference') {
      this.resourceReference = text.trim();
    } else if (this.file !== undefined) {
      this.file[field] = text;
    }
  }

  private giveResourceReference(): void {
    const reference = this.resourceReference;
    if (reference !== undefined && reference !== '') {
      for (let i = this.resourceFirstFile; i < this.files.length; i++) {
        (this.files[i]!).resourceReference = reference;
      }
    }
    this.resourceReference = undefined;
    this.resourceFirstFile = this.files.length;
  }
}

// Qualified names, as the saxes-era namespaces.ts split them.

/** The prefix of a qualified name (`''` when it has none). */
function prefixOf(qualifiedName: string): string {
  const colon = qualifiedName.indexOf(':');
  return colon < 0 ? '' : qualifiedName.slice(0, colon);
}

/** The local part of a qualified name. */
function localNameOf(qualifiedName: string): string {
  const colon = qualifiedName.indexOf(':');
  return colon < 0 ? qualifiedName : qualifiedName.slice(colon + 1);
}

// The saxes-era rewording of saxes errors (formerly mock-server/src/ern/malformed.ts).

/** Where in the text a parser stopped: 1-based line, column as saxes counts it, offset into the text. */
interface TextPosition {
  line: number;
  column: number;
  offset: number;
}

/**
 * An `XML_MALFORMED` rejection from a saxes error, reworded for a partner: what is wrong, where, and
 * (for the usual surprise, an entity reference) what to do instead.
 */
function malformed(saxesMessage: string, text: string, at: TextPosition): ErnRejection {
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
function unboundPrefix(prefix: string, elementName: string, at: TextPosition): ErnRejection {
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
