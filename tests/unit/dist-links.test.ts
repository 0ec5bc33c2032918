import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenReferences } from '../support/pages';

const origin = 'https://example.com';

function site(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return pathToFileURL(`${dir}/`);
}

describe('the dist/ link check', () => {
  it('accepts pages whose links, images, srcsets and anchors all resolve', () => {
    const dist = site({
      'index.html':
        '<a href="/legal#terms">x</a><a href="#top" id="top">top</a><img src="/_astro/a.avif" srcset="/_astro/a.avif 1x, /_astro/b.avif 2x">',
      'legal.html': '<h2 id="terms">Terms</h2>',
      '_astro/a.avif': '',
      '_astro/b.avif': '',
    });
    expect(brokenReferences(dist, 'index.html', origin)).toEqual([]);
  });

  it('names a missing page, a missing srcset entry and an anchor with no target', () => {
    const dist = site({
      'index.html': `<a href="/nowhere">x</a><a href="/legal#gone">y</a><img src="/a.avif" srcset="/a.avif 1x, /b.avif 2x"><link rel="canonical" href="${origin}/missing">`,
      'legal.html': '<h2 id="terms">Terms</h2>',
      'a.avif': '',
    });
    expect(brokenReferences(dist, 'index.html', origin)).toEqual([
      'index.html: /nowhere (no such file)',
      'index.html: /legal#gone (no element with id "gone")',
      `index.html: ${origin}/missing (no such file)`,
      'index.html: /b.avif (no such file)',
    ]);
  });
});
