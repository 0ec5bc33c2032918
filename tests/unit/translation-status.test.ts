import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { formatStatus, translationStatus } from '../../src/i18n/translation-status.ts';

// Each test builds a small git repository with the site's layout: English at the top of content/, French
// in content/fr/, plus folders that are not languages (images, guide, pages). Commits get fixed dates.
const repos: string[] = [];
afterEach(() => repos.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const english = { 'site.yaml': 'copyright: © 2026\n', 'home.yaml': 'title: Home\n', 'pages/legal.mdx': '# Legal\n' };

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'translation-status-'));
  repos.push(dir);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'Test');
  git(dir, 'config', 'user.email', 'test@example.com');
  git(dir, 'config', 'commit.gpgsign', 'false');
  write(dir, {
    'content/CONTENT.md': '# Guide\n',
    'content/images/look.jpg': 'jpg',
    'content/guide/mistake.png': 'png',
  });
  for (const [file, text] of Object.entries(english))
    write(dir, { [`content/${file}`]: text, [`content/fr/${file}`]: text });
  commit(dir, '2026-11-01', 'English and French');
  return dir;
}

function git(dir: string, ...args: string[]) {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
}

function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

/** Commits everything at noon UTC on `day`, and returns the commit's short hash. */
function commit(dir: string, day: string, subject: string) {
  const date = `${day}T12:00:00+00:00`;
  git(dir, 'add', '-A');
  execFileSync('git', ['commit', '-q', '-m', subject], {
    cwd: dir,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
  return git(dir, 'log', '-1', '--format=%h').trim();
}

test('all up to date: no status, and the report says so', () => {
  const dir = fixture();
  expect(translationStatus(dir)).toEqual([]);
  expect(formatStatus(translationStatus(dir))).toBe('All translations are up to date.');
});

test('an English change after the French file: reported with its hash, date and subject, 1 change behind', () => {
  const dir = fixture();
  write(dir, { 'content/site.yaml': 'copyright: © 2027\n' });
  const hash = commit(dir, '2026-11-20', 'New copyright line');
  expect(translationStatus(dir)).toEqual([
    {
      language: 'fr',
      total: 3,
      english: 'content/site.yaml',
      translation: 'content/fr/site.yaml',
      state: 'outdated',
      since: { shortHash: hash, date: '2026-11-20', subject: 'New copyright line' },
      behind: 1,
      uncommittedEnglish: false,
    },
  ]);
  expect(formatStatus(translationStatus(dir))).toBe(
    [
      'French (fr): 1 of 3 files needs updating',
      `  content/fr/site.yaml — content/site.yaml changed since ${hash} (2026-11-20) "New copyright line", 1 change behind`,
    ].join('\n'),
  );
});

test('two English changes: since the older one, 2 changes behind; a French update brings it up to date', () => {
  const dir = fixture();
  write(dir, { 'content/pages/legal.mdx': '# Legal notice\n' });
  const older = commit(dir, '2026-11-20', 'Legal title');
  write(dir, { 'content/home.yaml': 'title: Home page\n' });
  commit(dir, '2026-11-21', 'Home title');
  write(dir, { 'content/pages/legal.mdx': '# Legal notice\n\nPublisher: Maison\n' });
  commit(dir, '2026-11-22', 'Publisher');
  const [home, legal] = translationStatus(dir);
  expect(legal).toMatchObject({ translation: 'content/fr/pages/legal.mdx', behind: 2 });
  expect(legal!.since).toEqual({ shortHash: older, date: '2026-11-20', subject: 'Legal title' });
  expect(home).toMatchObject({ translation: 'content/fr/home.yaml', behind: 1 });
  const report = formatStatus(translationStatus(dir));
  expect(report).toContain(`French (fr): 2 of 3 files need updating\n  content/fr/home.yaml — `);
  expect(report).toContain(
    `  content/fr/pages/legal.mdx — content/pages/legal.mdx changed since ${older} (2026-11-20) "Legal title", 2 changes behind`,
  );

  write(dir, { 'content/fr/pages/legal.mdx': '# Mentions légales\n\nÉditeur : Maison\n' });
  write(dir, { 'content/fr/home.yaml': 'title: Accueil\n' });
  commit(dir, '2026-11-23', 'French legal notice and home');
  expect(translationStatus(dir)).toEqual([]);
});

test('a missing twin is reported as missing', () => {
  const dir = fixture();
  git(dir, 'rm', '-q', 'content/fr/pages/legal.mdx');
  commit(dir, '2026-11-20', 'No French legal notice yet');
  expect(translationStatus(dir)).toEqual([expect.objectContaining({ state: 'missing', behind: 0 })]);
  expect(formatStatus(translationStatus(dir))).toBe(
    'French (fr): 1 of 3 files needs updating\n  content/fr/pages/legal.mdx — missing',
  );
});

test('uncommitted changes: in English they are mentioned, in the translation they count as newest', () => {
  const dir = fixture();
  write(dir, { 'content/site.yaml': 'copyright: © 2027\n' });
  expect(formatStatus(translationStatus(dir))).toBe(
    'French (fr): 1 of 3 files needs updating\n  content/fr/site.yaml — uncommitted changes in content/site.yaml',
  );
  write(dir, { 'content/fr/site.yaml': 'copyright: © 2027\n' });
  expect(translationStatus(dir)).toEqual([]);
});

test('outside a git repository: a one-line error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'translation-status-'));
  repos.push(dir);
  expect(() => translationStatus(dir)).toThrow(/^git cannot read .*not a git repository/);
});
