import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { editorConfig } from '../../src/cms/config.ts';
import { editorFolderFor } from '../../src/site-model/hosts.ts';
import { bucketOf } from '../../src/site-model/picture-store.ts';
import { editorSettings as settings } from '../support/editor-settings.ts';

// With PICTURES_URL set, the editor uploads originals to the bucket, and its page may reach that bucket alone.

const r2 = bucketOf({
  PICTURES_URL: 'https://media.maison-verane.com/originals/',
  PICTURES_BUCKET: 'maison-originals',
  PICTURES_ACCESS_KEY_ID: 'a1b2c3',
  PICTURES_ENDPOINT: 'https://0123456789abcdef.eu.r2.cloudflarestorage.com',
  PICTURES_PREFIX: 'originals/',
})!;
const s3 = bucketOf({
  PICTURES_URL: 'http://127.0.0.1:4568/house/',
  PICTURES_BUCKET: 'house',
  PICTURES_ACCESS_KEY_ID: 'S3RVER',
  PICTURES_ENDPOINT: 'http://127.0.0.1:4568',
  PICTURES_REGION: 'us-east-1',
})!;
const settingsOf = (bucket: typeof r2) => ({
  PICTURES_URL: bucket.url.href,
  PICTURES_BUCKET: bucket.name,
  PICTURES_ACCESS_KEY_ID: bucket.accessKeyId,
  PICTURES_ENDPOINT: bucket.endpoint,
  PICTURES_PREFIX: bucket.prefix,
});
const validate = addFormats(new Ajv({ strict: false, allErrors: true })).compile(
  JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8')),
);
const csp = (bucket: typeof r2 | undefined) => editorFolderFor(bucket).headers['Content-Security-Policy']!;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the editor with a bucket', () => {
  test('R2: its settings are valid against Sveltia’s JSON Schema, and no picture goes into git', () => {
    const config = editorConfig({ ...settings, bucket: r2 });
    expect(validate(config), JSON.stringify(validate.errors, null, 1)).toBe(true);
    expect(config.media_libraries).toEqual({
      default: false,
      cloudflare_r2: {
        bucket: 'maison-originals',
        access_key_id: 'a1b2c3',
        account_id: '0123456789abcdef',
        jurisdiction: 'eu',
        prefix: 'originals/',
        // Sveltia writes {public_url}/{key}: PICTURES_URL and the file's name.
        public_url: 'https://media.maison-verane.com',
      },
      stock_assets: false,
    });
  });

  test('S3 on a local endpoint: path-style, at PICTURES_URL', () => {
    const config = editorConfig({ ...settings, bucket: s3 });
    expect(validate(config), JSON.stringify(validate.errors, null, 1)).toBe(true);
    expect((config.media_libraries as Record<string, unknown>).aws_s3).toEqual({
      bucket: 'house',
      access_key_id: 'S3RVER',
      endpoint: 'http://127.0.0.1:4568',
      region: 'us-east-1',
      force_path_style: true,
      public_url: 'http://127.0.0.1:4568/house',
    });
  });

  test('its page reaches GitHub and the bucket, its public address and its API, and nothing more', () => {
    expect(directive(csp(undefined), 'connect-src')).toBe("connect-src 'self' blob: data: https://api.github.com");
    expect(directive(csp(r2), 'connect-src')).toBe(
      "connect-src 'self' blob: data: https://api.github.com https://media.maison-verane.com https://0123456789abcdef.eu.r2.cloudflarestorage.com",
    );
    expect(directive(csp(r2), 'img-src')).toBe(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com https://media.maison-verane.com https://0123456789abcdef.eu.r2.cloudflarestorage.com",
    );
    expect(directive(csp(s3), 'connect-src')).toBe(
      "connect-src 'self' blob: data: https://api.github.com http://127.0.0.1:4568",
    );
  });

  test('a setting missing, or a prefix PICTURES_URL does not end with, is named', () => {
    const bucket = bucketOf({ ...settingsOf(r2), PICTURES_URL: 'https://media.example/pictures/' })!;
    expect(() => editorConfig({ ...settings, bucket })).toThrow(
      'PICTURES_URL is "https://media.example/pictures/": with PICTURES_PREFIX "originals/", it must end with it',
    );
    expect(() => editorConfig({ ...settings, bucket: { ...r2, endpoint: undefined } })).toThrow(
      'PICTURES_ENDPOINT is not set: the editor uploads to the bucket PICTURES_URL shows (README, "Build settings").',
    );
  });
});
