import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import account from '@20minutes/s3rver/lib/models/account.js';

/** The house's upload key, shaped as AWS's are: Sveltia checks a secret's form before it tries it. */
const key = { id: 'AKIAHOUSEUPLOADS0001', secret: 'houseUploadSecretForTheLocalBucket0Only0' };
account.DUMMY_ACCOUNT.createKeyPair(key.id, key.secret);

/** Any page may read and write it, as the house's bucket lets its editor's origin (src/originals/README.md, CORS). */
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>DELETE</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

/**
 * An S3-compatible bucket on 127.0.0.1 (s3rver: a real S3 API, its objects in a temporary folder), and the
 * build settings that name it (README, "Build settings"): `env`, with the write key for `pictures:move`.
 * Requests pass through a front that notes each (`requests`, and the bytes it `served`) and adds `delayMs`
 * to each, as a far bucket would.
 */
export async function localBucket({ name = 'house', delayMs = 0 } = {}) {
  const directory = mkdtempSync(join(tmpdir(), 'bucket-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name, configs: [cors] }],
  });
  const { port: s3Port } = await s3.run();
  const requests: { method: string; url: string; range?: string }[] = [];
  /** The bytes of every answer's body: what builds downloaded. */
  const served = { bytes: 0 };
  const front = createServer((incoming, outgoing) => {
    const { range } = incoming.headers;
    requests.push({ method: incoming.method!, url: incoming.url!, ...(range && { range }) });
    setTimeout(() => {
      const upstream = forward(
        { host: '127.0.0.1', port: s3Port, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          answer.on('data', (chunk: Buffer) => (served.bytes += chunk.byteLength));
          outgoing.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    }, delayMs);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  return {
    endpoint,
    url: `${endpoint}/${name}/`,
    env: {
      PICTURES_URL: `${endpoint}/${name}/`,
      PICTURES_BUCKET: name,
      PICTURES_ENDPOINT: endpoint,
      PICTURES_REGION: 'us-east-1',
      PICTURES_ACCESS_KEY_ID: key.id,
      PICTURES_SECRET_ACCESS_KEY: key.secret,
    },
    requests,
    served,
    close: async () => {
      front.closeAllConnections();
      front.close();
      s3.httpServer?.closeAllConnections();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
