import { contentFolder, picturesAddress } from '../site-model/content-folder.ts';
import { apiOf, publicUrl, type Bucket } from '../site-model/picture-store.ts';
import { contentFiles, type ContentFile } from '../content-loading/content-files.ts';
import { policyComponents } from '../schemas/policy-components.ts';
import { seasonsCollection, toFields, type CmsField } from './fields.ts';
import { toJsonSchema } from './json-schema.ts';

export interface EditorSettings {
  /** The site's languages (src/site-model/languages.json), the default one first. */
  languages: string[];
  /** The house's GitHub repository, `owner/name`. */
  repo: string;
  /** The branch the site is built from. */
  branch: string;
  /** Where Sveltia's authenticator (a Cloudflare Worker) runs; without it, sign-in takes an access token. */
  authUrl?: string;
  /** `editorial_workflow`: each change is a pull request, reviewed and previewed before it is merged; `simple`: a commit on the branch. */
  publishMode: 'editorial_workflow' | 'simple';
  /** The public site's address, for "View on Live Site". */
  siteUrl: string;
  /** The bucket the pictures' originals are uploaded to (PICTURES_URL); none: content/images/. */
  bucket?: Bucket | undefined;
}

/** The settings of the values CMS_PUBLISH_MODE may take, the first one the default. */
export const publishModes = ['editorial_workflow', 'simple'] as const;

// The content files (src/site-model/content-files.ts): the YAML files edited as forms, the collections' folder
// as one form per season, the policy pages' folder as pages.
const { pages: policyPages, seasons, ...yamlFiles } = contentFiles;

const inEachLanguage = (path: string) => `${contentFolder}/{{locale}}/${path}`;
// A page's address in each language: the default language's has no prefix (omit_default_locale_from_preview_path).
const previewPath = (page: string) => `/{{locale}}${page}`;

/** The rich-text body of a policy page; its components are the editor's too (src/policy-pages/components.ts). */
const body: CmsField = {
  name: 'body',
  label: 'Text',
  widget: 'richtext',
  hint: 'Each "Heading 2" starts a section. Insert "Privacy e-mail" where the privacy mailbox should appear, and "Contact receiver" where the privacy policy names who receives the contact form’s messages.',
  i18n: true,
  // Rich text only: no source mode, so the two components come only from the Insert menu, and nothing
  // typed becomes code (the build refuses any that reaches the file: src/content-loading/safe-mdx.ts).
  modes: ['rich_text'],
  buttons: ['bold', 'italic', 'link', 'heading-two', 'bulleted-list', 'numbered-list'],
  editor_components: policyComponents.map(({ editorId }) => editorId),
};

/** Uploads no larger than a camera's file: what the build downloads at the most (src/originals/download.ts). */
const maxFileSize = 40_000_000;

/**
 * Sveltia's media library for the bucket: it uploads with the copywriter's own key (its secret typed into
 * the editor, kept in the browser) and writes `{public_url}/{key}` into the field, an address under
 * PICTURES_URL. R2 by its account and jurisdiction; any other S3 API by its endpoint, path-style.
 */
export function bucketLibrary(bucket: Bucket) {
  const { origin, r2 } = apiOf(bucket);
  const settings = {
    bucket: bucket.name,
    access_key_id: bucket.accessKeyId,
    ...(r2
      ? { account_id: r2.accountId, jurisdiction: r2.jurisdiction }
      : { endpoint: origin, region: bucket.region ?? 'us-east-1', force_path_style: true }),
    prefix: bucket.prefix || undefined,
    public_url: publicUrl(bucket),
  };
  return {
    [r2 ? 'cloudflare_r2' : 'aws_s3']: Object.fromEntries(
      Object.entries(settings).filter(([, value]) => value !== undefined),
    ),
  };
}

/**
 * The whole Sveltia CMS configuration, generated from the content schemas (src/schemas/) so that a field
 * added there appears in the editor with its hint and rules. Pictures go into content/images/ and are
 * written `/content/images/…` in every language.
 */
export function editorConfig({ languages, repo, branch, authUrl, publishMode, siteUrl, bucket }: EditorSettings) {
  const files = Object.entries(yamlFiles).map(([name, { label, file, schema, page }]: [string, ContentFile]) => ({
    name,
    label,
    file: inEachLanguage(file),
    preview_path: previewPath(page ?? '/'),
    i18n: true,
    fields: toFields(toJsonSchema(schema)),
  }));
  return {
    backend: {
      name: 'github',
      repo,
      branch,
      ...(authUrl ? { base_url: authUrl } : { auth_methods: ['token'] }),
      commit_messages: { update: 'Content: {{path}} (edited in the browser by {{author-login}})' },
    },
    // Each save a pull request: Draft, In Review, Ready, then Publish merges it. Its preview build is linked
    // from each entry, at preview_path (src/cms/README.md, "Review before publishing").
    publish_mode: publishMode,
    site_url: siteUrl,
    // No preview pane: English and French side by side instead. It would also need frames, which the
    // site's Content-Security-Policy refuses everywhere (src/site-model/hosts.ts).
    editor: { preview: false },
    // An optional list left empty (a collection's `formerly`) is left out of the file, as copywriters write it:
    // saving an entry unchanged rewrites its file byte for byte.
    output: { omit_empty_optional_fields: true },
    media_folder: picturesAddress.slice(1, -1),
    public_folder: picturesAddress.slice(0, -1),
    // Uploads named as the build takes them (`Robe été (1).jpg` becomes `robe-ete-1.jpg`), no larger than a
    // camera's file, and from this repository only: no stock photo services. With a bucket, uploads go there
    // and never into git.
    media_libraries: {
      default: bucket ? false : { config: { slugify_filename: true, max_file_size: maxFileSize } },
      ...(bucket && bucketLibrary(bucket)),
      stock_assets: false,
    },
    i18n: {
      structure: 'multiple_files',
      locales: languages,
      default_locale: languages[0],
      omit_default_locale_from_file_path: true,
      omit_default_locale_from_preview_path: true,
    },
    collections: [
      { name: 'content', label: 'Words and pictures', i18n: true, files },
      {
        // "New Collection" prepares a season in every language; its file is named after it: spring-summer-2026.yaml.
        name: seasonsCollection,
        label: seasons.label,
        label_singular: 'Collection',
        folder: inEachLanguage(seasons.file.replace(/\/$/, '')),
        extension: 'yaml',
        format: 'yaml',
        create: true,
        // A collection once shown stays: its addresses were published.
        delete: false,
        i18n: true,
        identifier_field: 'name',
        slug: '{{name}}',
        // While a season is kept secret, what the site will do: publishing prepares each host's switch for that minute.
        summary:
          "{{name}}{{embargo | ternary(' — embargoed until ', '')}}{{embargo}}{{embargo | ternary(' Paris; live by itself then, once published', '')}}",
        sortable_fields: { fields: ['date'], default: { field: 'date', direction: 'descending' } },
        preview_path: previewPath(seasons.page!),
        fields: toFields(toJsonSchema(seasons.schema)),
      },
      {
        name: 'pages',
        label: policyPages.label,
        folder: inEachLanguage(policyPages.file.replace(/\/$/, '')),
        extension: 'mdx',
        format: 'frontmatter',
        create: false,
        delete: false,
        i18n: true,
        identifier_field: 'title',
        preview_path: previewPath(policyPages.page!),
        fields: [...toFields(toJsonSchema(policyPages.schema)), body],
      },
    ],
  };
}
