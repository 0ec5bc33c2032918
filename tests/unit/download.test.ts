import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { download, downloadLimits } from '../../src/originals/download.ts';
import { sizeOf } from '../../src/originals/originals.ts';

// An original is fetched from its own address only, within the caps, and tried again only when trying helps.

const body = Buffer.alloc(1000, 7);
let failures = 0;
const answers: Record<string, (response: ServerResponse, range?: string) => void> = {
  '/ok.jpg': (response, range) =>
    range
      ? response
          .writeHead(206, { etag: '"v1"', 'content-range': `bytes 0-99/${body.length}` })
          .end(body.subarray(0, 100))
      : response.writeHead(200, { etag: '"v1"', 'content-length': body.length }).end(body),
  '/moved.jpg': (response) => response.writeHead(302, { location: 'http://169.254.169.254/' }).end(),
  '/missing.jpg': (response) => response.writeHead(404).end(),
  '/huge.jpg': (response) => response.writeHead(200, { 'content-length': 41 * 1024 * 1024 }).end(),
  '/endless.jpg': (response) => {
    response.writeHead(200);
    const chunk = Buffer.alloc(1024 * 1024);
    const more = () => (response.write(chunk) ? setImmediate(more) : response.once('drain', more));
    response.on('close', () => response.destroy());
    more();
  },
  '/flaky.jpg': (response) => (++failures < 3 ? response.writeHead(503).end() : answers['/ok.jpg']!(response)),
  '/down.jpg': (response) => response.writeHead(500).end(),
  '/slow.jpg': () => undefined,
};
const server = createServer((request, response) => answers[request.url!]!(response, request.headers.range));
let origin = '';
const saved = { ...downloadLimits };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(downloadLimits, { pauseMs: 10 });
});
afterAll(() => {
  Object.assign(downloadLimits, saved);
  server.closeAllConnections();
  server.close();
});

const at = (path: string) => new URL(path, origin);

test('reads the whole file, its ETag and size; or its head only, with a range request; or only its headers', async () => {
  expect(await download(at('/ok.jpg'))).toEqual({ bytes: body, etag: '"v1"', size: 1000 });
  expect(await download(at('/ok.jpg'), { head: 100 })).toEqual({
    bytes: body.subarray(0, 100),
    etag: '"v1"',
    size: 1000,
  });
  expect(await download(at('/ok.jpg'), { method: 'HEAD' })).toMatchObject({ etag: '"v1"', size: 1000 });
});

test('refuses a redirect, naming where it led, and does not follow it', async () => {
  await expect(download(at('/moved.jpg'))).rejects.toThrow(
    `${origin}/moved.jpg answered with a redirect (302 to http://169.254.169.254/): pictures are fetched only at their own address`,
  );
});

test('says a missing picture is not in the store, at once', async () => {
  await expect(download(at('/missing.jpg'))).rejects.toThrow('is not in the picture store (it answered 404)');
});

test('refuses more than 40 MB, whether announced or streamed', async () => {
  await expect(download(at('/huge.jpg'))).rejects.toThrow('is 41 MB: the site takes pictures up to 40 MB');
  await expect(download(at('/endless.jpg'))).rejects.toThrow('is over 40 MB');
});

test('tries again after a server error or a timeout, three times in all', async () => {
  expect((await download(at('/flaky.jpg'))).etag).toBe('"v1"');
  expect(failures).toBe(3);
  await expect(download(at('/down.jpg'))).rejects.toThrow('could not be fetched after 3 tries: ');
  // A short limit for the one address that never answers: the others keep the real one, however busy the machine.
  downloadLimits.timeoutMs = 300;
  await expect(download(at('/slow.jpg'))).rejects.toThrow(/could not be fetched after 3 tries: .*(timeout|aborted)/i);
  downloadLimits.timeoutMs = saved.timeoutMs;
});

test('refuses a picture over 100 megapixels from its header, before it is decoded', async () => {
  // A PNG's header: 20000×20000 pixels declared, no pixel data.
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(20_000, 16);
  header.writeUInt32BE(20_000, 20);
  await expect(sizeOf(header, '"bomb.png"')).rejects.toThrow(
    '"bomb.png" is 20000×20000 pixels, over 100 million: export it smaller',
  );
  header.writeUInt32BE(10_000, 16);
  header.writeUInt32BE(10_000, 20);
  await expect(sizeOf(header, '"big.png"')).resolves.toMatchObject({ width: 10_000, height: 10_000 });
});
