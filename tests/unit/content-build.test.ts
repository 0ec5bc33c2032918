import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
let copy = '';

/** Builds a copy of the site with one content file edited, and returns what the build printed. */
async function buildWith(file: string, edit: (text: string) => string) {
  copy = mkdtempSync(join(tmpdir(), 'content-check-'));
  for (const entry of ['src', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const path = join(copy, 'content', file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  try {
    await run(process.execPath, ['src/scripts/subset-fonts.mjs'], { cwd: copy });
    await run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: copy });
    return { failed: false, output: '' };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { failed: true, output: stdout + stderr };
  }
}

afterEach(() => rmSync(copy, { recursive: true, force: true }));

describe('a content mistake fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  test('a wrong type in site.yaml', async () => {
    const { failed, output } = await buildWith('site.yaml', (t) => t.replace('  - FASHION', '  - 42'));
    expect(failed).toBe(true);
    expect(output).toContain('Content error in content/site.yaml');
    expect(output).toMatch(/nav\.1: .*string.*number/);
  });

  test('a missing image in looks.yaml', async () => {
    const { failed, output } = await buildWith('looks.yaml', (t) => t.replace('look-02-houndstooth.jpg', 'look-2.jpg'));
    expect(failed).toBe(true);
    expect(output).toContain('Content error in content/looks.yaml (entry "look-02")');
    expect(output).toContain('image: no such image file in content/');
  });

  test('an unknown field in a policy page', async () => {
    const { failed, output } = await buildWith('pages/legal.mdx', (t) => t.replace('title:', 'subtitle: x\ntitle:'));
    expect(failed).toBe(true);
    expect(output).toContain('Content error in content/pages/legal.mdx');
    expect(output).toContain('subtitle');
  });
});
