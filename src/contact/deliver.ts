import type { ContactDraft } from './validation';

export interface DeliveryOptions {
  /** How many times a failed send is tried again: after 1 s, 2 s, 4 s… */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** The wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s…, never more than the cap. */
export const backoff = (attempt: number, baseDelayMs = 1000, maxDelayMs = 30_000) =>
  Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);

/**
 * POSTs the message as JSON. Network errors and server errors (5xx) are retried with exponential
 * backoff; a client error (4xx) is final at once, since sending the same request again cannot help.
 */
export async function deliver(endpoint: string, message: ContactDraft, options: DeliveryOptions = {}) {
  const { retries = 3, baseDelayMs = 1000, maxDelayMs = 30_000 } = options;
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  for (let attempt = 0; ; attempt++) {
    let retryable = true;
    try {
      const response = await send(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
      });
      if (response.ok) return 'sent' as const;
      retryable = response.status >= 500;
    } catch {
      // Offline or the server is unreachable: worth another try.
    }
    if (!retryable || attempt >= retries) return 'failed' as const;
    await sleep(backoff(attempt, baseDelayMs, maxDelayMs));
  }
}
