// What a host takes of dist/: the one home of these limits. The build checks them as it ends
// (src/integrations/host-limits.ts). Plain TypeScript, for Node.

/**
 * Cloudflare Workers static assets, on the free plan: at most 20,000 files per version and 25 MiB per file
 * (100,000 files on a paid plan). Netlify and nginx take more; Cloudflare's are the least.
 */
export const hostLimits = { host: 'Cloudflare Workers (free plan)', files: 20_000, fileBytes: 25 * 1024 * 1024 };

/** A file of dist/: its path there and its size. */
export interface BuiltFile {
  path: string;
  bytes: number;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** What in dist/ the host would refuse, each as a message saying what to do; none when it fits. */
export function hostLimitProblems(files: BuiltFile[], limits = hostLimits): string[] {
  const problems = files
    .filter((file) => file.bytes > limits.fileBytes)
    .map(
      (file) =>
        `dist/${file.path} is ${mib(file.bytes)}: ${limits.host} takes no file over ${mib(limits.fileBytes)}. ` +
        'Make it smaller (a picture: export it smaller into content/images/), or serve it from elsewhere.',
    );
  if (files.length > limits.files)
    problems.push(
      `dist/ holds ${files.length.toLocaleString('en')} files: ${limits.host} takes at most ` +
        `${limits.files.toLocaleString('en')} per version. Each look makes its pages and about 12 picture files ` +
        '(src/pictures/picture-slots.ts): remove older seasons from content/collections/, cut fewer widths, ' +
        'or move to a paid plan (100,000 files) and raise `files` in src/site-model/host-limits.ts.',
    );
  return problems;
}
