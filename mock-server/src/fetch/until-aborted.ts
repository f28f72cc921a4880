/** Waiting on a promise that an AbortSignal can cut short, even when whoever made the promise ignores the signal. */

/**
 * Settles with `promise`, or rejects with the abort reason as soon as `signal` fires: the timeout holds even
 * when an injected fetch ignores its signal. A value that arrives after the abort goes to `lateValue`
 * (a response that must release its connection).
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, lateValue?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      reject(abortReason(signal));
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) lateValue?.(value);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('aborted');
}
