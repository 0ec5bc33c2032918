import type { Loader } from 'astro/loaders';
import { contentFolder } from '../site-model/content-folder.ts';
import { languages } from '../site-model/languages.ts';

/**
 * The content mistakes the loaders have found and not yet seen fixed, by file (and entry). The dev
 * server's overlay (src/integrations/content-overlay.ts) shows them in the browser. One list per process
 * on globalThis: the loaders run in Vite's module graph, the integration in Astro's own.
 */
type Listener = (problems: string[]) => void;
const registry = ((
  globalThis as {
    contentProblems?: { byKey: Map<string, string>; listeners: Set<Listener>; loads: Set<Promise<void>> };
  }
).contentProblems ??= { byKey: new Map(), listeners: new Set(), loads: new Set() });

const notify = () => registry.listeners.forEach((listener) => listener(currentProblems()));

/** A key's language: the folder after content/ when it is a language's (`content/fr/…`), else the default's. */
const languageRank = (key: string) => {
  const folders = key.split('#')[0]!.split('/');
  return Math.max(0, languages.indexOf(folders[folders.indexOf(contentFolder) + 1] ?? ''));
};
const byFile = ([a]: [string, string], [b]: [string, string]) =>
  languageRank(a) - languageRank(b) || (a < b ? -1 : a > b ? 1 : 0);

/** Every message, the same text the build prints: the default language's files first, then by path. */
export const currentProblems = () => [...registry.byKey].sort(byFile).map(([, message]) => message);

/** Records a mistake under `key`: a file (a syntax error) or `file#entry` (a field). */
export function reportProblem(key: string, message: string) {
  if (registry.byKey.get(key) === message) return;
  registry.byKey.set(key, message);
  notify();
}

/** Forgets the mistakes of a file, or of one entry in it (`file#entry`), once it reads cleanly. */
export function clearProblems(key: string) {
  const gone = [...registry.byKey.keys()].filter((k) => k === key || k.startsWith(`${key}#`));
  gone.forEach((k) => registry.byKey.delete(k));
  if (gone.length) notify();
}

/** Calls `listener` with every message whenever the list changes; returns a function that stops it. */
export function onProblemsChange(listener: Listener) {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

/**
 * Wraps a collection's loader: a failed load waits for every other collection's, then names every mistake
 * found, in the order above. Astro loads them side by side and prints the first to fail, whichever it is.
 */
export function withEveryMistake(loader: Loader): Loader {
  return {
    ...loader,
    load: async (context) => {
      const loading = loader.load(context);
      const settled = () => void registry.loads.delete(loading);
      registry.loads.add(loading);
      loading.then(settled, settled);
      try {
        await loading;
      } catch (error) {
        while (registry.loads.size) await Promise.allSettled(registry.loads);
        const problems = currentProblems();
        if (!problems.length) throw error;
        // The copywriter's mistakes, not the code's: no stack trace to print after them.
        throw Object.assign(new Error(problems.join('\n\n')), { stack: '' });
      }
    },
  };
}
