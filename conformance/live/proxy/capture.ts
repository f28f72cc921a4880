/**
 * What the proxy keeps of a body for judging, beside the stream: the first `limit` bytes of its chunks, or nothing
 * once it went over (a longer body is forwarded, not judged). The chunks are kept as node:http and undici give them:
 * neither reuses a chunk's memory once it is handed on.
 */
export class Capture {
  private chunks: Buffer[] = [];
  private length = 0;
  private over = false;
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  add(chunk: Buffer): void {
    if (this.over) return;
    this.length += chunk.length;
    if (this.length > this.limit) {
      this.over = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(chunk);
  }

  /** The body kept, or null when it was longer than the limit. */
  body(): Buffer | null {
    if (this.over) return null;
    return this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
  }
}
