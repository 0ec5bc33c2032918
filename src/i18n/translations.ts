import { inContent } from '../site-model/content-folder.ts';
import type { Loader, LoaderContext } from 'astro/loaders';
import { reportProblem, clearProblems } from '../content-loading/content-problems.ts';
import { visible } from '../site-model/shown-as-text.ts';
import { entryFile, type ContentFile } from '../content-loading/content-files.ts';
import { baseId, defaultLanguage, languageOfEntry, languages } from '../site-model/languages.ts';

// Every language of the site (src/site-model/languages.json) needs its own copy of every content file:
// content/site.yaml for the default language, content/fr/site.yaml for French, and so on.

/** The file of content/ an entry lives in, in a language: `content/fr/site.yaml`, `content/pages/legal.mdx`. */
const fileOf = (content: ContentFile, lang: string, id: string) =>
  inContent(content.file.endsWith('/') ? entryFile(content, id) : content.file, lang);

/**
 * Wraps the loader of a content file: once it has read every language's files, each language must have
 * exactly the entries of the default language; a missing or extra one is named by its file, for copywriters.
 */
export function withTranslations(loader: Loader, content: ContentFile): Loader {
  return {
    ...loader,
    load: async (context) => {
      // Entries being read, and entries whose content is refused: while either stands, entries are missing
      // for that reason, not for want of a translation, and the content error is the one to show.
      let reading = 0;
      const refused = new Set<string>();
      const key = `translations#${context.collection}`;
      const check = () => {
        if (reading || refused.size) return void clearProblems(key);
        const message = translationProblems(context, content) ?? entryProblems(context, content);
        if (message) reportProblem(key, message);
        else clearProblems(key);
        return message;
      };
      const parseData: typeof context.parseData = async (props) => {
        reading++;
        try {
          const data = await context.parseData(props);
          refused.delete(props.id);
          return data;
        } catch (error) {
          refused.add(props.id);
          throw error;
        } finally {
          // In the dev preview a file's loader re-reads it as it changes: check once it is done.
          if (--reading === 0 && context.watcher) setTimeout(check, 50);
        }
      };
      await loader.load({ ...context, parseData });
      // A file removed or emptied is read by no parse: check again on every change too. A refused file
      // deleted holds nothing back any more.
      context.watcher?.on('all', (event, path) => {
        const deleted = event === 'unlink' ? path.replaceAll('\\', '/') : undefined;
        for (const id of refused)
          if (deleted?.endsWith(fileOf(content, languageOfEntry(id), baseId(id)))) refused.delete(id);
        setTimeout(check, 50);
      });
      const message = check();
      if (message) throw new Error(message);
    },
  };
}

/** Every entry a language lacks or has in excess, against the default language; undefined when none. */
function translationProblems(context: LoaderContext, content: ContentFile) {
  const others = languages.filter((lang) => lang !== defaultLanguage);
  const describe = (lang: string, id: string) => fileOf(content, lang, id);
  const ids = [...context.store.keys()];
  const byLanguage = (lang: string) => new Set(ids.filter((id) => languageOfEntry(id) === lang).map(baseId));
  const originals = byLanguage(defaultLanguage);
  const problems: string[] = [];
  for (const lang of others) {
    const translated = byLanguage(lang);
    for (const id of originals)
      if (!translated.has(id))
        problems.push(`${describe(lang, id)}: missing; translate ${describe(defaultLanguage, id)}`);
    for (const id of translated)
      if (!originals.has(id))
        problems.push(`${describe(lang, id)}: not in ${describe(defaultLanguage, id)}; remove it or add it there`);
  }
  for (const id of ids)
    if (![defaultLanguage, ...others].includes(languageOfEntry(id)))
      problems.push(`${id}: "${languageOfEntry(id)}" is not a language of the site (src/site-model/languages.json)`);
  if (!problems.length) return undefined;
  return [`Translation missing or extra in ${context.collection}:`, ...problems.map((p) => `  - ${visible(p)}`)].join(
    '\n',
  );
}

/** The content file's own checks across its entries (ContentFile's `check`), once the languages agree. */
function entryProblems(context: LoaderContext, content: ContentFile) {
  const entries = [...context.store.values()].map(({ id, data }) => ({ id, data: data as never }));
  const problems = content.check?.(entries) ?? [];
  if (!problems.length) return undefined;
  return [`Content error in ${inContent(content.file)}:`, ...problems.map((p) => `  - ${visible(p)}`)].join('\n');
}
