import { describe, expect, test } from 'vitest';
import { bucketPicture } from '../../src/originals/bucket-address.ts';
import { pictureSource } from '../../src/originals/picture-source.ts';
import { bucketOf, picturesUrl } from '../../src/site-model/picture-store.ts';

// Content names a bucket's picture only under PICTURES_URL, to the letter: the build never asks elsewhere.

const base = picturesUrl('https://bucket.example/originals');

describe('a picture address in the bucket', () => {
  test('is a key under PICTURES_URL, accents %-escaped as the editor writes them', () => {
    for (const key of ['robe-ete.jpg', 'fall-winter-2026/look-01.webp', 'robe%20%C3%A9t%C3%A9.JPG'])
      expect(bucketPicture(`https://bucket.example/originals/${key}`, base)).toEqual({
        key,
        url: new URL(`https://bucket.example/originals/${key}`),
      });
  });

  test.each([
    ['another host', 'https://evil.com/originals/a.jpg'],
    ['a look-alike host', 'https://bucket.example.evil.com/originals/a.jpg'],
    ['credentials that make another host', 'https://bucket.example@evil.com/originals/a.jpg'],
    ['credentials', 'https://user:secret@bucket.example/originals/a.jpg'],
    ['another scheme', 'http://bucket.example/originals/a.jpg'],
    ['another port', 'https://bucket.example:8443/originals/a.jpg'],
    ['another folder', 'https://bucket.example/private/a.jpg'],
    ['a folder that only starts alike', 'https://bucket.example/originals-old/a.jpg'],
    ['..', 'https://bucket.example/originals/../secret.jpg'],
    ['%2e%2e', 'https://bucket.example/originals/%2e%2e/secret.jpg'],
    ['%2E%2E in upper case', 'https://bucket.example/originals/%2E%2E/secret.jpg'],
    ['an escaped slash', 'https://bucket.example/originals/a%2F..%2Fb.jpg'],
    ['a backslash', 'https://bucket.example/originals/..\\secret.jpg'],
    ['a query', 'https://bucket.example/originals/a.jpg?x-id=GetObject'],
    ['a fragment', 'https://bucket.example/originals/a.jpg#x'],
    ['a hidden file', 'https://bucket.example/originals/.a.jpg'],
    ['an empty folder', 'https://bucket.example/originals//a.jpg'],
    ['loopback', 'http://127.0.0.1/originals/a.jpg'],
    ['a private address', 'http://10.0.0.2/originals/a.jpg'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['a file', 'file:///etc/passwd'],
    ['a broken escape', 'https://bucket.example/originals/%zz.jpg'],
  ])('refuses %s, saying where pictures come from', (_, address) => {
    expect(bucketPicture(address, base)).toEqual({
      message: expect.stringMatching(/^".*" .*: pictures come from https:\/\/bucket\.example\/originals\/\. Upload/),
    });
  });

  test('takes only pictures', () => {
    expect(bucketPicture('https://bucket.example/originals/notes.pdf', base)).toHaveProperty(
      'message',
      expect.stringContaining('is not a picture file'),
    );
  });

  test('on the tests’ loopback store, takes that store and no other port', () => {
    const local = picturesUrl('http://127.0.0.1:9000/house/');
    expect(bucketPicture('http://127.0.0.1:9000/house/a.jpg', local)).toHaveProperty('key', 'a.jpg');
    expect(bucketPicture('http://127.0.0.1:9001/house/a.jpg', local)).toHaveProperty('message');
    expect(bucketPicture('http://localhost:9000/house/a.jpg', local)).toHaveProperty('message');
  });
});

describe('where a picture comes from', () => {
  test('is content/images/ without a bucket, whatever content writes', () => {
    expect(pictureSource('https://bucket.example/originals/a.jpg', undefined)).toHaveProperty(
      'message',
      expect.stringContaining('is not a picture of content/images/'),
    );
    expect(pictureSource('/content/images/hero-atelier.jpg', undefined)).toHaveProperty('kind', 'local');
  });

  test('is the bucket or content/images/ with one', () => {
    const bucket = bucketOf({ PICTURES_URL: 'https://bucket.example/originals/' })!;
    expect(pictureSource('/content/images/hero-atelier.jpg', bucket)).toHaveProperty('kind', 'local');
    expect(pictureSource('https://bucket.example/originals/a.jpg', bucket)).toHaveProperty('kind', 'bucket');
  });

  test('is set by whoever deploys, checked', () => {
    expect(bucketOf({})).toBeUndefined();
    expect(() => bucketOf({ PICTURES_URL: 'ftp://bucket.example/' })).toThrow(/PICTURES_URL is "ftp:/);
    expect(() => bucketOf({ PICTURES_URL: 'https://u:p@bucket.example/' })).toThrow(/no user, password/);
  });
});
