// Fetching an original from the bucket: only the address asked, never a redirect, within caps, with retries.

/** What a download may take: the editor's `max_file_size`, and a picture's pixels (a decompression bomb's are more). */
export const downloadLimits = {
  bytes: 40 * 1024 * 1024,
  pixels: 100_000_000,
  /** Per attempt, from the request to the last byte. */
  timeoutMs: 60_000,
  attempts: 3,
  /** Before the second try; four times as long before the third. */
  pauseMs: 250,
};

/** A download refused for good: the address is wrong, or its answer. Trying again would not help. */
export class RefusedDownload extends Error {}

/** What the bucket answered: the bytes (all, or the first `head`), the object's ETag and its whole size. */
export interface Downloaded {
  bytes: Buffer;
  etag: string | undefined;
  size: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Reads a body up to `limit` bytes; past `cap`, the download is refused. */
async function readBody(response: Response, limit: number, cap: number, url: URL): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > cap) {
      await reader.cancel();
      throw new RefusedDownload(`${url.href} is over ${megabytes(cap)}: the site takes pictures up to that size`);
    }
    chunks.push(Buffer.from(value));
    if (length >= limit) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

async function attempt(url: URL, method: 'GET' | 'HEAD', head: number | undefined): Promise<Downloaded> {
  const headers: Record<string, string> = head ? { range: `bytes=0-${head - 1}` } : {};
  const response = await fetch(url, {
    method,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(downloadLimits.timeoutMs),
  });
  if (response.status >= 300 && response.status < 400)
    throw new RefusedDownload(
      `${url.href} answered with a redirect (${response.status}${response.headers.get('location') ? ` to ${response.headers.get('location')}` : ''}): pictures are fetched only at their own address`,
    );
  if (response.status === 404 || response.status === 403 || response.status === 410)
    throw new RefusedDownload(
      `${url.href} is not in the picture store (it answered ${response.status}): upload it again in the editor`,
    );
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  const size = Number(range?.[1] ?? response.headers.get('content-length') ?? NaN);
  if (size > downloadLimits.bytes)
    throw new RefusedDownload(
      `${url.href} is ${megabytes(size)}: the site takes pictures up to ${megabytes(downloadLimits.bytes)}`,
    );
  const etag = response.headers.get('etag') ?? undefined;
  if (method === 'HEAD') {
    await response.body?.cancel();
    return { bytes: Buffer.alloc(0), etag, size };
  }
  const bytes = await readBody(response, head ?? Infinity, downloadLimits.bytes, url);
  return { bytes, etag, size: Number.isNaN(size) ? bytes.byteLength : size };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Downloads `url` (its first `head` bytes with a range request where the store takes one, or only its
 * headers with `method: 'HEAD'`), trying again after a network error, a timeout or a server error; a
 * refusal (redirect, missing, too large) is final.
 */
export async function download(url: URL, { head, method = 'GET' }: { head?: number; method?: 'GET' | 'HEAD' } = {}) {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt(url, method, head);
    } catch (error) {
      if (error instanceof RefusedDownload || tried >= downloadLimits.attempts)
        throw error instanceof RefusedDownload
          ? error
          : new Error(`${url.href} could not be fetched after ${tried} tries: ${(error as Error).message}`, {
              cause: error,
            });
      await pause(downloadLimits.pauseMs * 4 ** (tried - 1));
    }
  }
}
