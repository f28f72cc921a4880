/**
 * The ERN side of the one pass over a message: the root element handed over for a verdict, and every
 * resource `File` collected while the generic walk (xml/well-formed.ts) checks well-formedness.
 */
import { defaultXmlStructureLimits, OverLimit, type XmlStructureLimits } from '../xml/limits.js';
import { NamespaceStack } from '../xml/namespaces.js';
import type { StartTag } from '../xml/tags.js';
import { walkXml, type XmlVisitor } from '../xml/well-formed.js';
import { decodedText, type XmlText } from '../xml/xml-text.js';
import {
  FILE_CHILD_FIELDS,
  HASH_SUM,
  HASH_SUM_CHILD_FIELDS,
  isFileParent,
  type RawFile,
  type RawFileField,
} from './files.js';
import { malformed, overLimit, unboundPrefix } from './malformed.js';
import { doctypeForbidden } from './prolog.js';
import type { TreeBuilder } from './release/build-tree.js';
import type { ErnRejection } from './types.js';

/** The root element, as {@link scanMessage} hands it to its caller for a verdict. */
export interface RootElement {
  localName: string;
  /** Namespace URI; `''` when the element is in no namespace. */
  namespace: string;
}

/** The `File` elements of a well-formed message, or the first problem met. */
export type ScanResult = { ok: true; files: RawFile[] } | ErnRejection;

/**
 * Walks a message once (xml/well-formed.ts) and collects every resource `File` (see `files.ts`), checking
 * well-formedness on the way. Only the path of open elements and the text of the few elements read is
 * kept, so the cost is one pass over the text whatever the message's size.
 *
 * `checkRoot` sees the root element as soon as its start tag has been read; a rejection from it stops the
 * scan there, so an unsupported message costs only its first line or two.
 *
 * `tree`, when given, is handed every element and the text it asks for in the same walk
 * (release/build-tree.ts); without it the scan does what it always did, at the same cost.
 *
 * A message over one of `limits` (xml/limits.ts) is refused with `XML_TOO_COMPLEX` where it passes it.
 */
export function scanMessage(
  xml: XmlText,
  checkRoot: (root: RootElement) => ErnRejection | undefined,
  tree?: TreeBuilder,
  limits: XmlStructureLimits = defaultXmlStructureLimits,
): ScanResult {
  const result = scan(xml, checkRoot, limits, tree);
  if (result.ok || !xml.utf8Units) {
    return result;
  }
  // A scan of UTF-8 units (xml/xml-text.ts) would quote names as bytes and count columns in bytes. A
  // rejection is rare, so the decoded text is scanned again: same verdict, readable message.
  return scan({ text: decodedText(xml), utf8Units: false, oneByte: false }, checkRoot, limits);
}

function scan(
  xml: XmlText,
  checkRoot: (root: RootElement) => ErnRejection | undefined,
  limits: XmlStructureLimits,
  tree?: TreeBuilder,
): ScanResult {
  const { text } = xml;
  const scanner = new ErnScanner(text, checkRoot, limits, tree);
  const outcome = walkXml(xml, scanner, limits);
  if (outcome === 'doctype') {
    // screenProlog refuses DOCTYPEs before the walk; this only backs it up. Nothing a DOCTYPE declares
    // is ever read, let alone expanded or fetched.
    return doctypeForbidden();
  }
  if (outcome instanceof OverLimit) {
    return overLimit(outcome, text);
  }
  if (outcome !== undefined) {
    return malformed(outcome, text);
  }
  return scanner.result();
}

// Depths of the elements the scan cares about: NewReleaseMessage/ResourceList/<resource>/ResourceReference.
const ROOT_DEPTH = 1;
const RESOURCE_LIST_DEPTH = 2;
const RESOURCE_DEPTH = 3;

type Field = RawFileField | 'resourceReference';

class ErnScanner implements XmlVisitor {
  private rejection: ErnRejection | undefined;
  private readonly files: RawFile[] = [];

  /**
   * Local names of the open elements, in `path[0]` to `path[depth - 1]`; `''` for one outside the
   * message's namespace, so it never matches.
   */
  private readonly path: string[] = [];
  private depth = 0;
  /** Namespace bindings of the open elements, while {@link tracksScopes}; else only the root's. */
  private readonly scopes: NamespaceStack;
  private tracksScopes = true;
  private ernNamespace = '';
  /** Whether an unprefixed element is read as ERN while {@link tracksScopes} is false. */
  private unprefixedIsErn = false;
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

  private readonly text: string;
  private readonly checkRoot: (root: RootElement) => ErnRejection | undefined;
  /** The kept element tree being built in this walk, when asked for. */
  private readonly tree: TreeBuilder | undefined;

  constructor(text: string, checkRoot: (root: RootElement) => ErnRejection | undefined, limits: XmlStructureLimits, tree?: TreeBuilder) {
    this.text = text;
    this.checkRoot = checkRoot;
    this.tree = tree;
    this.scopes = new NamespaceStack(limits);
  }

  /** The files found, or why the scan stopped early. */
  result(): ScanResult {
    return this.rejection ?? { ok: true, files: this.files };
  }

  get wantsText(): boolean {
    return this.field !== undefined || this.tree?.wantsText === true;
  }

  startElement(tag: StartTag): boolean {
    const depth = this.depth + 1;
    const { prefix, localName } = tag;
    let isErn = this.unprefixedIsErn;
    // Unless namespaces are declared below the root, an unprefixed element is in the root's default
    // namespace, judged once; only the others need a lookup.
    if (this.tracksScopes || prefix !== '') {
      this.enterScope(tag, depth);
      const namespace = this.scopes.lookup(prefix);
      if (namespace === undefined) {
        this.rejection = unboundPrefix(prefix, tag.name, this.text, tag.start);
        return false;
      }
      if (depth === ROOT_DEPTH) {
        // Read as UTF-8 units, a non-ASCII local name is never NewReleaseMessage: the rejection makes
        // scanMessage scan the decoded text again, and the message quotes the name as characters.
        this.rejection = this.checkRoot({ localName, namespace });
        if (this.rejection !== undefined) {
          return false;
        }
        this.ernNamespace = namespace;
        this.unprefixedIsErn = this.isErnNamespace(this.scopes.lookup('') ?? '');
      }
      isErn = this.isErnNamespace(namespace);
    }
    this.path[depth - 1] = isErn ? localName : '';
    this.depth = depth;
    this.tree?.open(tag, isErn);
    if (isErn && depth > ROOT_DEPTH) {
      this.enterErnElement(localName, depth, tag);
    }
    return true;
  }

  /** ERN children are normally unqualified; qualified with the message's own namespace is just as valid. */
  private isErnNamespace(namespace: string): boolean {
    return namespace === '' || namespace === this.ernNamespace;
  }

  /** Takes the namespace declarations of the element being opened (only the root's, unless others declare some). */
  private enterScope(tag: StartTag, depth: number): void {
    if (!this.tracksScopes) return;
    if (tag.declaresNamespaces()) this.scopes.enter(tag.attributes(), tag.start);
    else this.scopes.enterPlain();
    if (depth === ROOT_DEPTH) {
      // ERN messages declare their namespaces on the root element only. When no "xmlns" follows the
      // root's start tag, every element shares the root's bindings and reading each element's
      // attributes for declarations can be skipped.
      this.tracksScopes = this.text.includes('xmlns', tag.end);
    }
  }

  private enterErnElement(localName: string, depth: number, tag: StartTag): void {
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

  private readText(field: Field, depth: number, tag: StartTag): void {
    this.field = field;
    this.fieldDepth = depth;
    this.fieldText = '';
    // Attribute values are decoded only on demand, and only this one is ever needed (see keepText).
    this.fieldUserDefinedValue = field === 'hashAlgorithm' ? tag.attribute('UserDefinedValue') : undefined;
  }

  characters(data: string): void {
    if (this.field !== undefined) this.fieldText += data;
    if (this.tree?.wantsText === true) this.tree.characters(data);
  }

  endElement(): void {
    const { depth } = this;
    this.tree?.close();
    if (this.field !== undefined && depth === this.fieldDepth) {
      this.keepText(this.field);
      this.field = undefined;
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
    this.depth = depth - 1;
    if (this.tracksScopes) {
      this.scopes.leave();
    }
  }

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
