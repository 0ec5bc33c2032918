/**
 * The content mistakes the loaders have found and not yet seen fixed, by file (and entry). The dev
 * server's overlay (src/integrations/content-overlay.ts) shows them in the browser. One list per process
 * on globalThis: the loaders run in Vite's module graph, the integration in Astro's own.
 */
type Listener = (problems: string[]) => void;
const registry = ((
  globalThis as { contentProblems?: { byKey: Map<string, string>; listeners: Set<Listener> } }
).contentProblems ??= { byKey: new Map(), listeners: new Set() });

const notify = () => registry.listeners.forEach((listener) => listener(currentProblems()));

/** Every message, in the order found: the same text the build prints. */
export const currentProblems = () => [...registry.byKey.values()];

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
