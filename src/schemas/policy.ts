import { z } from 'astro/zod';
import { text } from './text.ts';

/** The frontmatter of content/pages/*.mdx, the Privacy, Legal and Accessibility pages. */
export const policySchema = z.strictObject({
  title: text.describe('The page’s title, at its top and in the browser tab.'),
  description: text.describe('The sentence search engines show under the title.'),
  updated: z.coerce.date().describe('When the text last changed, written year-month-day, such as 2025-09-01.'),
});
