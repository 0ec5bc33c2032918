import { z } from 'astro/zod';

/** A text that must not be empty (surrounding spaces are trimmed). */
export const text = z.string().trim().min(1);
