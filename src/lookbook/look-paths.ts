import { getSeasons } from '../content-loading/content';
import { languages } from '../site-model/languages';
import { langParam } from '../i18n/routing';

/** For getStaticPaths: a page per collection in each language, given its collection. */
export const collectionPaths = async () =>
  (
    await Promise.all(
      languages.map(async (lang) =>
        (await getSeasons(lang)).map((season) => ({
          params: { lang: langParam(lang), collection: season.slug },
          props: { season },
        })),
      ),
    )
  ).flat();

/** For getStaticPaths: a page per look of each collection in each language, given its collection. */
export const lookPaths = async () =>
  (await collectionPaths()).flatMap(({ params, props }) =>
    props.season.looks.map(({ id }) => ({ params: { ...params, look: id }, props })),
  );
