import type { EditorSettings } from '../../src/cms/config.ts';

/** The settings of a house's editor, as a build gives them (src/integrations/content-editor.ts). */
export const editorSettings: EditorSettings = {
  languages: ['en', 'fr'],
  repo: 'maison-verane/website',
  branch: 'main',
  publishMode: 'editorial_workflow',
  siteUrl: 'https://www.maison-verane.com',
};
