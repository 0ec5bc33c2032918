import type { Loader } from 'astro/loaders';
import { keptOut, passedNote, readEmbargoes } from '../show-day/embargoes.ts';
import { siteTime } from '../show-day/site-time.ts';
import { baseId } from '../site-model/languages.ts';

/**
 * The seasons' loader, with each season's embargo as its file writes it (src/show-day/embargoes.ts), the same in
 * every language; a season under embargo is not kept in the content store, so no page, list, font or picture of
 * the build can read it. The store persists between builds: a season stored by a build after its time is
 * removed again by one made for before it. The preview (`npm run dev`) and a protected preview keep it.
 */
export function withEmbargo(loader: Loader): Loader {
  return {
    ...loader,
    load: async (context) => {
      const { embargoes } = readEmbargoes();
      const now = siteTime();
      await loader.load({
        ...context,
        parseData: <T extends Record<string, unknown>>(props: Parameters<typeof context.parseData<T>>[0]) => {
          // As written, not as js-yaml read it (a Date, for an unquoted time with seconds); a wrong one is left out
          // here and named by the seasons' check.
          const { embargo: _asParsed, ...data } = props.data;
          const embargo = embargoes.get(baseId(props.id));
          return context.parseData({ ...props, data: (embargo ? { ...data, embargo: embargo.text } : data) as T });
        },
      });
      if (context.watcher) return;
      for (const id of [...context.store.keys()]) if (keptOut(embargoes.get(baseId(id)), now)) context.store.delete(id);
      for (const [slug, embargo] of embargoes) if (embargo.at <= now) context.logger.info(passedNote(slug, embargo));
    },
  };
}
