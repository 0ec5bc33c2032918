import { describe, expect, test } from 'vitest';
import { backoff, deliver } from '../../src/contact/deliver';

const message = { name: 'Ada', phone: '+44 20 7946 0958', message: 'Hello' };

/** A fake network answering with the given statuses in turn ('down' throws like a refused connection). */
function network(...answers: (number | 'down')[]) {
  const calls: RequestInit[] = [];
  const waits: number[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init!);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'down') throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer });
  };
  const sleep = async (ms: number) => void waits.push(ms);
  return { calls, waits, options: { fetch: fetch as typeof globalThis.fetch, sleep } };
}

describe('deliver', () => {
  test('POSTs the message as JSON once when the server accepts it', async () => {
    const { calls, waits, options } = network(200);
    expect(await deliver('https://example.com/m', message, options)).toBe('sent');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(new Headers(calls[0]!.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(calls[0]!.body as string)).toEqual(message);
    expect(waits).toEqual([]);
  });

  test('a server error is retried after 1 s, then 2 s', async () => {
    const { calls, waits, options } = network(500, 503, 200);
    expect(await deliver('https://example.com/m', message, options)).toBe('sent');
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  test('gives up after 3 retries (1 s, 2 s, 4 s) when the server stays down', async () => {
    const { calls, waits, options } = network('down');
    expect(await deliver('https://example.com/m', message, options)).toBe('failed');
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  test.each([400, 404, 422, 429])('a client error (%i) is not retried', async (status) => {
    const { calls, waits, options } = network(status, 200);
    expect(await deliver('https://example.com/m', message, options)).toBe('failed');
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  test('the backoff doubles and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoff(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
