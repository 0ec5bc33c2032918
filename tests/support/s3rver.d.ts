// The part of s3rver's API the tests use (the package ships no types).
declare module '@20minutes/s3rver' {
  interface Options {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: import('node:http').Server;
  }
}

declare module '@20minutes/s3rver/lib/models/account.js' {
  const account: { DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void } };
  export default account;
}
