/**
 * The only way libxml2 (libxml2-wasm) reads a file in this process: one input provider, registered once, that
 * answers every location libxml2 asks for. While a schema compiles, it serves the files its resolver names,
 * read from disk; at any other time (a message being parsed or validated) it refuses everything, so no
 * document can make libxml2 load a DTD, an entity or a schema, from disk or from the network.
 */
import { closeBuffer, openBuffer, readBuffer, xmlRegisterInputProvider } from 'libxml2-wasm';

/** The bytes of the file at `location`, or undefined to refuse it (the resolver records why). */
export type SchemaFileReader = (location: string) => Uint8Array | undefined;

let active: SchemaFileReader | null = null;
let registered = false;

function register(): void {
  if (registered) return;
  const ok = xmlRegisterInputProvider({
    // Every location: none may fall through to libxml2's own loaders.
    match: () => true,
    open: (location) => {
      const bytes = active?.(location);
      return bytes === undefined ? undefined : openBuffer(bytes);
    },
    read: (fd, buffer) => readBuffer(fd, buffer),
    close: (fd) => {
      closeBuffer(fd);
      return true;
    },
  });
  if (!ok) throw new Error('XSD schemas: libxml2 took no more input providers (its table is full)');
  registered = true;
}

/** Runs `compile` (synchronous: libxml2 calls back within it) with `reader` serving the files it loads. */
export function withSchemaFiles<T>(reader: SchemaFileReader, compile: () => T): T {
  register();
  active = reader;
  try {
    return compile();
  } finally {
    active = null;
  }
}

/** Installs the refusing provider before any message is parsed. */
export function refuseExternalInput(): void {
  register();
}
