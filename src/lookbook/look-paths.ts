import { getLooks } from '../content-loading/content';
import { languages } from '../site-model/languages';
import { langParam } from '../i18n/routing';

/** For getStaticPaths: a page per look in each language, made from content/looks.yaml and its twins. */
export const lookPaths = async () =>
  (
    await Promise.all(
      languages.map(async (lang) =>
        (await getLooks(lang)).map(({ id }) => ({
          params: { lang: langParam(lang), look: id },
        })),
      ),
    )
  ).flat();
