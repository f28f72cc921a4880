/**
 * The schemas of a folder, with libxml2 compiled to WebAssembly (libxml2-wasm): each version's schema compiled
 * once, on first use, and reused; nothing ever fetched (input.ts, resolve.ts). Loaded by index.ts on first use only.
 */
import { performance } from 'node:perf_hooks';
import { XmlDocument, XmlError, XmlParseError, XmlValidateError } from 'libxml2-wasm';
import type { ErnVersion } from '../version.js';
import type { Finding } from '../preflight/types.js';
import { compileSchema, type CompiledSchema, MESSAGE_PARSE_OPTIONS } from './compile.js';
import { xsdFindings } from './findings.js';
import { refuseExternalInput } from './input.js';
import { expectedLayout, versionFolder, versionsIn } from './layout.js';
import type { XsdSchemas } from './types.js';

export interface LoadXsdOptions {
  /** Called after each compilation of a version's schema, with its milliseconds (tests count them, the bench times them). */
  onCompile?: (version: ErnVersion, milliseconds: number) => void;
}

/**
 * The schemas of a folder of the layout `<dir>/<version folder>/release-notification.xsd` (see layout.ts).
 * Reads only which versions are present; each compiles on its first {@link XsdSchemas.validate}.
 * @throws Error saying which layout is expected when `dir` is missing, unreadable or holds no version's schema.
 */
export async function loadXsdSchemas(dir: string, options: LoadXsdOptions = {}): Promise<XsdSchemas> {
  const versions = await versionsIn(dir);
  const compiled = new Map<ErnVersion, CompiledSchema | Error>();
  let closed = false;

  function schemaOf(version: ErnVersion): CompiledSchema {
    if (closed) throw new Error('XSD schemas: validate() after close()');
    if (!versions.has(version)) {
      throw new Error(`XSD schemas: ${dir} has no schema for ERN ${version}: ${expectedLayout(dir)}`);
    }
    let schema = compiled.get(version);
    if (schema === undefined) {
      const start = performance.now();
      try {
        schema = compileSchema(dir, versionFolder(version));
      } catch (error) {
        // A schema that does not compile is not retried on every message: the folder does not change.
        schema = error instanceof Error ? error : new Error(String(error));
      }
      compiled.set(version, schema);
      options.onCompile?.(version, performance.now() - start);
    }
    if (schema instanceof Error) throw schema;
    return schema;
  }

  return {
    dir,
    has: (version) => versions.has(version),
    validate(xml, version): Finding[] {
      const { validator } = schemaOf(version);
      refuseExternalInput();
      let document: XmlDocument;
      try {
        document = typeof xml === 'string'
          // A string is text already: its bytes are UTF-8 whatever its declaration says.
          ? XmlDocument.fromBuffer(Buffer.from(xml, 'utf8'), { option: MESSAGE_PARSE_OPTIONS, encoding: 'utf-8' })
          : XmlDocument.fromBuffer(xml, { option: MESSAGE_PARSE_OPTIONS });
      } catch (error) {
        if (!(error instanceof XmlParseError)) throw error;
        const findings = xsdFindings(error.details);
        return findings.length > 0 ? findings : xsdFindings([{ message: error.message, level: 3, line: 0, col: 0 }]);
      }
      try {
        validator.validate(document);
        return [];
      } catch (error) {
        if (error instanceof XmlValidateError) return xsdFindings(error.details, xml);
        // libxml2 gave up on the message (libxml2-wasm keeps no details then): still the message's finding, not a crash.
        if (error instanceof XmlError) return xsdFindings([{ message: error.message, level: 2, line: 0, col: 0 }]);
        throw error;
      } finally {
        document.dispose();
      }
    },
    close() {
      if (closed) return;
      closed = true;
      for (const schema of compiled.values()) {
        if (schema instanceof Error) continue;
        schema.validator.dispose();
        schema.document.dispose();
      }
      compiled.clear();
    },
  };
}
