/**
 * Compiling one version's schema with libxml2: the main schema parsed under its virtual URL, every file it
 * imports served from the version's folder by resolve.ts (never fetched), and any location that cannot be
 * served made an error that names it, even where libxml2 itself would only warn and skip the import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ParseOption, XmlDocument, XmlLibError, XsdValidator } from 'libxml2-wasm';
import { withSchemaFiles } from './input.js';
import { expectedLayout, MAIN_SCHEMA } from './layout.js';
import { resolveSchemaLocation, virtualSchemaUrl } from './resolve.js';

/**
 * How libxml2 parses schemas and messages: no network, no external entities, no system catalog; lines past
 * 65,535 counted (a 60 MB message has millions); a compact tree.
 */
// libxml2's options are bit flags: their union is a valid option value, which TypeScript's enum type cannot say.
export const PARSE_OPTIONS = (ParseOption.XML_PARSE_NONET
  | ParseOption.XML_PARSE_NO_XXE
  | ParseOption.XML_PARSE_NO_SYS_CATALOG
  | ParseOption.XML_PARSE_BIG_LINES
  | ParseOption.XML_PARSE_COMPACT) as ParseOption;

/**
 * A message's options add the substitution of its internal entities: libxml2's schema validator cannot walk an
 * entity reference (it fails as an internal error). External entities stay unloaded (NO_XXE), and libxml2's
 * amplification limit stops a billion laughs.
 */
export const MESSAGE_PARSE_OPTIONS = (PARSE_OPTIONS | ParseOption.XML_PARSE_NOENT) as ParseOption;

/** A compiled schema and the document it was compiled from, freed together. */
export interface CompiledSchema {
  validator: XsdValidator;
  document: XmlDocument;
}

function reason(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : String(error);
}

/**
 * Compiles `<root>/<folder>/release-notification.xsd`.
 * @throws Error naming the file that is missing or cannot be read offline, or quoting libxml2's complaints.
 */
export function compileSchema(root: string, folder: string): CompiledSchema {
  const dir = path.join(root, folder);
  const mainFile = path.join(dir, MAIN_SCHEMA);
  let main: Uint8Array;
  try {
    main = readFileSync(mainFile);
  } catch (error) {
    throw new Error(`XSD schemas: cannot read ${mainFile} (${reason(error)}): ${expectedLayout(root)}`, { cause: error });
  }
  const unresolved: string[] = [];
  const serve = (location: string): Uint8Array | undefined => {
    const resolution = resolveSchemaLocation(location, folder, dir);
    if ('error' in resolution) {
      unresolved.push(resolution.error);
      return undefined;
    }
    try {
      return readFileSync(resolution.file);
    } catch (error) {
      unresolved.push(`${location} is read offline from ${resolution.file}, which cannot be read (${reason(error)})`);
      return undefined;
    }
  };
  // Paths in libxml2's messages are the virtual ones; the user knows the folder by its real name.
  const virtualDir = path.posix.dirname(virtualSchemaUrl(folder, MAIN_SCHEMA));
  const onDisk = (message: string): string => message.trim().replaceAll(virtualDir, dir);
  let document: XmlDocument | undefined;
  try {
    const compiled = withSchemaFiles(serve, () => {
      document = XmlDocument.fromBuffer(main, { url: virtualSchemaUrl(folder, MAIN_SCHEMA), option: PARSE_OPTIONS });
      return XsdValidator.fromDoc(document);
    });
    if (unresolved.length > 0) {
      compiled.dispose();
      throw new Error(`XSD schemas: ${mainFile} imports a file that is not in its folder: ${unresolved.join('; ')}. `
        + `Nothing is downloaded while validating: ${expectedLayout(root)}`);
    }
    return { validator: compiled, document: document! };
  } catch (error) {
    document?.dispose();
    if (!(error instanceof XmlLibError)) throw error;
    const complaints = error.details.slice(0, 5).map((detail) => `line ${detail.line}: ${onDisk(detail.message)}`);
    const missing = unresolved.length > 0 ? ` (not in its folder: ${unresolved.join('; ')})` : '';
    throw new Error(`XSD schemas: libxml2 cannot compile ${mainFile}${missing}: ${complaints.join(' | ') || onDisk(error.message)}`, { cause: error });
  }
}
