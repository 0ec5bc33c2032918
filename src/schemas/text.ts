import { z } from 'astro/zod';

/** The most characters a text field takes: a paragraph, four times the longest text today, so a page stays light. */
export const textLimit = 600;

/** A text that must not be empty (surrounding spaces are trimmed), and no longer than a paragraph. */
export const text = z.string().trim().min(1).max(textLimit);
