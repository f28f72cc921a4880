/**
 * Console lines written in batches: one write per turn of the event loop (or per `everyMs`) instead of one per
 * line. Under load a proxy prints thousands of lines a second, and each write to a pipe or a terminal is a system
 * call that cost the proxy about a fifth of its CPU (issue #19 item 5, measured with --cpu-prof); per turn, still
 * a few percent, as a turn under load ends after one or two exchanges. Every line is still written, in order,
 * once the turn (or the interval) ends; flush() writes what is pending at once (before a final summary line), and
 * so does the process's exit, so no line is lost when the process ends.
 */

export interface LineBatch {
  /** Queues one line (without its newline). */
  line(text: string): void;
  /** Writes every queued line now. */
  flush(): void;
  /** Flushes and stops flushing on exit. */
  close(): void;
}

/** The most text held before it is written without waiting for the turn to end. */
const MAX_PENDING_CHARS = 64 * 1024;

export interface LineBatchOptions {
  /** Write at most this often (ms): a line waits that long at most. Default: at the end of the current turn. */
  everyMs?: number;
}

export function lineBatch(write: (text: string) => void, options: LineBatchOptions = {}): LineBatch {
  let pending: string[] = [];
  let chars = 0;
  let scheduled = false;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    chars = 0;
    write(text);
  };
  const onTurnEnd = () => {
    scheduled = false;
    timer = null;
    flush();
  };
  const schedule = options.everyMs === undefined
    ? () => setImmediate(onTurnEnd)
    : () => {
        timer = setTimeout(onTurnEnd, options.everyMs);
      };
  process.on('exit', flush);
  return {
    line(text) {
      pending.push(text);
      chars += text.length + 1;
      if (chars >= MAX_PENDING_CHARS) flush();
      else if (!scheduled) {
        scheduled = true;
        schedule();
      }
    },
    flush,
    close() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      scheduled = false;
      flush();
      process.off('exit', flush);
    },
  };
}
