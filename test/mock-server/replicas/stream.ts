/**
 * The dashboard's live stream (`GET /_operator/stream`) read over a real socket as the dashboard reads it: fetch()
 * with the operator token in a header, Server-Sent Events parsed as they arrive. The one SSE reader of the tests (the
 * replicas' and test/mock-server/server/stream.test.ts).
 */
export interface StreamMessage {
  event: string;
  data: Record<string, unknown>;
}

export interface OpenStream {
  /** The response's headers. */
  headers: Headers;
  messages: StreamMessage[];
  /** Whether the server ended the stream. */
  ended(): boolean;
  /** Resolves the first message (from `from` on) that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (message: StreamMessage) => boolean, timeoutMs?: number, from?: number): Promise<StreamMessage>;
  close(): void;
}

export async function openStream(baseUrl: string, token = 'op_local_dev'): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/_operator/stream`, { headers: { 'x-operator-token': token }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
  const messages: StreamMessage[] = [];
  let done = false;
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event !== undefined && data !== undefined) messages.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: ended() says so.
    }
    done = true;
  })();
  return {
    headers: response.headers,
    messages,
    ended: () => done,
    async waitFor(match, timeoutMs = 20_000, from = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no such stream message in ${timeoutMs} ms; got ${messages.map((m) => m.event).join(', ')}${done ? ' (stream ended)' : ''}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => {
      controller.abort();
    },
  };
}
