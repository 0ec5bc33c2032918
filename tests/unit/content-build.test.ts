import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { parse } from 'yaml';

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

const fixtures = parse(readFileSync(new URL('../fixtures/content-errors.yaml', import.meta.url), 'utf8')) as {
  name: string;
  file: string;
  replace: string;
  with: string;
  expect: string[];
}[];

describe('a content mistake fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  test.each(fixtures)('$name in content/$file', async (fixture) => {
    const { failed, output } = await buildWith(fixture.file, (text) => {
      expect(text, 'the fixture still matches the content file').toContain(fixture.replace);
      return text.replace(fixture.replace, fixture.with);
    });
    expect(failed).toBe(true);
    for (const line of fixture.expect) expect(output).toContain(line);
  });
});
