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
 * A JSON answer that says no, though its status says yes: Web3Forms' `{ success: false }`,
 * Formspree's `{ ok: false }` or `{ errors: [...] }`. Anything that is not JSON (Netlify's page) is a yes.
 */
async function refused(response: Response) {
  if (!response.headers.get('content-type')?.includes('json')) return false;
  const answer: unknown = await response.json().catch(() => undefined);
  if (typeof answer !== 'object' || answer === null) return false;
  const { success, ok, errors } = answer as Record<string, unknown>;
  return success === false || ok === false || (Array.isArray(errors) && errors.length > 0);
}

/**
 * POSTs the form URL-encoded and asks for JSON: a CORS simple request (no preflight), which every form
 * service reads. Network errors and server errors (5xx) are retried with exponential backoff; a client
 * error (4xx), or a JSON answer that refuses the message, is final at once: sending again cannot help.
 */
export async function deliver(action: string, body: URLSearchParams, options: DeliveryOptions = {}) {
  const { retries = 3, baseDelayMs = 1000, maxDelayMs = 30_000 } = options;
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  for (let attempt = 0; ; attempt++) {
    let retryable = true;
    try {
      const response = await send(action, { method: 'POST', headers: { Accept: 'application/json' }, body });
      if (response.ok) return (await refused(response)) ? ('failed' as const) : ('sent' as const);
      retryable = response.status >= 500;
    } catch {
      // Offline or the server is unreachable: worth another try.
    }
    if (!retryable || attempt >= retries) return 'failed' as const;
    await sleep(backoff(attempt, baseDelayMs, maxDelayMs));
  }
}
