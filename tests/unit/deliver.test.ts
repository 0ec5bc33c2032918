import { describe, expect, test } from 'vitest';
import { backoff, deliver } from '../../src/contact/deliver.ts';

const form = () => new URLSearchParams({ name: 'Ada', phone: '+44 20 7946 0958', message: 'Hello', language: 'en' });
type Answer = number | 'down' | { status: number; json: unknown };

/** A fake network answering in turn ('down' throws like a refused connection; an object answers JSON). */
function network(...answers: Answer[]) {
  const calls: RequestInit[] = [];
  const waits: number[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init!);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'down') throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') return new Response(null, { status: answer });
    return Response.json(answer.json, { status: answer.status });
  };
  const sleep = async (ms: number) => void waits.push(ms);
  return { calls, waits, options: { fetch: fetch as typeof globalThis.fetch, sleep } };
}

describe('deliver', () => {
  test('POSTs the form URL-encoded, asking for JSON: a simple request, with no preflight', async () => {
    const { calls, waits, options } = network(200);
    expect(await deliver('https://example.com/m', form(), options)).toBe('sent');
    expect(calls).toHaveLength(1);
    const request = new Request('https://example.com/m', calls[0]);
    expect(request.method).toBe('POST');
    // Only CORS-safelisted headers: Accept, and the Content-Type the body gives itself.
    expect([...request.headers]).toEqual([
      ['accept', 'application/json'],
      ['content-type', 'application/x-www-form-urlencoded;charset=UTF-8'],
    ]);
    expect(await request.text()).toBe('name=Ada&phone=%2B44+20+7946+0958&message=Hello&language=en');
    expect(waits).toEqual([]);
  });

  test.each([
    ['Formspree', { ok: true, next: '/thanks' }],
    ['Web3Forms', { success: true, message: 'Email sent successfully!' }],
  ])('a 2xx is sent (%s’s success body)', async (_service, json) => {
    const { options } = network({ status: 200, json });
    expect(await deliver('https://example.com/m', form(), options)).toBe('sent');
  });

  test.each([
    ['Web3Forms', { success: false, message: 'Invalid access key' }],
    ['Formspree', { ok: false }],
    ['Formspree', { errors: [{ code: 'EMPTY', message: 'form is empty' }] }],
  ])('a 2xx whose JSON refuses the message (%s) is final', async (_service, json) => {
    const { calls, waits, options } = network({ status: 200, json }, 200);
    expect(await deliver('https://example.com/m', form(), options)).toBe('failed');
    expect([calls.length, waits]).toEqual([1, []]);
  });

  test('a server error is retried after 1 s, then 2 s', async () => {
    const { calls, waits, options } = network(500, 503, 200);
    expect(await deliver('https://example.com/m', form(), options)).toBe('sent');
    expect([calls.length, waits]).toEqual([3, [1000, 2000]]);
  });

  test('gives up after 3 retries (1 s, 2 s, 4 s) when the server stays down', async () => {
    const { calls, waits, options } = network('down');
    expect(await deliver('https://example.com/m', form(), options)).toBe('failed');
    expect([calls.length, waits]).toEqual([4, [1000, 2000, 4000]]);
  });

  test.each([400, 404, 422, 429])('a client error (%i) is not retried', async (status) => {
    const { calls, waits, options } = network(status, 200);
    expect(await deliver('https://example.com/m', form(), options)).toBe('failed');
    expect([calls.length, waits]).toEqual([1, []]);
  });

  test('the backoff doubles and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoff(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
