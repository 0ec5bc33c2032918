// Which translations are older than the English file they translate, read from git history.
//
// Lunaria (@lunariajs/core 0.1.1, the Astro team's tool) was weighed first and not used: it is pre-1.0,
// brings 10 dependencies (simple-git, zod 3, jiti, fast-glob, get-port, …), needs a lunaria.config.json
// naming every language and the repository's GitHub/GitLab name (for links, and to clone history over the
// network on shallow clones), and is built to render a dashboard that says "outdated" by date, not which
// English change a translation has not seen. Plain `git log` answers that in a few lines.
import { contentFolder, inContent } from '../site-model/content-folder.ts';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A commit that changed an English file. */
export interface Change {
  /** Abbreviated hash, as `git log --format=%h` prints it. */
  shortHash: string;
  /** Committer date, YYYY-MM-DD (in the committer's time zone). */
  date: string;
  /** First line of the commit message. */
  subject: string;
}

/** One translated file that needs work: missing, or older than its English file. */
export interface Status {
  /** Language code, the folder's name: `fr`. */
  language: string;
  /** How many English content files the language translates (the "of 6" of the report). */
  total: number;
  /** The English file, from the repository's root: `content/site.yaml`. */
  english: string;
  /** Its twin: `content/fr/site.yaml`. */
  translation: string;
  /** `missing`: no twin; `outdated`: English changed after the twin's last commit. */
  state: 'missing' | 'outdated';
  /** Oldest English commit made after the twin's last commit (undefined if only uncommitted edits). */
  since?: Change;
  /** How many English commits the twin has not seen. */
  behind: number;
  /** The English file has uncommitted changes and the twin has none. */
  uncommittedEnglish: boolean;
}

const contentFile = /\.(ya?ml|mdx)$/;

function git(repoDir: string, args: string[]): string {
  return execFileSync('git', args, { cwd: repoDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Content files below `dir`, relative to it with `/`: files of a folder before its subfolders. */
function contentFiles(dir: string, prefix = ''): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const files = entries.filter((e) => e.isFile() && contentFile.test(e.name)).map((e) => prefix + e.name);
  const nested = entries
    .filter((e) => e.isDirectory())
    .flatMap((e) => contentFiles(join(dir, e.name), `${prefix}${e.name}/`));
  return [...files, ...nested];
}

const isDirty = (repoDir: string, path: string) =>
  git(repoDir, ['--no-optional-locks', 'status', '--porcelain', '--', path]) !== '';

function parseChange(line: string): Change {
  const [shortHash = '', date = '', ...subject] = line.split('\t');
  return { shortHash, date: date.slice(0, 10), subject: subject.join('\t') };
}

/**
 * Every translated content file of the repository at `repoDir` that is missing or out of date, by
 * language then English file. Languages are the folders of content/ holding a twin of an English file.
 * Throws a one-line Error when git is not installed or `repoDir` is not in a git repository.
 */
export function translationStatus(repoDir: string): Status[] {
  try {
    git(repoDir, ['rev-parse', '--is-inside-work-tree']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('git is not installed (or not on PATH)');
    const reason = String((error as { stderr?: string }).stderr ?? '').split('\n')[0];
    throw new Error(`git cannot read ${repoDir}: ${reason || 'not a git repository'}`);
  }
  const content = join(repoDir, contentFolder);
  if (!existsSync(content)) return [];
  const all = contentFiles(content);
  const folders = readdirSync(content, { withFileTypes: true }).filter((e) => e.isDirectory());
  const languages = folders
    .map((e) => e.name)
    .filter((lang) => all.some((f) => f.startsWith(`${lang}/`) && all.includes(f.slice(lang.length + 1))));
  const english = all.filter((f) => !languages.some((lang) => f.startsWith(`${lang}/`)));

  return languages.flatMap((language) =>
    english.flatMap((file): Status[] => {
      const base = { language, total: english.length, english: inContent(file) };
      const translation = inContent(file, language);
      const none = { ...base, translation, behind: 0, uncommittedEnglish: false };
      if (!existsSync(join(repoDir, translation))) return [{ ...none, state: 'missing' }];
      // A translation being edited is the newest thing there is.
      if (isDirty(repoDir, translation)) return [];
      const last = git(repoDir, ['log', '-1', '--format=%H', '--', translation]).trim();
      const range = last ? [`${last}..HEAD`] : [];
      const log = git(repoDir, ['log', '--reverse', '--format=%h%x09%cI%x09%s', ...range, '--', base.english]);
      const changes = log.split('\n').filter(Boolean).map(parseChange);
      const uncommittedEnglish = isDirty(repoDir, base.english);
      if (changes.length === 0 && !uncommittedEnglish) return [];
      return [{ ...none, state: 'outdated', since: changes[0], behind: changes.length, uncommittedEnglish }];
    }),
  );
}

/** A language's English name and code: `French (fr)`. */
export function languageLabel(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code);
  } catch {
    // Not a language tag Intl knows: the code alone says it.
  }
  return name && name !== code ? `${name} (${code})` : code;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One report line for a file: what is wrong with it, in a copywriter's words. */
function describe(s: Status): string {
  if (s.state === 'missing') return `  ${s.translation} — missing`;
  const parts: string[] = [];
  if (s.since) {
    const { shortHash, date, subject } = s.since;
    parts.push(`${s.english} changed since ${shortHash} (${date}) "${subject}"`);
    parts.push(`${plural(s.behind, 'change', 'changes')} behind`);
  }
  if (s.uncommittedEnglish) parts.push(`${s.since ? 'plus ' : ''}uncommitted changes in ${s.english}`);
  return `  ${s.translation} — ${parts.join(', ')}`;
}

/** The plain-text report of `translationStatus`: per language, the files to update and since when. */
export function formatStatus(statuses: Status[]): string {
  if (statuses.length === 0) return 'All translations are up to date.';
  const byLanguage = Map.groupBy(statuses, (s) => s.language);
  return [...byLanguage]
    .map(([language, files]) => {
      const head = `${languageLabel(language)}: ${files.length} of ${plural(files[0]!.total, 'file', 'files')}`;
      return [`${head} ${files.length === 1 ? 'needs' : 'need'} updating`, ...files.map(describe)].join('\n');
    })
    .join('\n\n');
}
