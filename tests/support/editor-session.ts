/**
 * A copywriter's session in the editor at /admin: the files it changes, line for line, and what the site
 * built from them shows. tests/e2e/editor.spec.ts makes the session in the browser and expects exactly
 * these files; the changed copy of the site (tests/support/changed-site.ts) is built with them, and
 * tests/build/editor.test.ts reads its pages.
 */
const hem = '    - Lined in ivory silk twill, with a gilt chain at the hem\n';
const ourlet = '    - Doublure en twill de soie ivoire, chaînette dorée à l’ourlet\n';
const paris = 'jurisdiction of the courts of Paris.\n';

/** Each change, in a file of content/: `from` (which the file holds today) becomes `to`. */
export const sessionEdits: { file: string; from: string; to: string }[] = [
  { file: 'fr/site.yaml', from: 'copyright: © 2025 Maison Verane.', to: 'copyright: © 2026 Maison Verane.' },
  { file: 'pages/legal.mdx', from: 'title: Legal Notice\n', to: 'title: Legal Information\n' },
  // The privacy mailbox, inserted from the editor's menu at the end of the English text.
  { file: 'pages/legal.mdx', from: paris, to: paris.replace('.\n', '. For privacy questions: <PrivacyEmail />\n') },
  { file: 'looks.yaml', from: hem, to: `${hem}    - Made to measure in the Paris atelier\n` },
  { file: 'fr/looks.yaml', from: ourlet, to: `${ourlet}    - Réalisée sur mesure à l’atelier parisien\n` },
];

/** The files of content/ the session changes: `fr/site.yaml`… */
export const sessionFiles = [...new Set(sessionEdits.map((edit) => edit.file))].sort();

/** A file's text after the session: each of its changes made, each one's `from` required. */
export function afterSession(file: string, text: string) {
  return sessionEdits
    .filter((edit) => edit.file === file)
    .reduce((changed, { from, to }) => {
      if (!changed.includes(from)) throw new Error(`content/${file} no longer holds ${JSON.stringify(from)}`);
      return changed.replace(from, to);
    }, text);
}

/** What the built pages show of the session: a page of dist/ and a piece of its HTML. */
export const sessionShows: [page: string, html: string][] = [
  ['fr/index.html', '© 2026 Maison Verane. Tous droits réservés.'],
  ['legal.html', '>Legal Information</h1>'],
  ['legal.html', 'For privacy questions: <a href="mailto:privacy@maison-verane.com">privacy@maison-verane.com</a>'],
  ['looks/look-01.html', '>Made to measure in the Paris atelier</li>'],
  ['fr/looks/look-01.html', '>Réalisée sur mesure à l’atelier parisien</li>'],
];
