import { contentFolder } from '../site-model/content-folder';
import { existsSync, readdirSync } from 'node:fs';
import { file, type Loader } from 'astro/loaders';

/**
 * Astro's `file()` loader for `content/<name>` and every `content/<lang>/<name>`: one collection whose
 * ids carry their language folder (`look-01`, `fr/look-01`). Astro's loader reads one file only.
 */
export function perLanguageFile(name: string): Loader {
  return {
    // Astro writes the editors' JSON Schema of a file loader's collection as a list of entries.
    name: 'file-loader',
    load: async (context) => {
      const content = new URL(`${contentFolder}/`, context.config.root);
      const folders = readdirSync(content, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/${name}`, content)))
        .map((entry) => `${entry.name}/`);
      for (const folder of ['', ...folders]) {
        const mine = (id: string) => (folder ? id.startsWith(folder) : !id.includes('/'));
        // The file loader only clears and sets: both kept to this folder's entries.
        const store = {
          clear: () => [...context.store.keys()].filter(mine).forEach((id) => context.store.delete(id)),
          set: (entry: Parameters<typeof context.store.set>[0]) =>
            context.store.set({ ...entry, id: folder + entry.id }),
        } as unknown as typeof context.store;
        const parseData: typeof context.parseData = (props) => context.parseData({ ...props, id: folder + props.id });
        await file(`content/${folder}${name}`).load({ ...context, store, parseData });
      }
    },
  };
}
